import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Comparison } from '@app/shared/schemas/comparisons';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

/** Two offers for one item: a whole price, and one levelled through a conversion to 4 decimals. */
function comparison(): Comparison {
  const offer = (n: number, name: string) => ({
    key: `quote-${n}`,
    supplier_name: name,
    source: 'quote' as const,
    quote_id: n,
    currency: 'MXN',
    levelled_total: '100800.00',
    freight: '0',
    levelled_freight: '0',
    fx_date: '2026-11-02',
    fx_missing: false,
    coverage: '1',
    gap_item_ids: [],
    payment_terms: null,
    valid_until: null,
    unmatched_lines: [],
  });
  const cell = (n: number, levelled: string) => ({
    item_id: 1,
    offer_key: `quote-${n}`,
    line_id: n,
    match_source: 'auto' as const,
    confidence: 0.9,
    description: 'Cemento gris CPC 30R bulto 50 kg',
    quoted_unit_price: levelled,
    levelled_unit_price: levelled,
    substitution: false,
    note: null,
    conversion_note: null,
    conversion: null,
    changes: [],
    partial: false,
    price_alert: null,
  });
  return {
    rfq_id: 8,
    currency: 'MXN',
    items: [
      {
        id: 1,
        position: 1,
        description: 'Cemento gris CPC 30R bulto 50 kg',
        quantity: '400',
        unit: 'bag',
        best_offer_key: 'quote-1',
      },
    ],
    offers: [offer(1, 'Cementos Uno'), offer(2, 'Cementos Dos')],
    cells: [cell(1, '252'), cell(2, '351.8015')],
  };
}

describe("the comparison's levelled prices", { timeout: 60_000 }, () => {
  beforeEach(() => {
    // jsdom lays nothing out: the rows' window needs a viewport and row heights, as in a browser.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
  });
  afterEach(() => vi.restoreAllMocks());

  it('show at least the currency’s decimals, and every decimal a conversion gave', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
      ),
      http.get(apiUrl(API_PATHS.rfqComparison(8)), () => HttpResponse.json(comparison())),
      http.get(apiUrl(API_PATHS.rfqAward(8)), () => HttpResponse.json(null, { status: 404 })),
    );
    renderApp('/in/rfqs/8/comparison');
    const table = await screen.findByRole('table', { name: 'Comparison' }, { timeout: 45_000 });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.startsWith('1. Cemento'))!;
    const [, first, second] = within(row).getAllByRole('cell');
    expect(first!.textContent).toMatch(/^252\.00/);
    expect(second!.textContent).toMatch(/^351\.8015/);
  });
});

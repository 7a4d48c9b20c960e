import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Comparison } from '@app/shared/schemas/comparisons';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const ITEMS = 500;
const OFFERS = 20;
const ROW_HEIGHT = 60;
const VIEWPORT = 600;

/** 500 requested items × 20 suppliers, every cell priced. */
function bigComparison(): Comparison {
  const offers = Array.from({ length: OFFERS }, (_, o) => ({
    key: `quote-${o + 1}`,
    supplier_name: `Proveedor ${o + 1}`,
    source: 'quote' as const,
    quote_id: o + 1,
    currency: 'MXN',
    levelled_total: '1000.00',
    freight: '0',
    levelled_freight: '0',
    fx_date: '2026-11-02',
    fx_missing: false,
    coverage: '1',
    gap_item_ids: [],
    payment_terms: null,
    valid_until: null,
    unmatched_lines: [],
  }));
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    id: i + 1,
    position: i + 1,
    description: `Partida número ${i + 1}`,
    quantity: '10',
    unit: 'pc' as const,
    best_offer_key: 'quote-1',
  }));
  return {
    rfq_id: 7,
    currency: 'MXN',
    items,
    offers,
    cells: items.flatMap((item) =>
      offers.map((offer, o) => ({
        item_id: item.id,
        offer_key: offer.key,
        line_id: null,
        match_source: 'auto' as const,
        confidence: 0.9,
        description: item.description,
        quoted_unit_price: `${100 + o}.00`,
        levelled_unit_price: `${100 + o}`,
        substitution: false,
        note: null,
        // The first supplier's line for item 1 stated no unit: the comparison says what it assumed.
        conversion_note:
          item.id === 1 && o === 0
            ? 'assumed conversion (the line states no unit or content): 1 = 50 kg'
            : null,
        conversion: null,
        changes: [],
        partial: false,
        price_alert: null,
      })),
    ),
  };
}

describe('the comparison grid of 500 items × 20 suppliers', { timeout: 90_000 }, () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the scrolling box a viewport (its client height) and each row
    // a height (its offset height), as a browser would, so the virtualizer has something to measure.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws only a window of rows, tells screen readers the whole count, and scrolling shows later rows', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
      ),
      http.get(apiUrl(API_PATHS.rfqComparison(7)), () => HttpResponse.json(bigComparison())),
    );
    renderApp('/in/rfqs/7/comparison');
    const table = await screen.findByRole('table', { name: 'Comparison' }, { timeout: 45_000 });
    // The header, the 500 items and 4 rows of totals, whether drawn or not.
    expect(table).toHaveAttribute('aria-rowcount', String(1 + ITEMS + 4));
    const itemRows = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => /Partida número/.test(row.textContent ?? ''));
    expect(await within(table).findByText('1. Partida número 1')).toBeInTheDocument();
    expect(itemRows().length).toBeGreaterThan(5);
    expect(itemRows().length).toBeLessThan(40);
    expect(within(table).queryByText('500. Partida número 500')).not.toBeInTheDocument();
    expect(itemRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(
      within(itemRows()[0]!).getByText(/^assumed conversion .*1 = 50 kg$/),
    ).toBeInTheDocument();

    // The scrolling box takes the keyboard focus; scrolling it draws the rows that come into view.
    const region = screen.getByRole('region', { name: 'Comparison' });
    expect(region).toHaveAttribute('tabindex', '0');
    // jsdom keeps no scroll position: the box reports what a browser would, scrolled to the end.
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: ITEMS * 64 });
    fireEvent.scroll(region);
    await waitFor(
      () => expect(within(table).getByText('500. Partida número 500')).toBeInTheDocument(),
      { timeout: 10_000 },
    );
    expect(within(table).queryByText('1. Partida número 1')).not.toBeInTheDocument();
    expect(itemRows().length).toBeLessThan(40);
    const last = itemRows().find((row) => row.textContent?.startsWith('500. '));
    expect(last).toHaveAttribute('aria-rowindex', '501');
    // Every supplier's cell is drawn in a visible row.
    expect(within(last!).getAllByRole('cell')).toHaveLength(1 + OFFERS);
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Award } from '@app/shared/schemas/purchase-orders';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { PriceAlert, PriceHistory } from '@app/shared/schemas/price-memory';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { i18n } from '#web/lib/i18n.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const alert: PriceAlert = {
  direction: 'above',
  percent: '14',
  median: '250',
  record_count: 3,
  item_key: '#30 #50 c:bag c:cement k:cpc',
  currency: 'MXN',
  unit: 'bag',
};

const history: PriceHistory = {
  item_key: alert.item_key,
  records: [
    {
      id: 2,
      date: '2026-10-20',
      supplier_name: 'Cementos del Valle',
      project_name: 'Torre Norte',
      rfq_id: 4,
      rfq_number: 'SDC-2026-0004',
      quote_id: 11,
      description: 'Cemento gris CPC 30R bulto 50 kg',
      currency: 'MXN',
      unit: 'bag',
      unit_price: '260',
    },
    {
      id: 1,
      date: '2026-10-01',
      supplier_name: 'Materiales Omega',
      project_name: null,
      rfq_id: null,
      rfq_number: null,
      quote_id: 10,
      description: 'Cemento gris CPC 30R bulto 50 kg',
      currency: 'MXN',
      unit: 'bag',
      unit_price: '1234.5678',
    },
  ],
};

const comparison: Comparison = {
  rfq_id: 7,
  currency: 'MXN',
  items: [
    {
      id: 1,
      position: 1,
      description: 'Cemento gris CPC 30R bulto 50 kg',
      quantity: '400',
      unit: 'bag',
      best_offer_key: 'quote-12',
    },
  ],
  offers: ['quote-12', 'quote-13'].map((key, index) => ({
    key,
    supplier_name: index === 0 ? 'Ferretería Sur' : 'Cementos del Valle',
    source: 'quote' as const,
    quote_id: 12 + index,
    currency: 'MXN',
    levelled_total: index === 0 ? '102000.00' : '114000.00',
    freight: '0',
    levelled_freight: '0',
    fx_date: '2026-11-02',
    fx_missing: false,
    coverage: '1',
    gap_item_ids: [],
    payment_terms: null,
    valid_until: null,
    unmatched_lines: [],
  })),
  cells: [
    {
      item_id: 1,
      offer_key: 'quote-12',
      line_id: null,
      match_source: 'auto' as const,
      confidence: 0.9,
      description: 'Cemento',
      quoted_unit_price: '255.00',
      levelled_unit_price: '255',
      substitution: false,
      note: null,
      conversion_note: null,
      conversion: null,
      changes: [],
      partial: false,
      price_alert: null,
    },
    {
      item_id: 1,
      offer_key: 'quote-13',
      line_id: null,
      match_source: 'auto' as const,
      confidence: 0.9,
      description: 'Cemento',
      quoted_unit_price: '285.00',
      levelled_unit_price: '285',
      substitution: false,
      note: null,
      conversion_note: null,
      conversion: null,
      changes: [],
      partial: false,
      price_alert: alert,
    },
  ],
};

function buyer(language: 'en' | 'es' = 'en') {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const historyQueries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER', language })),
    ),
    http.get(apiUrl(API_PATHS.priceHistory), ({ request }) => {
      historyQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(history);
    }),
  );
  return { historyQueries };
}

describe('price memory marker', () => {
  // The comparison grid and the review's lines are virtual lists, and jsdom lays nothing out: the
  // scroll boxes get a viewport and each row a height, as a browser would, so the rows are drawn.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('marks the comparison cell far from the median and opens its history in one click', async () => {
    const { historyQueries } = buyer();
    server.use(
      http.get(apiUrl(API_PATHS.rfqComparison(7)), () => HttpResponse.json(comparison)),
      http.get(apiUrl(API_PATHS.rfqAward(7)), () =>
        HttpResponse.json({ award: null, purchase_orders: [] } satisfies Award),
      ),
    );
    const { user } = renderApp('/in/rfqs/7/comparison');
    const marker = await screen.findByRole(
      'button',
      { name: /14 % above your 90-day median for this item/ },
      { timeout: 10_000 },
    );
    // Only the far price is marked; the history is fetched when asked for.
    expect(screen.getAllByText(/above your 90-day median/)).toHaveLength(1);
    expect(historyQueries).toHaveLength(0);

    await user.click(marker);
    const dialog = await screen.findByRole('dialog', { name: 'Price history' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateSupplierProjectRequestUnit price',
      '2026-10-20Cementos del ValleTorre NorteSDC-2026-0004260.00 MXN',
      '2026-10-01Materiales Omega——1,234.57 MXN',
    ]);
    expect(Object.fromEntries(historyQueries[0]!)).toMatchObject({
      item_key: alert.item_key,
      currency: 'MXN',
      unit: 'bag',
    });
  });

  it('marks a review line below the median, in Spanish', async () => {
    buyer('es');
    await i18n.changeLanguage('es');
    const quote: QuoteDetail = {
      id: 5,
      status: 'to_review',
      failure_code: null,
      origin: 'typed',
      file_name: null,
      supplier_name: 'Ferretería Sur',
      quote_number: null,
      currency: 'MXN',
      total: null,
      line_count: 2,
      rfq: null,
      project: null,
      created_at: '2026-11-21T10:00:00Z',
      version: 3,
      file: null,
      supplier_id: null,
      supplier_tax_id: null,
      issue_date: '2026-11-21',
      valid_until: null,
      payment_terms: null,
      delivery_time: null,
      subtotal: null,
      freight: null,
      tax_amount: null,
      notes: null,
      warnings: [],
      field_confidence: {},
      field_sources: {},
      discount_total: null,
      arithmetic: { lines: [null, null], subtotal: null, total: null },
      supplier_match: null,
      duplicate_of: [],
      lines: [31, 32].map((id, index) => ({
        id,
        sku: null,
        description: index === 0 ? 'Varilla 3/8"' : 'Cemento gris CPC 30R bulto 50 kg',
        brand: null,
        quantity: '400',
        unit: 'bag' as const,
        unit_as_written: null,
        unit_price: '200.00',
        discount_pct: null,
        line_total: null,
        confidence: 1,
        source: null,
        field_confidence: {},
        field_sources: {},
        unit_suggested: null,
      })),
      confirmed_at: null,
      confirmed_by: null,
    };
    server.use(
      http.get(apiUrl(API_PATHS.quote(5)), () => HttpResponse.json(quote)),
      http.get(apiUrl(API_PATHS.quotePriceAlerts(5)), () =>
        HttpResponse.json({
          lines: [{ position: 2, alert: { ...alert, direction: 'below', percent: '22' } }],
        }),
      ),
    );
    renderApp('/in/quotes/5');
    const marker = await screen.findByRole(
      'button',
      { name: /22 % por debajo de tu mediana de 90 días para este artículo/ },
      { timeout: 10_000 },
    );
    // On the second line, the one the alert names, and on no other.
    expect(marker.closest('[data-testid]')).toHaveAttribute('data-testid', 'line-2');
    expect(screen.getAllByText(/mediana de 90 días/)).toHaveLength(1);
  });
});

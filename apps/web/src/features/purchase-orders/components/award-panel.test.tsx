import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Award, AwardPlan, PurchaseOrder } from '@app/shared/schemas/purchase-orders';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const RFQ = 7;

const comparison: Comparison = {
  rfq_id: RFQ,
  currency: 'MXN',
  items: [
    {
      id: 1,
      position: 1,
      description: 'Cemento gris',
      quantity: '400',
      unit: 'bag',
      best_offer_key: 'answer-2',
    },
    {
      id: 2,
      position: 2,
      description: 'Varilla 3/8"',
      quantity: '1.5',
      unit: 't',
      best_offer_key: 'answer-1',
    },
  ],
  offers: [
    {
      key: 'answer-1',
      supplier_name: 'Aceros Alfa',
      source: 'answer',
      quote_id: null,
      currency: 'MXN',
      levelled_total: '130500.00',
      freight: '500',
      levelled_freight: '500',
      fx_date: '2026-11-02',
      fx_missing: false,
      coverage: '1',
      gap_item_ids: [],
      payment_terms: null,
      valid_until: null,
      unmatched_lines: [],
    },
    {
      key: 'answer-2',
      supplier_name: 'Bodega Beta',
      source: 'answer',
      quote_id: null,
      currency: 'MXN',
      levelled_total: '96040.00',
      freight: '0',
      levelled_freight: '0',
      fx_date: '2026-11-02',
      fx_missing: false,
      coverage: '0.5',
      gap_item_ids: [2],
      payment_terms: null,
      valid_until: null,
      unmatched_lines: [],
    },
  ],
  cells: [
    {
      item_id: 1,
      offer_key: 'answer-1',
      line_id: null,
      match_source: 'answer' as const,
      confidence: null,
      description: 'Cemento',
      quoted_unit_price: '250',
      levelled_unit_price: '250',
      substitution: false,
      note: null,
      conversion_note: null,
      conversion: null,
      changes: [],
      partial: false,
      price_alert: null,
    },
    {
      item_id: 2,
      offer_key: 'answer-1',
      line_id: null,
      match_source: 'answer' as const,
      confidence: null,
      description: 'Varilla',
      quoted_unit_price: '20000',
      levelled_unit_price: '20000',
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
      offer_key: 'answer-2',
      line_id: null,
      match_source: 'answer' as const,
      confidence: null,
      description: 'Cemento',
      quoted_unit_price: '240.10',
      levelled_unit_price: '240.1',
      substitution: false,
      note: null,
      conversion_note: null,
      conversion: null,
      changes: [],
      partial: false,
      price_alert: null,
    },
  ],
};

const plan = (overrides: Partial<AwardPlan> = {}): AwardPlan => ({
  status: 'optimal',
  currency: 'MXN',
  lines: [
    { item_id: 1, offer_key: 'answer-2', amount: '96040.00' },
    { item_id: 2, offer_key: 'answer-1', amount: '30000.00' },
  ],
  unawarded_item_ids: [],
  offer_keys: ['answer-1', 'answer-2'],
  items_total: '126040.00',
  freight_total: '500.00',
  total: '126540.00',
  saving_vs_highest: '3960.00',
  saving_vs_median: '-13270.00',
  ...overrides,
});

function buyerWithComparison(shown: typeof comparison = comparison) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const planned: unknown[] = [];
  const confirmed: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.rfqComparison(RFQ)), () => HttpResponse.json(shown)),
    http.get(apiUrl(API_PATHS.rfqAward(RFQ)), () =>
      HttpResponse.json({ award: null, purchase_orders: [] } satisfies Award),
    ),
    http.post(apiUrl(API_PATHS.rfqAwardPlan(RFQ)), async ({ request }) => {
      const body = (await request.json()) as { overrides: Record<string, string | null> };
      planned.push(body);
      // Cement by hand to Alfa: one supplier, one freight.
      return HttpResponse.json(
        body.overrides['1'] === 'answer-1'
          ? plan({
              lines: [
                { item_id: 1, offer_key: 'answer-1', amount: '100000.00' },
                { item_id: 2, offer_key: 'answer-1', amount: '30000.00' },
              ],
              offer_keys: ['answer-1'],
              items_total: '130000.00',
              total: '130500.00',
            })
          : plan(),
      );
    }),
    http.post(apiUrl(API_PATHS.rfqAward(RFQ)), async ({ request }) => {
      confirmed.push(await request.json());
      return HttpResponse.json({
        award: null,
        purchase_orders: [],
        issued: 1,
        cancelled: 0,
      } satisfies Award);
    }),
  );
  return { planned, confirmed };
}

const narrowScreen = window.matchMedia.bind(window);

/** A screen `wide` (1440 px: its min-width queries match) or not (a 375 px phone: none does). */
function screenOf(wide: boolean) {
  window.matchMedia = (query: string) => ({
    ...narrowScreen(query),
    matches: wide && query.includes('min-width'),
  });
}

describe('award on the comparison page', { timeout: 30_000 }, () => {
  beforeEach(() => screenOf(true));
  afterEach(() => {
    window.matchMedia = narrowScreen;
  });

  it('proposes a plan, takes a change by hand, and confirms exactly what is on screen', async () => {
    const calls = buyerWithComparison();
    const { user } = renderApp(`/in/rfqs/${RFQ}/comparison`);
    await screen.findByRole('heading', { level: 2, name: 'Award' }, { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: 'At most N suppliers' }));
    const most = screen.getByRole('textbox', { name: 'N: how many suppliers at most' });
    await user.clear(most);
    await user.type(most, '2');
    expect(screen.getByText('At most 2 suppliers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose a plan' }));
    const planTable = await screen.findByRole('table', { name: 'Proposed plan' });
    const planRegion = screen.getByRole('region', { name: 'Proposed plan' });
    expect(within(planRegion).getByText('126,540.00 MXN')).toBeInTheDocument();
    expect(within(planRegion).getByText('3,960.00 MXN')).toBeInTheDocument();
    expect(calls.planned[0]).toEqual({
      strategy: 'max_suppliers',
      max_suppliers: 2,
      exclude: [],
      no_substitutions: false,
      full_coverage: false,
      overrides: {},
    });
    // Only suppliers who quoted the item are offered for it, and "do not award".
    await user.click(
      within(planTable).getByRole('combobox', { name: 'Supplier: 1. Cemento gris' }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Aceros Alfa · 250.00 MXN',
      'Bodega Beta · 240.10 MXN',
      'Do not award',
    ]);
    await user.click(screen.getByRole('option', { name: 'Aceros Alfa · 250.00 MXN' }));
    await waitFor(() => expect(within(planRegion).getByText('130,500.00 MXN')).toBeInTheDocument());
    expect(calls.planned[1]).toMatchObject({ overrides: { '1': 'answer-1' } });
    expect(screen.getByText('Changed by hand')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the award?' });
    expect(within(dialog).getByText(/One purchase order per supplier \(1\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send orders' }));
    await waitFor(() => expect(calls.confirmed).toHaveLength(1));
    expect(calls.confirmed[0]).toEqual(calls.planned[1]);
    expect(
      await screen.findByText('Award confirmed: 1 orders issued, 0 cancelled.'),
    ).toBeInTheDocument();
  });

  it('flags an expired offer on the comparison, lists it in the confirmation, and confirms knowing it', async () => {
    const calls = buyerWithComparison({
      ...comparison,
      offers: comparison.offers.map((offer) =>
        offer.key === 'answer-2' ? { ...offer, valid_until: '2025-10-25' } : offer,
      ),
    });
    const { user } = renderApp(`/in/rfqs/${RFQ}/comparison`);
    const header = await screen.findByRole(
      'columnheader',
      { name: /Bodega Beta/ },
      { timeout: 10_000 },
    );
    expect(within(header).getByText('Expired')).toBeInTheDocument();
    expect(
      within(screen.getByRole('columnheader', { name: /Aceros Alfa/ })).queryByText('Expired'),
    ).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Propose a plan' }, { timeout: 10_000 }),
    );
    await screen.findByRole('table', { name: 'Proposed plan' });
    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the award?' });
    expect(within(dialog).getByText(/Bodega Beta: valid until/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send orders' }));
    await waitFor(() => expect(calls.confirmed).toHaveLength(1));
    expect(calls.confirmed[0]).toMatchObject({ acknowledge_expired: true });
  });

  it('on a phone shows each item as a card whose choice names the supplier and whose price is whole on its own line', async () => {
    screenOf(false);
    const calls = buyerWithComparison();
    const { user } = renderApp(`/in/rfqs/${RFQ}/comparison`);
    await user.click(
      await screen.findByRole('button', { name: 'Propose a plan' }, { timeout: 10_000 }),
    );
    const cards = await screen.findByRole('list', { name: 'Proposed plan' });
    expect(screen.queryByRole('table', { name: 'Proposed plan' })).not.toBeInTheDocument();
    const cement = within(cards).getByRole('listitem', { name: '1. Cemento gris' });
    const choice = within(cement).getByRole('combobox', { name: 'Supplier: 1. Cemento gris' });
    expect(choice).toHaveValue('Bodega Beta');
    expect(within(cement).getByTestId('plan-unit-price')).toHaveTextContent('240.10 MXN');
    expect(within(cement).getByText('96,040.00 MXN')).toBeInTheDocument();
    // The options put each price under its supplier.
    await user.click(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Aceros Alfa250.00 MXN',
      'Bodega Beta240.10 MXN',
      'Do not award',
    ]);
    await user.click(screen.getByRole('option', { name: /Aceros Alfa/ }));
    await waitFor(() =>
      expect(within(cement).getByTestId('plan-unit-price')).toHaveTextContent('250.00 MXN'),
    );
    expect(calls.planned[1]).toMatchObject({ overrides: { '1': 'answer-1' } });
    expect(within(cement).getByText('Changed by hand')).toBeInTheDocument();
  });

  it('shows the server’s reason when an award cannot be confirmed, and keeps the plan', async () => {
    buyerWithComparison();
    server.use(
      http.post(apiUrl(API_PATHS.rfqAward(RFQ)), () =>
        HttpResponse.json(
          {
            error:
              'Order OC-2026-0003 already has deliveries recorded, so this change to the award cannot cancel it.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(`/in/rfqs/${RFQ}/comparison`);
    await user.click(
      await screen.findByRole('button', { name: 'Propose a plan' }, { timeout: 10_000 }),
    );
    await screen.findByRole('table', { name: 'Proposed plan' });
    await user.click(screen.getByRole('button', { name: 'Confirm award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the award?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send orders' }));
    expect(
      await within(dialog).findByText(/OC-2026-0003 already has deliveries/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Proposed plan' })).toBeInTheDocument();
  });
});

describe('a purchase order received by a provider', { timeout: 30_000 }, () => {
  it('is acknowledged from its page, and the page then says so', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    const order: PurchaseOrder = {
      id: 41,
      number: 'OC-2026-0002',
      status: 'sent',
      rfq: { id: RFQ, number: 'SDC-2026-0001', title: 'Obra negra' },
      project_name: 'Torre Norte',
      supplier_name: 'Gamma',
      buyer_company: 'Constructora Delta',
      offer_key: 'answer-3',
      currency: 'MXN',
      total: '35670',
      created_at: '2026-11-25T10:00:00.000Z',
      acknowledged_at: null,
      supplier_email: 'ventas@gamma.example',
      deliver_to: 'Obra Torre Norte, Monterrey',
      delivery_contact: null,
      need_by_date: '2030-01-15',
      payment_terms: '',
      delivery_time: '',
      quote_reference: '',
      subtotal: '30750',
      discount: '0',
      freight: '0',
      tax_rate: '16',
      tax: '4920',
      cancelled_at: null,
      lines: [
        {
          position: 1,
          rfq_item_id: 3,
          description: 'Varilla corrugada 3/8"',
          quantity: '1.5',
          unit: 't',
          unit_price: '20500',
          discount_pct: '0',
          amount: '30750',
        },
      ],
      next_statuses: ['acknowledged'],
    };
    let acknowledged = false;
    server.use(
      http.get(apiUrl(API_PATHS.inboxPurchaseOrder(41)), () =>
        HttpResponse.json(
          acknowledged ? { ...order, status: 'acknowledged', next_statuses: [] } : order,
        ),
      ),
      http.post(apiUrl(API_PATHS.acknowledgePurchaseOrder(41)), () => {
        acknowledged = true;
        return HttpResponse.json({ ...order, status: 'acknowledged', next_statuses: [] });
      }),
    );
    const { user } = renderApp('/in/inbox/purchase-orders/41');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Order OC-2026-0002' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Constructora Delta')).toBeInTheDocument();
    expect(screen.getByText('35,670.00 MXN')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acknowledge receipt' }));
    expect(await screen.findByText('Acknowledged by supplier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge receipt' })).not.toBeInTheDocument();
    expect(acknowledged).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PriceTrend,
  Savings,
  Spend,
  SupplierPerformance,
} from '@app/shared/schemas/analytics';
import type { Project } from '@app/shared/schemas/projects';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import type { Award } from '@app/shared/schemas/purchase-orders';
import { createRfq, rfqBody } from './rfq-helpers.ts';
import {
  answerThroughLink,
  awardRfq,
  confirmQuote,
  createCompany,
  signIn,
  typeQuote,
  uniqueEmail,
} from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The analytics (docs/product-rules.md § Analytics).
 *   Torre Norte (MXN, budget 150,000), RFQ 1: cement 400 bags, rebar 1.5 t; Alfa, Beta, Gamma
 *   invited. Alfa answers cement 250.00 and rebar 20,000; Beta cement 240.10; Gamma never answers.
 *   Best per item: cement to Beta (96,040.00), rebar to Alfa (30,000.00).
 *   Puente Sur (USD), RFQ 2: cement 3 bags; Alfa answers 12.35, awarded: 37.05 USD.
 *   Price memory: cement typed and confirmed from Alfa at 245.00 (2026-10-01, RFQ 3) and from Beta
 *   at 238.50 (2026-11-02, RFQ 4); rebar from Beta once.
 */
const CEMENT = 'Cemento gris CPC 30R bulto 50 kg';

describe('analytics', () => {
  let t: TestApp;
  let owner: string;
  let outsider: string;
  let provider: string;
  let torre: Project;
  let puente: Project;
  let alfa: Supplier;
  let beta: Supplier;
  let main: Rfq;
  let usd: Rfq;
  const alfaEmail = uniqueEmail('alfa');
  const betaEmail = uniqueEmail('beta');

  const get = <T>(url: string, token = owner) =>
    t.request({ method: 'GET', url: `/api/analytics/${url}`, token }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
  const post = async (url: string, payload: object, status = 200) => {
    const response = await t.request({ method: 'POST', url: `/api${url}`, token: owner, payload });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<unknown>();
  };
  const project = (name: string, currency: string, budget: string | null) =>
    post('/projects/', { name, code: name.slice(0, 6), currency, tax_rate: '16', budget }, 201);
  const supplier = (name: string, email: string, categories: string[]) =>
    post(
      '/suppliers/',
      { legal_name: name, country: 'MX', emails: [email], language: 'es', categories },
      201,
    );
  const answer = (email: string, rfq: Rfq, body: object) => answerThroughLink(t, email, rfq, body);
  const confirmTyped = async (
    rfq: Rfq,
    name: string,
    date: string,
    lines: [string, string, string, string][],
  ) => {
    const quote = await typeQuote(t, owner, {
      rfqId: rfq.id,
      supplier: name,
      date,
      lines: lines.map(([description, quantity, unit, price]) => ({
        description,
        quantity,
        unit,
        price,
      })),
    });
    await confirmQuote(t, owner, quote);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company', name: 'Constructora Delta' });
    owner = (await signIn(t, company.ownerEmail)).access;
    outsider = (await signIn(t, (await createCompany(t, { type: 'company' })).ownerEmail)).access;
    provider = (await signIn(t, (await createCompany(t, { type: 'provider' })).ownerEmail)).access;

    torre = (await project('Torre Norte', 'MXN', '150000')) as Project;
    puente = (await project('Puente Sur', 'USD', null)) as Project;
    alfa = (await supplier('Aceros Alfa', alfaEmail, ['acero', 'cemento'])) as Supplier;
    beta = (await supplier('Bodega Beta', betaEmail, [])) as Supplier;
    const gamma = (await supplier('Gamma', uniqueEmail('gamma'), [])) as Supplier;

    main = await createRfq(t, owner, rfqBody(torre.id, [alfa.id, beta.id, gamma.id], 2));
    usd = await createRfq(t, owner, {
      ...rfqBody(puente.id, [alfa.id], 1),
      items: [{ description: CEMENT, quantity: '3', unit: 'bag' }],
    });
    for (const rfq of [main, usd]) await post(`/rfqs/${rfq.id}/send/`, {});
    const [cement, rebar] = main.items.map((item) => item.id);
    await answer(alfaEmail, main, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar, unit_price: '20000' },
      ],
    });
    await answer(betaEmail, main, {
      currency: 'MXN',
      lines: [{ item_id: cement, unit_price: '240.10' }],
    });
    await answer(alfaEmail, usd, {
      currency: 'USD',
      lines: [{ item_id: usd.items[0]!.id, unit_price: '12.35' }],
    });
    for (const rfq of [main, usd]) await awardRfq(t, owner, rfq.id);

    const trend1 = await createRfq(t, owner, rfqBody(torre.id, [alfa.id], 2));
    const trend2 = await createRfq(t, owner, rfqBody(torre.id, [beta.id], 2));
    await confirmTyped(trend1, 'Aceros Alfa', '2026-10-01', [[CEMENT, '400', 'bag', '245.00']]);
    await confirmTyped(trend2, 'Bodega Beta', '2026-11-02', [
      [CEMENT, '400', 'bag', '238.50'],
      ['Varilla corrugada 3/8" #1', '1.5', 't', '19500'],
    ]);
  }, 240_000);
  afterAll(() => t.close());

  it('sums the spend of the orders exactly, per currency, by supplier, project, month and category', async () => {
    const spend = await get<Spend>('spend/');
    const rows = (list: Spend['by_supplier']) =>
      list.map((r) => [r.label, r.currency, r.orders, r.total]);
    expect(rows(spend.by_supplier)).toEqual([
      ['Bodega Beta', 'MXN', 1, '96040'],
      ['Aceros Alfa', 'MXN', 1, '30000'],
      ['Aceros Alfa', 'USD', 1, '37.05'],
    ]);
    expect(rows(spend.by_project)).toEqual([
      ['Torre Norte', 'MXN', 2, '126040'],
      ['Puente Sur', 'USD', 1, '37.05'],
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(rows(spend.by_month)).toEqual([
      [month, 'MXN', 2, '126040'],
      [month, 'USD', 1, '37.05'],
    ]);
    // Alfa's order counts in full under each of its categories; Beta has none.
    expect(rows(spend.by_category)).toEqual([
      ['', 'MXN', 1, '96040'],
      ['acero', 'MXN', 1, '30000'],
      ['cemento', 'MXN', 1, '30000'],
      ['acero', 'USD', 1, '37.05'],
      ['cemento', 'USD', 1, '37.05'],
    ]);
  });

  it('leaves a cancelled order out of the spend, and keeps to the filters', async () => {
    const award = await t
      .request({ method: 'GET', url: `/api/rfqs/${main.id}/award/`, token: owner })
      .then((r) => r.json<Award>());
    const alfaOrder = award.purchase_orders.find((o) => o.supplier_name === 'Aceros Alfa')!;
    await post(`/purchase-orders/${alfaOrder.id}/status/`, { status: 'cancelled' });
    const spend = await get<Spend>('spend/');
    expect(spend.by_project.map((r) => [r.label, r.total])).toEqual([
      ['Torre Norte', '96040'],
      ['Puente Sur', '37.05'],
    ]);
    const onlyAlfa = await get<Spend>(`spend/?supplier_id=${alfa.id}`);
    expect(onlyAlfa.by_supplier.map((r) => [r.currency, r.total])).toEqual([['USD', '37.05']]);
    const onlyTorre = await get<Spend>(`spend/?project_id=${torre.id}`);
    expect(onlyTorre.by_supplier.map((r) => r.label)).toEqual(['Bodega Beta']);
    const lastYear = await get<Spend>('spend/?from=2020-01-01&to=2020-12-31');
    expect(lastYear.by_supplier).toEqual([]);
    const backwards = await t.request({
      method: 'GET',
      url: '/api/analytics/spend/?from=2026-02-01&to=2026-01-01',
      token: owner,
    });
    // As every malformed address or query string: the errors plugin answers 404 for both.
    expect(backwards.statusCode).toBe(404);
  });

  it("sets each project's awards against its budget with the stored savings", async () => {
    const savings = await get<Savings>('savings/');
    expect(savings.projects).toEqual([
      {
        project_id: puente.id,
        project_name: 'Puente Sur',
        currency: 'USD',
        awards: 1,
        awarded_total: '37.05',
        budget: null,
        budget_left: null,
        saving_vs_highest: '0.00',
        saving_vs_median: '0.00',
      },
      {
        project_id: torre.id,
        project_name: 'Torre Norte',
        currency: 'MXN',
        awards: 1,
        awarded_total: '126040.00',
        budget: '150000',
        budget_left: '23960.00',
        // Highest levelled total Alfa 130,000.00; median (130,000 + 96,040) ÷ 2 = 113,020.
        saving_vs_highest: '3960.00',
        saving_vs_median: '-13020.00',
      },
    ]);
  });

  it("draws the price of cement across two RFQs, every supplier's levelled price in date order", async () => {
    const trend = await get<PriceTrend>('price-trend/');
    expect(trend.items.map((i) => [i.description, i.records])).toEqual([
      [CEMENT, 2],
      ['Varilla corrugada 3/8" #1', 1],
    ]);
    expect(trend.item_key).toBe(trend.items[0]!.item_key);
    expect(
      trend.points.map((p) => [
        p.date,
        p.supplier_name,
        p.project_name,
        p.currency,
        p.unit,
        p.price,
      ]),
    ).toEqual([
      ['2026-10-01', 'Aceros Alfa', 'Torre Norte', 'MXN', 'bag', '245'],
      ['2026-11-02', 'Bodega Beta', 'Torre Norte', 'MXN', 'bag', '238.5'],
    ]);
    expect(new Set(trend.points.map((p) => p.rfq_number)).size).toBe(2);
    const rebar = await get<PriceTrend>(
      `price-trend/?item_key=${encodeURIComponent(trend.items[1]!.item_key)}`,
    );
    expect(rebar.points.map((p) => p.price)).toEqual(['19500']);
    const november = await get<PriceTrend>('price-trend/?from=2026-11-01');
    expect(november.points.map((p) => p.supplier_name)).toEqual(['Bodega Beta']);
  });

  it('rates each supplier: invitations, answers, wins and coverage', async () => {
    const { suppliers } = await get<SupplierPerformance>('suppliers/');
    expect(
      suppliers.map((s) => [
        s.supplier_name,
        s.invited,
        s.answered,
        s.wins,
        s.items_won,
        s.items_invited,
        s.items_answered,
      ]),
    ).toEqual([
      ['Aceros Alfa', 2, 2, 2, 2, 3, 3],
      ['Bodega Beta', 1, 1, 1, 1, 2, 1],
      ['Gamma', 1, 0, 0, 0, 2, 0],
    ]);
    expect(suppliers[0]!.median_hours_to_answer).toEqual(expect.any(Number));
    expect(suppliers[2]!.median_hours_to_answer).toBeNull();
  });

  it('shows another company nothing, and a provider none of it', async () => {
    expect(await get<Spend>('spend/', outsider)).toEqual({
      by_supplier: [],
      by_project: [],
      by_month: [],
      by_category: [],
    });
    expect(await get<Savings>('savings/', outsider)).toEqual({ projects: [] });
    expect(await get<PriceTrend>('price-trend/', outsider)).toEqual({
      items: [],
      item_key: null,
      points: [],
    });
    expect(await get<SupplierPerformance>('suppliers/', outsider)).toEqual({ suppliers: [] });
    for (const view of ['spend/', 'savings/', 'price-trend/', 'suppliers/']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/analytics/${view}`,
        token: provider,
      });
      expect(response.statusCode, view).toBe(403);
    }
  });
});

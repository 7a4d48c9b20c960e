import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { PriceHistory, QuotePriceAlerts } from '@app/shared/schemas/price-memory';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { createProject, createRfq, createSupplier, rfqBody } from './rfq-helpers.ts';
import { confirmQuote, createCompany, createMember, signIn, typeQuote } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The price memory (docs/product-rules.md § Price memory): confirmed quote lines become records
 * levelled like the comparison, and a price ≥ 10 % from the median of at least 3 earlier records
 * of the same item, currency and unit (90 days, other quotes) is marked.
 */

type RecordRow = {
  quote_id: number;
  line_position: number;
  item_key: string;
  description: string;
  price_date: string;
  currency: string;
  unit: string;
  quoted_unit_price: string;
  levelled_unit_price: string;
  rfq_item_id: number | null;
};

const CEMENT = 'Cemento gris CPC 30R bulto 50 kg';

describe('price memory', () => {
  let t: TestApp;
  let owner: string;
  let buyer: string;
  let otherOwner: string;
  let provider: string;
  let history: Rfq;
  let current: Rfq;
  let otherRfq: Rfq;
  let projectName = '';

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company', name: 'Constructora Delta' });
    owner = (await signIn(t, company.ownerEmail)).access;
    buyer = (await signIn(t, (await createMember(t, company, 'BUYER')).email)).access;
    const project = await createProject(t, owner);
    projectName = project.name;
    const supplier = await createSupplier(t, owner, { name: 'Cementos del Valle' });
    history = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    current = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    const other = await createCompany(t, { type: 'company', name: 'Obras Epsilon' });
    otherOwner = (await signIn(t, other.ownerEmail)).access;
    const otherProject = await createProject(t, otherOwner);
    const otherSupplier = await createSupplier(t, otherOwner, { name: 'Cementos Caros' });
    otherRfq = await createRfq(t, otherOwner, rfqBody(otherProject.id, [otherSupplier.id]));
    const providerCompany = await createCompany(t, { type: 'provider' });
    provider = (await signIn(t, providerCompany.ownerEmail)).access;
  }, 120_000);
  afterAll(() => t.close());

  const typed = (token: string, options: Parameters<typeof typeQuote>[2]) =>
    typeQuote(t, token, options);
  const confirm = (token: string, quote: QuoteDetail) => confirmQuote(t, token, quote);
  const confirmed = async (...args: Parameters<typeof typed>) => {
    const [token] = args;
    return confirm(token, await typed(...args));
  };
  const recordsOf = async (quoteId: number): Promise<RecordRow[]> => {
    const result = (await t.database.db.execute(
      sql`select * from price_records where quote_id = ${quoteId} order by line_position`,
    )) as { rows: RecordRow[] };
    return result.rows;
  };
  const comparisonOf = async (rfq: Rfq, token = owner) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/comparison/`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Comparison>();
  };
  const historyOf = (query: string, token = owner) =>
    t.request({ method: 'GET', url: `/api/price-history/?${query}`, token });

  let cementKey = '';
  let draftId = 0;

  it('writes a record per priced line with the levelled price when a quote is confirmed', async () => {
    const quote = await confirmed(owner, {
      rfqId: history.id,
      supplier: 'Cementos del Valle',
      date: '2026-10-01',
      lines: [
        // The supplier's own wording of the requested cement, 10 % off.
        {
          description: 'Cto. gris CPC 30R Btº 50kg',
          quantity: '400',
          unit: 'bag',
          price: '250.00',
          pct: '10',
        },
        { description: 'Varilla corrugada 3/8"', quantity: '1.5', unit: 't', price: '20000' },
        // Nobody asked for it: remembered on its own terms.
        { description: 'Alambre recocido calibre 16', quantity: '20', unit: 'kg', price: '31.50' },
        // No price: nothing to remember.
        { description: 'Flete', quantity: '1', unit: 'trip', price: null },
      ],
    });
    const records = await recordsOf(quote.id);
    expect(records.map((r) => [r.description, r.currency, r.unit, r.levelled_unit_price])).toEqual([
      [CEMENT, 'MXN', 'bag', '225'],
      ['Varilla corrugada 3/8" #1', 'MXN', 't', '20000'],
      ['Alambre recocido calibre 16', 'MXN', 'kg', '31.5'],
    ]);
    expect(records[0]).toMatchObject({
      price_date: '2026-10-01',
      quoted_unit_price: '250.00',
      rfq_item_id: history.items[0]!.id,
    });
    cementKey = records[0]!.item_key;
    expect(cementKey).toContain('c:');

    const listed = await historyOf(
      `item_key=${encodeURIComponent(cementKey)}&currency=MXN&unit=bag`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<PriceHistory>().records).toEqual([
      expect.objectContaining({
        date: '2026-10-01',
        supplier_name: 'Cementos del Valle',
        rfq_number: history.number,
        project_name: projectName,
        quote_id: quote.id,
        unit_price: '225',
      }),
    ]);
  });

  it('replaces a quote’s records when it is confirmed again after a correction', async () => {
    const quote = await confirmed(owner, {
      rfqId: history.id,
      supplier: 'Materiales Omega',
      date: '2026-10-10',
      lines: [{ description: CEMENT, quantity: '400', unit: 'bag', price: '999.00' }],
    });
    expect((await recordsOf(quote.id)).map((r) => r.levelled_unit_price)).toEqual(['999']);
    // A confirmed quote reopened for a correction (the review keeps it otherwise locked).
    await t.database.db.execute(sql`update quotes set status = 'to_review' where id = ${quote.id}`);
    const saved = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: owner,
      payload: {
        version: quote.version,
        supplier_name: 'Materiales Omega',
        supplier_tax_id: null,
        quote_number: null,
        issue_date: '2026-10-10',
        valid_until: null,
        currency: 'MXN',
        payment_terms: null,
        delivery_time: null,
        subtotal: null,
        freight: null,
        tax_amount: null,
        total: null,
        notes: null,
        lines: quote.lines.map((line) => ({
          id: line.id,
          sku: null,
          description: line.description,
          brand: null,
          quantity: line.quantity,
          unit: line.unit,
          unit_price: '250.00',
          discount_pct: null,
          line_total: null,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await confirm(owner, saved.json<QuoteDetail>());
    const records = await recordsOf(quote.id);
    expect(records.map((r) => [r.levelled_unit_price, r.price_date])).toEqual([
      ['250', '2026-10-10'],
    ]);
  });

  it('marks a price 14 % above the 90-day median in the comparison, and not where history is thin', async () => {
    // History so far: 225 (Oct 1) and 250 (Oct 10). Add 260, and an old 100 outside the window.
    await confirmed(owner, {
      rfqId: history.id,
      supplier: 'Cementos del Valle',
      date: '2026-10-20',
      lines: [{ description: CEMENT, quantity: '400', unit: 'bag', price: '260.00' }],
    });
    await confirmed(owner, {
      rfqId: null,
      supplier: 'Cementos del Valle',
      date: '2026-06-01',
      lines: [
        {
          description: 'Cemento gris CPC 30R bulto 50 kg',
          quantity: '10',
          unit: 'bag',
          price: '100',
        },
      ],
    });
    // The new RFQ: cement at 285 (median 250 → 14 % above), at 255 (2 %), rebar with 1 record.
    const high = await confirmed(owner, {
      rfqId: current.id,
      supplier: 'Cementos del Valle',
      date: '2026-11-20',
      lines: [
        { description: CEMENT, quantity: '400', unit: 'bag', price: '285.00' },
        { description: 'Varilla corrugada 3/8"', quantity: '1.5', unit: 't', price: '40000' },
      ],
    });
    // A day later, so it is no part of the first quote's history.
    const near = await confirmed(owner, {
      rfqId: current.id,
      supplier: 'Materiales Omega',
      date: '2026-11-21',
      lines: [{ description: CEMENT, quantity: '400', unit: 'bag', price: '255.00' }],
    });
    const comparison = await comparisonOf(current);
    const cell = (quoteId: number, itemId: number) =>
      comparison.cells.find((c) => c.offer_key === `quote-${quoteId}` && c.item_id === itemId);
    const [cement, rebar] = current.items;
    // Without excluding the quote's own 285 the median would be 255 (12 %); with the June 100 it
    // would be 245 (16 %).
    expect(cell(high.id, cement!.id)?.price_alert).toEqual({
      direction: 'above',
      percent: '14',
      median: '250',
      record_count: 3,
      item_key: cementKey,
      currency: 'MXN',
      unit: 'bag',
    });
    expect(cell(near.id, cement!.id)?.price_alert).toBeNull();
    // Twice the only earlier rebar price, but one record is no history.
    expect(cell(high.id, rebar!.id)?.price_alert).toBeNull();

    // The review screen's alert of a quote not yet confirmed: 200 is 20 % below 250.
    const draft = await typed(owner, {
      rfqId: current.id,
      supplier: 'Ferretería Sur',
      date: '2026-11-21',
      lines: [{ description: CEMENT, quantity: '400', unit: 'bag', price: '200.00' }],
    });
    const alerts = await t.request({
      method: 'GET',
      url: `/api/quotes/${draft.id}/price-alerts/`,
      token: buyer,
    });
    expect(alerts.statusCode, alerts.body).toBe(200);
    // History up to Nov 21: 225, 250, 260, 285, 255 → median 255; 200 is 21.6 % below.
    const lines = alerts.json<QuotePriceAlerts>().lines;
    expect(lines.map((l) => l.position)).toEqual([1]);
    expect(lines[0]?.alert).toMatchObject({ direction: 'below', percent: '22', median: '255' });
    draftId = draft.id;
  });

  it('never uses or shows another company’s records', async () => {
    // The other company paid far more for the same cement, three times.
    for (const date of ['2026-10-05', '2026-10-15', '2026-10-25'])
      await confirmed(otherOwner, {
        rfqId: otherRfq.id,
        supplier: 'Cementos Caros',
        date,
        lines: [{ description: CEMENT, quantity: '400', unit: 'bag', price: '900.00' }],
      });
    const mine = await comparisonOf(current);
    const alert = mine.cells.find((c) => c.price_alert)?.price_alert;
    expect(alert).toMatchObject({ percent: '14', median: '250', record_count: 3 });

    const query = `item_key=${encodeURIComponent(cementKey)}&currency=MXN&unit=bag`;
    const own = (await historyOf(query)).json<PriceHistory>().records;
    expect(own.map((r) => r.unit_price).sort()).toEqual(['100', '225', '250', '255', '260', '285']);
    const theirs = (await historyOf(query, otherOwner)).json<PriceHistory>().records;
    expect(theirs.map((r) => r.unit_price)).toEqual(['900', '900', '900']);
    expect(theirs.map((r) => r.supplier_name)).toEqual(Array(3).fill('Cementos Caros'));
  });

  it('lets buyers read the price history and refuses providers and strangers', async () => {
    const query = `item_key=${encodeURIComponent(cementKey)}`;
    expect((await historyOf(query, buyer)).statusCode).toBe(200);
    const refused = await historyOf(query, provider);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('225');
    expect(
      (await t.request({ method: 'GET', url: `/api/price-history/?${query}` })).statusCode,
    ).toBe(401);
    // A malformed query names nothing: the errors plugin answers 404, as for every query string.
    expect((await historyOf('item_key=', buyer)).statusCode).toBe(404);
    // The review screen's alerts are the quote's company's alone.
    const alerts = (token: string) =>
      t.request({ method: 'GET', url: `/api/quotes/${draftId}/price-alerts/`, token });
    expect((await alerts(otherOwner)).statusCode).toBe(404);
    expect((await alerts(provider)).statusCode).toBe(403);
  });
});

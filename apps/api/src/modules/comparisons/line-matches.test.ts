import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { AwardPlan } from '@app/shared/schemas/purchase-orders';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { createCompany, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, createSupplier, rfqBody } from '../../../test/rfq-helpers.ts';

/** The supplier's own wording for the rebar: nothing the matcher can read as the request's. */
const CODED = 'Producto ACX-27 según plano de obra';
const CEMENT = 'Cto. gris CPC 30R Btº 50kg';

describe('/api/rfqs/:id/comparison/lines/:lineId/ (docs/product-rules.md § Reassigning a match)', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  let projectId: number;
  let diaz: Supplier;
  let norte: Supplier;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    diaz = await createSupplier(t, owner, { name: 'Materiales Díaz' });
    norte = await createSupplier(t, owner, { name: 'Aceros del Norte' });
  }, 180_000);
  afterAll(() => t.close());

  async function sentRfq(): Promise<Rfq> {
    const rfq = await createRfq(t, owner, rfqBody(projectId, [diaz.id, norte.id]));
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    return rfq;
  }

  /** A typed quote filed under the RFQ and confirmed against the supplier; its line ids. */
  async function confirmedQuote(rfq: Rfq, supplier: Supplier): Promise<number[]> {
    const line = (description: string, quantity: string, unit: string, price: string) => ({
      id: null,
      sku: null,
      description,
      brand: null,
      quantity,
      unit,
      unit_price: price,
      discount_pct: null,
      line_total: null,
    });
    const typed = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: {
        rfq_id: rfq.id,
        supplier_name: supplier.legal_name,
        supplier_tax_id: null,
        quote_number: null,
        issue_date: null,
        valid_until: null,
        currency: 'MXN',
        payment_terms: null,
        delivery_time: null,
        subtotal: null,
        freight: null,
        tax_amount: null,
        total: null,
        notes: null,
        lines: [line(CEMENT, '400', 'bag', '250.00'), line(CODED, '1.5', 't', '20000.00')],
      },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const quote = typed.json<{ id: number; version: number }>();
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: owner,
      payload: { version: quote.version, supplier_id: supplier.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<{ lines: { id: number }[] }>().lines.map((l) => l.id);
  }

  const comparison = async (rfq: Rfq) =>
    (
      await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/comparison/`, token: owner })
    ).json<Comparison>();
  const reassign = (
    rfq: Rfq,
    lineId: number,
    itemId: number | null,
    token = owner,
    language = 'es',
  ) =>
    t.request({
      method: 'PUT',
      url: `/api/rfqs/${rfq.id}/comparison/lines/${lineId}/`,
      token,
      payload: { item_id: itemId },
      headers: { 'accept-language': language },
    });

  it('ties a line the matcher left out to an item: the totals, coverage and award follow', async () => {
    const rfq = await sentRfq();
    const [cementLine, codedLine] = await confirmedQuote(rfq, diaz);
    const [cement, rebar] = rfq.items;
    const before = await comparison(rfq);
    expect(before.offers[0]).toMatchObject({
      levelled_total: '100000.00',
      coverage: '0.5',
      gap_item_ids: [rebar!.id],
      unmatched_lines: [{ line_id: codedLine, description: CODED, match_source: 'auto' }],
    });
    const auto = before.cells.find((c) => c.item_id === cement!.id)!;
    expect(auto).toMatchObject({ line_id: cementLine, match_source: 'auto' });
    expect(auto.confidence).toBeGreaterThan(0.25);

    const response = await reassign(rfq, codedLine!, rebar!.id);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<Comparison>();
    // 400 × 250 + 1.5 × 20,000.
    expect(after.offers[0]).toMatchObject({
      levelled_total: '130000.00',
      coverage: '1',
      gap_item_ids: [],
      unmatched_lines: [],
    });
    expect(after.cells.find((c) => c.item_id === rebar!.id)).toMatchObject({
      line_id: codedLine,
      match_source: 'buyer',
      confidence: null,
      levelled_unit_price: '20000',
    });
    expect(await comparison(rfq)).toEqual(after);
    const plan = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/award/plan/`,
      token: owner,
      payload: { strategy: 'best_per_item' },
    });
    expect(plan.json<AwardPlan>()).toMatchObject({ total: '130000.00', unawarded_item_ids: [] });

    // "Not part of the request" takes the cement out; clearing gives it back to the matcher.
    const extra = (await reassign(rfq, cementLine!, null)).json<Comparison>();
    expect(extra.offers[0]).toMatchObject({ levelled_total: '30000.00', coverage: '0.5' });
    expect(extra.offers[0]!.unmatched_lines).toMatchObject([
      { line_id: cementLine, match_source: 'buyer' },
    ]);
    const cleared = await t.request({
      method: 'DELETE',
      url: `/api/rfqs/${rfq.id}/comparison/lines/${cementLine}/`,
      token: owner,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Comparison>().offers[0]).toMatchObject({ levelled_total: '130000.00' });
  });

  it('matches the same supplier’s same wording the same way on a later RFQ, and no other supplier’s', async () => {
    const first = await sentRfq();
    const [, coded] = await confirmedQuote(first, diaz);
    expect((await reassign(first, coded!, first.items[1]!.id)).statusCode).toBe(200);

    const later = await sentRfq();
    await confirmedQuote(later, diaz);
    await confirmedQuote(later, norte);
    const result = await comparison(later);
    const offerOf = (name: string) => result.offers.find((o) => o.supplier_name === name)!;
    expect(offerOf('Materiales Díaz')).toMatchObject({
      levelled_total: '130000.00',
      unmatched_lines: [],
    });
    expect(
      result.cells.find(
        (c) => c.offer_key === offerOf('Materiales Díaz').key && c.item_id === later.items[1]!.id,
      ),
    ).toMatchObject({ match_source: 'remembered', confidence: null });
    expect(offerOf('Aceros del Norte')).toMatchObject({
      levelled_total: '100000.00',
      unmatched_lines: [{ description: CODED, match_source: 'auto' }],
    });
  });

  it('refuses an item of another request in the reader’s language, changing nothing', async () => {
    const rfq = await sentRfq();
    const other = await sentRfq();
    const [, coded] = await confirmedQuote(rfq, diaz);
    const before = await comparison(rfq);
    const es = await reassign(rfq, coded!, other.items[1]!.id, owner, 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      item_id: [
        'Ese artículo no es parte de esta solicitud: elige uno de sus artículos o «No es parte de la solicitud».',
      ],
      error_code: 'match_unknown_item',
    });
    const en = await reassign(rfq, coded!, 99_999_999, owner, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ item_id: string[] }>().item_id).toEqual([
      'That item is not part of this request: choose one of its items or “Not part of the request”.',
    ]);
    expect(await comparison(rfq)).toEqual(before);
  });

  it('answers 404 for another company’s line or a line of another request, and 403 to a provider', async () => {
    const rfq = await sentRfq();
    const other = await sentRfq();
    // A supplier with no remembered match, so the line stays the matcher's extra.
    const ruiz = await createSupplier(t, owner, { name: 'Materiales Ruiz' });
    const [, coded] = await confirmedQuote(rfq, ruiz);
    const stranger = await createCompany(t, { type: 'company' });
    const strangerToken = (await signIn(t, stranger.ownerEmail)).access;
    expect((await reassign(rfq, coded!, rfq.items[1]!.id, strangerToken)).statusCode).toBe(404);
    // The stranger's own RFQ with our line id: still nothing of theirs.
    const theirProject = await createProject(t, strangerToken);
    const theirSupplier = await createSupplier(t, strangerToken);
    const theirs = await createRfq(t, strangerToken, rfqBody(theirProject.id, [theirSupplier.id]));
    expect((await reassign(theirs, coded!, theirs.items[1]!.id, strangerToken)).statusCode).toBe(
      404,
    );
    expect((await reassign(other, coded!, other.items[1]!.id)).statusCode).toBe(404);
    const provider = await createCompany(t, { type: 'provider' });
    const providerToken = (await signIn(t, provider.ownerEmail)).access;
    expect((await reassign(rfq, coded!, rfq.items[1]!.id, providerToken)).statusCode).toBe(403);
    expect((await comparison(rfq)).offers[0]!.unmatched_lines).toHaveLength(1);
  });

  it('offers an unsure match as a suggestion, out of the totals and the savings, until the buyer accepts it', async () => {
    // A wrong match must not inflate the savings (docs/product-rules.md § Comparing and awarding).
    const rfq = await createRfq(t, owner, {
      ...rfqBody(projectId, [diaz.id, norte.id]),
      items: [
        {
          description: 'M.O. PINTURA MUROS Y PLAFONES',
          quantity: '120',
          unit: 'm2',
          section: 'Acabados',
        },
        {
          description: 'Cemento gris CPC 30R bulto 50 kg',
          quantity: '10',
          unit: 'bag',
          section: 'Acabados',
        },
      ],
    });
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    const [paint, cement] = rfq.items;
    const quoteOf = async (supplier: Supplier, lines: [string, string, string, string][]) => {
      const typed = await t.request({
        method: 'POST',
        url: '/api/quotes/typed/',
        token: owner,
        payload: {
          rfq_id: rfq.id,
          supplier_name: supplier.legal_name,
          supplier_tax_id: null,
          quote_number: null,
          issue_date: null,
          valid_until: null,
          currency: 'MXN',
          payment_terms: null,
          delivery_time: null,
          subtotal: null,
          freight: null,
          tax_amount: null,
          total: null,
          notes: null,
          lines: lines.map(([description, quantity, unit, price]) => ({
            id: null,
            sku: null,
            description,
            brand: null,
            quantity,
            unit,
            unit_price: price,
            discount_pct: null,
            line_total: null,
          })),
        },
      });
      expect(typed.statusCode, typed.body).toBe(201);
      const quote = typed.json<{ id: number; version: number }>();
      const confirmed = await t.request({
        method: 'POST',
        url: `/api/quotes/${quote.id}/confirm/`,
        token: owner,
        payload: { version: quote.version, supplier_id: supplier.id },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return confirmed.json<{ id: number; lines: { id: number }[] }>();
    };
    const withTape = await quoteOf(diaz, [
      ['Cemento gris CPC 30R bulto 50 kg', '10', 'bag', '250.00'],
      ['Cinta de aislar vinílica para muros', '120', 'm2', '90.00'],
    ]);
    await quoteOf(norte, [['Cemento gris CPC 30R bulto 50 kg', '10', 'bag', '260.00']]);
    const tapeLine = withTape.lines[1]!.id;

    const before = await comparison(rfq);
    const offer = before.offers.find((o) => o.quote_id === withTape.id)!;
    // The tape ties to the painting at 28 %: a suggestion, so 10 × 250 only, never 13,300.
    expect(offer).toMatchObject({
      levelled_total: '2500.00',
      coverage: '0.5',
      gap_item_ids: [paint!.id],
    });
    expect(offer.unmatched_lines).toMatchObject([
      { line_id: tapeLine, suggested_item_id: paint!.id, match_source: 'auto' },
    ]);
    expect(offer.unmatched_lines[0]!.suggested_confidence).toBeLessThan(0.35);
    expect(before.cells.filter((c) => c.item_id === paint!.id)).toEqual([]);
    // The savings count only lines the buyer could stand behind: the highest offer is 2,600.
    const planOf = async () =>
      (
        await t.request({
          method: 'POST',
          url: `/api/rfqs/${rfq.id}/award/plan/`,
          token: owner,
          payload: { strategy: 'best_per_item' },
        })
      ).json<AwardPlan>();
    expect(await planOf()).toMatchObject({
      total: '2500.00',
      saving_vs_highest: '100.00',
      unawarded_item_ids: [paint!.id],
    });
    expect(cement).toBeDefined();

    // Accepted, it is the buyer's match and counts.
    const accepted = await reassign(rfq, tapeLine, paint!.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      accepted.json<Comparison>().offers.find((o) => o.quote_id === withTape.id),
    ).toMatchObject({ levelled_total: '13300.00', coverage: '1', unmatched_lines: [] });
  });
});

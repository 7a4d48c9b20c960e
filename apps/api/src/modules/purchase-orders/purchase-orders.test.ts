import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createFormat } from '@app/shared/format/format';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type {
  Award,
  AwardPlan,
  PurchaseOrder,
  PurchaseOrderList,
} from '@app/shared/schemas/purchase-orders';
import { answerTokenOf, createCompany, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

/**
 * The award and its purchase orders (docs/product-rules.md § Awarding and purchase orders), on an
 * RFQ of three items answered by three suppliers:
 *   cement 400 bags: A 250.00, B 240.10, C 245.00
 *   rebar #1 1.5 t:  A 20,000, B 19,000
 *   rebar #2 1.5 t:  A 21,000,           C 20,500
 *   freight:         A 500,    B 3,000,  C none
 * The cheapest plan covering everything is B (cement, rebar #1) + C (rebar #2): 158,290.00.
 */
describe('award and purchase orders', () => {
  let t: TestApp;
  let owner: string;
  let providerOwner: string;
  let rfq: Rfq;
  let providerEmail: string;
  const emails = { a: uniqueEmail('aceros'), b: uniqueEmail('bodega') };
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company', name: 'Constructora Delta' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Gamma' });
    providerEmail = provider.ownerEmail;
    providerOwner = (await signIn(t, providerEmail)).access;
    const project = await createProject(t, owner);
    const suppliers = [
      await createSupplier(t, owner, { email: emails.a, name: 'Aceros Alfa' }),
      await createSupplier(t, owner, { email: emails.b, name: 'Bodega Beta', language: 'en' }),
      await createSupplier(t, owner, { email: providerEmail, name: 'Gamma' }),
    ];
    rfq = await createRfq(
      t,
      owner,
      rfqBody(
        project.id,
        suppliers.map((s) => s.id),
        3,
      ),
    );
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const keyOf = async (name: string) => {
    const comparison = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/comparison/`,
      token: owner,
    });
    const offers = comparison.json<{ offers: { key: string; supplier_name: string }[] }>().offers;
    return offers.find((o) => o.supplier_name === name)!.key;
  };
  const plan = (body: object, token = owner) =>
    t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/award/plan/`, token, payload: body });
  const award = (body: object, token = owner) =>
    t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/award/`, token, payload: body });

  it('plans the cheapest award with freight once per supplier, under each strategy', async () => {
    const [cement, rebar1, rebar2] = rfq.items.map((item) => item.id);
    const answer = async (email: string, body: object) => {
      const token = answerTokenOf(await waitForMail(t, email, rfq.number));
      const response = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/`,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await answer(emails.a, {
      currency: 'MXN',
      freight: '500',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar1, unit_price: '20000' },
        { item_id: rebar2, unit_price: '21000' },
      ],
    });
    await answer(emails.b, {
      currency: 'MXN',
      freight: '3000',
      payment_terms: '30 days',
      lines: [
        { item_id: cement, unit_price: '240.10' },
        { item_id: rebar1, unit_price: '19000' },
      ],
    });
    await answer(providerEmail, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '245.00' },
        { item_id: rebar2, unit_price: '20500' },
      ],
    });
    const [b, c] = [await keyOf('Bodega Beta'), await keyOf('Gamma')];
    const best = await plan({ strategy: 'best_per_item' });
    expect(best.statusCode, best.body).toBe(200);
    expect(best.json<AwardPlan>()).toMatchObject({
      status: 'optimal',
      offer_keys: [b, c].sort(),
      items_total: '155290.00',
      freight_total: '3000.00',
      total: '158290.00',
      // Levelled totals: A 162,000, B 127,540 (two items), C 128,750 (two items).
      saving_vs_highest: '3710.00',
      unawarded_item_ids: [],
    });
    const single = await plan({ strategy: 'single_supplier' });
    // Only A quoted everything: one supplier covering most items wins first.
    expect(single.json<AwardPlan>()).toMatchObject({ total: '162000.00', unawarded_item_ids: [] });
    const excluded = await plan({ strategy: 'max_suppliers', max_suppliers: 2, exclude: [b] });
    // Without B: A for rebar #1 and C for cement and rebar #2: 98,000 + 30,000 + 30,750 + 500.
    expect(excluded.json<AwardPlan>()).toMatchObject({ total: '159250.00' });
    const wrong = await plan({ strategy: 'best_per_item', overrides: { [rfq.items[1]!.id]: c } });
    // C did not quote rebar #1.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      overrides: ['That supplier did not quote the item you assigned to it.'],
      error_code: 'award_not_offered',
    });
  });

  it('issues one numbered order per chosen supplier with its quoted terms, mailed as PDF in its language', async () => {
    const response = await award({ strategy: 'best_per_item' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Award>();
    expect(result).toMatchObject({ issued: 2, cancelled: 0 });
    expect(result.award?.total).toBe('158290.00');
    const orders = Object.fromEntries(result.purchase_orders.map((o) => [o.supplier_name, o]));
    expect(Object.keys(orders).sort()).toEqual(['Bodega Beta', 'Gamma']);
    expect(result.purchase_orders.map((o) => o.number).sort()).toEqual([
      `OC-${year}-0001`,
      `OC-${year}-0002`,
    ]);
    const detail = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${orders['Bodega Beta']!.id}/`,
      token: owner,
    });
    // 400 × 240.10 + 1.5 × 19,000 = 124,540; freight 3,000; 16 % tax on 127,540.
    expect(detail.json<PurchaseOrder>()).toMatchObject({
      status: 'sent',
      currency: 'MXN',
      subtotal: '124540',
      freight: '3000',
      tax: '20406.4',
      total: '147946.4',
      payment_terms: '30 days',
      next_statuses: ['partly_delivered', 'delivered', 'cancelled'],
    });
    expect(
      detail.json<PurchaseOrder>().lines.map((l) => [l.quantity, l.unit_price, l.amount]),
    ).toEqual([
      ['400', '240.10', '96040'],
      ['1.5', '19000', '28500'],
    ]);
    const english = await waitForMail(t, emails.b, orders['Bodega Beta']!.number);
    expect(english.subject).toBe(
      `Purchase order ${orders['Bodega Beta']!.number} from Constructora Delta`,
    );
    expect(english.attachments?.[0]?.filename).toBe(`${orders['Bodega Beta']!.number}.pdf`);
    const spanish = await waitForMail(t, providerEmail, orders.Gamma!.number);
    expect(spanish.subject).toContain('Orden de compra');
    // A provider on Cotiza gets a link to acknowledge in its inbox.
    expect(spanish.text).toContain(`/in/inbox/purchase-orders/${orders.Gamma!.id}`);
    const rfqNow = await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/`, token: owner });
    expect(rfqNow.json<Rfq>().status).toBe('awarded');
    const pdf = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${orders.Gamma!.id}/pdf/`,
      token: owner,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The buyer is Mexican (the default country): the PDF writes the total as the screen does.
    const betaPdf = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${orders['Bodega Beta']!.id}/pdf/`,
      token: owner,
    });
    const betaText = (
      await extractText(await getDocumentProxy(new Uint8Array(betaPdf.rawPayload)), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');
    expect(betaText).toContain(
      createFormat({ language: 'en', country: 'MX' }).numbers.money('147946.4', 'MXN'),
    );
    expect(betaText).toContain('147,946.40 MXN');
  });

  it('lets the provider see and acknowledge its order, and no one else', async () => {
    const inbox = await t.request({
      method: 'GET',
      url: '/api/inbox/purchase-orders/',
      token: providerOwner,
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const list = inbox.json<PurchaseOrderList>();
    expect(list.purchase_orders.map((o) => [o.supplier_name, o.buyer_company])).toEqual([
      ['Gamma', 'Constructora Delta'],
    ]);
    const id = list.purchase_orders[0]!.id;
    const acknowledged = await t.request({
      method: 'POST',
      url: `/api/inbox/purchase-orders/${id}/acknowledge/`,
      token: providerOwner,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json<PurchaseOrder>()).toMatchObject({
      status: 'acknowledged',
      next_statuses: [],
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/inbox/purchase-orders/${id}/acknowledge/`,
      token: providerOwner,
    });
    expect(again.statusCode).toBe(409);
    const stranger = await createCompany(t, { type: 'provider' });
    const strangerToken = (await signIn(t, stranger.ownerEmail)).access;
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/inbox/purchase-orders/${id}/`,
          token: strangerToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({ method: 'GET', url: '/api/inbox/purchase-orders/', token: strangerToken })
      ).json<PurchaseOrderList>().total,
    ).toBe(0);
    const otherBuyer = await createCompany(t, { type: 'company' });
    const otherToken = (await signIn(t, otherBuyer.ownerEmail)).access;
    expect(
      (await t.request({ method: 'GET', url: `/api/purchase-orders/${id}/`, token: otherToken }))
        .statusCode,
    ).toBe(404);
  });

  it('changing the award cancels and reissues only the orders it touches', async () => {
    const before = t.sent.length;
    // The cement is bought elsewhere: B's order changes, C's (already acknowledged) stays.
    const response = await award({
      strategy: 'best_per_item',
      overrides: { [rfq.items[0]!.id]: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Award>();
    expect(result).toMatchObject({ issued: 1, cancelled: 1 });
    const byStatus = result.purchase_orders.map((o) => [o.supplier_name, o.number, o.status]);
    expect(byStatus).toEqual(
      expect.arrayContaining([
        ['Bodega Beta', `OC-${year}-0001`, 'cancelled'],
        ['Gamma', `OC-${year}-0002`, 'acknowledged'],
        ['Bodega Beta', `OC-${year}-0003`, 'sent'],
      ]),
    );
    expect(result.award?.unawarded_item_ids).toEqual([rfq.items[0]!.id]);
    await waitForMail(t, emails.b, `OC-${year}-0003`);
    await waitForMail(t, emails.b, `OC-${year}-0001 cancelled`);
    // The standing order of C was not touched: no mail about it.
    expect(t.sent.slice(before).filter((m) => m.to === providerEmail)).toEqual([]);
  });

  it('records deliveries, and an order being delivered stops a change that would cancel it', async () => {
    const orders = (
      await t.request({
        method: 'GET',
        url: `/api/purchase-orders/?rfq_id=${rfq.id}&status=sent`,
        token: owner,
      })
    ).json<PurchaseOrderList>();
    const id = orders.purchase_orders[0]!.id;
    const wrong = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${id}/status/`,
      token: owner,
      payload: { status: 'closed' },
    });
    expect(wrong.statusCode).toBe(409);
    const delivered = await t.request({
      method: 'POST',
      url: `/api/purchase-orders/${id}/status/`,
      token: owner,
      payload: { status: 'partly_delivered' },
    });
    expect(delivered.json<PurchaseOrder>()).toMatchObject({
      status: 'partly_delivered',
      next_statuses: ['delivered'],
    });
    const change = await award({ strategy: 'best_per_item' });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({
      error: `Order OC-${year}-0003 already has deliveries recorded, so this change to the award cannot cancel it.`,
      error_code: 'conflict',
    });
    // Nothing of the refused change stands.
    const award2 = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/award/`,
      token: owner,
    });
    expect(award2.json<Award>().award?.unawarded_item_ids).toEqual([rfq.items[0]!.id]);
  });

  it('numbers orders of awards confirmed at the same moment without gaps or duplicates', async () => {
    const project = await createProject(t, owner);
    const rfqs = [];
    for (let i = 0; i < 3; i++) {
      const email = uniqueEmail(`concurrent-${i}`);
      const supplier = await createSupplier(t, owner, { email });
      const created = await createRfq(t, owner, rfqBody(project.id, [supplier.id], 1));
      await t.request({ method: 'POST', url: `/api/rfqs/${created.id}/send/`, token: owner });
      const token = answerTokenOf(await waitForMail(t, email, created.number));
      const answered = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/`,
        payload: { currency: 'MXN', lines: [{ item_id: created.items[0]!.id, unit_price: '10' }] },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      rfqs.push(created);
    }
    const results = await Promise.all(
      rfqs.map((r) =>
        t.request({
          method: 'POST',
          url: `/api/rfqs/${r.id}/award/`,
          token: owner,
          payload: { strategy: 'best_per_item' },
        }),
      ),
    );
    const numbers = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<Award>().purchase_orders[0]!.number;
    });
    // Three orders were issued before in this company: these are the next three, each once.
    expect(numbers.sort()).toEqual([4, 5, 6].map((n) => `OC-${year}-000${n}`));
  });

  it('orders a confirmed quote on its own terms: its currency, line discount, freight and number', async () => {
    // The company's own dollar rate levels the quote: a new company has none (docs/product-rules.md
    // § Exchange rates).
    const rate = await t.request({
      method: 'POST',
      url: '/api/fx-rates/',
      token: owner,
      payload: {
        base_currency: 'USD',
        quote_currency: 'MXN',
        rate: '18.50',
        valid_from: '2000-01-01',
      },
    });
    expect(rate.statusCode, rate.body).toBe(201);
    const project = await createProject(t, owner);
    const email = uniqueEmail('importadora');
    const supplier = await createSupplier(t, owner, {
      email,
      name: 'Importadora Norte',
      language: 'en',
    });
    const created = await createRfq(t, owner, rfqBody(project.id, [supplier.id], 1));
    await t.request({ method: 'POST', url: `/api/rfqs/${created.id}/send/`, token: owner });
    const typed = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: {
        rfq_id: created.id,
        supplier_name: 'Importadora Norte',
        supplier_tax_id: null,
        quote_number: 'Q-77',
        issue_date: null,
        valid_until: null,
        currency: 'USD',
        payment_terms: 'Net 30',
        delivery_time: '2 weeks',
        subtotal: '4500',
        freight: '100',
        tax_amount: null,
        total: null,
        notes: null,
        lines: [
          {
            id: null,
            sku: 'CEM-50',
            description: 'Cemento gris CPC 30R bulto 50 kg',
            brand: null,
            quantity: '400',
            unit: 'bag',
            unit_price: '12.50',
            discount_pct: '10',
            line_total: '4500',
          },
        ],
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
    const awarded = await t.request({
      method: 'POST',
      url: `/api/rfqs/${created.id}/award/`,
      token: owner,
      payload: { strategy: 'best_per_item' },
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const id = awarded.json<Award>().purchase_orders[0]!.id;
    const order = (
      await t.request({ method: 'GET', url: `/api/purchase-orders/${id}/`, token: owner })
    ).json<PurchaseOrder>();
    // 400 × 12.50 × 0.9 = 4,500; freight 100; 16 % on 4,600.
    expect(order).toMatchObject({
      supplier_name: 'Importadora Norte',
      currency: 'USD',
      quote_reference: 'Q-77',
      payment_terms: 'Net 30',
      delivery_time: '2 weeks',
      subtotal: '4500',
      freight: '100',
      tax: '736',
      total: '5336',
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        quantity: '400',
        unit: 'bag',
        unit_price: '12.50',
        discount_pct: '10',
        amount: '4500',
      }),
    ]);
    await waitForMail(t, email, `Purchase order ${order.number}`);
  });

  it('refuses to award a draft and explains in the user’s language', async () => {
    const project = await createProject(t, owner);
    const supplier = await createSupplier(t, owner);
    const draft = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    const response = await t.request({
      method: 'POST',
      url: `/api/rfqs/${draft.id}/award/`,
      token: owner,
      headers: { 'accept-language': 'es' },
      payload: { strategy: 'best_per_item' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Envía la solicitud a los proveedores antes de adjudicarla.',
      error_code: 'conflict',
    });
  });
});

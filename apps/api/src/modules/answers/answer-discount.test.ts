import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Rfq, SupplierRfqView } from '@app/shared/schemas/rfqs';
import {
  answerTokenOf,
  confirmQuote,
  createCompany,
  signIn,
  typedQuoteBody,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  inDays,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

/** docs/product-rules.md § Document discount: a typed quote carries what a printed one does. */
describe('a typed document discount', () => {
  let t: TestApp;
  let owner: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
  });
  afterAll(() => t.close());

  /** A sent RFQ of 10 PVC pipes to one supplier, and that supplier's answer token. */
  async function pipeRfq(): Promise<{ rfq: Rfq; token: string }> {
    const email = uniqueEmail('tubos');
    const supplier = await createSupplier(t, owner, { email, name: `Tubos ${email}` });
    const rfq = await createRfq(t, owner, {
      project_id: projectId,
      title: 'Tubería sanitaria',
      due_at: inDays(5),
      items: [{ description: 'Tubo PVC sanitario 4" tramo 6 m', quantity: '10', unit: 'pc' }],
      supplier_ids: [supplier.id],
    });
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    return { rfq, token: answerTokenOf(await waitForMail(t, email, rfq.number)) };
  }

  const answer = (token: string, rfq: Rfq, discount: object) =>
    t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      headers: { 'accept-language': 'es' },
      payload: {
        currency: 'MXN',
        lines: [{ item_id: rfq.items[0]!.id, unit_price: '450.00' }],
        ...discount,
      },
    });

  async function levelled(rfq: Rfq) {
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/comparison/`,
      token: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Comparison>();
    return {
      total: result.offers[0]?.levelled_total,
      unit: result.cells.find((c) => c.quoted_unit_price)?.levelled_unit_price,
    };
  }

  it('levels an answer with a 225 discount on 4,500 at 4,275', async () => {
    const { rfq, token } = await pipeRfq();
    const response = await answer(token, rfq, { discount_total: '225' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SupplierRfqView>().revisions[0]).toMatchObject({
      discount_total: '225',
      discount_pct: null,
    });
    expect(await levelled(rfq)).toEqual({ total: '4275.00', unit: '427.5' });
  });

  it('turns a 5 % discount into its amount on the priced items', async () => {
    const { rfq, token } = await pipeRfq();
    const response = await answer(token, rfq, { discount_pct: '5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SupplierRfqView>().revisions[0]).toMatchObject({
      discount_total: '225',
      discount_pct: '5',
    });
    expect(await levelled(rfq)).toEqual({ total: '4275.00', unit: '427.5' });
  });

  it('refuses a discount given both ways, or larger than the priced items, in the user’s language', async () => {
    const { rfq, token } = await pipeRfq();
    const both = await answer(token, rfq, { discount_total: '225', discount_pct: '5' });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      discount_pct: ['Indica el descuento como importe o como porcentaje, no ambos.'],
    });
    const large = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      headers: { 'accept-language': 'en' },
      payload: {
        currency: 'MXN',
        lines: [{ item_id: rfq.items[0]!.id, unit_price: '450.00' }],
        discount_total: '4600',
      },
    });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({
      discount_total: [
        'The discount is larger than the priced items (4500): check the amount or the percentage.',
      ],
      error_code: 'discount_too_large',
    });
  });

  it('keeps a typed quote’s discount and levels it', async () => {
    const { rfq } = await pipeRfq();
    const body = typedQuoteBody({
      rfqId: rfq.id,
      supplier: 'Tubos tecleados',
      date: null,
      lines: [
        {
          description: 'Tubo PVC sanitario 4" tramo 6 m',
          quantity: '10',
          unit: 'pc',
          price: '450.00',
        },
      ],
    });
    const typed = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: { ...body, subtotal: '4500.00', discount_total: '225.00' },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const quote = typed.json<{ id: number; version: number; discount_total: string | null }>();
    expect(quote.discount_total).toBe('225.00');
    await confirmQuote(t, owner, quote);
    expect(await levelled(rfq)).toEqual({ total: '4275.00', unit: '427.5' });
  });
});

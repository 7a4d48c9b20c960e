import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { createCompany, signIn, typedQuoteBody } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** docs/product-rules.md § Quote intake and review: confirming red arithmetic is asked, not silent. */
describe('confirming a quote whose arithmetic is red', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  /** A typed quote whose line says 10 × 450 = 4,000 and whose total is off too. */
  async function redQuote(): Promise<QuoteDetail> {
    const body = typedQuoteBody({
      rfqId: null,
      supplier: 'Cuentas chuecas',
      date: null,
      lines: [{ description: 'Tubo PVC 4"', quantity: '10', unit: 'pc', price: '450.00' }],
    });
    body.lines[0]!.line_total = '4000.00';
    const response = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: { ...body, subtotal: '4000.00', total: '4700.00' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QuoteDetail>();
  }

  const confirm = (quote: QuoteDetail, extra: object = {}) =>
    t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: owner,
      headers: { 'accept-language': 'es' },
      payload: { version: quote.version, ...extra },
    });

  it('refuses it without an acknowledgement, saying so, and leaves it waiting for review', async () => {
    const quote = await redQuote();
    expect(quote.arithmetic).toMatchObject({ lines: [false], total: false });
    const refused = await confirm(quote);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'quote_arithmetic_unacknowledged',
      error:
        'Las cuentas de la cotización no cuadran en 2 puntos (renglones, subtotal o total): revisa los valores en rojo, o confírmala sabiendo que no cuadran.',
    });
    const after = await t.request({ method: 'GET', url: `/api/quotes/${quote.id}/`, token: owner });
    expect(after.json<QuoteDetail>().status).toBe('to_review');
  });

  it('confirms it when the buyer acknowledges the red arithmetic', async () => {
    const quote = await redQuote();
    const confirmed = await confirm(quote, { acknowledge: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<QuoteDetail>().status).toBe('confirmed');
  });
});

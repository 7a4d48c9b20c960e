import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierPerformance } from '@app/shared/schemas/analytics';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { createProject, createRfq, createSupplier, rfqBody } from './rfq-helpers.ts';
import {
  answerThroughLink,
  awardRfq,
  createCompany,
  reviewedQuoteBody,
  uploadThroughLink,
  signIn,
  uniqueEmail,
} from './factories.ts';
import { csvQuote } from './quote-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Substitutions in the suppliers' analytics (docs/product-rules.md § Analytics): what the
 * comparison decided when the award was last confirmed.
 *   One RFQ: cement 400 bags (CPC 30R), rebar 1.5 t; Alfa and Beta invited.
 *   Alfa answers both, the rebar galvanized (a variant not asked for: a substitution).
 *   Beta answers the cement as asked and uploads a quote through its link, reviewed to one line of
 *   CPC 40 cement (another cement class: a substitution).
 */
describe('substitutions per supplier', () => {
  let t: TestApp;
  let owner: string;
  let rfq: Rfq;
  let alfa: Supplier;
  let beta: Supplier;
  const alfaEmail = uniqueEmail('alfa');
  const betaEmail = uniqueEmail('beta');

  const request = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.request({ method, url: `/api${url}`, token: owner, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  /** Per supplier: items compared, substitutions. */
  const figures = async () =>
    (await request<SupplierPerformance>('GET', '/analytics/suppliers/')).suppliers.map((s) => [
      s.supplier_name,
      s.items_compared,
      s.substitutions,
    ]);

  /** Beta's quote file, uploaded through its answer link and read by the worker. */
  const uploadBetaQuote = () => uploadThroughLink(t, owner, betaEmail, rfq, csvQuote(1));

  /** The buyer reviews the quote to one CPC 40 cement line and confirms it as Beta's. */
  async function confirmAsCpc40(quote: QuoteDetail): Promise<void> {
    const saved = await request<QuoteDetail>(
      'PUT',
      `/quotes/${quote.id}/`,
      reviewedQuoteBody(quote, beta.id, {
        supplier: 'Bodega Beta',
        lines: [
          {
            description: 'Cemento gris CPC 40 bulto 50 kg',
            quantity: '400',
            unit: 'bag',
            price: '235.00',
          },
        ],
      }),
    );
    await request('POST', `/quotes/${quote.id}/confirm/`, {
      version: saved.version,
      supplier_id: beta.id,
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { IN_PROCESS_WORKER: 'true' } });
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    alfa = await createSupplier(t, owner, { email: alfaEmail, name: 'Aceros Alfa' });
    beta = await createSupplier(t, owner, { email: betaEmail, name: 'Bodega Beta' });
    rfq = await createRfq(t, owner, rfqBody(project.id, [alfa.id, beta.id]));
    await request('POST', `/rfqs/${rfq.id}/send/`, {});
    const [cement, rebar] = rfq.items.map((item) => item.id);
    await answerThroughLink(t, alfaEmail, rfq, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar, unit_price: '20000', note: 'galvanizada' },
      ],
    });
    await answerThroughLink(t, betaEmail, rfq, {
      currency: 'MXN',
      lines: [{ item_id: cement, unit_price: '240.10' }],
    });
    await confirmAsCpc40(await uploadBetaQuote());
  }, 240_000);
  afterAll(() => t.close());

  it('counts nothing before the award: the comparison stores no decision until then', async () => {
    expect(await figures()).toEqual([
      ['Aceros Alfa', 0, 0],
      ['Bodega Beta', 0, 0],
    ]);
  });

  it('counts, per supplier, the items its offers answered and the substitutions among them', async () => {
    const comparison = await request<Comparison>('GET', `/rfqs/${rfq.id}/comparison/`);
    // The comparison marks the galvanized rebar and the CPC 40 cement, nothing else.
    expect(
      comparison.cells
        .filter((cell) => cell.substitution)
        .map((cell) => [cell.offer_key.split('-')[0], cell.item_id]),
    ).toEqual(
      expect.arrayContaining([
        ['answer', rfq.items[1]!.id],
        ['quote', rfq.items[0]!.id],
      ]),
    );
    expect(comparison.cells.filter((cell) => cell.substitution)).toHaveLength(2);

    await awardRfq(t, owner, rfq.id);
    // Alfa: cement and rebar, the rebar substituted; Beta: its answer's cement and its quote's.
    expect(await figures()).toEqual([
      ['Aceros Alfa', 2, 1],
      ['Bodega Beta', 2, 1],
    ]);
  });

  it('follows the award when it is confirmed again after the buyer changes a match', async () => {
    const comparison = await request<Comparison>('GET', `/rfqs/${rfq.id}/comparison/`);
    const cpc40 = comparison.cells.find((cell) => cell.offer_key.startsWith('quote-'));
    // The buyer decides the CPC 40 line answers nothing of the request.
    await request('PUT', `/rfqs/${rfq.id}/comparison/lines/${cpc40!.line_id}/`, {
      item_id: null,
    });
    // The stored figures are the award's: they change when it is confirmed again, not before.
    expect(await figures()).toEqual([
      ['Aceros Alfa', 2, 1],
      ['Bodega Beta', 2, 1],
    ]);
    await awardRfq(t, owner, rfq.id);
    expect(await figures()).toEqual([
      ['Aceros Alfa', 2, 1],
      ['Bodega Beta', 1, 0],
    ]);
  });
});

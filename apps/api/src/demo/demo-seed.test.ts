import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../jobs/worker.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BUYER, PASSWORD, PROVIDER, seed } from './demo-seed.ts';

/**
 * What a newcomer sees after `npm run demo` (docs/modules.md § Demo): the RFQ's comparison has
 * offers from the first minute, and one quote is left to review.
 */
describe('the demo', () => {
  let t: TestApp;
  let rfqId: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await startWorker(t.app.ctx);
    rfqId = await seed(t.app);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: BUYER.email, password: PASSWORD },
    });
    token = signIn.json<{ access: string }>().access;
  }, 300_000);
  afterAll(() => t?.close());

  it('leaves a comparison of three confirmed quotes, the cheapest marked on each item', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfqId}/comparison/`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const comparison = response.json<{
      items: Array<{ description: string; best_offer_key: string | null }>;
      offers: Array<{ supplier_name: string | null }>;
    }>();
    expect(comparison.offers.map((offer) => offer.supplier_name).sort()).toEqual([
      'Distribuidora del Bajío S.A. de C.V.',
      'Ferretería El Puente S.A. de C.V.',
      'Materiales Reforma S.A. de C.V.',
    ]);
    expect(comparison.items).toHaveLength(6);
    for (const item of comparison.items)
      expect(item.best_offer_key, item.description).not.toBeNull();
  });

  it('leaves the photo waiting for review, and the provider able to sign in', async () => {
    const list = await t.request({ method: 'GET', url: `/api/quotes/?rfq_id=${rfqId}`, token });
    const quotes = list.json<{ quotes: Array<{ status: string; file_name: string | null }> }>()
      .quotes;
    expect(
      quotes
        .map((quote) => [quote.file_name, quote.status])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['cotizacion-aceros-del-valle.png', 'to_review'],
      ['cotizacion-bajio.csv', 'confirmed'],
      ['cotizacion-el-puente.xlsx', 'confirmed'],
      ['cotizacion-materiales-reforma.pdf', 'confirmed'],
    ]);
    const provider = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: PROVIDER.email, password: PASSWORD },
    });
    expect(provider.statusCode).toBe(200);
  });
});

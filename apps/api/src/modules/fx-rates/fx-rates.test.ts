import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { FxRate } from '@app/shared/schemas/fx-rates';
import {
  answerTokenOf,
  createCompany,
  createMember,
  signIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('/api/fx-rates/', () => {
  let t: TestApp;
  let owner: string;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    buyer = (await signIn(t, (await createMember(t, company, 'BUYER')).email)).access;
    // Two sign-ins (scrypt) on a shared 2-core machine: give the setup room.
  }, 180_000);
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => t.request({ method, url: `/api/fx-rates/${url}`, token, ...(payload ? { payload } : {}) });

  it('starts a company with no rates: the development corpus’s rates are no company’s', async () => {
    const response = await call('GET', '', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FxRate[]>()).toEqual([]);
    // Reading does not write a table either.
    expect((await call('GET', '', buyer)).json<FxRate[]>()).toEqual([]);
  });

  it('lets a BUYER add, edit and delete a rate, kept exact to ten decimals', async () => {
    const created = await call('POST', '', buyer, {
      base_currency: 'EUR',
      quote_currency: 'MXN',
      rate: '19.9812345678',
      valid_from: '2026-03-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json<FxRate>();
    expect(rate.rate).toBe('19.9812345678');
    const edited = await call('PUT', `${rate.id}/`, buyer, {
      base_currency: 'EUR',
      quote_currency: 'MXN',
      rate: '20.05',
      valid_from: '2026-03-02',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FxRate>()).toMatchObject({ rate: '20.05', valid_from: '2026-03-02' });
    expect((await call('DELETE', `${rate.id}/`, buyer)).statusCode).toBe(204);
    const list = (await call('GET', '', owner)).json<FxRate[]>();
    expect(list.map((r) => r.id)).not.toContain(rate.id);
  });

  it('answers 400 in the reader’s language for a comma, a zero, one currency twice or a taken date', async () => {
    const bad = async (payload: object) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/fx-rates/',
        token: owner,
        payload,
        headers: { 'accept-language': 'es' },
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<Record<string, string[]> & { error_code: string }>();
    };
    const base = { base_currency: 'USD', quote_currency: 'MXN', valid_from: '2026-05-01' };
    expect((await bad({ ...base, rate: '18,50' })).rate).toEqual([
      'Escribe el tipo de cambio como número, hasta 10 decimales, p. ej. 18.50.',
    ]);
    expect((await bad({ ...base, rate: '0.00' })).rate).toEqual([
      'Escribe un tipo de cambio mayor que cero.',
    ]);
    expect((await bad({ ...base, quote_currency: 'USD', rate: '1' })).quote_currency).toEqual([
      'Elige dos monedas distintas.',
    ]);
    expect((await bad({ ...base, valid_from: '2026-02-30', rate: '1' })).valid_from).toHaveLength(
      1,
    );
    expect((await call('POST', '', owner, { ...base, rate: '18.10' })).statusCode).toBe(201);
    const taken = await bad({ ...base, rate: '18.20' });
    expect(taken.error_code).toBe('fx_rate_taken');
    expect(taken.valid_from).toEqual([
      'Este par ya tiene un tipo de cambio desde esa fecha. Edita ese tipo de cambio.',
    ]);
  });

  it('answers 403 to a provider and 404 on another company’s rate, changing nothing', async () => {
    const provider = await createCompany(t, { type: 'provider' });
    const providerToken = (await signIn(t, provider.ownerEmail)).access;
    expect((await call('GET', '', providerToken)).statusCode).toBe(403);
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    const [mine] = (await call('GET', '', owner)).json<FxRate[]>();
    const payload = { ...mine!, rate: '99' };
    expect((await call('PUT', `${mine!.id}/`, stranger, payload)).statusCode).toBe(404);
    expect((await call('DELETE', `${mine!.id}/`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '', owner)).json<FxRate[]>()).toContainEqual(mine);
  });
});

describe('levelling at the rate valid on the offer’s date', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signIn(t, (await createCompany(t, { type: 'company' })).ownerEmail)).access;
  }, 180_000);
  afterAll(() => t.close());

  it('uses the latest rate not after the offer’s date, and flags the offer when no rate exists', async () => {
    const email = uniqueEmail('importadora');
    const project = await createProject(t, owner);
    const supplier = await createSupplier(t, owner, { email, name: 'Importadora Tex' });
    const rfq = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    const token = answerTokenOf(await waitForMail(t, email, rfq.number));
    const [cement] = rfq.items;
    const answered = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: {
        currency: 'USD',
        freight: '10.00',
        lines: [{ item_id: cement!.id, unit_price: '12.50' }],
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const offer = async () => {
      const response = await t.request({
        method: 'GET',
        url: `/api/rfqs/${rfq.id}/comparison/`,
        token: owner,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Comparison>();
      return { offer: result.offers[0]!, cell: result.cells[0] ?? null };
    };
    const add = async (rate: string, validFrom: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/fx-rates/',
        token: owner,
        payload: { base_currency: 'USD', quote_currency: 'MXN', rate, valid_from: validFrom },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<FxRate>();
    };
    // A new company has no rate: the offer is flagged, never converted at a built-in rate.
    const unrated = await offer();
    expect(unrated.offer).toMatchObject({ levelled_total: null, fx_missing: true });
    expect(unrated.cell?.levelled_unit_price).toBeNull();
    // The company's own rate: 12.50 × 18.50 = 231.25 per bag.
    await add('18.50', '2000-01-01');
    expect((await offer()).cell?.levelled_unit_price).toBe('231.25');
    // A rate from yesterday wins over the older one; one from tomorrow is not yet valid.
    await add('20.00', day(-1));
    await add('25.00', day(1));
    const levelled = await offer();
    expect(levelled.cell?.levelled_unit_price).toBe('250');
    expect(levelled.offer).toMatchObject({
      levelled_total: String(400 * 250 + 200) + '.00',
      levelled_freight: '200',
      fx_date: day(0),
      fx_missing: false,
    });
    // No USD/MXN rate valid today: the offer is flagged, nothing of it is converted at 1.
    const rates = (await t.request({ method: 'GET', url: '/api/fx-rates/', token: owner })).json<
      FxRate[]
    >();
    for (const rate of rates.filter((r) => r.quote_currency === 'MXN' && r.valid_from <= day(0)))
      await t.request({ method: 'DELETE', url: `/api/fx-rates/${rate.id}/`, token: owner });
    const flagged = await offer();
    expect(flagged.offer).toMatchObject({
      levelled_total: null,
      levelled_freight: null,
      fx_missing: true,
    });
    expect(flagged.cell?.levelled_unit_price).toBeNull();
    expect(flagged.cell?.quoted_unit_price).toBe('12.50');
  });
});

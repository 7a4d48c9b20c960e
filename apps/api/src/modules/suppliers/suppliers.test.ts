import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { conversionOverrides, priceRecords, supplierLineMatches } from '../../db/schema/index.ts';
import {
  createCompany,
  signIn,
  typedQuoteBody,
  uniqueEmail,
  type Company,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/suppliers/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, token = owner) =>
    t.request({ method: 'POST', url: '/api/suppliers/', token, payload });

  it('creates a supplier with a checked tax id, normalizes it, and finds it by e-mail or category', async () => {
    const response = await create({
      legal_name: 'Aceros del Norte, S.A. de C.V.',
      trade_name: 'Aceros Norte',
      tax_id_type: 'RFC',
      tax_id: 'aan-010101-aaa',
      country: 'mx',
      emails: ['Ventas@AcerosNorte.mx', 'ventas@acerosnorte.mx'],
      phone: '+528183001234',
      categories: ['Acero', 'Varilla'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      tax_id: 'AAN010101AAA',
      country: 'MX',
      emails: ['ventas@acerosnorte.mx'],
      language: 'es',
      provider_company: null,
    });
    for (const search of ['VENTAS@acero', 'varilla', 'aan0101', 'norte']) {
      const list = await t.request({
        method: 'GET',
        url: `/api/suppliers/?search=${encodeURIComponent(search)}`,
        token: owner,
      });
      expect(
        list.json<Supplier[]>().map((s) => s.legal_name),
        search,
      ).toContain('Aceros del Norte, S.A. de C.V.');
    }
  });

  it('refuses a second supplier with the same tax id in one company, but not in another company', async () => {
    const payload = {
      legal_name: 'Cementos Sur',
      tax_id_type: 'NIT',
      tax_id: '890903938-8',
      country: 'CO',
    };
    expect((await create(payload)).statusCode).toBe(201);
    const again = await create({
      ...payload,
      legal_name: 'Cementos del Sur',
      tax_id: '8909039388',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      tax_id: ['Your directory already has a supplier with this tax id.'],
      error_code: 'supplier_tax_id_taken',
    });
    const other = await createCompany(t);
    const otherToken = (await signIn(t, other.ownerEmail)).access;
    expect((await create(payload, otherToken)).statusCode).toBe(201);
  });

  it('answers 400 naming the broken rule of each tax id type, in Spanish too', async () => {
    const cases = [
      ['RFC', 'GODE561331GR8'],
      ['NIF', '12345678A'],
      ['NIT', '890903938-7'],
      ['RUT', '12.345.678-4'],
      ['EIN', '07-1234567'],
    ] as const;
    for (const [type, id] of cases) {
      const response = await create({
        legal_name: 'X',
        tax_id_type: type,
        tax_id: id,
        country: 'MX',
      });
      expect(response.statusCode, type).toBe(400);
      expect(Object.keys(response.json<object>()), type).toEqual(['tax_id', 'error_code']);
    }
    const spanish = await t.request({
      method: 'POST',
      url: '/api/suppliers/?language=es',
      token: owner,
      payload: { legal_name: 'X', tax_id_type: 'RUT', tax_id: '12.345.678-4', country: 'CL' },
    });
    expect(spanish.json()).toEqual({
      tax_id: ['Este RUT no es válido: revisa su dígito verificador.'],
      error_code: 'validation_failed',
    });
    const noType = await create({ legal_name: 'X', tax_id: 'ABC', country: 'MX', emails: ['bad'] });
    expect(Object.keys(noType.json<object>()).sort()).toEqual([
      'emails',
      'error_code',
      'tax_id_type',
    ]);
  });

  it('links the provider company that an e-mail belongs to', async () => {
    const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Cotiza' });
    const response = await create({
      legal_name: 'Distribuidora Cotiza SA',
      country: 'MX',
      emails: [provider.ownerEmail.toUpperCase()],
    });
    expect(response.json()).toMatchObject({
      provider_company: { id: provider.id, name: 'Distribuidora Cotiza' },
    });
  });

  it('merges duplicates: e-mails and categories united, the tax id kept, the duplicates gone', async () => {
    const a = (
      await create({
        legal_name: 'Block Fácil',
        country: 'MX',
        emails: [uniqueEmail('a')],
        categories: ['Block'],
      })
    ).json<Supplier>();
    const b = (
      await create({
        legal_name: 'Block Facil SA',
        country: 'MX',
        tax_id_type: 'RFC',
        tax_id: 'BFA010101AB1',
        emails: [uniqueEmail('b')],
        categories: ['Block', 'Cemento'],
      })
    ).json<Supplier>();
    const merged = await t.request({
      method: 'POST',
      url: `/api/suppliers/${a.id}/merge/`,
      token: owner,
      payload: { duplicate_ids: [b.id] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      id: a.id,
      tax_id: 'BFA010101AB1',
      emails: [...a.emails, ...b.emails],
      categories: ['Block', 'Cemento'],
    });
    const gone = await t.request({ method: 'GET', url: `/api/suppliers/${b.id}/`, token: owner });
    expect(gone.statusCode).toBe(404);
    const self = await t.request({
      method: 'POST',
      url: `/api/suppliers/${a.id}/merge/`,
      token: owner,
      payload: { duplicate_ids: [a.id] },
    });
    expect(self.statusCode).toBe(400);
  });

  it('keeps what the buyer taught and confirmed of a merged duplicate: its quotes, prices, factors and matches', async () => {
    const kept = (await create({ legal_name: 'Tubos del Golfo', country: 'MX' })).json<Supplier>();
    const duplicate = (
      await create({ legal_name: 'Tubos del Golfo SA de CV', country: 'MX' })
    ).json<Supplier>();
    const typed = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: typedQuoteBody({
        rfqId: null,
        supplier: 'Tubos del Golfo SA de CV',
        date: null,
        lines: [{ description: 'Tubo PVC 6"', quantity: '12', unit: 'pc', price: '310.00' }],
      }),
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const quote = typed.json<QuoteDetail>();
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: owner,
      payload: { version: quote.version, supplier_id: duplicate.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const db = t.database.db;
    const teach = (supplierId: number, factor: string, itemKey: string) =>
      Promise.all([
        db.insert(conversionOverrides).values({
          stakeholderId: company.id,
          supplierId,
          itemKey,
          unit: 'roll',
          factor,
        }),
        db.insert(supplierLineMatches).values({
          stakeholderId: company.id,
          supplierId,
          lineKey: `linea ${itemKey}`,
          itemKey,
        }),
      ]);
    await teach(duplicate.id, '50', 'cable thw 12');
    await teach(duplicate.id, '75', 'cable thw 10');
    // The kept supplier's own factor for the same item and unit stands.
    await teach(kept.id, '100', 'cable thw 10');

    const merged = await t.request({
      method: 'POST',
      url: `/api/suppliers/${kept.id}/merge/`,
      token: owner,
      payload: { duplicate_ids: [duplicate.id] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = await t.request({ method: 'GET', url: `/api/quotes/${quote.id}/`, token: owner });
    expect(after.json<QuoteDetail>().supplier_id).toBe(kept.id);
    const prices = await db
      .select({ supplierId: priceRecords.supplierId })
      .from(priceRecords)
      .where(eq(priceRecords.quoteId, quote.id));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((row) => row.supplierId === kept.id)).toBe(true);
    const factors = await db
      .select({ itemKey: conversionOverrides.itemKey, factor: conversionOverrides.factor })
      .from(conversionOverrides)
      .where(
        and(
          eq(conversionOverrides.stakeholderId, company.id),
          eq(conversionOverrides.supplierId, kept.id),
        ),
      )
      .orderBy(conversionOverrides.itemKey);
    expect(factors).toEqual([
      { itemKey: 'cable thw 10', factor: '100.0000000000' },
      { itemKey: 'cable thw 12', factor: '50.0000000000' },
    ]);
    const matches = await db
      .select({ lineKey: supplierLineMatches.lineKey })
      .from(supplierLineMatches)
      .where(eq(supplierLineMatches.supplierId, kept.id))
      .orderBy(supplierLineMatches.lineKey);
    expect(matches.map((row) => row.lineKey)).toEqual(['linea cable thw 10', 'linea cable thw 12']);
  });

  it("answers 404 for another company's supplier, also as a merge duplicate, and changes nothing", async () => {
    const mine = (await create({ legal_name: 'Mío', country: 'MX' })).json<Supplier>();
    const other = await createCompany(t);
    const otherToken = (await signIn(t, other.ownerEmail)).access;
    const theirs = (
      await create({ legal_name: 'Suyo', country: 'MX' }, otherToken)
    ).json<Supplier>();
    const put = await t.request({
      method: 'PUT',
      url: `/api/suppliers/${mine.id}/`,
      token: otherToken,
      payload: { legal_name: 'Hijacked', country: 'MX' },
    });
    expect(put.statusCode).toBe(404);
    const merge = await t.request({
      method: 'POST',
      url: `/api/suppliers/${theirs.id}/merge/`,
      token: otherToken,
      payload: { duplicate_ids: [mine.id] },
    });
    expect(merge.statusCode).toBe(404);
    const still = await t.request({
      method: 'GET',
      url: `/api/suppliers/${mine.id}/`,
      token: owner,
    });
    expect(still.json()).toMatchObject({ legal_name: 'Mío' });
  });

  it('answers 403 to a provider company', async () => {
    const provider = await createCompany(t, { type: 'provider' });
    const token = (await signIn(t, provider.ownerEmail)).access;
    expect((await create({ legal_name: 'X', country: 'MX' }, token)).statusCode).toBe(403);
  });

  describe('POST /suppliers/by-email/ (inviting from the RFQ editor)', () => {
    const byEmail = (payload: Record<string, unknown>, token = owner) =>
      t.request({ method: 'POST', url: '/api/suppliers/by-email/', token, payload });

    it('adds an unknown e-mail to the directory, then finds the same supplier again', async () => {
      const email = uniqueEmail('ventas');
      const added = await byEmail({ email: `  ${email.toUpperCase()} `, language: 'en' });
      expect(added.statusCode, added.body).toBe(201);
      const supplier = added.json<Supplier>();
      expect(supplier).toMatchObject({ legal_name: email, emails: [email], language: 'en' });
      const again = await byEmail({ email });
      expect(again.statusCode).toBe(200);
      expect(again.json<Supplier>().id).toBe(supplier.id);
      const list = await t.request({
        method: 'GET',
        url: `/api/suppliers/?search=${encodeURIComponent(email)}`,
        token: owner,
      });
      expect(list.json<Supplier[]>().map((s) => s.id)).toEqual([supplier.id]);
    });

    it('finds a supplier of the directory that already has the e-mail among others', async () => {
      const email = uniqueEmail('compras');
      const created = await create({
        legal_name: 'Ferretería Centro',
        country: 'CO',
        emails: [uniqueEmail('otro'), email],
      });
      const found = await byEmail({ email });
      expect(found.statusCode).toBe(200);
      expect(found.json<Supplier>()).toMatchObject({
        id: created.json<Supplier>().id,
        legal_name: 'Ferretería Centro',
      });
    });

    it('names a new supplier after the provider company on Cotiza the e-mail belongs to', async () => {
      const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Invitada' });
      const added = await byEmail({ email: provider.ownerEmail });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        legal_name: 'Distribuidora Invitada',
        provider_company: { id: provider.id, name: 'Distribuidora Invitada' },
      });
    });

    it("never finds another company's supplier: the same e-mail becomes the caller's own", async () => {
      const email = uniqueEmail('compartido');
      const mine = (await byEmail({ email })).json<Supplier>();
      const other = await createCompany(t, { type: 'company' });
      const token = (await signIn(t, other.ownerEmail)).access;
      const theirs = await byEmail({ email }, token);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json<Supplier>().id).not.toBe(mine.id);
      const mineAgain = await t.request({
        method: 'GET',
        url: `/api/suppliers/${theirs.json<Supplier>().id}/`,
        token: owner,
      });
      expect(mineAgain.statusCode).toBe(404);
    });

    it("answers 400 with a message in the caller's language for a bad e-mail, and adds nothing", async () => {
      const before = (
        await t.request({ method: 'GET', url: '/api/suppliers/', token: owner })
      ).json<Supplier[]>().length;
      const bad = await t.request({
        method: 'POST',
        url: '/api/suppliers/by-email/?language=es',
        token: owner,
        payload: { email: 'no-es-un-correo' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ email: [expect.stringMatching(/correo/i)] });
      const after = (await t.request({ method: 'GET', url: '/api/suppliers/', token: owner })).json<
        Supplier[]
      >().length;
      expect(after).toBe(before);
    });

    it('answers 403 to a provider company and 401 without a session', async () => {
      const provider = await createCompany(t, { type: 'provider' });
      const token = (await signIn(t, provider.ownerEmail)).access;
      expect((await byEmail({ email: uniqueEmail('x') }, token)).statusCode).toBe(403);
      const anonymous = await t.request({
        method: 'POST',
        url: '/api/suppliers/by-email/',
        payload: { email: uniqueEmail('x') },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

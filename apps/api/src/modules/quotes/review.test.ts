import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCorrection, QuoteDetail, TypedQuoteInput } from '@app/shared/schemas/quotes';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const typed: TypedQuoteInput = {
  supplier_name: 'Aceros del Bajío S.A. de C.V.',
  supplier_tax_id: 'ABA-990101-AB1',
  quote_number: 'T-100',
  issue_date: '2026-11-20',
  valid_until: null,
  currency: 'MXN',
  payment_terms: null,
  delivery_time: null,
  subtotal: '300.10',
  freight: '50',
  tax_amount: '48.02',
  total: '398.12',
  notes: null,
  lines: [
    {
      id: null,
      sku: 'V-38',
      description: 'Varilla corrugada 3/8"',
      brand: null,
      quantity: '2',
      unit: 'pc',
      unit_price: '100.05',
      discount_pct: null,
      line_total: '200.10',
    },
    {
      id: null,
      sku: null,
      description: 'Alambre recocido; clavo 2"',
      brand: null,
      quantity: '1',
      unit: 'kg',
      unit_price: '100',
      discount_pct: null,
      line_total: '110',
    },
  ],
};

describe('quote review', () => {
  let t: TestApp;
  let company: Company;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    buyer = (await signIn(t, (await createMember(t, company, 'BUYER')).email)).access;
  });
  afterAll(() => t.close());

  const post = (payload: TypedQuoteInput, token = buyer) =>
    t.request({ method: 'POST', url: '/api/quotes/typed/', token, payload });

  it('types a quote in, checks its arithmetic exactly, records a split and a merge, and confirms it with a supplier created from it', async () => {
    const created = await post(typed);
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<QuoteDetail>();
    expect(quote).toMatchObject({ origin: 'typed', status: 'to_review', file: null });
    // 200.10 + 110 is not 300.10, and the second line's 1 × 100 is not 110.
    expect(quote.arithmetic).toEqual({ lines: [true, false], subtotal: false, total: true });
    expect(quote.supplier_match).toBeNull();

    const [first, second] = quote.lines;
    const line = (l: NonNullable<typeof first>) => ({
      id: l.id,
      sku: l.sku,
      description: l.description,
      brand: l.brand,
      quantity: l.quantity,
      unit: l.unit,
      unit_price: l.unit_price,
      discount_pct: l.discount_pct,
      line_total: l.line_total,
    });
    const body = {
      ...typed,
      subtotal: '310.10',
      total: '408.12',
      version: quote.version,
      lines: [
        { ...line(first!), line_total: '200.10' },
        {
          ...line(second!),
          id: null,
          description: 'Alambre recocido',
          line_total: '100',
          from_line_ids: [second!.id],
        },
        {
          ...line(second!),
          id: null,
          description: 'Clavo 2"',
          unit_price: '10',
          line_total: '10',
          from_line_ids: [second!.id],
        },
      ],
    };
    const saved = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: buyer,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<QuoteDetail>().arithmetic).toEqual({
      lines: [true, true, true],
      subtotal: true,
      total: true,
    });
    const corrections = (
      await t.request({ method: 'GET', url: `/api/quotes/${quote.id}/corrections/`, token: buyer })
    ).json<QuoteCorrection[]>();
    expect(corrections.map((c) => c.field)).toEqual([
      'subtotal',
      'total',
      'line.split',
      'line.split',
    ]);
    expect(corrections[2]).toMatchObject({
      old_value: 'Alambre recocido; clavo 2"',
      new_value: 'Alambre recocido',
    });
    expect(corrections[2]?.user_name).toBeTruthy();

    const stale = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: buyer,
      payload: { version: quote.version },
    });
    expect(stale.statusCode).toBe(409);
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: buyer,
      payload: { version: saved.json<QuoteDetail>().version },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json<QuoteDetail>();
    expect(done.status).toBe('confirmed');
    expect(done.supplier_match).toMatchObject({ by: 'chosen', legal_name: typed.supplier_name });
    const supplier = (
      await t.request({ method: 'GET', url: `/api/suppliers/${done.supplier_id}/`, token: buyer })
    ).json<Supplier>();
    expect(supplier).toMatchObject({ tax_id_type: 'RFC', tax_id: 'ABA990101AB1', country: 'MX' });
  });

  it('matches the next quote of the supplier by tax id, then by name, and flags the same supplier and number as a duplicate', async () => {
    const byTax = (
      await post({ ...typed, supplier_name: 'ACEROS BAJIO', quote_number: 'T-200' })
    ).json<QuoteDetail>();
    expect(byTax.supplier_match).toMatchObject({ by: 'tax_id', legal_name: typed.supplier_name });
    const byName = (
      await post({
        ...typed,
        supplier_tax_id: null,
        supplier_name: 'Aceros del Bajio, S.A. de C.V.',
        quote_number: 'T-300',
      })
    ).json<QuoteDetail>();
    expect(byName.supplier_match).toMatchObject({ by: 'name' });
    const again = (await post(typed)).json<QuoteDetail>();
    expect(again.duplicate_of.length).toBeGreaterThan(0);
    // Confirming it reuses the matched supplier instead of creating a second one.
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${byTax.id}/confirm/`,
      token: buyer,
      // The typed quote's arithmetic is red on purpose; confirming it is acknowledged.
      payload: { version: byTax.version, acknowledge: true },
    });
    expect(confirmed.json<QuoteDetail>().supplier_id).toBe(byTax.supplier_match?.id);
  });

  it('keeps the supplier chosen on save, shows it to the next reviewer, and confirms the quote with it', async () => {
    const chosen = await t.request({
      method: 'POST',
      url: '/api/suppliers/',
      token: buyer,
      payload: { legal_name: 'Materiales Guadiana', country: 'MX' },
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const supplierId = chosen.json<Supplier>().id;
    // The quote names a supplier the directory would match by tax id; the reviewer picks another.
    const quote = (await post({ ...typed, quote_number: 'T-400' })).json<QuoteDetail>();
    expect(quote.supplier_match).toMatchObject({ by: 'tax_id' });
    // Each save stores the lines anew: the next save names the lines the last one answered.
    const body = (saved: QuoteDetail, supplier_id?: number | null) => ({
      ...typed,
      version: saved.version,
      lines: saved.lines.map((l) => ({ ...l, from_line_ids: undefined })),
      ...(supplier_id === undefined ? {} : { supplier_id }),
    });
    const save = (payload: object, token = buyer) =>
      t.request({ method: 'PUT', url: `/api/quotes/${quote.id}/`, token, payload });

    const saved = await save(body(quote, supplierId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<QuoteDetail>()).toMatchObject({
      status: 'to_review',
      supplier_id: supplierId,
      supplier_match: { id: supplierId, legal_name: 'Materiales Guadiana', by: 'chosen' },
    });
    // Another reviewer opening the quote sees the choice; a save without the field keeps it.
    const owner = (await signIn(t, company.ownerEmail)).access;
    const reopened = (
      await t.request({ method: 'GET', url: `/api/quotes/${quote.id}/`, token: owner })
    ).json<QuoteDetail>();
    expect(reopened.supplier_match).toMatchObject({ id: supplierId, by: 'chosen' });
    const kept = await save(body(reopened), owner);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<QuoteDetail>().supplier_id).toBe(supplierId);
    const corrections = (
      await t.request({ method: 'GET', url: `/api/quotes/${quote.id}/corrections/`, token: buyer })
    ).json<QuoteCorrection[]>();
    expect(corrections.filter((c) => c.field === 'supplierId')).toMatchObject([
      { old_value: null, new_value: String(supplierId) },
    ]);

    // Another company's supplier cannot be chosen; nothing is saved.
    const other = await createCompany(t, { type: 'company' });
    const theirs = await t.request({
      method: 'POST',
      url: '/api/suppliers/',
      token: (await signIn(t, other.ownerEmail)).access,
      payload: { legal_name: 'Proveedor Ajeno', country: 'MX' },
    });
    const { version } = kept.json<QuoteDetail>();
    const refused = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: buyer,
      headers: { 'accept-language': 'en' },
      payload: body(kept.json<QuoteDetail>(), theirs.json<Supplier>().id),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      supplier_id: ['Choose suppliers from your directory.'],
      error_code: 'supplier_not_found',
    });

    // Confirming without naming a supplier records the one chosen on save.
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: owner,
      // The typed quote's arithmetic is red on purpose; confirming it is acknowledged.
      payload: { version, acknowledge: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<QuoteDetail>()).toMatchObject({
      status: 'confirmed',
      supplier_id: supplierId,
    });
  });

  it('forgets a chosen supplier saved as null and matches the quote again', async () => {
    const picked = (
      await t.request({
        method: 'POST',
        url: '/api/suppliers/',
        token: buyer,
        payload: { legal_name: 'Ferretería Olvidada', country: 'MX' },
      })
    ).json<Supplier>();
    const quote = (await post({ ...typed, quote_number: 'T-500' })).json<QuoteDetail>();
    const put = async (saved: QuoteDetail, supplier_id: number | null) => {
      const response = await t.request({
        method: 'PUT',
        url: `/api/quotes/${quote.id}/`,
        token: buyer,
        payload: { ...typed, version: saved.version, lines: saved.lines, supplier_id },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<QuoteDetail>();
    };
    const first = await put(quote, picked.id);
    expect(first.supplier_match).toMatchObject({ id: picked.id, by: 'chosen' });
    const forgotten = await put(first, null);
    expect(forgotten.supplier_id).toBeNull();
    expect(forgotten.supplier_match).toMatchObject({
      by: 'tax_id',
      legal_name: typed.supplier_name,
    });
  });

  it('refuses bad input in the user language, a quote with no supplier, and another company', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: buyer,
      headers: { 'accept-language': 'en' },
      payload: { ...typed, total: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    const nameless = (
      await post({ ...typed, supplier_name: null, supplier_tax_id: null })
    ).json<QuoteDetail>();
    const refused = await t.request({
      method: 'POST',
      url: `/api/quotes/${nameless.id}/confirm/`,
      token: buyer,
      headers: { 'accept-language': 'en' },
      payload: { version: nameless.version },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('which supplier');

    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    for (const url of [`/api/quotes/${nameless.id}/`, `/api/quotes/${nameless.id}/corrections/`])
      expect((await t.request({ method: 'GET', url, token: stranger })).statusCode).toBe(404);
    const provider = await createCompany(t, { type: 'provider' });
    const seller = (await signIn(t, provider.ownerEmail)).access;
    expect((await post(typed, seller)).statusCode).toBe(403);
  });
});

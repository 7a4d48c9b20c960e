import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { FxRate } from '@app/shared/schemas/fx-rates';
import type { Rfq } from '@app/shared/schemas/rfqs';
import {
  confirmQuote,
  createCompany,
  signIn,
  typeQuote,
  type TypedLine,
} from '../../../test/factories.ts';
import { createProject, createRfq, createSupplier, rfqBody } from '../../../test/rfq-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The levelling seam (docs/architecture.md § The levelling seam): the comparison and the price
 * memory level a line alike, at the company's own dated rates, and an item requested by the pack
 * levels against a line quoted by weight or volume as the corpus's CLI levels it.
 */

type RecordRow = { line_position: number; levelled_unit_price: string; currency: string };

describe('levelling through the API', () => {
  let t: TestApp;
  let owner: string;
  let projectId = 0;
  let supplierId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signIn(t, (await createCompany(t, { type: 'company' })).ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    supplierId = (await createSupplier(t, owner, { name: 'Importadora Tex' })).id;
  }, 120_000);
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, token: owner, ...(payload ? { payload } : {}) });
  const rfqWith = (items: { description: string; quantity: string; unit: string }[]) =>
    createRfq(t, owner, {
      ...rfqBody(projectId, [supplierId]),
      items: items.map((item) => ({ ...item, section: 'Obra negra' })),
    });
  const confirmed = async (
    rfq: Rfq,
    currency: 'MXN' | 'USD' | 'GTQ',
    date: string,
    lines: TypedLine[],
  ) => {
    const quote = await typeQuote(t, owner, {
      rfqId: rfq.id,
      supplier: 'Importadora Tex',
      date,
      currency,
      lines,
    });
    return confirmQuote(t, owner, quote);
  };
  const comparisonOf = async (rfq: Rfq) => {
    const response = await request('GET', `/api/rfqs/${rfq.id}/comparison/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Comparison>();
  };
  const recordsOf = async (quoteId: number) =>
    (
      (await t.database.db.execute(
        sql`select line_position, levelled_unit_price, currency from price_records
            where quote_id = ${quoteId} order by line_position`,
      )) as { rows: RecordRow[] }
    ).rows;
  const cellsOf = (comparison: Comparison, quoteId: number) =>
    comparison.cells.filter((cell) => cell.offer_key === `quote-${quoteId}`);
  const setRate = async (quote: string, rate: string, validFrom: string) => {
    const response = await request('POST', '/api/fx-rates/', {
      base_currency: 'USD',
      quote_currency: quote,
      rate,
      valid_from: validFrom,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const dropRates = async (currency: FxRate['base_currency']) => {
    const rates = (await request('GET', '/api/fx-rates/')).json<FxRate[]>();
    for (const rate of rates.filter((r) => [r.base_currency, r.quote_currency].includes(currency)))
      expect((await request('DELETE', `/api/fx-rates/${rate.id}/`)).statusCode).toBe(204);
  };

  /** Every text cell of the comparison's XLSX in a language. */
  const exportedTexts = async (rfqId: number, language: 'es' | 'en') => {
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfqId}/comparison/xlsx/?lang=${language}`,
      token: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(...cell.value.split('; '));
      }),
    );
    return texts;
  };

  it('remembers a USD line at the price the comparison levels it to, at the company’s dated rate', async () => {
    // The company's own rates: the one valid on the quote's date holds, not the development
    // corpus's 18.50 nor a rate dated after the quote.
    await dropRates('MXN');
    await setRate('MXN', '17.25', '2026-01-01');
    await setRate('MXN', '19.9812', '2026-09-01');
    await setRate('MXN', '21.00', '2026-12-01');
    const rfq = await rfqWith([
      { description: 'Cemento gris CPC 30R bulto 50 kg', quantity: '400', unit: 'bag' },
      { description: 'Varilla corrugada 3/8" grado 42', quantity: '1.5', unit: 't' },
    ]);
    const quote = await confirmed(rfq, 'USD', '2026-10-01', [
      {
        description: 'Cto. gris CPC 30R Btº 50kg',
        quantity: '400',
        unit: 'bag',
        price: '12.37',
        pct: '5',
      },
      { description: 'Varilla corrugada 3/8"', quantity: '1500', unit: 'kg', price: '1.0733' },
    ]);
    const comparison = await comparisonOf(rfq);
    const cells = cellsOf(comparison, quote.id);
    const levelledOf = (itemId: number) =>
      cells.find((cell) => cell.item_id === itemId)?.levelled_unit_price;
    const [cement, rebar] = rfq.items;
    // 12.37 × 0.95 × 19.9812 = 234.8090718 MXN a bag; 1.0733 × 1000 × 19.9812 = 21,445.82196 a tonne.
    expect(levelledOf(cement!.id)).toBe('234.8091');
    expect(levelledOf(rebar!.id)).toBe('21445.822');
    expect(comparison.offers.find((o) => o.quote_id === quote.id)).toMatchObject({
      fx_date: '2026-10-01',
      fx_missing: false,
    });
    // The price memory holds the same levelled price, to the comparison's 4 decimals.
    const records = await recordsOf(quote.id);
    expect(records.map((r) => r.currency)).toEqual(['MXN', 'MXN']);
    expect(
      records.map((r) => new Decimal(r.levelled_unit_price).toDecimalPlaces(4).toFixed()),
    ).toEqual([levelledOf(cement!.id), levelledOf(rebar!.id)]);
    expect(records.map((r) => r.levelled_unit_price)).toEqual(['234.809072', '21445.82196']);
  });

  it('shows an offer without a company rate as not levelled, and remembers none of its lines', async () => {
    const rfq = await rfqWith([
      { description: 'Cemento gris CPC 30R bulto 50 kg', quantity: '400', unit: 'bag' },
    ]);
    // No rate links quetzales to pesos (and none links dollars any more): never a fixed rate.
    await dropRates('USD');
    const lines = [
      { description: 'Cemento gris CPC 30R', quantity: '400', unit: 'bag', price: '98' },
    ];
    const quetzales = await confirmed(rfq, 'GTQ', '2026-10-02', lines);
    const dollars = await confirmed(rfq, 'USD', '2026-10-02', lines);
    const comparison = await comparisonOf(rfq);
    for (const [quote, currency] of [
      [quetzales, 'GTQ'],
      [dollars, 'USD'],
    ] as const) {
      // What the screen's "No exchange rate for GTQ on 2026-10-02" is written from.
      expect(comparison.offers.find((o) => o.quote_id === quote.id)).toMatchObject({
        currency,
        fx_date: '2026-10-02',
        fx_missing: true,
        levelled_total: null,
      });
      expect(cellsOf(comparison, quote.id).map((c) => c.levelled_unit_price)).toEqual([null]);
      expect(cellsOf(comparison, quote.id).map((c) => c.quoted_unit_price)).toEqual(['98']);
      expect(await recordsOf(quote.id)).toEqual([]);
    }
  });

  it('levels a pack against a line quoted by weight or volume, as the CLI does', async () => {
    const rfq = await rfqWith([
      { description: 'Cemento gris CPC 30R bulto 50 kg', quantity: '530', unit: 'bag' },
      {
        description: 'Impermeabilizante acrílico 5 años blanco cubeta 19 l',
        quantity: '13',
        unit: 'pail',
      },
    ]);
    const byWeight = await confirmed(rfq, 'MXN', '2026-04-17', [
      { description: 'CEMENTO GRIS CPC 30R A GRANEL', quantity: '26.5', unit: 't', price: '5312' },
      {
        description: 'IMPERMEABILIZANTE ACRÍLICO 5 AÑOS (GRANEL)',
        quantity: '247',
        unit: 'l',
        price: '89.31',
      },
    ]);
    const otherBag = await confirmed(rfq, 'MXN', '2026-04-18', [
      {
        description: 'Cemento gris CPC 30R saco 94 lb',
        quantity: '620',
        unit: 'bag',
        price: '300',
      },
    ]);
    const comparison = await comparisonOf(rfq);
    const [cement, paint] = rfq.items;
    const cell = (quoteId: number, itemId: number) =>
      cellsOf(comparison, quoteId).find((c) => c.item_id === itemId);
    // 5,312 a tonne is 265.60 a 50 kg bag; 89.31 a litre is 1,696.89 a 19 l pail.
    expect(cell(byWeight.id, cement!.id)).toMatchObject({
      levelled_unit_price: '265.6',
      conversion_note: null,
    });
    expect(cell(byWeight.id, paint!.id)).toMatchObject({
      levelled_unit_price: '1696.89',
      conversion_note: null,
    });
    expect(comparison.offers.find((o) => o.quote_id === byWeight.id)?.levelled_total).toBe(
      '162827.57',
    );
    // A 94 lb bag (42.64 kg) at 300 is 351.80 for 50 kg.
    expect(cell(otherBag.id, cement!.id)?.levelled_unit_price).toBe('351.8015');
    // The price memory remembers the same prices per requested bag and pail.
    expect((await recordsOf(byWeight.id)).map((r) => r.levelled_unit_price)).toEqual([
      '265.6',
      '1696.89',
    ]);
    expect((await recordsOf(otherBag.id)).map((r) => r.levelled_unit_price)).toEqual([
      '351.801482',
    ]);
  });

  it('levels at the buyer’s factor for the supplier’s item, in the comparison and the price memory alike', async () => {
    const rfq = await rfqWith([
      { description: 'Cemento gris CPC 30R bulto 50 kg', quantity: '400', unit: 'bag' },
    ]);
    const [cement] = rfq.items;
    const confirmedBySupplier = async (date: string, price: string) => {
      const quote = await typeQuote(t, owner, {
        rfqId: rfq.id,
        supplier: 'Importadora Tex',
        date,
        currency: 'MXN',
        lines: [{ description: 'Cemento gris CPC 30R granel', quantity: '20', unit: 't', price }],
      });
      const response = await request('POST', `/api/quotes/${quote.id}/confirm/`, {
        version: quote.version,
        supplier_id: supplierId,
      });
      expect(response.statusCode, response.body).toBe(200);
      return quote;
    };
    const first = await confirmedBySupplier('2026-10-05', '5000');
    const cellOf = (comparison: Comparison, quoteId: number) =>
      cellsOf(comparison, quoteId).find((c) => c.item_id === cement!.id)!;
    // The engine's conversion, as data: 1 t = 1,000 kg, so 5,000 a tonne is 250 a 50 kg bag.
    const engine = cellOf(await comparisonOf(rfq), first.id);
    expect(engine.levelled_unit_price).toBe('250');
    expect(await exportedTexts(rfq.id, 'en')).toContain('1 t = 1,000 kg');
    expect(engine.conversion).toMatchObject({
      kind: 'unit',
      factor: '1000',
      quoted_unit: 't',
      comparable_unit: 'kg',
      by: 'engine',
    });
    // A bad factor is refused in the reader's language, and nothing changes.
    const url = `/api/rfqs/${rfq.id}/comparison/lines/${engine.line_id}/conversion/`;
    const refused = await t.request({
      method: 'PUT',
      url,
      token: owner,
      headers: { 'accept-language': 'es' },
      payload: { item_id: cement!.id, factor: '900,5' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ factor: string[] }>().factor).toEqual([
      'Escribe el factor como número, hasta 10 decimales, p. ej. 42.6376.',
    ]);
    // The buyer's factor: 900 kg a tonne makes the bag 5,000 × 50 ÷ 900 = 277.78.
    const changed = await request('PUT', url, { item_id: cement!.id, factor: '900' });
    expect(changed.statusCode, changed.body).toBe(200);
    const buyer = cellOf(changed.json<Comparison>(), first.id);
    expect(buyer.levelled_unit_price).toBe('277.7778');
    expect(buyer.conversion).toMatchObject({ kind: 'buyer', factor: '900', by: 'buyer' });
    expect(changed.json<Comparison>().offers.find((o) => o.quote_id === first.id)).toMatchObject({
      levelled_total: '111111.11',
    });
    // The exported comparison says how the price was levelled, and whose factor it is.
    expect(await exportedTexts(rfq.id, 'en')).toContain("1 t = 900 kg (the buyer's own factor)");
    expect(await exportedTexts(rfq.id, 'es')).toContain(
      '1 t = 900 kg (factor propio del comprador)',
    );
    // It holds for that supplier's item: the next quote is compared and remembered at it, the
    // price memory holding the comparison's price.
    const second = await confirmedBySupplier('2026-10-06', '4500');
    const next = cellOf(await comparisonOf(rfq), second.id);
    expect(next.levelled_unit_price).toBe('250');
    expect(next.conversion?.by).toBe('buyer');
    const records = await recordsOf(second.id);
    expect(records.map((r) => r.levelled_unit_price)).toEqual(['250']);
    // Cleared, the engine's conversion holds again.
    const cleared = await request('DELETE', `${url}?item_id=${cement!.id}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cellOf(cleared.json<Comparison>(), first.id).levelled_unit_price).toBe('250');
  });
});

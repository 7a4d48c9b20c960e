import { describe, expect, it } from 'vitest';
import { compareQuotes, type ComparedLine } from './compare.ts';
import { fxRate, fxRateOn } from './fx.ts';
import { TEST_FX_PAIRS, TEST_FX_TABLE } from './testing/rates.ts';
import type { Quote, RfqRequest } from './types.ts';

const request = (currency: string, language = 'es'): RfqRequest => ({
  currency,
  language,
  items: [
    {
      reqId: 'R1',
      description: 'Cemento gris CPC 30R bulto 50 kg',
      brand: null,
      quantity: 100,
      unit: 'bag',
      comparableUnit: 'kg',
      comparableQuantity: 5000,
    },
    {
      reqId: 'R2',
      description: 'Varilla corrugada 3/8" (#3) grado 42',
      brand: 'Ternium',
      quantity: 2,
      unit: 't',
      comparableUnit: 'kg',
      comparableQuantity: 2000,
    },
    {
      reqId: 'R3',
      description: 'Varilla corrugada 1/2" (#4) grado 42',
      brand: null,
      quantity: 4,
      unit: 't',
      comparableUnit: 'kg',
      comparableQuantity: 4000,
    },
    {
      reqId: 'R4',
      description: 'Arena de río',
      brand: null,
      quantity: 10,
      unit: 'm3',
      comparableUnit: 'm3',
      comparableQuantity: 10,
    },
  ],
});

const line = (
  lineNo: number,
  description: string,
  quantity: number,
  unit: string,
  unitPrice: number,
  extra: Partial<Quote['lines'][number]> = {},
) => ({
  lineNo,
  description,
  quantity,
  unit,
  unitPrice,
  ...extra,
});

describe('comparison', () => {
  it('matches Spanish abbreviations and English wording to the requested items, one to one', async () => {
    const quotes: Quote[] = [
      {
        quoteId: 'mx',
        currency: 'MXN',
        lines: [
          line(1, 'Cto. gris CPC 30R Btº 50kg', 100, 'bag', 220),
          line(2, 'VARILLA CORR. 1/2 FY 4200', 4, 't', 20000),
          line(3, 'Tornillo para tablaroca 6x1"', 5, 'box', 400),
        ],
      },
      {
        quoteId: 'us',
        currency: 'USD',
        lines: [
          line(1, 'Portland cement Type I/II 94 lb bag', 118, 'bag', 13),
          line(2, '#3 Rebar 3/8" x 20\'', 590, 'pc', 4.25, { brand: 'Ternium' }),
          line(3, 'River sand, delivered', 10, 'm3', 25),
        ],
      },
    ];
    const result = await compareQuotes(request('MXN'), quotes, { fx: TEST_FX_TABLE });
    const [mx, us] = result.quotes;
    expect(mx!.lines.map((l) => l.reqId)).toEqual(['R1', 'R3', null]);
    expect(mx!.gaps).toEqual(['R2', 'R4']);
    expect(us!.lines.map((l) => l.reqId)).toEqual(['R1', 'R2', 'R4']);
    expect(us!.lines.every((l) => !l.substitution)).toBe(true);
    expect(us!.gaps).toEqual(['R3']);
  });

  it('flags substitutions with what changed, and partial quantities', async () => {
    const quotes: Quote[] = [
      {
        quoteId: 'q',
        currency: 'MXN',
        lines: [
          line(1, 'Cemento CPC 40 saco 25 kg', 200, 'bag', 120),
          line(2, 'Varilla corrugada 3/8" grado 42', 2, 't', 20000, { brand: 'Deacero' }),
          line(3, 'Varilla corrugada 5/8" grado 42', 3, 't', 20000),
        ],
      },
    ];
    const [q] = (await compareQuotes(request('MXN'), quotes, { fx: TEST_FX_TABLE })).quotes;
    expect(q!.lines[0]!.substitutionNote).toBe(
      'CPC 40 en lugar de CPC 30R; presentación 25 kg en lugar de 50 kg',
    );
    expect(q!.lines[1]!.substitutionNote).toBe('marca Deacero en lugar de Ternium');
    expect(q!.lines[2]!.reqId).toBe('R3');
    expect(q!.lines[2]!.substitutionNote).toBe('5/8" en lugar de 1/2"');
    expect(q!.lines[2]!.partial).toBe(true);
    expect(q!.lines[1]!.partial).toBe(false);
  });
});

describe('offers worded alike', () => {
  it('levels each line by its own unit when two offers word an item alike', async () => {
    const quotes: Quote[] = [
      {
        quoteId: 'bags',
        currency: 'MXN',
        lines: [line(1, 'Cemento gris CPC 30R bulto 50 kg', 100, 'bag', 250)],
      },
      {
        quoteId: 'tonnes',
        currency: 'MXN',
        lines: [line(1, 'CEMENTO GRIS CPC 30R BULTO 50 KG', 5, 't', 5000)],
      },
    ];
    const [bags, tonnes] = (await compareQuotes(request('MXN'), quotes, { fx: TEST_FX_TABLE }))
      .quotes;
    expect(bags!.lines[0]!.levelledUnitPrice!.toFixed(2)).toBe('5.00');
    expect(tonnes!.lines[0]!.reqId).toBe('R1');
    expect(tonnes!.lines[0]!.levelledUnitPrice!.toFixed(2)).toBe('5.00');
    expect(tonnes!.lines[0]!.comparableQuantity!.toFixed()).toBe('5000');
  });

  it('converts the same quantity by each offer’s own unit', async () => {
    const cement = (quoteId: string, unit: string, price: number): Quote => ({
      quoteId,
      currency: 'MXN',
      lines: [line(1, 'Cemento gris CPC 30R bulto 50 kg', 100, unit, price)],
    });
    const quotes = [
      cement('bags', 'bag', 250),
      cement('kilos', 'kg', 5),
      cement('again', 'bag', 260),
    ];
    const compared = (await compareQuotes(request('MXN'), quotes, { fx: TEST_FX_TABLE })).quotes;
    expect(
      compared.map((q) => [q.lines[0]!.comparableQuantity!.toFixed(), q.lines[0]!.partial]),
    ).toEqual([
      ['5000', false],
      ['100', true],
      ['5000', false],
    ]);
  });

  it('flags the brand of each offer worded alike on its own', async () => {
    const rebar = (quoteId: string, brand: string): Quote => ({
      quoteId,
      currency: 'MXN',
      lines: [line(1, 'Varilla corrugada 3/8" grado 42', 2, 't', 20000, { brand })],
    });
    const quotes = [rebar('asked', 'Ternium'), rebar('other', 'Deacero'), rebar('same', 'Ternium')];
    const compared = (await compareQuotes(request('MXN'), quotes, { fx: TEST_FX_TABLE })).quotes;
    expect(compared.map((q) => [q.lines[0]!.reqId, q.lines[0]!.substitutionNote])).toEqual([
      ['R2', null],
      ['R2', 'marca Deacero en lugar de Ternium'],
      ['R2', null],
    ]);
  });
});

describe('levelling', () => {
  it('levels by the formula: line and document discount, FX, conversion, freight once (MXN)', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      subtotal: 20000,
      discountTotal: 1000,
      freight: 500,
      lines: [line(1, 'Cemento gris CPC 30R bulto 50 kg', 100, 'bag', 200, { discountPct: 10 })],
    };
    const [q] = (await compareQuotes(request('MXN'), [quote], { fx: TEST_FX_TABLE })).quotes;
    // 200 × 0.90 × (1 − 1000/20000) ÷ 50 = 3.42 MXN/kg; × 5000 kg + 500 freight.
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('3.42');
    expect(q!.levelledTotal!.toString()).toBe('17600');
  });

  it('converts USD to MXN at the table rate and keeps two decimals', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'USD',
      freight: '10.01',
      lines: [line(1, 'River sand', 10, 'yd3', 33.33)],
    };
    const [q] = (await compareQuotes(request('MXN'), [quote], { fx: TEST_FX_TABLE })).quotes;
    // 33.33 × 18.5 ÷ 0.764554857984 = 806.48897…; × 10 m3 = 8064.8897… + 10.01 × 18.5 = 185.185.
    expect(q!.levelledTotal!.toString()).toBe('8250.07');
  });

  it('rounds COP and CLP totals to whole units (no decimals)', async () => {
    const cop: Quote = {
      quoteId: 'c',
      currency: 'COP',
      lines: [line(1, 'Arena de río', 10, 'm3', 99400.4)],
    };
    const [c] = (await compareQuotes(request('COP'), [cop], { fx: TEST_FX_TABLE })).quotes;
    expect(c!.levelledTotal!.toString()).toBe('994004');
    const eur: Quote = {
      quoteId: 'e',
      currency: 'EUR',
      lines: [line(1, 'Arena de río', 10, 'm3', 12.35)],
    };
    const [e] = (await compareQuotes(request('CLP'), [eur], { fx: TEST_FX_TABLE })).quotes;
    // 12.35 EUR × 1.08 USD/EUR × 950 CLP/USD = 12671.1 CLP/m3; × 10 = 126711.
    expect(e!.levelledTotal!.toString()).toBe('126711');
  });

  it('takes each pair’s rate valid on the date, chains pairs, and answers null when none links', () => {
    const pairs = [
      ...TEST_FX_PAIRS,
      { base: 'USD', quote: 'MXN', rate: '20', validFrom: '2026-06-01' },
      { base: 'USD', quote: 'MXN', rate: '21', validFrom: '2026-07-01' },
    ];
    expect(fxRateOn(pairs, 'USD', 'MXN', '2026-05-31')!.toString()).toBe('18.5');
    expect(fxRateOn(pairs, 'USD', 'MXN', '2026-06-01')!.toString()).toBe('20');
    expect(fxRateOn(pairs, 'USD', 'MXN', '2026-06-30')!.toString()).toBe('20');
    // Read either way and chained without rounding: EUR → USD → MXN, MXN → USD → EUR.
    expect(fxRateOn(pairs, 'EUR', 'MXN', '2026-07-02')!.toString()).toBe('22.68');
    expect(fxRateOn(pairs, 'MXN', 'EUR', '2026-07-02')!.times('22.68').toString()).toBe('1');
    expect(fxRateOn(pairs, 'USD', 'MXN', '1999-12-31')).toBeNull();
    expect(fxRateOn(pairs, 'USD', 'BRL', '2026-07-02')).toBeNull();
  });

  it('flags a quote with no rate instead of converting it at 1', async () => {
    const quote: Quote = {
      quoteId: 'usd',
      currency: 'USD',
      freight: '10',
      lines: [
        {
          lineNo: 1,
          description: 'Cemento gris CPC 30R bulto 50 kg',
          quantity: '400',
          unit: 'bag',
          unitPrice: '12.50',
        },
      ],
    };
    const [q] = (
      await compareQuotes(request('MXN'), [quote], { fx: TEST_FX_TABLE, rateFor: () => null })
    ).quotes;
    expect(q!.fxToGroupCurrency).toBeNull();
    expect(q!.levelledTotal).toBeNull();
    expect(q!.lines.map((l) => l.levelledUnitPrice)).toEqual([null]);
    expect(q!.itemAmounts.size).toBe(0);
  });

  it('converts through the table exactly (1 EUR = 1.08 USD = 19.98 MXN)', () => {
    expect(fxRate(TEST_FX_TABLE, 'EUR', 'MXN')!.toString()).toBe('19.98');
    expect(fxRate(TEST_FX_TABLE, 'COP', 'CLP')!.toString()).toBe('0.2375');
  });

  it('shows a gap as a gap, adding nothing, and levels a partial line to the full request', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Arena de río', 4, 'm3', 400)],
    };
    const [q] = (await compareQuotes(request('MXN'), [quote], { fx: TEST_FX_TABLE })).quotes;
    expect(q!.gaps).toEqual(['R1', 'R2', 'R3']);
    expect(q!.lines[0]!.partial).toBe(true);
    expect(q!.levelledTotal!.toString()).toBe('4000');
  });

  it('marks an offer in another currency not levelled when no rate is given, never at a built-in rate', async () => {
    const quote: Quote = {
      quoteId: 'usd',
      currency: 'USD',
      lines: [line(1, 'Cemento gris CPC 30R bulto 50 kg', 100, 'bag', 12.5)],
    };
    const [q] = (await compareQuotes(request('MXN'), [quote], {})).quotes;
    expect(q!.notLevelled).toEqual({ code: 'fx.missing', from: 'USD', to: 'MXN' });
    expect(q!.levelledTotal).toBeNull();
    expect(fxRate(undefined, 'USD', 'MXN')).toBeNull();
    expect(fxRate({ base: 'USD', rates: {} }, 'EUR', 'MXN')).toBeNull();
    // The same currency needs no rate.
    const mxn = { ...quote, quoteId: 'mxn', currency: 'MXN' };
    const [m] = (await compareQuotes(request('MXN'), [mxn], {})).quotes;
    expect(m!.notLevelled).toBeNull();
    expect(m!.levelledTotal!.toString()).toBe('1250');
  });
});

describe('levelled conversions with their reasons', () => {
  const one = (
    description: string,
    unit: string,
    comparableUnit: string,
    quantity: number,
    comparableQuantity: number,
  ): RfqRequest => ({
    currency: 'MXN',
    language: 'es',
    items: [
      { reqId: 'R1', description, brand: null, quantity, unit, comparableUnit, comparableQuantity },
    ],
  });
  const show = (c: ComparedLine['conversion']) =>
    `${String(c.quantity)} ${c.quotedUnit} × ${c.terms
      .map((t) => `${t.divide ? '÷ ' : ''}${t.value.toString()} ${t.unit}`)
      .join(' × ')} = ${String(c.comparableQuantity)} ${c.comparableUnit}`;

  it('carries a roll’s sides: 3 rollos × 2 m × 50 m = 300 m²', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Malla sombra rollo 2 x 50 m', 3, 'roll', 900)],
    };
    const [q] = (await compareQuotes(one('Malla sombra 80 %', 'm2', 'm2', 300, 300), [quote], {}))
      .quotes;
    const c = q!.lines[0]!.conversion;
    expect(show(c)).toBe('3 roll × 2 m × 50 m = 300 m2');
    expect(c).toMatchObject({ kind: 'area', estimate: false, by: 'engine' });
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('9');
  });

  it('weighs bars: 1,200 pzas × 12 m × 0.617 kg/m = 8,884.8 kg', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Varilla corrugada Ø10 mm x 12 m', 1200, 'pc', 148)],
    };
    const [q] = (
      await compareQuotes(one('Varilla corrugada 10 mm', 't', 'kg', 8.8848, 8884.8), [quote], {})
    ).quotes;
    const c = q!.lines[0]!.conversion;
    expect(show(c)).toBe('1200 pc × 12 m × 0.617 kg/m = 8884.8 kg');
    expect(c).toMatchObject({ kind: 'steel-mass', basis: 'ISO 6935-2', estimate: false });
  });

  it('shows a density as an estimate: 63 t ÷ 1.5 t/m³ = 42 m³', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Arena de río (por tonelada)', 63, 't', 342)],
    };
    const [q] = (await compareQuotes(one('Arena de río', 'm3', 'm3', 42, 42), [quote], {})).quotes;
    const c = q!.lines[0]!.conversion;
    expect(show(c)).toBe('63 t × ÷ 1.5 t/m3 = 42 m3');
    expect(c).toMatchObject({ kind: 'density', estimate: true, basis: 'density:sand' });
    // 342 MXN/t × 1.5 t/m³ = 513 MXN/m³.
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('513');
  });

  it('takes a lump sum as the price of the whole requested quantity', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Colocación de firme, lote', 1, 'lot', 8000)],
    };
    const [q] = (
      await compareQuotes(one('Colocación y acabado de firme', 'm2', 'm2', 800, 800), [quote], {})
    ).quotes;
    expect(q!.lines[0]!.conversion.kind).toBe('lump-sum');
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('10');
    expect(q!.levelledTotal!.toString()).toBe('8000');
  });

  it('lets the buyer override a line’s factor, which wins and is marked as the buyer’s', async () => {
    const quote: Quote = {
      quoteId: 'q',
      currency: 'MXN',
      lines: [line(1, 'Arena de río (por tonelada)', 63, 't', 342)],
    };
    const [q] = (
      await compareQuotes(one('Arena de río', 'm3', 'm3', 42, 42), [quote], {
        conversionOverrides: { q: { 1: '0.625' } },
      })
    ).quotes;
    const l = q!.lines[0]!;
    expect(l.conversion).toMatchObject({ kind: 'buyer', by: 'buyer', estimate: false });
    expect(l.conversionFactor.toString()).toBe('0.625');
    // 342 ÷ 0.625 = 547.2 MXN/m³ × 42 m³.
    expect(l.levelledUnitPrice!.toString()).toBe('547.2');
    expect(q!.levelledTotal!.toString()).toBe('22982.4');
  });
});

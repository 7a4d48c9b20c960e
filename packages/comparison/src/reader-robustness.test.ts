import { describe, expect, it } from 'vitest';
import { compareQuotes } from './compare.ts';
import { TEST_FX_TABLE } from './testing/rates.ts';
import { tokenize } from './text.ts';
import type { Quote, QuoteLine, RequestItem, RfqRequest } from './types.ts';

/** What a quote reader realistically gets wrong, and what the comparison still makes of it. */

const item = (reqId: string, description: string, extra: Partial<RequestItem>): RequestItem => ({
  reqId,
  description,
  brand: null,
  quantity: 1,
  unit: 'pc',
  comparableUnit: 'pc',
  comparableQuantity: 1,
  ...extra,
});

const request: RfqRequest = {
  currency: 'MXN',
  language: 'es',
  items: [
    item('R1', 'Varilla corrugada 3/8" (#3) grado 42', {
      quantity: 2,
      unit: 't',
      comparableUnit: 'kg',
      comparableQuantity: 2000,
    }),
    item('R2', 'Adhesivo cementoso C2TE S1 saco 25 kg', {
      quantity: 60,
      unit: 'bag',
      comparableUnit: 'kg',
      comparableQuantity: 1500,
    }),
    item('R3', 'Triturado de 3/4"', {
      quantity: 84,
      unit: 'm3',
      comparableUnit: 'm3',
      comparableQuantity: 84,
    }),
    item('R4', 'Placa de yeso laminado estándar 13 mm (tipo A)', {
      quantity: 500,
      unit: 'm2',
      comparableUnit: 'm2',
      comparableQuantity: 500,
    }),
  ],
};

const line = (
  lineNo: number,
  description: string,
  quantity: number,
  unit: string | null,
  unitPrice: number,
): QuoteLine => ({ lineNo, description, quantity, unit, unitPrice });

const quote = (quoteId: string, lines: QuoteLine[]): Quote => ({
  quoteId,
  currency: 'MXN',
  lines,
});

async function compareOne(lines: QuoteLine[], others: Quote[] = []) {
  const result = await compareQuotes(request, [quote('q', lines), ...others], {
    fx: TEST_FX_TABLE,
  });
  return result.quotes[0]!;
}

describe('a line whose unit or pack the reader lost', () => {
  it('reads "2" bars with no unit as the requested 2 tonnes when its quantity is the request\'s, not as 2 pieces', async () => {
    const [rebar] = (
      await compareOne([line(1, 'Varilla corrugada de 3/8" grado 42', 2, null, 20100)])
    ).lines;
    expect(rebar!.reqId).toBe('R1');
    expect(rebar!.conversionFactor.toString()).toBe('1000');
    expect(rebar!.levelledUnitPrice!.toString()).toBe('20.1');
    expect(rebar!.conversionSource).toBe('assumed');
    expect(rebar!.conversionNote).toBe(
      'conversión supuesta (la línea no indica unidad ni contenido): 1 = 1000 kg',
    );
  });

  it('reads sacks quoted by the unit ("ud") as the requested 25 kg sack', async () => {
    const [sack] = (await compareOne([line(1, 'CEMENTO COLA FLEX C2TES1', 60, 'pc', 10.3)])).lines;
    expect(sack!.reqId).toBe('R2');
    expect(sack!.conversionFactor.toString()).toBe('25');
    expect(sack!.conversionSource).toBe('assumed');
  });

  it('reads a garbled truck volume ("6 m?") when the trips add up to the requested volume', async () => {
    const [trips] = (
      await compareOne([line(1, 'Triturado 3/4" (volqueta 6 m?)', 14, 'trip', 630700)])
    ).lines;
    expect(trips!.reqId).toBe('R3');
    expect(trips!.conversionFactor.toString()).toBe('6');
  });

  it("weighs a short quantity with no unit against the other offers' prices", async () => {
    const other = quote('other', [line(1, 'Varilla corrugada 3/8" G42', 2, 't', 21000)]);
    const [rebar] = (
      await compareOne([line(1, 'Varilla corrugada de 3/8" grado 42', 1, null, 20100)], [other])
    ).lines;
    expect(rebar!.conversionFactor.toString()).toBe('1000');
    expect(rebar!.partial).toBe(true);
  });

  it('keeps a stated conversion and says nothing', async () => {
    const [rebar] = (
      await compareOne([line(1, 'Varilla corrugada de 3/8" grado 42', 2, 't', 20100)])
    ).lines;
    expect(rebar!.conversionSource).toBe('units');
    expect(rebar!.conversionNote).toBeNull();
  });

  it('matches a line with no unit as well as one with a unit ("placa yeso" without "de")', async () => {
    const [board] = (await compareOne([line(1, 'Placa yeso t=min=>> A 13 mm', 500, null, 3.97)]))
      .lines;
    expect(board!.reqId).toBe('R4');
  });
});

describe('a brand or a variant the reader left in the description', () => {
  const branded: RfqRequest = {
    currency: 'COP',
    language: 'es',
    items: [
      item('R1', 'Acero de refuerzo corrugado 1/2" 60.000 psi', {
        brand: 'Acerías Paz del Río',
        quantity: 9500,
        unit: 'kg',
        comparableUnit: 'kg',
        comparableQuantity: 9500,
      }),
      item('R2', 'Gres porcelánico 60x60 cm rectificado, color gris', {
        quantity: 130,
        unit: 'm2',
        comparableUnit: 'm2',
        comparableQuantity: 130,
      }),
      item('R3', 'Cable THW-LS calibre 12 AWG', {
        brand: 'Argos',
        quantity: 500,
        unit: 'm',
        comparableUnit: 'm',
        comparableQuantity: 500,
      }),
    ],
  };
  const compareBranded = async (lines: QuoteLine[]) => {
    const other: Quote = {
      quoteId: 'other',
      currency: 'COP',
      lines: [{ ...line(1, 'Varilla corrugada 1/2" x 6 m', 1593, 'pc', 27700), brand: 'Diaco' }],
    };
    const result = await compareQuotes(
      branded,
      [{ ...quote('q', lines), currency: 'COP' }, other],
      {
        fx: TEST_FX_TABLE,
      },
    );
    return result.quotes[0]!.lines;
  };

  it('flags another brand written at the end of the description when another offer names it a brand', async () => {
    const [steel] = await compareBranded([
      line(1, 'Acero corrugado 1/2" 60.000 psi Diaco', 9.5, 't', 4748600),
    ]);
    expect(steel!.substitutionNote).toBe('marca Diaco en lugar de Acerías Paz del Río');
  });

  it('flags the brand after "marca" in the description', async () => {
    const [cable] = await compareBranded([
      line(1, 'Cable THW-LS 12 AWG marca Viakon (por metro)', 500, 'm', 8.88),
    ]);
    expect(cable!.substitutionNote).toBe('marca Viakon en lugar de Argos');
  });

  it('does not flag a line that names no brand anywhere', async () => {
    const [cable] = await compareBranded([
      line(1, 'CABLE THW-LS 12 AWG (POR METRO) Cumple norma vigente', 500, 'm', 8.88),
    ]);
    expect(cable!.substitution).toBe(false);
  });

  it('reads second grade from "2°" and "2*" as a reader returns "2ª"', async () => {
    for (const written of ['2°', '2*', '2ª'])
      expect(
        (
          await compareBranded([
            line(1, `Gres porcelánico 60x60 rect. gris ${written} calidad`, 130, 'm2', 16.24),
          ])
        )[0]!.substitutionNote,
      ).toBe('se ofrece segunda calidad');
  });
});

describe('words the reader misread by one letter', () => {
  it('matches "Varila corugada" to the requested corrugated rebar', async () => {
    const [rebar] = (await compareOne([line(1, 'Varila corugada 3/8"', 2, 't', 20100)])).lines;
    expect(rebar!.reqId).toBe('R1');
  });

  it('gives a misread word of the request part of its weight ("lamimado" for "laminado")', async () => {
    const clean = await compareOne([line(1, 'Placa yeso laminado 13 mm', 500, 'm2', 3.97)]);
    const misread = await compareOne([line(1, 'Placa yeso lamimado 13 mm', 500, 'm2', 3.97)]);
    const bare = await compareOne([line(1, 'Placa yeso 13 mm', 500, 'm2', 3.97)]);
    expect(misread.lines[0]!.confidence!).toBeGreaterThan(bare.lines[0]!.confidence!);
    expect(misread.lines[0]!.confidence!).toBeLessThan(clean.lines[0]!.confidence!);
  });

  it('leaves words under six letters alone, where one letter makes another word', () => {
    expect(tokenize('sobre cobre').map((t) => t.key)).toEqual(['w:sobre', 'c:copper']);
    expect(tokenize('Comento vigento').map((t) => t.key)).toEqual(['c:cement']);
  });
});

describe('levelling what a reader misread', () => {
  const request: RfqRequest = {
    currency: 'MXN',
    language: 'es',
    items: [
      {
        reqId: 'R1',
        description: 'Varilla corrugada 1/2" (#4) grado 42',
        brand: null,
        quantity: 1.75,
        unit: 't',
        comparableUnit: 'kg',
        comparableQuantity: 1750,
      },
      {
        reqId: 'R2',
        description: 'Block hueco de concreto 15x20x40 cm',
        brand: null,
        quantity: 3700,
        unit: 'pc',
        comparableUnit: 'pc',
        comparableQuantity: 3700,
      },
    ],
  };
  const offer = (id: string, lines: QuoteLine[], subtotal?: string): Quote => ({
    quoteId: id,
    currency: 'MXN',
    lines,
    ...(subtotal ? { subtotal } : {}),
  });
  const peers = [
    offer('a', [
      {
        lineNo: 1,
        description: 'Varilla corrugada 1/2"',
        quantity: 1.75,
        unit: 't',
        unitPrice: '23000',
      },
      {
        lineNo: 2,
        description: 'Block hueco 15x20x40',
        quantity: 3700,
        unit: 'pc',
        unitPrice: '17',
      },
    ]),
    offer('b', [
      {
        lineNo: 1,
        description: 'Varilla corrugada 1/2"',
        quantity: 1.75,
        unit: 't',
        unitPrice: '23500',
      },
      {
        lineNo: 2,
        description: 'Block hueco 15x20x40',
        quantity: 3700,
        unit: 'pc',
        unitPrice: '18',
      },
    ]),
  ];

  it('takes the amount over the quantity when the reader found no unit price', async () => {
    const quote = offer('q', [
      {
        lineNo: 1,
        description: 'Varilla corrugada 1/2"',
        quantity: 1.75,
        unit: 't',
        unitPrice: null,
        lineTotal: '40810',
      },
    ]);
    const [q] = (await compareQuotes(request, [quote], {})).quotes;
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('23.32');
  });

  it('reads "175 t" for 1.75 t as a lost decimal point when the others confirm it, and flags it', async () => {
    const quote = offer('q', [
      {
        lineNo: 1,
        description: 'Varilla corrugada 1/2"',
        quantity: 175,
        unit: 't',
        unitPrice: null,
        lineTotal: '40810',
      },
    ]);
    const [, , q] = (await compareQuotes(request, [...peers, quote], {})).quotes;
    const line = q!.lines[0]!;
    expect(line.levelledUnitPrice!.toString()).toBe('23.32');
    expect(line.conversion).toMatchObject({
      kind: 'assumed',
      estimate: true,
      basis: 'decimal point',
    });
  });

  it('takes the amount when a unit price disagrees with it and the amounts add up to the subtotal', async () => {
    const quote = offer(
      'q',
      [
        {
          lineNo: 1,
          description: 'Block hueco 15 X 20 X',
          quantity: 3700,
          unit: 'pc',
          unitPrice: '40',
          lineTotal: '64417',
        },
      ],
      '64417',
    );
    const [q] = (await compareQuotes(request, [quote], {})).quotes;
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('17.41');
  });

  it('takes the amount when the unit price is it times a power of ten (a decimal point lost)', async () => {
    const quote = offer('q', [
      {
        lineNo: 2,
        description: 'Block hueco 15x20x40',
        quantity: 3700,
        unit: 'pc',
        unitPrice: '1741',
        lineTotal: '64417',
      },
    ]);
    const [q] = (await compareQuotes(request, [quote], {})).quotes;
    expect(q!.lines[0]!.levelledUnitPrice!.toString()).toBe('17.41');
  });
});

import { describe, expect, it } from 'vitest';
import { compareQuotes, type ComparedLine } from './compare.ts';
import type { Quote, RfqRequest } from './types.ts';

/**
 * Substitutions by attributes, on made-up lines in both languages: what differs is stored as
 * data (attribute, requested, offered), and a line that differs in nothing is not flagged.
 */
async function compareOne(
  requested: string,
  offered: string,
  options: { language?: string; brand?: string | null; lineBrand?: string | null } = {},
): Promise<ComparedLine> {
  const request: RfqRequest = {
    currency: 'MXN',
    language: options.language ?? 'es',
    items: [
      {
        reqId: 'R1',
        description: requested,
        brand: options.brand ?? null,
        quantity: 10,
        unit: 'pc',
        comparableUnit: 'pc',
        comparableQuantity: 10,
      },
    ],
  };
  const quote: Quote = {
    quoteId: 'q',
    currency: 'MXN',
    lines: [
      {
        lineNo: 1,
        description: offered,
        brand: options.lineBrand ?? null,
        quantity: 10,
        unit: 'pc',
        unitPrice: 100,
      },
    ],
  };
  const line = (await compareQuotes(request, [quote], {})).quotes[0]!.lines[0]!;
  expect(line.reqId).toBe('R1');
  return line;
}

const changesOf = (line: ComparedLine) =>
  line.changes.map((c) => ({ kind: c.kind, requested: c.requested, quoted: c.quoted }));

describe('substitutions by attributes', () => {
  it.each([
    [
      'Lámina galvanizada calibre 26',
      'Lámina galvanizada cal. 24',
      'gauge',
      'calibre 26',
      'cal. 24',
    ],
    ['Lámina galvanizada cal. 26', 'Galvanized sheet 25 ga', 'gauge', 'cal. 26', '25 ga'],
    [
      'Alambre recocido calibre 18',
      'Alambre recocido calibre 16',
      'gauge',
      'calibre 18',
      'calibre 16',
    ],
    [
      'Malla electrosoldada 6x6-10/10',
      'Malla electrosoldada 6x6-8/8',
      'mesh',
      '6x6-10/10',
      '6x6-8/8',
    ],
    [
      'Welded wire mesh 6x6 W2.9/W2.9',
      'Welded wire mesh 6x6 W1.4xW1.4',
      'mesh',
      '6X6 W2.9/W2.9',
      '6X6 W1.4XW1.4',
    ],
    ['Varilla corrugada 3/8"', 'Varilla corrugada 1/2"', 'size', '3/8"', '1/2"'],
    [
      "Concreto premezclado f'c 250",
      "Concreto premezclado f'c 300",
      'strength',
      "f'c 250",
      "f'c 300",
    ],
    [
      'Ready-mix concrete 4,000 psi',
      'Ready-mix concrete 3,500 psi',
      'strength',
      '4,000 psi',
      '3,500 psi',
    ],
    ['Hormigón premezclado G25', 'Hormigón G20', 'strength', 'G25', 'G20'],
    ['Cemento gris CPC 30R', 'Cemento gris CPC 40', 'class', 'CPC 30R', 'CPC 40'],
    ['Adhesivo cementoso C2TE S1', 'Cemento cola C1T', 'class', 'C2TE S1', 'C1T'],
    ['Vapor barrier 10 mil polyethylene', 'Vapor barrier 15 mil poly', 'size', '10 mil', '15 mil'],
    ['Armex 15x15-4', 'Armex 15x20-4', 'dimensions', '15x15', '15x20'],
    [
      'Loseta porcelánica 60x60 cm',
      'Loseta porcelánica 45x45 cm',
      'dimensions',
      '60x60 cm',
      '45x45 cm',
    ],
  ])('%s answered by %s: %s', async (requested, offered, kind, from, to) => {
    const line = await compareOne(requested, offered);
    expect(line.substitution).toBe(true);
    expect(changesOf(line)).toContainEqual({ kind, requested: from, quoted: to });
  });

  it.each([
    ['Arena de río', 'Arena de mina', 'origin', 'river', 'pit'],
    ['Pino dimensionado 2x4" seco', 'Pino 2x4" verde', 'moisture', 'dry', 'green'],
    ['Concrete boom pump incl. operator', 'Line pump with operator', 'pumpType', 'boom', 'line'],
    [
      'Ladrillo hueco doble 24x11,5x8',
      'Ladrillo hueco sencillo 24x11,5x8',
      'hollows',
      'double',
      'single',
    ],
  ])(
    '%s answered by %s: %s %s → %s (keys, rendered by the caller)',
    async (requested, offered, attribute, from, to) => {
      const line = await compareOne(requested, offered);
      expect(line.changes).toContainEqual({
        kind: 'qualifier',
        attribute,
        requested: from,
        quoted: to,
      });
    },
  );

  it('names the brand when the request names one and the line offers another', async () => {
    const line = await compareOne('Cemento gris CPC 30R', 'Cemento gris CPC 30R', {
      brand: 'Moctezuma',
      lineBrand: 'Cemex',
    });
    expect(changesOf(line)).toEqual([{ kind: 'brand', requested: 'Moctezuma', quoted: 'Cemex' }]);
    expect(line.substitutionNote).toBe('marca Cemex en lugar de Moctezuma');
  });

  it('writes the note in the request’s language from the same data', async () => {
    const es = await compareOne('Arena de río', 'Arena de mina');
    const en = await compareOne('River sand', 'Pit sand', { language: 'en' });
    expect(es.substitutionNote).toBe('de mina en lugar de de río');
    expect(en.substitutionNote).toBe('pit instead of river');
  });

  it.each([
    ['Alambre recocido calibre 18', 'Tie wire 16 ga 3.5 lb coil'],
    ['Tubo PVC saneamiento Ø110 mm', 'Tubo evacuación PVC 110 serie B (3 m)'],
    ['Pino dimensionado 2x4" x 3,20 m seco', 'Pino cepillado seco 41x90 mm x 3,20'],
    ['Pino dimensionado 2x4" x 3,20 m seco', 'PINO DIM 2X4X3.2 marca CMPC'],
    ['Bloque de arcilla No. 5 (12x20x30 cm)', 'BLOQUE #5 12X20X30 marca Alfarera'],
    ['Fierro estriado A630-420H Ø12 mm', 'Barra estriada 12 mm x 6 mt'],
    ['Welded wire mesh 6x6 W2.9/W2.9 sheets', 'Welded wire mesh 6x6-6/6 8x20 sheet'],
    ['Hormigón premezclado G25 (H-30)', 'Hormigón H-30 premezclado'],
    ['Expansion joint filler 1/2" x 4"', 'Fiber expansion joint 1/2" x 4" x 10\''],
  ])('%s answered by %s is no substitution', async (requested, offered) => {
    const line = await compareOne(requested, offered);
    expect(changesOf(line)).toEqual([]);
    expect(line.substitution).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readAttributes } from '../attributes.ts';
import { conversionFactor, type Conversion } from '../conversion.ts';
import type { RequestItem } from '../types.ts';
import { bulkDensity } from './densities.ts';
import { rebarKgPerMetre, sectionKgPerMetre } from './steel.ts';

/**
 * The measures library on made-up lines in Spanish and English, metric and US customary: each
 * kind of conversion with its factor, its numbers and whether it is an estimate.
 */
function item(
  description: string,
  unit: string,
  comparableUnit: string,
  quantity: number | string = 1,
  comparableQuantity: number | string = quantity,
): RequestItem {
  return {
    reqId: 'R1',
    description,
    brand: null,
    quantity,
    unit,
    comparableUnit,
    comparableQuantity,
  };
}

function convert(
  description: string,
  unit: string | null,
  target: RequestItem,
  asWritten?: string,
): Conversion {
  return conversionFactor({
    unit,
    text: readAttributes(description),
    unitAsWritten: asWritten ? readAttributes(asWritten) : null,
    item: target,
    itemText: readAttributes(target.description),
  });
}

const factorOf = (c: Conversion, places = 4) => c.factor.toDecimalPlaces(places).toString();
const termsOf = (c: Conversion) =>
  c.terms.map((t) => `${t.divide ? '÷' : ''}${t.value.toDecimalPlaces(4).toString()} ${t.unit}`);

describe('measures: areas of rolls, sheets and boxed panels', () => {
  it.each([
    ['Malla sombra rollo 2 x 50 m', 'roll', 'rollo', '100', ['2 m', '50 m']],
    ['Membrana asfáltica 1 x 10 m', 'roll', 'rollo', '10', ['1 m', '10 m']],
    ["Poly sheeting 6 mil 4'x100' roll", 'roll', 'roll', '37.1612', ['1.2192 m', '30.48 m']],
    ['Lámina galvanizada hoja 2 x 5 m', 'pc', 'hoja', '10', ['2 m', '5 m']],
    ['Plywood sheet 6x12', 'pc', 'sheet', '6.689', ['1.8288 m', '3.6576 m']],
    ['Tablero OSB 9,5 mm 122x244', 'pc', 'plancha', '2.9768', ['1.22 m', '2.44 m']],
    ['Placa de yeso 1200x2500', 'pc', 'pza', '3', ['1.2 m', '2.5 m']],
    [
      'Acoustic ceiling panel 2x4 ft, 12/BX',
      'box',
      'box',
      '8.9187',
      ['12 pc', '0.6096 m', '1.2192 m'],
    ],
  ])('%s per %s is %s m²', (description, unit, asWritten, expected, terms) => {
    const c = convert(description, unit, item('Lámina', 'm2', 'm2'), asWritten);
    expect(factorOf(c)).toBe(expected);
    expect(termsOf(c)).toEqual(terms);
    expect(c.estimate).toBe(false);
  });

  it('reads a mesh designation as a designation, not as the sheet (6x6-10/10, 8x20 ft sheet)', () => {
    const c = convert(
      'Welded wire mesh 6x6-10/10 8x20 sheet',
      'pc',
      item('Malla', 'm2', 'm2'),
      'ea',
    );
    expect(factorOf(c)).toBe('14.8645');
    expect(c.kind).toBe('area');
  });
});

describe('measures: lengths of pieces', () => {
  it.each([
    ['2x4 stud 12 ft', 'pc', 'ea', '3.6576'],
    ['Tubo PVC sanitario 4"', 'pc', 'tramo 6 m', '6'],
    ['EXP JOINT 1/2X4X10FT', 'pc', 'ea', '3.048'],
    ['Pino 2x4x3.2', 'pc', 'pza', '3.2'],
  ])('%s (%s, %s) is %s m', (description, unit, asWritten, expected) => {
    const c = convert(description, unit, item('Pieza', 'm', 'm'), asWritten);
    expect(factorOf(c)).toBe(expected);
    expect(c.kind).toBe('length');
  });

  it('converts linear feet (LF) and feet exactly', () => {
    expect(factorOf(convert('Baseboard', 'ft', item('Zoclo', 'm', 'm'), 'LF'), 6)).toBe('0.3048');
  });
});

describe('measures: packs by weight and volume', () => {
  it.each([
    ['Cemento gris CPC 30R', 'bag', 'bulto 50 kg', 'kg', '50'],
    ['Portland cement Type I/II 94 lb bag', 'bag', 'bag', 'kg', '42.6377'],
    ['Pintura vinílica blanca', 'pail', 'cubeta 19 L', 'l', '19'],
    ['Pintura plástica blanca mate (15 l)', 'pc', 'bote', 'l', '15'],
    ['Curing compound 5 gal pail', 'pail', 'pail', 'l', '18.9271'],
  ])('%s per %s (%s) holds %s %s', (description, unit, asWritten, comparable, expected) => {
    const c = convert(description, unit, item('x', comparable, comparable), asWritten);
    expect(factorOf(c)).toBe(expected);
    expect(c.kind).toBe('pack');
  });

  it('levels a pack requested and a weight quoted both ways (bags of 50 kg against tonnes)', () => {
    const bags = item('Cemento gris CPC 30R bulto 50 kg', 'bag', 'bag', 530, 530);
    // 26.5 t quoted: each tonne is 20 bags of 50 kg.
    const c = convert('Cemento CPC 30R (precio por tonelada)', 't', bags, 'ton');
    expect(factorOf(c)).toBe('20');
    expect(termsOf(c)).toEqual(['1000 kg', '÷50 kg']);
    // A 94 lb bag against 50 kg bags: 0.8528 of a requested bag.
    expect(factorOf(convert('Portland cement Type I/II 94 lb bag', 'bag', bags), 6)).toBe(
      '0.852754',
    );
  });

  it('levels paint requested in 19 l pails and quoted per litre at 1/19 of a pail', () => {
    const pails = item('Pintura vinílica blanca cubeta 19 L', 'pail', 'pail', 40, 40);
    expect(factorOf(convert('Pintura vinílica blanca', 'l', pails, 'litro'), 6)).toBe('0.052632');
  });
});

describe('measures: US customary units against a metric request', () => {
  it.each([
    ['lb', 'kg', '0.4536'],
    ['ft2', 'm2', '0.0929'],
    ['yd3', 'm3', '0.7646'],
    ['gal', 'l', '3.7854'],
    ['ft', 'm', '0.3048'],
  ])('%s → %s is %s', (unit, comparable, expected) => {
    const c = convert('Material', unit, item('Material', comparable, comparable));
    expect(factorOf(c)).toBe(expected);
    expect(c.kind).toBe('unit');
  });

  it('reads SY, CY and the short ton written in the unit', () => {
    expect(factorOf(convert('Sod', 'pc', item('Pasto', 'm2', 'm2'), '1 SY'))).toBe('0.8361');
    expect(factorOf(convert('Fill dirt', null, item('Relleno', 'm3', 'm3'), '1 CY'))).toBe(
      '0.7646',
    );
    expect(factorOf(convert('Rip rap', null, item('Piedra', 'kg', 'kg'), '1 short ton'))).toBe(
      '907.1847',
    );
  });
});

describe('measures: steel by mass per metre', () => {
  it('weighs rebar pieces by the standard nominal mass (Ø10 mm × 12 m at 0.617 kg/m)', () => {
    const c = convert(
      'Varilla corrugada Ø10 mm x 12 m',
      'pc',
      item('Varilla 10 mm', 't', 'kg'),
      'pza',
    );
    expect(factorOf(c)).toBe('7.404');
    expect(c.kind).toBe('steel-mass');
    expect(termsOf(c)).toEqual(['12 m', '0.617 kg/m']);
    expect(c.basis).toBe('ISO 6935-2');
  });

  it('weighs a bar from the request when the line says "barra estriada 12 mm x 6 mt"', () => {
    const c = convert(
      'Barra estriada 12 mm x 6 mt',
      'pc',
      item('Fierro estriado Ø12 mm', 'kg', 'kg'),
      'un',
    );
    expect(factorOf(c)).toBe('5.328');
  });

  it('reads a W shape by its weight designation (W8x10 = 10 lb/ft) sold per foot', () => {
    const c = convert('Wide flange beam W8x10 A992', 'ft', item('Viga W8x10', 'kg', 'kg'), 'LF');
    expect(factorOf(c)).toBe('4.5359');
    expect(c.basis).toBe('AISC');
  });

  it('reads an IPR by its written kg/m and converts a tonne to metres of it', () => {
    expect(sectionKgPerMetre('viga ipr 10x4 de 22.3 kg/m')!.kgPerM.toString()).toBe('22.3');
    const c = convert(
      'Viga IPR 10" x 4" 22.3 kg/m',
      't',
      item('Viga IPR 10x4 22.3 kg/m', 'm', 'm'),
    );
    expect(factorOf(c)).toBe('44.843');
  });

  it('works out a hollow section from its size and wall, marked an estimate', () => {
    const hss = sectionKgPerMetre('hss 4x4x1/8')!;
    // 4·t·(b − t) × 7,850 kg/m³ with b = 101.6 mm, t = 3.175 mm: about 9.8 kg/m (AISC lists 9.6).
    expect(hss.kgPerM.toDecimalPlaces(2).toString()).toBe('9.81');
    expect(hss.estimate).toBe(true);
  });

  it('levels bars requested by the piece and quoted by the tonne through the piece’s mass', () => {
    const pieces = item('Varilla corrugada 3/8" x 12 m', 'pc', 'pc', 200);
    const c = convert('Varilla 3/8', 't', pieces, 'ton');
    // 1,000 kg ÷ (12 m × 0.560 kg/m) = 148.81 pieces a tonne.
    expect(factorOf(c)).toBe('148.8095');
    expect(termsOf(c)).toEqual(['1000 kg', '÷6.72 kg']);
    expect(c).toMatchObject({ kind: 'steel-mass', basis: 'ASTM A615' });
  });

  it('keeps the published table for inch and metric bars', () => {
    expect(rebarKgPerMetre(9.525)!.kgPerM.toString()).toBe('0.56');
    expect(rebarKgPerMetre(12)!.kgPerM.toString()).toBe('0.888');
    expect(rebarKgPerMetre(70)).toBeNull();
  });
});

describe('measures: densities and counts', () => {
  it('converts sand sold by the tonne to cubic metres at an estimated 1.5 t/m³', () => {
    const c = convert('Arena de río (por tonelada)', 't', item('Arena de río', 'm3', 'm3'), 'ton');
    expect(factorOf(c)).toBe('0.6667');
    expect(c.kind).toBe('density');
    expect(c.estimate).toBe(true);
    expect(c.basis).toBe('density:sand');
    expect(termsOf(c)).toEqual(['÷1.5 t/m3']);
  });

  it('names its densities as estimates by material', () => {
    expect(bulkDensity(new Set(['c:gravel']))!.tPerM3.toString()).toBe('1.6');
    expect(bulkDensity(new Set(['c:paint']))).toBeNull();
  });

  it.each([
    ['Ladrillo hueco doble 24x11,5x8 palé 360 uds', 'palé', '360'],
    ['Tornillo para tablaroca caja c/100', 'caja', '100'],
    ['Drywall screws 1-1/4" (1000 pcs)', 'box', '1000'],
  ])('%s by the %s holds %s pieces', (description, asWritten, expected) => {
    const unit = asWritten === 'box' ? 'box' : 'pc';
    const c = convert(description, unit, item('Pieza', 'pc', 'pc'), asWritten);
    expect(factorOf(c)).toBe(expected);
    expect(c.kind).toBe('count');
  });

  it('measures lumber quoted by the board foot (pie tablar) against pieces of its nominal size', () => {
    const c = convert(
      'Polín pino 4x4x8',
      null,
      item('Polín de pino 4x4" x 8\'', 'pc', 'pc', 100),
      'pie tablar',
    );
    // A 4x4" × 8 ft piece is 10.667 board feet: a board foot is 0.09375 of a piece.
    expect(factorOf(c, 5)).toBe('0.09375');
  });

  it('counts a working day as 8 hours', () => {
    const c = convert('Oficial albañil', 'day', item('Oficial', 'h', 'h'), 'jornada');
    expect(factorOf(c)).toBe('8');
    expect(c.kind).toBe('working-time');
  });
});

describe('measures: lump sums', () => {
  it.each([
    ['Slab placing & finishing labor, lump sum', 'lot', 'LS'],
    ['Colocación de loseta', 'lot', 'lote'],
    ['Mano de obra impermeabilización', null, 'servicio'],
    ['Acabado de firme', 'pc', 'global'],
  ])('%s (%s %s) is the price of the whole requested 800 m²', (description, unit, asWritten) => {
    const c = convert(description, unit, item('Colocación', 'm2', 'm2', 800), asWritten);
    expect(factorOf(c)).toBe('800');
    expect(c.kind).toBe('lump-sum');
  });
});

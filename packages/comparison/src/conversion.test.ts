import { describe, expect, it } from 'vitest';
import { readAttributes } from './attributes.ts';
import { conversionFactor } from './conversion.ts';
import type { RequestItem } from './types.ts';

function item(
  comparableUnit: string,
  unit = comparableUnit,
  description = 'item',
  quantity = 1,
  comparableQuantity = 1,
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

function factor(
  description: string,
  unit: string,
  target: RequestItem,
  unitAsWritten?: string,
): string {
  return conversionFactor({
    unit,
    text: readAttributes(description),
    unitAsWritten: unitAsWritten ? readAttributes(unitAsWritten) : null,
    item: target,
    itemText: readAttributes(target.description),
  })
    .factor.toDecimalPlaces(6)
    .toString();
}

describe('conversion factor (comparable units per quoted unit)', () => {
  it.each([
    ['Cemento gris CPC 30R', 'bag', 'kg', 'bulto 50 kg', '50'],
    ['Portland cement Type I/II 94 lb bag', 'bag', 'kg', undefined, '42.637683'],
    ['Cemento a granel', 't', 'kg', 'tonelada', '1000'],
    ['Tubo PVC sanitario 2"', 'pc', 'm', 'tramo 6 m', '6'],
    ['Varilla corrugada 3/8" x 12 m', 'pc', 'kg', 'pza', '6.72'],
    ["#4 rebar grade 60 x 20'", 'pc', 'kg', 'ea', '6.059424'],
    ['Drywall 1/2" 4x8 sheet', 'pc', 'm2', 'sheet', '2.972897'],
    ['Crushed base', 'yd3', 'm3', 'CY', '0.764555'],
    ['Impermeabilizante acrílico', 'pail', 'l', 'cubeta 19 l', '19'],
    ['Oficial albañil', 'day', 'h', 'jornada', '8'],
    ['Cable THW calibre 12', 'box', 'm', 'caja 305 m', '305'],
    ['Contacto dúplex (caja c/10)', 'box', 'pc', 'caja', '10'],
    ['Cemento especial 25 kg (pallet 56 sacos)', 'pc', 'kg', 'pallet', '1400'],
    ['Curing compound, 5 gal', 'pail', 'l', 'pail', '18.927059'],
    ['Grava 3/4 camión 7 m³', 'trip', 'm3', 'viaje', '7'],
    ['Cemento PVC bote 473 ml', 'pc', 'l', 'pza', '0.473'],
  ])(
    '%s quoted per %s levels to %s',
    (description, unit, comparableUnit, unitAsWritten, expected) => {
      expect(factor(description, unit, item(comparableUnit), unitAsWritten)).toBe(expected);
    },
  );

  it("takes the request's own pack when the line names none (a pail of the requested size)", () => {
    const target = item('l', 'pail', 'Impermeabilizante acrílico 5 años', 13, 247);
    expect(factor('Impermeabilizante elastomérico 5 años', 'pail', target)).toBe('19');
  });

  it('weighs a bar from the requested diameter when the line only gives its length', () => {
    expect(factor('Varilla 12 m', 'pc', item('kg', 't', 'Varilla corrugada 1/2" grado 42'))).toBe(
      '11.928',
    );
  });
});

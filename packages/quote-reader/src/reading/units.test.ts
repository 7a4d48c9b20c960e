import { describe, expect, it } from 'vitest';
import { fixOcrUnit, isUnitText, normalizeUnit } from './units.ts';

describe('fixOcrUnit', () => {
  it.each([
    ['m?', 'Placa yeso laminado A 13 mm', 'm²', 'm2'],
    ['m*', 'Placa PYL estándar 12,5 mm', 'm²', 'm2'],
    ['m?', "Concreto f'c 250 normal", 'm³', 'm3'],
    ['M?', 'Grava de 19 mm', 'M³', 'm3'],
    ['pie?', 'Mano de obra colado y acabado de losa', 'pie²', 'ft2'],
    ['yd?', 'Concrete 4000 psi', 'yd³', 'yd3'],
    ['Ib', '#4 rebar grade 60', 'lb', 'lb'],
    ['mi', 'Tubo PVC sanitario 2"', 'ml', 'm'],
    ['1', 'Pegamento para PVC', 'l', 'l'],
    ['pieza', 'Interruptor', 'pieza', 'pc'],
    ['m', 'Cable', 'm', 'm'],
    // "lt" read with a capital I
    ['It', 'Pintura plástica blanca mate interior', 'lt', 'l'],
    ['Its', 'Impermeabilizante acrílico (granel)', 'lts', 'l'],
    // the small ³ of a bulk material's "m³" read as a letter
    ['mi', 'Arena de río', 'm³', 'm3'],
    ['mw', 'GRAVA 3/4"', 'm³', 'm3'],
    ['mi', 'Cable THW-LS cal. 12 (por metro)', 'ml', 'm'],
  ])('reads %s (%s) as %s', (written, line, fixed, code) => {
    const unit = fixOcrUnit(written, line);
    expect(unit).toBe(fixed);
    expect(normalizeUnit(unit, line)).toBe(code);
  });
});

describe('normalizeUnit', () => {
  it.each([
    ['ud', 'Cemento CEM II/B-L 32,5 N saco 25 kg', 'bag'],
    ['ud', 'Cemento gris 50 kg', 'bag'],
    ['ud', 'Plástico mate interior blanco (15 l)', 'pail'],
    ['unidad', 'Impermeabilizante acrílico 19 litros', 'pail'],
    ['ud', 'Sellador acrílico 1 l', 'pc'],
    ['ud', 'Puerta de paso lacada blanca 82,5x203 cm', 'pc'],
  ])('counts %s of "%s" as %s', (written, description, code) => {
    expect(normalizeUnit(written, description)).toBe(code);
  });
});

describe('units as suppliers write them, both languages, singular and plural', () => {
  it.each([
    ['coils', 'Tie wire 16 ga 3.5 lb coil', 'roll'],
    ['CUB', 'Vinílica blanca', 'pail'],
    ['cj', 'Gres porcelánico 60x60 (caja 1,44 m²)', 'box'],
    ['palés', 'Cemento CEM II palé 56 sacos', 'pc'],
    ['sticks', '#4 rebar grade 60, 20 ft', 'pc'],
    ['5 gal', 'Elastomeric roof coating white', 'pail'],
    ['PL', 'Tablero OSB 9,5 mm 1,22x2,44', 'pc'],
    ['PL', 'Water-based curing compound, 5 gal', 'pail'],
    ['cartucho', 'Sellador de juntas PU 300 ml', 'pc'],
    ['SHT', "6x6 W2.9xW2.9 WWM sheet 8'x20'", 'pc'],
    ['cartridges', 'Polyurethane sealant 10 oz', 'pc'],
    // a can of less than ten litres is a piece, a bucket stays a pail
    ['bote', 'CEMENTO PVC BOTE 473 ML', 'pc'],
    ['bote', 'Pegamento de contacto 1 l', 'pc'],
    ['bote', 'Pintura vinílica bote 19 l', 'pail'],
    ['cubeta', 'Impermeabilizante acrílico 4 l', 'pail'],
  ])('counts %s of "%s" as %s', (written, description, code) => {
    expect(normalizeUnit(written, description)).toBe(code);
  });

  it('tells a unit cell from a description that opens with a unit word', () => {
    expect(isUnitText('bulto 50 kg')).toBe(true);
    expect(isUnitText('tramos')).toBe(true);
    expect(isUnitText('Tubo PVC sanitario 4"')).toBe(false);
    expect(isUnitText('Lámina asfáltica LBM-40')).toBe(false);
  });
});

import type { Attributes } from './attributes.ts';
import { Dec, toDec, type Dec as Decimal } from './decimal.ts';
import { quantitiesOfKind, type Quantity } from './measures.ts';
import type { RequestItem } from './types.ts';
import { kindOfUnit, rebarKgPerMetre, unitInfo, UNIT_CODES, type UnitKind } from './units.ts';

/**
 * The conversion factor: comparable units per quoted unit (bulto 50 kg → 50 kg; 94 lb bag →
 * 42.6376 kg; tonne → 1,000 kg; tramo 6 m → 6 m; varilla 3/8" × 12 m → 6.72 kg; 4×8 sheet →
 * 2.9729 m²; yd3 → 0.764555 m3; cubeta 19 l → 19 l; jornada → 8 h).
 */
export interface Conversion {
  factor: Decimal;
  /** How the factor was found: from the units alone, the line's text, the request's, or assumed. */
  source: 'units' | 'line' | 'request' | 'default' | 'assumed' | 'none';
  /** The pack size read from the line, in the comparable unit, with its unit system. */
  pack?: { amount: Decimal; system: 'metric' | 'imperial' | 'none'; raw: string };
}

const ONE = new Dec(1);

/** Standard piece lengths when a line says "tramo" or "varilla" without one (metres). */
const DEFAULT_PIECE_LENGTH_M: [string, string][] = [
  ['c:conduit', '3'],
  ['c:rebar', '12'],
];

/** A comparable unit's base value (kg, m, m², l, h, pieces) per one of it. */
function comparableBase(unit: string): { kind: UnitKind; factor: Decimal } | null {
  const info = unitInfo(unit);
  return info ? { kind: info.kind, factor: info.factor } : null;
}

/** The amount of `kind` one quoted unit holds, read from the text ("saco 25 kg", "(100 m)"). */
function readPack(
  text: Attributes,
  unitAsWritten: Attributes | null,
  kind: UnitKind,
): { base: Decimal; system: 'metric' | 'imperial' | 'none'; raw: string } | null {
  const pick = (quantities: Quantity[]): Quantity | null => {
    let found = quantitiesOfKind(quantities, kind);
    // An inch or millimetre figure is a diameter or a thickness, never the length of a piece.
    if (kind === 'length')
      found = found.filter(
        (q) => !['"', "''", 'in', 'pulg', 'pulgadas', 'mm', 'cm'].includes(q.unitWord!),
      );
    if (found.length === 0) return null;
    return found.reduce((a, b) => (b.base!.greaterThan(a.base!) ? b : a));
  };
  const q = (unitAsWritten && pick(unitAsWritten.quantities)) ?? pick(text.quantities);
  if (q) {
    let base = q.base!;
    // "pallet 56 sacos", "caja c/12": a count of packs times the pack.
    const count = /(\d+)\s*(sacos|bultos|bolsas|bags|sacks|piezas|pzas|unidades|units)\b/.exec(
      text.prepared,
    );
    if (count && !q.raw.includes(count[1]!)) base = base.times(count[1]!);
    return { base, system: q.unit!.system, raw: q.raw };
  }
  if (kind === 'area') {
    for (const dims of text.dimensions) {
      if (dims.values.length !== 2) continue;
      // A bare "4x8" board is in feet, as sheet goods are sold.
      const values = dims.hasUnit
        ? dims.values
        : dims.values.every((v) => Number.isInteger(v) && v <= 12)
          ? dims.values.map((v) => v * 304.8)
          : null;
      if (!values) continue;
      const m2 = new Dec(values[0]!).div(1000).times(new Dec(values[1]!).div(1000));
      return { base: m2, system: dims.hasUnit ? dims.system : 'imperial', raw: dims.raw };
    }
  }
  if (kind === 'time' && /\b(jornada|dia|day|jornal|shift|turno)\b/.test(text.prepared))
    return { base: new Dec(8), system: 'none', raw: 'jornada 8 h' };
  if (kind === 'count') {
    const each =
      /\bc\s*\/\s*(\d+)\b|\bcon\s+(\d+)\b|\b(\d+)\s*(?:pzas|piezas|pcs|units|unidades)\b/.exec(
        text.prepared,
      );
    if (each)
      return { base: new Dec(each[1] ?? each[2] ?? each[3]!), system: 'none', raw: each[0] };
    if (/\b(millar|thousand)\b/.test(text.prepared))
      return { base: new Dec(1000), system: 'none', raw: 'millar' };
  }
  return null;
}

function rebarWeight(text: Attributes, request: Attributes | null): Decimal | null {
  const diameter = text.sizes.find((s) => s.mm < 60) ?? request?.sizes.find((s) => s.mm < 60);
  if (!diameter) return null;
  const kgPerM = rebarKgPerMetre(diameter.mm);
  if (!kgPerM) return null;
  const lengthOf = (a: Attributes | null) =>
    a?.quantities.find(
      (q) =>
        q.unit?.kind === 'length' &&
        !['"', "''", 'mm', 'cm'].includes(q.unitWord!) &&
        q.base!.greaterThan(1),
    );
  const length = lengthOf(text) ?? lengthOf(request);
  const metres = length
    ? length.base!
    : new Dec(DEFAULT_PIECE_LENGTH_M.find(([c]) => c === 'c:rebar')![1]);
  return kgPerM.times(metres);
}

export interface ConversionInput {
  unit: string | null;
  text: Attributes;
  unitAsWritten: Attributes | null;
  item: RequestItem;
  itemText: Attributes;
}

/** Comparable units per quoted unit for a quote line answering `item`. */
export function conversionFactor({
  unit,
  text,
  unitAsWritten,
  item,
  itemText,
}: ConversionInput): Conversion {
  const target = comparableBase(item.comparableUnit);
  const quoted = unit ? unitInfo(unit) : null;
  if (unit && unit === item.comparableUnit) return { factor: ONE, source: 'units' };
  if (
    target &&
    quoted &&
    quoted.kind === target.kind &&
    !(quoted.kind === 'count' && unit !== 'thousand')
  )
    return { factor: quoted.factor.div(target.factor), source: 'units' };
  if (target && unit !== 'thousand') {
    const pack = readPack(text, unitAsWritten, target.kind);
    if (pack) {
      const amount = pack.base.div(target.factor);
      return {
        factor: amount,
        source: 'line',
        pack: { amount, system: pack.system, raw: pack.raw },
      };
    }
    if (
      target.kind === 'mass' &&
      text.conceptSet.has('c:rebar') &&
      (unit === 'pc' || unit === null)
    ) {
      const weight = rebarWeight(text, itemText);
      if (weight) return { factor: weight.div(target.factor), source: 'line' };
    }
  }
  if (unit && unit === item.unit) {
    const quantity = toDec(item.quantity);
    if (!quantity.isZero())
      return { factor: toDec(item.comparableQuantity).div(quantity), source: 'request' };
  }
  if (target?.kind === 'length' && unit === 'pc')
    for (const [concept, metres] of DEFAULT_PIECE_LENGTH_M)
      if (text.conceptSet.has(concept))
        return { factor: new Dec(metres).div(target.factor), source: 'default' };
  if (unit === 'thousand' && kindOfUnit(item.comparableUnit) === 'count')
    return { factor: UNIT_CODES.thousand!.factor, source: 'units' };
  return { factor: ONE, source: 'none' };
}

/** The pack the request asks for (bulto 50 kg → 50 kg), in the comparable unit. */
export function requestedPack(item: RequestItem, itemText: Attributes): Conversion['pack'] | null {
  const target = comparableBase(item.comparableUnit);
  if (!target) return null;
  const pack = readPack(itemText, null, target.kind);
  if (pack) return { amount: pack.base.div(target.factor), system: pack.system, raw: pack.raw };
  const quantity = toDec(item.quantity);
  if (quantity.isZero() || item.unit === item.comparableUnit) return null;
  const amount = toDec(item.comparableQuantity).div(quantity);
  const system = unitInfo(item.comparableUnit)?.system ?? 'none';
  return { amount, system, raw: `${amount.toString()} ${item.comparableUnit}` };
}

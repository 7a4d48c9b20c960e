import { Dec, type Dec as Decimal } from './decimal.ts';
import { UNIT_WORDS, type UnitInfo, type UnitKind } from './units.ts';

/**
 * Reading numbers and sizes out of item descriptions: "Btº 50kg", "3/8\" x 20'", "Ø12 mm",
 * "15x20x40 cm", "f'c 250", "4,000 psi", "caja c/10", "camión 7 m³", "calibre 12".
 */

/** Lower case, accents removed, typographic quotes and signs made plain; keeps symbols. */
export function prepareText(text: string): string {
  return text
    .replace(/[½]/g, ' 1/2')
    .replace(/[¼]/g, ' 1/4')
    .replace(/[¾]/g, ' 3/4')
    .replace(/[Øø⌀]/g, ' diam ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[“”″]/g, '"')
    .replace(/[‘’´′`]/g, "'")
    .replace(/[×]/g, 'x')
    .replace(/⁄/g, '/');
}

/** A number as written: thousands separators of either style, decimal comma or point. */
export function parseWrittenNumber(raw: string): number {
  const s = raw.replace(/\s/g, '');
  const hasDot = s.includes('.');
  const hasComma = s.includes(',');
  if (hasDot && hasComma) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? /,/g : /\./g;
    return Number(s.replace(thousands, '').replace(',', '.'));
  }
  const sep = hasDot ? '.' : hasComma ? ',' : null;
  if (!sep) return Number(s);
  const parts = s.split(sep);
  // "60.000" and "4,000" are thousands; "32,5", "0.473" and "9.5" are decimals.
  const isThousands =
    parts.length > 2 || (parts[1]!.length === 3 && parts[0] !== '0' && parts[0]!.length <= 3);
  return Number(isThousands ? parts.join('') : parts.join('.'));
}

export interface Quantity {
  value: number;
  /** The unit word as written after the number, or null. */
  unitWord: string | null;
  unit: UnitInfo | null;
  /** The value in its kind's base unit (kg, m, m², l, h). */
  base: Decimal | null;
  start: number;
  end: number;
  raw: string;
  isFraction: boolean;
}

const NUMBER = String.raw`(\d+(?:[\s-]+\d+\/\d+)|\d+\/\d+|\d+(?:[.,]\d+)*)`;
const UNIT_ALTERNATIVES = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\"']/g, (c) => `\\${c}`))
  .join('|');
const QUANTITY_RE = new RegExp(
  String.raw`(?<![\w.,/])${NUMBER}\s*(?:(${UNIT_ALTERNATIVES})(?![a-z0-9]))?`,
  'g',
);

function parseNumberToken(raw: string): { value: number; isFraction: boolean } {
  const mixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(raw);
  if (mixed) return { value: +mixed[1]! + +mixed[2]! / +mixed[3]!, isFraction: true };
  const fraction = /^(\d+)\/(\d+)$/.exec(raw);
  if (fraction) return { value: +fraction[1]! / +fraction[2]!, isFraction: true };
  return { value: parseWrittenNumber(raw), isFraction: false };
}

/** Every number in a prepared text with the unit written after it, if any. */
export function scanQuantities(prepared: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of prepared.matchAll(QUANTITY_RE)) {
    const { value, isFraction } = parseNumberToken(match[1]!.trim());
    if (!Number.isFinite(value)) continue;
    let unitWord = match[2] ?? null;
    const end = match.index + match[0].length;
    // "kg/cm2" is a strength, "m2" after "mm" a cable section: not masses or lengths.
    if (unitWord && /^\/\s*(cm|m)/.test(prepared.slice(end))) unitWord = null;
    // A bare fraction is an inch size in construction wording ("grava 3/4", "varilla 1/2").
    if (!unitWord && isFraction) unitWord = '"';
    const unit = unitWord ? (UNIT_WORDS[unitWord] ?? null) : null;
    found.push({
      value,
      unitWord,
      unit,
      base: unit ? new Dec(value).times(unit.factor) : null,
      start: match.index,
      end,
      raw: match[0].trim(),
      isFraction,
    });
  }
  return found;
}

export interface Dimensions {
  /** Values in millimetres when a unit was written, else as written. */
  values: number[];
  hasUnit: boolean;
  system: 'metric' | 'imperial' | 'none';
  raw: string;
}

const DIMS_RE = new RegExp(
  String.raw`(?<![\w.,])(\d+(?:[.,]\d+)?)\s*("|''|'|cm|mm|m|ft)?\s*x\s*(\d+(?:[.,]\d+)?)\s*("|''|'|cm|mm|m|ft)?(?:\s*x\s*(\d+(?:[.,]\d+)?)\s*("|''|'|cm|mm|m|ft)?)?(?:\s*(cm|mm|m|ft|pies|")(?![a-z0-9]))?`,
  'g',
);

const LENGTH_MM: Record<string, number> = {
  mm: 1,
  cm: 10,
  m: 1000,
  '"': 25.4,
  "''": 25.4,
  "'": 304.8,
  ft: 304.8,
  pies: 304.8,
};

/** Sizes written as A × B (× C): "15x20x40 cm", "1,22 x 2,44 m", "20'x100'", "4x8". */
export function scanDimensions(prepared: string): Dimensions[] {
  const result: Dimensions[] = [];
  for (const match of prepared.matchAll(DIMS_RE)) {
    const numbers = [match[1], match[3], match[5]].filter((n): n is string => n !== undefined);
    const units = [match[2], match[4], match[6]];
    const trailing = match[7];
    const unitOf = (i: number): string | undefined =>
      units[i] ?? units[numbers.length - 1] ?? trailing;
    const anyUnit = numbers.some((_, i) => unitOf(i) !== undefined);
    const values = numbers.map((n, i) => {
      const unit = unitOf(i);
      return parseWrittenNumber(n) * (unit ? LENGTH_MM[unit]! : 1);
    });
    const firstUnit = unitOf(0);
    result.push({
      values,
      hasUnit: anyUnit,
      system: !firstUnit
        ? 'none'
        : ['"', "''", "'", 'ft', 'pies'].includes(firstUnit)
          ? 'imperial'
          : 'metric',
      raw: match[0].trim(),
    });
  }
  return result;
}

export type MeasureKind = UnitKind;

/** Quantities of one kind (mass, length…) in a prepared text, with their base values. */
export function quantitiesOfKind(quantities: Quantity[], kind: MeasureKind): Quantity[] {
  return quantities.filter((q) => q.unit?.kind === kind && q.base !== null);
}

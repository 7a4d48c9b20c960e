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
  /** Each value as written and its own unit word, if any ("1/2x4x10ft": 0.5, 4, 10 ft). */
  written: { value: number; unit: string | null; isFraction: boolean; hasDecimals: boolean }[];
  /**
   * A designation rather than a size: a mesh's spacing ("6x6-10/10", "6x6 W1.4xW1.4") or a
   * prefabricated section ("15x15-4"): never an area or a piece.
   */
  isDesignation: boolean;
}

const DIM_NUMBER = String.raw`(\d+(?:[.,]\d+)?(?:[\s-]+\d+\/\d+)?|\d+\/\d+)`;
const DIM_UNIT = String.raw`(?:\s*("|''|'|cm|mm|m|ft|in)(?![a-wyz0-9]))?`;
const DIMS_RE = new RegExp(
  String.raw`(?<![\w.,/])${DIM_NUMBER}${DIM_UNIT}\s*x\s*${DIM_NUMBER}${DIM_UNIT}(?:\s*x\s*${DIM_NUMBER}${DIM_UNIT})?(?:\s*(pies|feet|metros)(?![a-z0-9]))?`,
  'g',
);

const LENGTH_MM: Record<string, number> = {
  mm: 1,
  cm: 10,
  m: 1000,
  metros: 1000,
  '"': 25.4,
  "''": 25.4,
  in: 25.4,
  "'": 304.8,
  ft: 304.8,
  pies: 304.8,
  feet: 304.8,
};

const IMPERIAL_WORDS = new Set(['"', "''", 'in', "'", 'ft', 'pies', 'feet']);

/** Sizes written as A × B (× C): "15x20x40 cm", "1,22 x 2,44 m", "20'x100'", "4x8", "1/2x4x10ft". */
export function scanDimensions(prepared: string): Dimensions[] {
  const result: Dimensions[] = [];
  for (const match of prepared.matchAll(DIMS_RE)) {
    // "grade 60 x 20'": a steel grade, then the piece's length.
    if (/\b(grade|grado|gr|g)\s*$/.test(prepared.slice(0, match.index))) continue;
    const numbers = [match[1], match[3], match[5]];
    const units = [match[2], match[4], match[6]];
    const trailing = match[7];
    const written = numbers.flatMap((n, i) => {
      if (n === undefined) return [];
      // "6-10/10" is a spacing of 6 and a mesh's gauges, not 7 (a mixed number's fraction is
      // below one).
      const improperMixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(n.trim());
      if (improperMixed && Number(improperMixed[2]) >= Number(improperMixed[3]))
        return [
          {
            value: Number(improperMixed[1]),
            unit: units[i] ?? null,
            isFraction: false,
            hasDecimals: false,
          },
        ];
      const { value, isFraction } = parseNumberToken(n.trim());
      return [{ value, unit: units[i] ?? null, isFraction, hasDecimals: /[.,]/.test(n) }];
    });
    // A value without a unit takes the next one written ("15x20x40 cm", "41x90 mm x 3,20").
    const unitOf = (i: number): string | undefined =>
      units.slice(i, written.length).find((u) => u !== undefined) ?? trailing;
    const anyUnit = written.some((_, i) => unitOf(i) !== undefined);
    const values = written.map((w, i) => {
      const unit = unitOf(i);
      return w.value * (unit ? LENGTH_MM[unit]! : 1);
    });
    const firstUnit = unitOf(0);
    const after = prepared.slice(match.index + match[0].length);
    // "6x6-10/10": a mesh's wire gauges, not a mixed number (whose fraction is below one).
    const improper = numbers.some((n) => {
      const mixed = n && /^\d+[\s-]+(\d+)\/(\d+)$/.exec(n.trim());
      return mixed ? Number(mixed[1]) >= Number(mixed[2]) : false;
    });
    result.push({
      values,
      hasUnit: anyUnit,
      system: !firstUnit ? 'none' : IMPERIAL_WORDS.has(firstUnit) ? 'imperial' : 'metric',
      raw: match[0].trim(),
      written: written.map((w, i) => ({ ...w, unit: unitOf(i) ?? null })),
      isDesignation:
        improper ||
        /^\s*(?:-\s*\d|w\s*\d|\(?\s*\d+\s*\/\s*\d+\s*\)?\s*(?:wwf|wwm|mesh|malla))/.test(after),
    });
  }
  return result;
}

export type MeasureKind = UnitKind;

/** Quantities of one kind (mass, length…) in a prepared text, with their base values. */
export function quantitiesOfKind(quantities: Quantity[], kind: MeasureKind): Quantity[] {
  return quantities.filter((q) => q.unit?.kind === kind && q.base !== null);
}

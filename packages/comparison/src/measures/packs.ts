import type { Attributes } from '../attributes.ts';
import { Dec, type Dec as Decimal } from '../decimal.ts';
import { quantitiesOfKind, type Dimensions, type Quantity } from '../measures.ts';
import { BASE_UNIT, type UnitKind } from '../units.ts';
import type { ConversionKind, ConversionTerm } from '../conversion-kind.ts';

/**
 * What a pack, a piece or a box holds, read from its description in either language and either
 * unit system (docs/decisions/015-comparison-engine.md § Comparison, Measures library): "bulto 50
 * kg", "94 lb bag", "cubeta 19 L", "(15 l)", "rollo 2 x 50 m" = 100 m², "4'x100'" = 37.16 m²,
 * "6x12" sheet (ft), "hoja 2 x 5 m", "12/BX" of 2×4 ft panels = 8.92 m² a box, "stud 12 ft" = 3.658
 * m, "1/2x4x10" = a 10 ft piece, "caja c/100", "palé 360 uds", "millar", "jornada" = 8 h.
 */
export interface Content {
  /** The amount in the kind's base unit (kg, m, m², l, h, pieces). */
  base: Decimal;
  kind: ConversionKind;
  /** The numbers that make `base`, each in a base unit (m, m2, kg, l, pc, kg/m…). */
  terms: ConversionTerm[];
  /** The unit the terms' product is in, when not the kind's base unit (m3 for a density). */
  termsUnit?: string;
  system: 'metric' | 'imperial' | 'none';
  /** The text it was read from ("bulto 50 kg", "5'x150'"). */
  raw: string;
  basis?: string | null;
  estimate?: boolean;
}

const MM = new Dec(1000);
/** Units holding pieces whose size the text may give: a box of 60x60 tiles is not 0.36 m². */
const PACK_UNITS = new Set(['box', 'bag', 'pail']);
/** Words after a number that size a cross-section or a thickness, never a piece's length. */
const SECTION_WORDS = new Set(['"', "''", 'in', 'pulg', 'pulgadas', 'mm', 'cm', 'mil']);

/** "N/BX", "caja c/N", "N pzas por caja", "paquete de N", "palé 360 uds": pieces per pack. */
const COUNT_RE =
  /\b(\d+)\s*\/\s*(?:bx|box|cj|caja|pk|pack|paq|ctn)\b|\bc\s*\/\s*(\d+)\b|\b(?:caja|paquete|bolsa|box|pack|carton|bundle|atado)\s+(?:de|of|con|with)?\s*(\d+)\b(?![.,]?\d)(?!\s*(?:m|mts?|kg|g|l|lts?|lb|lbs|ft|gal|ml|cm|mm|"|')(?![a-z]))|\bcon\s+(\d+)\s*(?:pzas|piezas|unidades|uds|pcs)\b|\b(\d+)\s*(?:pzas|piezas|pcs|units|unidades|uds|und|unds|pieces|ea)\b/;
/** A count of packs that holds the content ("pallet 56 sacos", "bundle of 10 bags"). */
const PACKS_RE =
  /\b(\d+)\s*(sacos|bultos|bolsas|bags|sacks|rollos|rolls|cubetas|pails|cajas|boxes)\b/;

function countPerPack(text: string): { count: Decimal; raw: string } | null {
  const m = COUNT_RE.exec(text);
  if (m) {
    const n = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!;
    return { count: new Dec(n), raw: m[0] };
  }
  if (/\b(millar|thousand)\b/.test(text)) return { count: new Dec(1000), raw: 'millar' };
  if (/\b(ciento|hundred)\b/.test(text)) return { count: new Dec(100), raw: 'ciento' };
  return null;
}

/** The written quantity of `kind` a pack holds: the largest one, a cross-section excluded. */
function pickQuantity(a: Attributes, kind: UnitKind): Quantity | null {
  let found = quantitiesOfKind(a.quantities, kind);
  if (kind === 'length') {
    // A side of a sheet is not a piece's length; a length after a section ("3/8\" x 12 m") is.
    const inDims = (q: Quantity) =>
      a.dimensions.some(
        (d) =>
          d.values.length > 1 &&
          d.raw.includes(q.raw) &&
          new Set(d.written.map((w) => w.unit)).size === 1,
      );
    found = found.filter((q) => !SECTION_WORDS.has(q.unitWord!) && !inDims(q));
  }
  if (found.length === 0) return null;
  return found.reduce((x, y) => (y.base!.greaterThan(x.base!) ? y : x));
}

/**
 * Sides written without a unit, by their magnitude and the text's system: in an imperial text
 * whole numbers are feet as sheet goods and rolls are sold (4x8, 20 x 100) and a tile's inches;
 * otherwise millimetres from 500 up (1220x2440), feet for small whole numbers (a 4x8 board),
 * centimetres from 10 (122x244, 60x60), metres for small decimals (1.22x2.44).
 */
function bareSideMm(dims: Dimensions, a: Attributes): number[] | null {
  const values = dims.written.map((w) => w.value);
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (dims.written.some((w) => w.isFraction)) return null;
  const whole = values.every((v) => Number.isInteger(v));
  if (whole && isImperialText(a))
    return values.map((v) => v * (a.conceptSet.has('c:tile') ? 25.4 : 304.8));
  if (max >= 500) return values;
  if (whole && max <= 12) return values.map((v) => v * 304.8);
  if (min >= 10) return values.map((v) => v * 10);
  if (!whole && max <= 6) return values.map((v) => v * 1000);
  return null;
}

/** English trade words or foot and inch marks: sizes written bare are in feet and inches. */
function isImperialText(a: Attributes): boolean {
  return /\b(sheets?|sht|rolls?|rl|ft|feet|sq|box|bx|ea|each|panels?|boards?|poly|plywood|drywall|mil)\b|'|"/.test(
    a.prepared,
  );
}

/** A sheet's, roll's or panel's area from its two sides (the two largest of three), in m². */
function readArea(a: Attributes): Content | null {
  const candidates = a.dimensions.filter((d) => !d.isDesignation && d.values.length >= 2);
  const withUnit = candidates.filter((d) => d.hasUnit);
  for (const dims of [...withUnit, ...candidates.filter((d) => !d.hasUnit)]) {
    let mm: number[] | null;
    if (dims.hasUnit) {
      // A bare side beside written ones takes the written unit ("41x90 mm x 3,20" aside).
      if (dims.written.some((w) => w.unit === null)) continue;
      mm = dims.values;
    } else mm = bareSideMm(dims, a);
    if (!mm) continue;
    const sides = [...mm].sort((x, y) => y - x).slice(0, 2);
    if (sides[1]! < 100) continue;
    const [l, w] = sides.map((v) => new Dec(v).div(MM));
    return {
      base: l!.times(w!),
      kind: 'area',
      terms: [
        { value: w!, unit: 'm' },
        { value: l!, unit: 'm' },
      ],
      system:
        dims.system === 'none'
          ? mm[0] === dims.written[0]!.value
            ? 'metric'
            : 'imperial'
          : dims.system,
      raw: dims.raw,
    };
  }
  return null;
}

/** A piece's length from a three-sided size ("1/2x4x10ft", "2x4x8", "41x90 mm x 3,20"). */
function readPieceLength(a: Attributes): Content | null {
  for (const dims of a.dimensions) {
    if (dims.isDesignation || dims.written.length !== 3) continue;
    const last = dims.written[2]!;
    const first = dims.written.slice(0, 2);
    let metres: Decimal | null = null;
    const sectionInInches = first.every((w) => w.isFraction || w.value <= 12);
    if (last.unit === 'm' || (last.unit === null && last.hasDecimals && last.value <= 13))
      metres = new Dec(last.value);
    else if (
      (last.unit === 'ft' || last.unit === "'" || last.unit === null) &&
      Number.isInteger(last.value) &&
      last.value >= 6 &&
      last.value <= 24 &&
      sectionInInches
    )
      metres = new Dec(last.value).times('0.3048');
    if (!metres) continue;
    return {
      base: metres,
      kind: 'length',
      terms: [{ value: metres, unit: 'm' }],
      system: last.unit === 'm' || last.hasDecimals ? 'metric' : 'imperial',
      raw: dims.raw,
    };
  }
  return null;
}

/**
 * A piece of lumber's volume from its nominal size (2x4" x 8', 4x4x10, 2x4" x 3,20 m), in litres:
 * what a board foot measures (docs/product-rules.md § Comparing and awarding, Conversion factor).
 */
function readLumberVolume(a: Attributes): Content | null {
  if (!a.conceptSet.has('c:wood')) return null;
  const length = readPieceLength(a);
  for (const dims of a.dimensions) {
    if (dims.isDesignation || dims.written.length < 2) continue;
    const [w, h] = dims.written;
    const isInches = (x: typeof w) =>
      !!x && (x.unit === null || x.unit === '"' || x.unit === 'in') && x.value <= 12;
    if (!isInches(w) || !isInches(h) || !length) continue;
    const inch = new Dec('0.0254');
    const litres = new Dec(w!.value)
      .times(inch)
      .times(new Dec(h!.value).times(inch))
      .times(length.base)
      .times(1000);
    return {
      base: litres,
      kind: 'pack',
      terms: [
        { value: new Dec(w!.value).times(inch), unit: 'm' },
        { value: new Dec(h!.value).times(inch), unit: 'm' },
        { value: length.base, unit: 'm' },
        { value: new Dec(1000), unit: 'l' },
      ],
      system: 'imperial',
      raw: dims.raw,
    };
  }
  return null;
}

/**
 * What one quoted unit holds in the base of `kind`, read from the unit as written first
 * ("cubeta 19 l", "tramo 6 m"), then the description; null when neither says.
 */
export function readContent(
  kind: UnitKind,
  text: Attributes,
  unitAsWritten: Attributes | null,
  unit: string | null = null,
): Content | null {
  const sources = unitAsWritten ? [unitAsWritten, text] : [text];
  const whole = sources.map((s) => s.prepared).join(' ');
  const base = BASE_UNIT[kind];
  if (kind === 'time') {
    if (/\b(jornada|jornal|dia|day|shift|turno)\b/.test(whole))
      return {
        base: new Dec(8),
        kind: 'working-time',
        terms: [{ value: new Dec(8), unit: 'h' }],
        system: 'none',
        raw: 'jornada 8 h',
      };
    return null;
  }
  if (kind === 'count') {
    const per = countPerPack(whole);
    return per
      ? {
          base: per.count,
          kind: 'count',
          terms: [{ value: per.count, unit: 'pc' }],
          system: 'none',
          raw: per.raw,
        }
      : null;
  }
  for (const source of sources) {
    const q = pickQuantity(source, kind);
    let found: Content | null = null;
    if (q)
      found = {
        base: q.base!,
        kind: kind === 'length' ? 'length' : 'pack',
        terms: [{ value: q.base!, unit: base }],
        system: q.unit!.system,
        raw: q.raw,
      };
    else if (kind === 'area') {
      found = readArea(source);
      // A box's sizes are its pieces' ("60x60" tiles): its area needs how many it holds.
      if (found && unit !== null && PACK_UNITS.has(unit) && !countPerPack(whole)) found = null;
    } else if (kind === 'length') found = readPieceLength(source);
    else if (kind === 'volume') found = readLumberVolume(source);
    if (!found) continue;
    // "pallet 56 sacos" of 25 kg, "12/BX" of 2×4 ft panels: that many packs or pieces each.
    const packs = kind === 'mass' || kind === 'volume' ? PACKS_RE.exec(whole) : null;
    const pieces = kind === 'area' || kind === 'length' ? countPerPack(whole) : null;
    const times = packs ? { count: new Dec(packs[1]!), raw: packs[0] } : pieces;
    if (times && !times.count.equals(1) && !found.raw.includes(times.raw))
      return {
        ...found,
        base: found.base.times(times.count),
        terms: [{ value: times.count, unit: 'pc' }, ...found.terms],
        raw: `${times.raw} × ${found.raw}`,
      };
    return found;
  }
  return null;
}

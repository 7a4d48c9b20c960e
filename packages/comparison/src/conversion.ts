import type { Attributes } from './attributes.ts';
import { Dec, toDec, type Dec as Decimal } from './decimal.ts';
import { bulkDensity } from './measures/densities.ts';
import { readContent, type Content } from './measures/packs.ts';
import { rebarKgPerMetre, sectionKgPerMetre } from './measures/steel.ts';
import type { ConversionKind, ConversionTerm } from './conversion-kind.ts';
import type { RequestItem } from './types.ts';
import { BASE_UNIT, kindOfUnit, unitInfo, UNIT_CODES, UNIT_WORDS, type UnitKind } from './units.ts';

/**
 * The conversion factor: comparable units per quoted unit (bulto 50 kg → 50 kg; 94 lb bag →
 * 42.6376 kg; tonne → 1,000 kg; tramo 6 m → 6 m; varilla 3/8" × 12 m → 6.72 kg; 4×8 sheet →
 * 2.9729 m²; yd3 → 0.764555 m3; cubeta 19 l → 19 l; jornada → 8 h), with how it was found and
 * the numbers it was made of (docs/product-rules.md § Comparing and awarding, Conversion factor).
 */

export type { ConversionKind, ConversionTerm } from './conversion-kind.ts';

export interface Conversion {
  factor: Decimal;
  /** How the factor was found: from the units alone, the line's text, the request's, or assumed. */
  source: 'units' | 'line' | 'request' | 'default' | 'assumed' | 'none' | 'buyer';
  kind: ConversionKind;
  /** The numbers that make the factor, in order: quantity × terms = comparable quantity. */
  terms: ConversionTerm[];
  /** Whether the factor rests on an estimate (a density, a standard length, an assumption). */
  estimate: boolean;
  /** The published table or rule a term comes from ("ASTM A615", "AISC", "density:sand"). */
  basis: string | null;
  /** The pack size read from the line, in the comparable unit, with its unit system. */
  pack?: { amount: Decimal; system: 'metric' | 'imperial' | 'none'; raw: string };
}

const ONE = new Dec(1);

/** Standard piece lengths when a line says "tramo" or "varilla" without one (metres). */
const DEFAULT_PIECE_LENGTH_M: [string, string][] = [
  ['c:conduit', '3'],
  ['c:rebar', '12'],
];

/** Units whose price is for a whole job: lote, lump sum, servicio, global. */
const LUMP_SUM_WORDS =
  /\b(lote|lot|lump\s*sum|ls|servicio|service|global|alzado|suma\s+alzada|a\s+todo\s+costo)\b/;

export interface ConversionInput {
  unit: string | null;
  text: Attributes;
  unitAsWritten: Attributes | null;
  item: RequestItem;
  itemText: Attributes;
}

function made(
  factor: Decimal,
  kind: ConversionKind,
  source: Conversion['source'],
  terms: ConversionTerm[],
  extra: Partial<Conversion> = {},
): Conversion {
  return { factor, kind, source, terms, estimate: false, basis: null, ...extra };
}

/** Steel's mass per metre named by either text: a section's designation, else a bar's diameter. */
function steelKgPerMetre(
  text: Attributes,
  itemText: Attributes | null,
): { kgPerM: Decimal; basis: string; estimate: boolean } | null {
  for (const a of itemText ? [text, itemText] : [text]) {
    const section = sectionKgPerMetre(a.prepared);
    if (section) return section;
  }
  const isBar = (a: Attributes | null) =>
    !!a && (a.conceptSet.has('c:rebar') || (a.conceptSet.has('c:corrugated') && !!a.sizes.length));
  if (!isBar(text) && !isBar(itemText)) return null;
  const diameter = (a: Attributes | null) => a?.sizes.find((s) => s.mm >= 5 && s.mm < 60);
  const found = diameter(text) ?? diameter(itemText);
  const bar = found ? rebarKgPerMetre(found.mm) : null;
  return bar ? { kgPerM: bar.kgPerM, basis: bar.standard, estimate: false } : null;
}

/**
 * What one unit holds in the base unit of `kind` (kg, m, m², l, h, pieces): a unit of fixed
 * size, or the content its text writes; a bridge through steel's mass per metre or a bulk
 * density when the text holds another kind.
 */
function contentIn(
  kind: UnitKind,
  unit: string | null,
  text: Attributes,
  unitAsWritten: Attributes | null,
  other: Attributes,
): Content | null {
  const info = unitInfo(unit);
  if (info && info.kind === kind)
    return {
      base: info.factor,
      kind: info.kind === 'time' && !info.factor.equals(1) ? 'working-time' : 'unit',
      terms: info.factor.equals(1) ? [] : [{ value: info.factor, unit: BASE_UNIT[kind] }],
      system: info.system,
      raw: unit!,
    };
  if (!info || info.kind === 'count') {
    const read = readContent(kind, text, unitAsWritten, unit);
    if (read) return read;
  }
  // Bridges: steel's mass from its length, a material's mass from its volume (and back).
  const length =
    info?.kind === 'length' ? contentIn('length', unit, text, unitAsWritten, other) : null;
  const pieceLength =
    !info || info.kind === 'count' ? readContent('length', text, unitAsWritten) : null;
  if (kind === 'mass') {
    const steel = steelKgPerMetre(text, other);
    const metres = length ?? pieceLength;
    if (steel && metres)
      return {
        base: metres.base.times(steel.kgPerM),
        kind: 'steel-mass',
        terms: [...metres.terms, { value: steel.kgPerM, unit: 'kg/m' }],
        system: metres.system,
        raw: metres.raw,
        basis: steel.basis,
        estimate: steel.estimate || !!metres.estimate,
      };
  }
  if (kind === 'length' && info?.kind === 'mass') {
    const steel = steelKgPerMetre(text, other);
    if (steel)
      return {
        base: info.factor.div(steel.kgPerM),
        kind: 'steel-mass',
        terms: [
          ...(info.factor.equals(1) ? [] : [{ value: info.factor, unit: 'kg' }]),
          { value: steel.kgPerM, unit: 'kg/m', divide: true },
        ],
        system: info.system,
        raw: unit!,
        basis: steel.basis,
        estimate: steel.estimate,
      };
  }
  const density =
    (kind === 'volume' && info?.kind === 'mass') || (kind === 'mass' && info?.kind === 'volume')
      ? (bulkDensity(other.conceptSet) ?? bulkDensity(text.conceptSet))
      : null;
  if (density && info) {
    // Litres per kilogram is m³ per tonne: 1 ÷ density (t/m³); kilograms per litre the density.
    const base =
      kind === 'volume' ? info.factor.div(density.tPerM3) : info.factor.times(density.tPerM3);
    // Written in tonnes and cubic metres, as densities are: "t ÷ 1.5 t/m³ = m³".
    const amount = info.factor.div(1000);
    return {
      base,
      kind: 'density',
      terms: [
        ...(amount.equals(1) ? [] : [{ value: amount, unit: kind === 'volume' ? 't' : 'm3' }]),
        { value: density.tPerM3, unit: 't/m3', divide: kind === 'volume' },
      ],
      termsUnit: kind === 'volume' ? 'm3' : 't',
      system: info.system,
      raw: unit!,
      basis: `density:${density.concept}`,
      estimate: true,
    };
  }
  return null;
}

/** What one comparable unit holds, in the base of `kind`: its fixed size or the item's pack. */
function comparableContent(
  item: RequestItem,
  itemText: Attributes,
  kind: UnitKind,
): Content | null {
  const info = unitInfo(item.comparableUnit);
  if (info && info.kind === kind)
    return {
      base: info.factor,
      kind: 'unit',
      terms: [],
      system: info.system,
      raw: item.comparableUnit,
    };
  // A requested piece holds what its description says: a bar's kilograms (12 m × 0.56 kg/m), a
  // beam's board feet, a pail's litres.
  if (info?.kind === 'count' && info.factor.equals(1))
    return contentIn(kind, null, itemText, null, itemText);
  if (info) return null;
  return readContent(kind, itemText, null);
}

/**
 * The terms a factor is read as (quantity × terms = comparable quantity, their product the
 * factor): a unit of fixed size by its size in the comparable unit ("× 1,000 kg"); a content by
 * its numbers, then in the comparable unit: divided by a requested pack ("÷ 50 kg" a bag) or
 * scaled into a comparable unit of another size.
 */
function termsInto(
  content: Content,
  factor: Decimal,
  comparable: string,
  targetBase: Decimal,
  kind: UnitKind,
): ConversionTerm[] {
  const fixed = unitInfo(comparable);
  if (fixed && (content.kind === 'unit' || content.kind === 'working-time'))
    return [{ value: factor, unit: comparable }];
  const terms = [...content.terms];
  if (!fixed) {
    terms.push({ value: targetBase, unit: BASE_UNIT[kind], divide: true });
    return terms;
  }
  const termsUnit = content.termsUnit ?? BASE_UNIT[kind];
  if (termsUnit === comparable) return terms;
  const scale = (unitInfo(termsUnit)?.factor ?? new Dec(1)).div(targetBase);
  if (!scale.equals(1)) terms.push({ value: scale, unit: comparable });
  return terms;
}

/** The unit code a written unit word alone names ("pie tablar" → bf, "cy" → yd3), if any. */
function unitCodeOf(written: string): string | null {
  const info = UNIT_WORDS[written.trim().replace(/\.$/, '')];
  if (!info) return null;
  return Object.keys(UNIT_CODES).find((code) => UNIT_CODES[code] === info) ?? null;
}

/** Kinds to try, the comparable unit's first, then the quoted unit's. */
function kindsToTry(item: RequestItem, itemText: Attributes, unit: string | null): UnitKind[] {
  const kinds: UnitKind[] = [];
  const comparable = kindOfUnit(item.comparableUnit);
  if (comparable) kinds.push(comparable);
  else
    for (const kind of ['mass', 'volume', 'area', 'length', 'count'] as UnitKind[])
      if (readContent(kind, itemText, null)) kinds.push(kind);
  const quoted = kindOfUnit(unit ?? '');
  if (quoted && !kinds.includes(quoted)) kinds.push(quoted);
  return kinds;
}

/** Comparable units per quoted unit for a quote line answering `item`. */
export function conversionFactor({
  unit,
  text,
  unitAsWritten,
  item,
  itemText,
}: ConversionInput): Conversion {
  const comparable = item.comparableUnit;
  // A unit the reader left uncoded but wrote as a known word ("pie tablar", "LF", "CY").
  unit ??= unitAsWritten ? unitCodeOf(unitAsWritten.prepared) : null;
  // Pieces quoted by the pallet or the box ("palé 360 uds") are that many pieces each.
  if (unit && unit === comparable) {
    if (
      unit === 'pc' &&
      unitAsWritten &&
      /\b(pale|palet|pallet|caja|box|paquete|bundle|atado|millar)\b/.test(unitAsWritten.prepared)
    ) {
      const count = readContent('count', text, unitAsWritten);
      if (count && !count.base.equals(1))
        return made(count.base, 'count', 'line', count.terms, {
          pack: { amount: count.base, system: 'none', raw: count.raw },
        });
    }
    // Bags against bags, pails against pails: a pack of another content is levelled by it
    // (a 94 lb bag is 0.8528 of a requested 50 kg bag).
    if (!unitInfo(unit))
      for (const kind of ['mass', 'volume', 'area', 'length'] as UnitKind[]) {
        const requested = readContent(kind, itemText, null);
        const quoted = requested ? readContent(kind, text, unitAsWritten) : null;
        if (!requested || !quoted || requested.base.isZero() || quoted.base.equals(requested.base))
          continue;
        const factor = quoted.base.div(requested.base);
        return made(
          factor,
          'pack',
          'line',
          [...quoted.terms, { value: requested.base, unit: BASE_UNIT[kind], divide: true }],
          { pack: { amount: factor, system: quoted.system, raw: quoted.raw } },
        );
      }
    return made(ONE, 'same', 'units', []);
  }
  // A lump sum answering a measured item is the price of the whole requested quantity.
  const isLumpSum =
    unit === 'lot' ||
    (!!unitAsWritten &&
      LUMP_SUM_WORDS.test(unitAsWritten.prepared) &&
      (unit === null || unit === 'pc'));
  if (isLumpSum && item.unit !== 'lot' && comparable !== 'lot') {
    const whole = toDec(item.comparableQuantity);
    if (whole.greaterThan(0))
      return made(whole, 'lump-sum', 'line', [{ value: whole, unit: comparable }]);
  }
  if (unit !== 'thousand') {
    for (const kind of kindsToTry(item, itemText, unit)) {
      const target = comparableContent(item, itemText, kind);
      if (!target || target.base.isZero()) continue;
      const content = contentIn(kind, unit, text, unitAsWritten, itemText);
      if (!content) continue;
      const factor = content.base.div(target.base);
      // A requested piece measured by its description (a bar's kilograms, a beam's board
      // feet): the line's amount over the piece's.
      if (target.kind !== 'unit') {
        const amount =
          content.kind === 'unit'
            ? [{ value: content.base, unit: BASE_UNIT[kind] }]
            : content.terms;
        return made(
          factor,
          target.kind,
          'line',
          [...amount, { value: target.base, unit: BASE_UNIT[kind], divide: true }],
          {
            estimate: !!content.estimate || !!target.estimate,
            basis: target.basis ?? content.basis ?? null,
          },
        );
      }
      const terms = termsInto(content, factor, comparable, target.base, kind);
      const source: Conversion['source'] =
        content.kind === 'unit' || content.kind === 'working-time' ? 'units' : 'line';
      const isPack = content.kind !== 'unit' && content.kind !== 'working-time';
      return made(factor, content.kind, source, terms, {
        estimate: !!content.estimate,
        basis: content.basis ?? null,
        ...(isPack ? { pack: { amount: factor, system: content.system, raw: content.raw } } : {}),
      });
    }
  }
  if (unit && unit === item.unit) {
    const quantity = toDec(item.quantity);
    if (!quantity.isZero()) {
      const factor = toDec(item.comparableQuantity).div(quantity);
      return made(factor, 'request', 'request', [{ value: factor, unit: comparable }]);
    }
  }
  const target = kindOfUnit(comparable);
  if (target === 'length' && unit === 'pc')
    for (const [concept, metres] of DEFAULT_PIECE_LENGTH_M)
      if (text.conceptSet.has(concept)) {
        const factor = new Dec(metres).div(UNIT_CODES[comparable]!.factor);
        return made(factor, 'default-length', 'default', [{ value: new Dec(metres), unit: 'm' }], {
          estimate: true,
        });
      }
  if (unit === 'thousand' && target === 'count') {
    const factor = UNIT_CODES.thousand!.factor.div(UNIT_CODES[comparable]!.factor);
    return made(factor, 'count', 'units', [{ value: factor, unit: comparable }]);
  }
  return made(ONE, 'none', 'none', []);
}

/** The pack the request asks for (bulto 50 kg → 50 kg), in the comparable unit. */
export function requestedPack(item: RequestItem, itemText: Attributes): Conversion['pack'] | null {
  const target = unitInfo(item.comparableUnit);
  if (!target) return null;
  const pack = readContent(target.kind, itemText, null);
  if (pack && pack.kind !== 'unit')
    return { amount: pack.base.div(target.factor), system: pack.system, raw: pack.raw };
  const quantity = toDec(item.quantity);
  if (quantity.isZero() || item.unit === item.comparableUnit) return null;
  const amount = toDec(item.comparableQuantity).div(quantity);
  const system = target.system;
  return { amount, system, raw: `${amount.toString()} ${item.comparableUnit}` };
}

import type { Conversion } from './conversion.ts';
import { compareDecimals, Dec, toDec, type Dec as Decimal } from './decimal.ts';
import type { PreparedLine } from './match.ts';
import type { RequestItem } from './types.ts';
import { unitInfo } from './units.ts';

/**
 * A conversion the line does not state (docs/product-rules.md § Comparing and awarding,
 * Assumed conversion): a reader may lose a unit ("1" for "1 tonelada"), read a pack it cannot
 * level ("ud" for a 25 kg sack) or garble the pack ("6 m?" for "6 m³"). Instead of assuming one
 * piece, the factor is chosen among what the line may mean by the line's own numbers, then by
 * the other offers' prices for the same item, and the line says it was assumed.
 */

interface Candidate {
  factor: Decimal;
  /** A number of the line's text read as its pack: taken only when the quantities confirm it. */
  isTextNumber: boolean;
  /**
   * The requested quantity ÷ the line's (a line quoting what was asked): taken only when the
   * other offers' prices confirm it, never from the quantities alone.
   */
  isImplied?: boolean;
  basis?: string;
}

/** Whether the factor rests on nothing the line states: no unit, or a unit nothing levels. */
export function isConversionUnstated(line: PreparedLine, conversion: Conversion): boolean {
  return line.line.unit == null || conversion.source === 'none';
}

function candidatesFor(line: PreparedLine, conversion: Conversion, item: RequestItem) {
  const candidates: Candidate[] = [{ factor: conversion.factor, isTextNumber: false }];
  const quantity = toDec(item.quantity);
  if (!quantity.isZero())
    candidates.push({
      factor: toDec(item.comparableQuantity).div(quantity),
      isTextNumber: false,
    });
  // "(15 1)", "6 m?": a number whose unit is missing or of another kind than the comparable one.
  const kind = unitInfo(item.comparableUnit)?.kind;
  for (const q of line.attributes.quantities)
    if (!q.isFraction && q.value > 1 && q.unit?.kind !== kind)
      candidates.push({ factor: new Dec(q.value), isTextNumber: true });
  const lineQuantity = line.line.quantity == null ? null : toDec(line.line.quantity);
  if (lineQuantity && lineQuantity.greaterThan(0) && !isStatedUnit(line.line.unit))
    candidates.push({
      factor: toDec(item.comparableQuantity).div(lineQuantity),
      isTextNumber: false,
      isImplied: true,
      basis: 'requested quantity',
    });
  return candidates.filter((c, i) => candidates.findIndex((o) => o.factor.equals(c.factor)) === i);
}

/** A unit of fixed size (kg, m, m3…): its quantity is a measure, not a count of packs. */
function isStatedUnit(unit: string | null): boolean {
  const info = unitInfo(unit);
  return !!info && info.kind !== 'count';
}

/**
 * Within a factor of 2 of the other offers' price: close enough to confirm a reading (a
 * substitute may be cheaper), far from the 6× of a piece for a metre or the 100× of a lost
 * decimal point.
 */
function isNearPeers(price: Decimal | null, peerPrice: Decimal): boolean {
  if (!price || peerPrice.isZero()) return false;
  const ratio = price.div(peerPrice).toNumber();
  return ratio >= 0.5 && ratio <= 2;
}

/** A fifth and five times a peer price, made once per price (a Decimal never changes). */
const BOUNDS = new WeakMap<Decimal, { low: Decimal; high: Decimal }>();
function boundsOf(price: Decimal): { low: Decimal; high: Decimal } {
  let bounds = BOUNDS.get(price);
  if (!bounds) BOUNDS.set(price, (bounds = { low: price.div(5), high: price.times(5) }));
  return bounds;
}

/**
 * A decimal point lost in reading (docs/product-rules.md § Comparing and awarding, Assumed
 * conversion): "175 t" for 1.75 t, "0.57" sheets at 3,335 for 57 at 33.35. When the line's
 * levelled price is off the other offers' by at least 5×, its quantity in comparable units is
 * within 15 % of the requested one times a power of ten (10 to 1,000 either way), and that
 * power brings the price within 2× of the others', the factor takes the power, flagged.
 */
export function decimalShift(input: AssumptionInput): Conversion | null {
  const { line, conversion, item, peerPrice, priceAt } = input;
  if (!peerPrice || line.line.quantity == null || conversion.factor.isZero()) return null;
  const quantity = toDec(line.line.quantity);
  const requested = toDec(item.comparableQuantity);
  if (quantity.lte(0) || requested.lte(0)) return null;
  const stated = priceAt(conversion.factor);
  if (!stated || stated.isZero()) return null;
  // Most lines are near their peers: two comparisons with bounds made once per peer price.
  const { low, high } = boundsOf(peerPrice);
  if (compareDecimals(stated, high) < 0 && compareDecimals(stated, low) > 0) return null;
  // The power of ten that brings the line's quantity within 15 % of the requested one.
  const ratio = requested.div(quantity.times(conversion.factor)).toNumber();
  const power = Math.round(Math.log10(ratio));
  if (power === 0 || Math.abs(power) > 3 || Math.abs(ratio / 10 ** power - 1) > 0.15) return null;
  const factor = conversion.factor.times(new Dec(10).pow(power));
  if (!isNearPeers(priceAt(factor), peerPrice)) return null;
  return {
    factor,
    source: 'assumed',
    kind: 'assumed',
    terms: [{ value: factor, unit: item.comparableUnit }],
    estimate: true,
    basis: 'decimal point',
  };
}

/** Within 0.5 %, the partial-quantity tolerance. */
function isSameAmount(a: Decimal, b: Decimal): boolean {
  return a.minus(b).abs().lessThanOrEqualTo(b.abs().times('0.005'));
}

export interface AssumptionInput {
  line: PreparedLine;
  conversion: Conversion;
  item: RequestItem;
  /** The median levelled price of the other offers' stated lines for the item, if any. */
  peerPrice: Decimal | null;
  /** The line's levelled price at a factor. */
  priceAt: (factor: Decimal) => Decimal | null;
}

/**
 * The factor the line most likely means: the one whose quantity in comparable units is the
 * requested quantity (suppliers quote what was asked), else the one whose levelled price is
 * nearest the other offers', else the one found.
 */
export function assumeConversion(input: AssumptionInput): Conversion {
  const { line, conversion, item, peerPrice, priceAt } = input;
  const candidates = candidatesFor(line, conversion, item);
  const requested = toDec(item.comparableQuantity);
  const quantity = line.line.quantity == null ? null : toDec(line.line.quantity);
  const fitting = quantity
    ? candidates.filter((c) => !c.isImplied && isSameAmount(quantity.times(c.factor), requested))
    : [];
  let chosen = fitting.length === 1 ? fitting[0]! : null;
  if (!chosen && peerPrice) {
    const pool = fitting.length > 1 ? fitting : candidates.filter((c) => !c.isTextNumber);
    chosen = nearestToPeers(pool, peerPrice, priceAt);
    // The quantity-implied reading stands only when the other offers' prices confirm it.
    if (chosen?.isImplied && !isNearPeers(priceAt(chosen.factor), peerPrice))
      chosen = nearestToPeers(
        pool.filter((c) => !c.isImplied),
        peerPrice,
        priceAt,
      );
  }
  const factor = chosen?.factor ?? conversion.factor;
  const pack = factor.equals(conversion.factor) ? conversion.pack : undefined;
  return {
    factor,
    source: 'assumed',
    kind: 'assumed',
    terms: [{ value: factor, unit: item.comparableUnit }],
    estimate: true,
    basis: chosen?.basis ?? null,
    ...(pack ? { pack } : {}),
  };
}

function nearestToPeers(
  pool: Candidate[],
  peerPrice: Decimal,
  priceAt: (factor: Decimal) => Decimal | null,
): Candidate | null {
  let best: { candidate: Candidate; distance: number } | null = null;
  for (const candidate of pool) {
    const price = priceAt(candidate.factor);
    if (!price || price.isZero() || peerPrice.isZero()) continue;
    const distance = Math.abs(Math.log(price.div(peerPrice).toNumber()));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate ?? null;
}

/** What the buyer reads beside an assumed factor, in the request's language. */
export function describeAssumption(factor: Decimal, comparableUnit: string, language: string) {
  const amount = factor.toDecimalPlaces(4).toString();
  return language === 'en'
    ? `assumed conversion (the line states no unit or content): 1 = ${amount} ${comparableUnit}`
    : `conversión supuesta (la línea no indica unidad ni contenido): 1 = ${amount} ${comparableUnit}`;
}

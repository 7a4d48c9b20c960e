import {
  prepareText,
  scanDimensions,
  scanQuantities,
  type Dimensions,
  type Quantity,
} from './measures.ts';
import { tokenize, type Token } from './text.ts';

/**
 * What a description says beyond its words: sizes, strength, gauge, cement class, dimensions,
 * variants. Matching rewards agreement; substitutions are differences in these.
 */
export interface Attributes {
  tokens: Token[];
  conceptSet: Set<string>;
  quantities: Quantity[];
  dimensions: Dimensions[];
  /** Lengths written with a unit (inch sizes, mm, cm, m, ft), in millimetres, with the text. */
  sizes: { mm: number; raw: string }[];
  /** Compressive strength in kg/cm² (f'c 250, 4,000 psi, 25 MPa). */
  strength: { value: number; raw: string } | null;
  gauge: { value: number; raw: string } | null;
  cementClass: { value: string; raw: string } | null;
  variants: Set<string>;
  materials: Set<string>;
  prepared: string;
}

/** Cement classes that name the same general-purpose product in different standards. */
const CEMENT_EQUIVALENTS: string[][] = [
  ['cpc30r', 'type i', 'type ii', 'type i/ii', 'general', 'cpc30', 'cpo30'],
  ['art', 'type iii', 'high early'],
];

export function sameCementClass(a: string, b: string): boolean {
  if (a === b) return true;
  return CEMENT_EQUIVALENTS.some((group) => group.includes(a) && group.includes(b));
}

function readCementClass(p: string): { value: string; raw: string } | null {
  const cp = /\b(cpc|cpo|cpp|cps|cpeg|cem)\s*-?\s*(\d{2})\s*(rs|r)?\b/.exec(p);
  if (cp)
    return {
      value: `${cp[1]}${cp[2]}${cp[3] === 'r' ? 'r' : ''}`,
      raw: cp[0].trim().toUpperCase(),
    };
  const type = /\b(?:type|tipo)\s+(iii|ii|iv|v|i)(?:\s*\/\s*(ii|i))?\b/.exec(p);
  if (type) {
    const value = type[2] ? `type ${type[1]}/${type[2]}` : `type ${type[1]}`;
    return {
      value,
      raw: `Type ${type[1]!.toUpperCase()}${type[2] ? `/${type[2].toUpperCase()}` : ''}`,
    };
  }
  const en = /\b(\d{2})[.,]5\s*([nr])\b/.exec(p);
  if (en) return { value: `${en[1]}.5${en[2]}`, raw: `${en[1]},5 ${en[2]!.toUpperCase()}` };
  if (/\b(uso general|ug|general use|general purpose)\b/.test(p))
    return { value: 'general', raw: 'uso general' };
  if (/\b(art|alta resistencia temprana|high early)\b/.test(p)) return { value: 'art', raw: 'ART' };
  return null;
}

function readStrength(p: string): { value: number; raw: string } | null {
  const fc = /\bf\s*'?\s*c\s*=?\s*(\d+(?:[.,]\d+)?)/.exec(p);
  if (fc) return { value: Number(fc[1]!.replace(',', '.')), raw: `f'c ${fc[1]}` };
  const psi = /(\d+(?:[.,]\d+)*)\s*psi\b/.exec(p);
  if (psi) {
    const value = Number(psi[1]!.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
    // 60,000 psi is a steel grade (yield), not a concrete strength.
    if (value < 15000) return { value: value * 0.0703069578, raw: `${psi[1]} psi` };
  }
  // "4000# mix": pounds per square inch, as US concrete is ordered.
  const pound = /\b(\d(?:[.,]?\d{3}))\s*#/.exec(p);
  if (pound) {
    const value = Number(pound[1]!.replace(/[.,]/g, ''));
    if (value >= 2000 && value < 15000)
      return { value: value * 0.0703069578, raw: `${pound[1]} psi` };
  }
  const mpa = /(\d+(?:[.,]\d+)?)\s*mpa\b/.exec(p);
  if (mpa) return { value: Number(mpa[1]!.replace(',', '.')) * 10.1971621, raw: `${mpa[1]} MPa` };
  return null;
}

function readGauge(p: string): { value: number; raw: string } | null {
  const m =
    /\b(?:calibre|cal|gauge|ga|awg)\s*\.?\s*#?\s*(\d{1,2})\b/.exec(p) ??
    /\b(\d{1,2})\s*(?:awg|gauge|ga)\b/.exec(p) ??
    /\balambre\s+recocido\s+#?(\d{1,2})\b/.exec(p);
  return m ? { value: Number(m[1]), raw: m[0] } : null;
}

const VARIANT_WORDS: Record<string, RegExp> = {
  waterResistant: /\b(hidrofug[ao]|water ?resistant|moisture ?resistant|resistente a la humedad)\b/,
  fireResistant: /\b(ignifug[ao]|fire ?rated|type x|tipo x|cortafuego)\b/,
  epoxy: /\b(epoxy|epoxi|epoxico)\b/,
  galvanized: /\b(galvanizad[ao]|galvanized|galv)\b/,
  // "2ª calidad" as a reader may return it: "2a", "2o", "2°" or "2*".
  secondGrade:
    /\b(segunda|2da|second)\s*(calidad|quality|grade|seleccion)?\b|\b2\s*[ao°*]?\s*(calidad|seleccion)\b/,
  stainless: /\b(inoxidable|stainless|inox)\b/,
  recycled: /\b(reciclad[ao]|recycled)\b/,
};

const MATERIAL_WORDS: Record<string, RegExp> = {
  pvc: /\bpvc\b/,
  galvanized: /\b(galvanizad[ao]|galvanized|emt|pared delgada)\b/,
  copper: /\b(cobre|copper)\b/,
  aluminum: /\b(aluminio|aluminum|aluminium)\b/,
  hdpe: /\b(pead|hdpe)\b/,
  cpvc: /\bcpvc\b/,
};

function wordSet(p: string, table: Record<string, RegExp>): Set<string> {
  return new Set(
    Object.entries(table)
      .filter(([, re]) => re.test(p))
      .map(([name]) => name),
  );
}

function readSizes(p: string, quantities: Quantity[], dims: Dimensions[], isRebar: boolean) {
  const sizes: { mm: number; raw: string }[] = [];
  // A side of a w × l size is not a size of its own; a section before a length ("3/8\" x 12 m")
  // and the length are.
  const inDims = (q: Quantity) =>
    dims.some(
      (d) =>
        d.raw.includes(q.raw) &&
        d.values.length > 1 &&
        new Set(d.written.map((w) => w.unit)).size === 1,
    );
  for (const q of quantities) {
    if (q.unit?.kind !== 'length' || inDims(q)) continue;
    sizes.push({ mm: q.base!.toNumber() * 1000, raw: q.raw });
  }
  for (const m of p.matchAll(/\bdiam\s*\.?\s*(\d+(?:[.,]\d+)?)(?!\s*(?:"|mm|cm))/g))
    sizes.push({ mm: Number(m[1]!.replace(',', '.')), raw: `Ø${m[1]}` });
  if (isRebar)
    for (const m of p.matchAll(/(?:#|\bno\.?\s*)(\d{1,2})\b/g))
      sizes.push({ mm: (Number(m[1]) / 8) * 25.4, raw: `#${m[1]}` });
  return sizes;
}

/**
 * `readAttributes` with a memory, for one comparison: it reads a text only through
 * `prepareText`, so texts that prepare alike ("CEMENTO GRIS", "Cemento gris") share one reading,
 * an item's and a line's included.
 */
export function attributesReader(): (text: string) => Attributes {
  const read = new Map<string, Attributes>();
  return (text) => {
    const prepared = prepareText(text);
    let attributes = read.get(prepared);
    if (!attributes) read.set(prepared, (attributes = readAttributes(text)));
    return attributes;
  };
}

export function readAttributes(text: string): Attributes {
  const prepared = prepareText(text);
  const tokens = tokenize(text);
  const conceptSet = new Set(tokens.map((t) => t.key));
  const quantities = scanQuantities(prepared);
  const dimensions = scanDimensions(prepared);
  const isRebar = conceptSet.has('c:rebar');
  return {
    tokens,
    conceptSet,
    quantities,
    dimensions,
    sizes: readSizes(prepared, quantities, dimensions, isRebar),
    strength: readStrength(prepared),
    gauge: readGauge(prepared),
    cementClass: conceptSet.has('c:cement') ? readCementClass(prepared) : null,
    variants: wordSet(prepared, VARIANT_WORDS),
    materials: wordSet(prepared, MATERIAL_WORDS),
    prepared,
  };
}

/** Two lengths are the same nominal size within 5 % (19 mm = 3/4", 12,5 mm = 13 mm). */
export function sameSize(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.05 * Math.max(a, b);
}

/** Dimensions agree when every side matches at the same scale (mm/cm/m written or not). */
export function sameDimensions(a: Dimensions, b: Dimensions): boolean {
  if (a.values.length !== b.values.length) return false;
  const sa = [...a.values].sort((x, y) => x - y);
  const sb = [...b.values].sort((x, y) => x - y);
  const scales =
    a.hasUnit && b.hasUnit
      ? [1]
      : [1, 10, 100, 1000, 0.1, 0.01, 0.001, 25.4, 304.8, 1 / 25.4, 1 / 304.8];
  return scales.some((k) => sa.every((v, i) => sameSize(v, sb[i]! * k)));
}

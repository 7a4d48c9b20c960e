import {
  prepareText,
  scanDimensions,
  scanQuantities,
  type Dimensions,
  type Quantity,
} from './measures.ts';
import { readQualifiers } from './measures/qualifiers.ts';
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
  strength: { value: number; raw: string; alternatives?: number[] } | null;
  gauge: Gauge | null;
  cementClass: { value: string; raw: string } | null;
  /** A welded mesh's designation: spacing and wire sizes, as a gauge or a W number. */
  mesh: Mesh | null;
  /** A tile adhesive's class (EN 12004: C1, C1T, C2TE S1…). */
  adhesiveClass: { value: string; raw: string } | null;
  /** Exclusive kinds named (measures/qualifiers.ts): attribute → value ("origin" → "river"). */
  qualifiers: Map<string, string>;
  variants: Set<string>;
  materials: Set<string>;
  prepared: string;
}

/** A gauge and how it is written: "calibre 26" (Spanish trade use) or "25 ga" / "12 AWG". */
export interface Gauge {
  value: number;
  raw: string;
  system: 'calibre' | 'ga';
}

export interface Mesh {
  /** The wires' spacing as written ("6x6"). */
  spacing: string;
  /** The wires' size in the notation written: gauges ("10/10") or W numbers ("W2.9/W2.9"). */
  wires: string;
  notation: 'gauge' | 'w';
  raw: string;
}

/**
 * Gauges that name the same product in two trade systems: the tie wire sold as "calibre 18" in
 * Mexico is the one sold as "16 ga" in the United States.
 */
const GAUGE_EQUIVALENTS: { concept: string; calibre: number; ga: number }[] = [
  { concept: 'c:annealedwire', calibre: 18, ga: 16 },
];

/** Whether two gauges name the same size (same system and number, or an equivalence). */
export function sameGauge(a: Gauge, b: Gauge, concepts: Set<string>): boolean {
  if (a.system === b.system) return a.value === b.value;
  const [calibre, ga] = a.system === 'calibre' ? [a, b] : [b, a];
  if (calibre.value === ga.value) return true;
  return GAUGE_EQUIVALENTS.some(
    (e) => concepts.has(e.concept) && e.calibre === calibre.value && e.ga === ga.value,
  );
}

function readMesh(p: string): Mesh | null {
  const gauge = /\b(\d{1,2})\s*x\s*(\d{1,2})\s*[-–]?\s*(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(p);
  if (gauge)
    return {
      spacing: `${gauge[1]}x${gauge[2]}`,
      wires: `${gauge[3]}/${gauge[4]}`,
      notation: 'gauge',
      raw: gauge[0],
    };
  const w =
    /\b(?:(\d{1,2})\s*x\s*(\d{1,2})\s*[-–]?\s*)?(?:\()?\s*w\s*(\d+(?:\.\d+)?)\s*[x/]\s*w\s*(\d+(?:\.\d+)?)/.exec(
      p,
    );
  if (w)
    return {
      spacing: w[1] ? `${w[1]}x${w[2]}` : '',
      wires: `W${w[3]}/W${w[4]}`,
      notation: 'w',
      raw: w[0].trim().toUpperCase(),
    };
  return null;
}

function readAdhesiveClass(p: string): { value: string; raw: string } | null {
  const m = /\bc\s*([12])\s*(t?e?f?)\s*(?:[-\s]*(s\s*[12]))?\b/.exec(p);
  if (!m) return null;
  const value = `C${m[1]}${m[2]!.toUpperCase()}${m[3] ? ` ${m[3].replace(/\s/g, '').toUpperCase()}` : ''}`;
  return { value, raw: value };
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

function readStrength(p: string, isConcrete: boolean): Attributes['strength'] {
  // A concrete's grade by its strength in MPa (G25, H-30 as Chilean and European concrete is
  // ordered; C25/30 the cylinder's).
  if (isConcrete) {
    // "G25 (H-30)": one concrete named in two grade systems; either grade answers it.
    const grades = [
      ...p.matchAll(/\b(?:g|h|hm|ha)\s*-?\s*(\d{2})\b|\bc\s*(\d{2})\s*\/\s*\d{2}\b/g),
    ];
    if (grades.length) {
      const [first, ...rest] = grades.map((g) => ({
        value: Number(g[1] ?? g[2]) * 10.1971621,
        raw: g[0].toUpperCase().replace(/\s+/g, ''),
      }));
      return { ...first!, alternatives: rest.map((g) => g.value) };
    }
  }
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

function readGauge(p: string): Gauge | null {
  // "16 ga 3.5 lb": the number before the word first, and never a decimal's first digits.
  const after = /\b(\d{1,2})\s*(awg|gauge|ga|cal)\b(?!\s*\.?\s*\d)/.exec(p);
  if (after)
    return {
      value: Number(after[1]),
      raw: after[0],
      system: after[2] === 'cal' ? 'calibre' : 'ga',
    };
  const before = /\b(calibre|cal|gauge|ga|awg)\s*\.?\s*#?\s*(\d{1,2})\b(?![.,]\d)/.exec(p);
  if (before)
    return {
      value: Number(before[2]),
      raw: before[0],
      system: before[1]!.startsWith('cal') ? 'calibre' : 'ga',
    };
  const wire = /\balambre\s+recocido\s+#?(\d{1,2})\b/.exec(p);
  return wire ? { value: Number(wire[1]), raw: wire[0], system: 'calibre' } : null;
}

const VARIANT_WORDS: Record<string, RegExp> = {
  waterResistant: /\b(hidrofug[ao]|water ?resistant|moisture ?resistant|resistente a la humedad)\b/,
  fireResistant: /\b(ignifug[ao]|fire ?rated|type x|tipo x|cortafuego)\b/,
  epoxy: /\b(epoxy|epoxi|epoxico)\b/,
  galvanized: /\b(galvanizad[ao]|galvanized|galv)\b/,
  // "2ª calidad" as a reader may return it: "2a", "2o", "2°" or "2*".
  economy: /\b(economica|economico|economy|gama baja|low cost)\b/,
  fiber: /\b(fibra|fibras|fiber|fibre|fiber mix|fibromix)\b/,
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

/** Variants that only mean something for some products ("fiber" concrete, not a fiber joint). */
const VARIANT_WITHIN: Record<string, string> = { fiber: 'c:concrete' };

function variantsOf(p: string, concepts: Set<string>): Set<string> {
  const found = wordSet(p, VARIANT_WORDS);
  for (const [variant, concept] of Object.entries(VARIANT_WITHIN))
    if (!concepts.has(concept)) found.delete(variant);
  return found;
}

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
    strength: readStrength(prepared, conceptSet.has('c:concrete')),
    gauge: readGauge(prepared),
    cementClass: conceptSet.has('c:cement') ? readCementClass(prepared) : null,
    mesh: conceptSet.has('c:mesh') ? readMesh(prepared) : null,
    adhesiveClass: conceptSet.has('c:tileadhesive') ? readAdhesiveClass(prepared) : null,
    qualifiers: readQualifiers(prepared, conceptSet),
    variants: variantsOf(prepared, conceptSet),
    materials: wordSet(prepared, MATERIAL_WORDS),
    prepared,
  };
}

/** Two lengths are the same nominal size within 5 % (19 mm = 3/4", 12,5 mm = 13 mm). */
export function sameSize(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.05 * Math.max(a, b);
}

/**
 * Dressed lumber is smaller than its nominal inch size: a 2x4 is sold planed as 38×89 mm (US),
 * 41×90 mm (Chile), 45×95 mm. A metric side within 20 mm under a nominal inch one (and not over
 * it by more than 2 mm) is the same piece.
 */
function isDressedSize(nominalInches: number, mm: number): boolean {
  const nominal = nominalInches * 25.4;
  return mm >= nominal - 20 && mm <= nominal + 2;
}

/** Two sizes of lumber: one in nominal inches, the other in millimetres, side by side. */
function sameLumber(a: Dimensions, b: Dimensions): boolean {
  const [inches, metric] = a.system === 'imperial' ? [a, b] : [b, a];
  if (inches.system !== 'imperial' || metric.system !== 'metric') return false;
  const sides = (d: Dimensions) => d.values.slice(0, 2).sort((x, y) => x - y);
  const [ni, mi] = [sides(inches).map((v) => v / 25.4), sides(metric)];
  return ni.length === 2 && mi.length === 2 && ni.every((n, i) => isDressedSize(n, mi[i]!));
}

/** The first designation written as a size ("15x15-4" Armex, "6x6-10/10" mesh), if any. */
export function designation(a: Attributes): Dimensions | undefined {
  return a.dimensions.find((d) => d.values.length > 1 && d.isDesignation);
}

/** The first size of two or more sides that is not a designation (a mesh's spacing). */
export function mainDimensions(a: Attributes): Dimensions | undefined {
  return a.dimensions.find((d) => d.values.length > 1 && !d.isDesignation);
}

/** Dimensions agree when every side matches at the same scale (mm/cm/m written or not). */
export function sameDimensions(a: Dimensions, b: Dimensions, isWood = false): boolean {
  if (isWood && sameLumber(a, b)) return true;
  // Lumber is named by its section; its length is the piece's (2x4x3.2 = 2x4" x 3,20 m).
  if (isWood && (a.values.length === 3 || b.values.length === 3))
    return sameDimensions(
      { ...a, values: a.values.slice(0, 2), written: a.written.slice(0, 2) },
      { ...b, values: b.values.slice(0, 2), written: b.written.slice(0, 2) },
    );
  if (a.values.length !== b.values.length) return false;
  const sa = [...a.values].sort((x, y) => x - y);
  const sb = [...b.values].sort((x, y) => x - y);
  const scales =
    a.hasUnit && b.hasUnit
      ? [1]
      : [1, 10, 100, 1000, 0.1, 0.01, 0.001, 25.4, 304.8, 1 / 25.4, 1 / 304.8];
  return scales.some((k) => sa.every((v, i) => sameSize(v, sb[i]! * k)));
}

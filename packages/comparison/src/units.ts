import { Dec, type Dec as Decimal } from './decimal.ts';

/** What a unit measures. `count` units (pc, bag, box…) hold an amount written in their text. */
export type UnitKind = 'mass' | 'length' | 'area' | 'volume' | 'time' | 'count';

export interface UnitInfo {
  kind: UnitKind;
  /** Base units (kg, m, m², l, h, pieces) per one of this unit. */
  factor: Decimal;
  system: 'metric' | 'imperial' | 'none';
}

const d = (value: string): Decimal => new Dec(value);

/** Exact definitions: 1 lb = 0.45359237 kg, 1 ft = 0.3048 m, 1 US gal = 3.785411784 l. */
const LB = d('0.45359237');
const FT = d('0.3048');
const GAL = d('3.785411784');

/** Normalized unit codes of the quote answer keys and what each measures. */
export const UNIT_CODES: Record<string, UnitInfo> = {
  kg: { kind: 'mass', factor: d('1'), system: 'metric' },
  t: { kind: 'mass', factor: d('1000'), system: 'metric' },
  lb: { kind: 'mass', factor: LB, system: 'imperial' },
  m: { kind: 'length', factor: d('1'), system: 'metric' },
  ft: { kind: 'length', factor: FT, system: 'imperial' },
  m2: { kind: 'area', factor: d('1'), system: 'metric' },
  ft2: { kind: 'area', factor: FT.times(FT), system: 'imperial' },
  m3: { kind: 'volume', factor: d('1000'), system: 'metric' },
  yd3: { kind: 'volume', factor: FT.times(3).pow(3).times(1000), system: 'imperial' },
  ft3: { kind: 'volume', factor: FT.pow(3).times(1000), system: 'imperial' },
  yd2: { kind: 'area', factor: FT.times(3).pow(2), system: 'imperial' },
  /** The board foot (pie tablar): 144 cubic inches of lumber, by its nominal size. */
  bf: { kind: 'volume', factor: FT.pow(3).times(1000).div(12), system: 'imperial' },
  /** The US short ton, 2,000 lb. */
  ston: { kind: 'mass', factor: LB.times(2000), system: 'imperial' },
  l: { kind: 'volume', factor: d('1'), system: 'metric' },
  gal: { kind: 'volume', factor: GAL, system: 'imperial' },
  h: { kind: 'time', factor: d('1'), system: 'none' },
  /** A working day (jornada) is 8 hours; a working week 5 of them. */
  day: { kind: 'time', factor: d('8'), system: 'none' },
  week: { kind: 'time', factor: d('40'), system: 'none' },
  pc: { kind: 'count', factor: d('1'), system: 'none' },
  thousand: { kind: 'count', factor: d('1000'), system: 'none' },
};

/** Each kind's base unit code, in which contents and conversion terms are written. */
export const BASE_UNIT: Record<UnitKind, string> = {
  mass: 'kg',
  length: 'm',
  area: 'm2',
  volume: 'l',
  time: 'h',
  count: 'pc',
};

/** Units that are containers: their content is read from the line's text. */
export const CONTAINER_UNITS = new Set(['bag', 'box', 'roll', 'pail', 'trip', 'lot', 'pc']);

/** Words written after a number, mapped to a unit (prepared text: lower case, no accents). */
export const UNIT_WORDS: Record<string, UnitInfo> = {
  mm: { kind: 'length', factor: d('0.001'), system: 'metric' },
  cm: { kind: 'length', factor: d('0.01'), system: 'metric' },
  m: UNIT_CODES.m!,
  mt: UNIT_CODES.m!,
  mts: UNIT_CODES.m!,
  mtr: UNIT_CODES.m!,
  metro: UNIT_CODES.m!,
  metros: UNIT_CODES.m!,
  '"': { kind: 'length', factor: d('0.0254'), system: 'imperial' },
  "''": { kind: 'length', factor: d('0.0254'), system: 'imperial' },
  in: { kind: 'length', factor: d('0.0254'), system: 'imperial' },
  pulg: { kind: 'length', factor: d('0.0254'), system: 'imperial' },
  pulgadas: { kind: 'length', factor: d('0.0254'), system: 'imperial' },
  "'": UNIT_CODES.ft!,
  ft: UNIT_CODES.ft!,
  pie: UNIT_CODES.ft!,
  pies: UNIT_CODES.ft!,
  feet: UNIT_CODES.ft!,
  foot: UNIT_CODES.ft!,
  lf: UNIT_CODES.ft!,
  mil: { kind: 'length', factor: d('0.0000254'), system: 'imperial' },
  m2: UNIT_CODES.m2!,
  mt2: UNIT_CODES.m2!,
  ft2: UNIT_CODES.ft2!,
  sf: UNIT_CODES.ft2!,
  sqft: UNIT_CODES.ft2!,
  'sq ft': UNIT_CODES.ft2!,
  'sq. ft': UNIT_CODES.ft2!,
  'square feet': UNIT_CODES.ft2!,
  sy: UNIT_CODES.yd2!,
  yd2: UNIT_CODES.yd2!,
  'sq yd': UNIT_CODES.yd2!,
  m3: UNIT_CODES.m3!,
  yd3: UNIT_CODES.yd3!,
  cy: UNIT_CODES.yd3!,
  'cu yd': UNIT_CODES.yd3!,
  'cubic yards': UNIT_CODES.yd3!,
  ft3: UNIT_CODES.ft3!,
  cf: UNIT_CODES.ft3!,
  'cu ft': UNIT_CODES.ft3!,
  qt: { kind: 'volume', factor: GAL.div(4), system: 'imperial' },
  l: UNIT_CODES.l!,
  lt: UNIT_CODES.l!,
  lts: UNIT_CODES.l!,
  ltr: UNIT_CODES.l!,
  litro: UNIT_CODES.l!,
  litros: UNIT_CODES.l!,
  liter: UNIT_CODES.l!,
  liters: UNIT_CODES.l!,
  ml: { kind: 'volume', factor: d('0.001'), system: 'metric' },
  gal: UNIT_CODES.gal!,
  galon: UNIT_CODES.gal!,
  galones: UNIT_CODES.gal!,
  gallon: UNIT_CODES.gal!,
  gallons: UNIT_CODES.gal!,
  kg: UNIT_CODES.kg!,
  kgs: UNIT_CODES.kg!,
  tm: UNIT_CODES.t!,
  'pie tablar': UNIT_CODES.bf!,
  'pies tablares': UNIT_CODES.bf!,
  'pie tabla': UNIT_CODES.bf!,
  'pies tabla': UNIT_CODES.bf!,
  'board foot': UNIT_CODES.bf!,
  'board feet': UNIT_CODES.bf!,
  bf: UNIT_CODES.bf!,
  fbm: UNIT_CODES.bf!,
  kilo: UNIT_CODES.kg!,
  kilos: UNIT_CODES.kg!,
  g: { kind: 'mass', factor: d('0.001'), system: 'metric' },
  gr: { kind: 'mass', factor: d('0.001'), system: 'metric' },
  lb: UNIT_CODES.lb!,
  lbs: UNIT_CODES.lb!,
  libras: UNIT_CODES.lb!,
  t: UNIT_CODES.t!,
  tn: UNIT_CODES.t!,
  ton: UNIT_CODES.t!,
  tons: UNIT_CODES.t!,
  'short ton': UNIT_CODES.ston!,
  'short tons': UNIT_CODES.ston!,
  tonelada: UNIT_CODES.t!,
  toneladas: UNIT_CODES.t!,
  h: UNIT_CODES.h!,
  hr: UNIT_CODES.h!,
  hrs: UNIT_CODES.h!,
  hora: UNIT_CODES.h!,
  horas: UNIT_CODES.h!,
};

/** Base units per one of `unit`, or null when the code has no fixed size (bag, box, roll…). */
export function unitInfo(unit: string | null | undefined): UnitInfo | null {
  return unit ? (UNIT_CODES[unit] ?? null) : null;
}

/** Base unit per kind, as comparable units are written in the request. */
export function kindOfUnit(unit: string): UnitKind | null {
  return UNIT_CODES[unit]?.kind ?? null;
}

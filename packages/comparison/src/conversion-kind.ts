import type { Dec as Decimal } from './decimal.ts';

/** What kind of conversion made the factor, for the buyer to read (and the bench to count). */
export type ConversionKind =
  /** The line is quoted in the comparable unit. */
  | 'same'
  /** A unit of fixed size into another of the same kind (t → kg, yd3 → m3, ft → m, lb → kg). */
  | 'unit'
  /** A pack's content written on the line (bulto 50 kg, cubeta 19 l, rollo 100 m, (15 l)). */
  | 'pack'
  /** A sheet's or roll's area from its sides (4×8 ft, 2 x 50 m, 5'x150'), per pack if boxed. */
  | 'area'
  /** A piece's length (tramo 6 m, stud 12 ft). */
  | 'length'
  /** Pieces per pack (caja c/100, palé 360 uds, millar). */
  | 'count'
  /** Steel by its nominal mass per metre (rebar diameter, W shape, IPR, HSS/PTR). */
  | 'steel-mass'
  /** Weight to volume through a bulk density: always an estimate. */
  | 'density'
  /** A lump sum answering a measured item: the price of the whole requested quantity. */
  | 'lump-sum'
  /** A working day or week in hours (jornada = 8 h). */
  | 'working-time'
  /** The request's own pack (the line is quoted in the requested unit and names no content). */
  | 'request'
  /** A standard piece length the line does not write (varilla 12 m, conduit 3 m): an estimate. */
  | 'default-length'
  /** Chosen among what the line may mean (assumed-conversion.ts): an estimate. */
  | 'assumed'
  /** The buyer's own factor for this line. */
  | 'buyer'
  /** Nothing converts the line: 1 = 1, flagged. */
  | 'none';

/**
 * One number of a conversion with its unit ("2 m", "0.617 kg/m", "1.5 t/m3"); `divide` when the
 * factor divides by it. Units are codes (m, m2, kg, l, h, pc, kg/m, t/m3, lb/ft), rendered by
 * the caller in the buyer's language.
 */
export interface ConversionTerm {
  value: Decimal;
  unit: string;
  divide?: boolean;
}

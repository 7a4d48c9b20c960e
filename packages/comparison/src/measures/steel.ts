import { Dec, type Dec as Decimal } from '../decimal.ts';

/**
 * Steel mass per metre from the published standards (docs/decisions/015-comparison-engine.md §
 * Comparison, Measures library): deformed bar by nominal diameter, wide-flange beams by their
 * designation, hollow sections by their dimensions.
 */

/**
 * Nominal mass per metre of deformed bar by nominal diameter in millimetres: ASTM A615 inch sizes
 * (#2–#18, the same bars and masses as NMX-B-506 in Mexico) and the metric series of ISO 6935-2
 * (NCh 204, NTC 2289, UNE 36068: 0.00617 × d² kg/m rounded as published).
 */
export const REBAR_KG_PER_M: readonly { mm: number; kgPerM: string; standard: string }[] = [
  { mm: 6, kgPerM: '0.222', standard: 'ISO 6935-2' },
  { mm: 6.35, kgPerM: '0.249', standard: 'ASTM A615' },
  { mm: 7.94, kgPerM: '0.384', standard: 'NMX-B-506' },
  { mm: 8, kgPerM: '0.395', standard: 'ISO 6935-2' },
  { mm: 9.525, kgPerM: '0.560', standard: 'ASTM A615' },
  { mm: 10, kgPerM: '0.617', standard: 'ISO 6935-2' },
  { mm: 12, kgPerM: '0.888', standard: 'ISO 6935-2' },
  { mm: 12.7, kgPerM: '0.994', standard: 'ASTM A615' },
  { mm: 14, kgPerM: '1.208', standard: 'ISO 6935-2' },
  { mm: 15.875, kgPerM: '1.552', standard: 'ASTM A615' },
  { mm: 16, kgPerM: '1.578', standard: 'ISO 6935-2' },
  { mm: 18, kgPerM: '1.998', standard: 'ISO 6935-2' },
  { mm: 19.05, kgPerM: '2.235', standard: 'ASTM A615' },
  { mm: 20, kgPerM: '2.466', standard: 'ISO 6935-2' },
  { mm: 22, kgPerM: '2.984', standard: 'ISO 6935-2' },
  { mm: 22.225, kgPerM: '3.042', standard: 'ASTM A615' },
  { mm: 25, kgPerM: '3.853', standard: 'ISO 6935-2' },
  { mm: 25.4, kgPerM: '3.973', standard: 'ASTM A615' },
  { mm: 28, kgPerM: '4.834', standard: 'ISO 6935-2' },
  { mm: 28.65, kgPerM: '5.060', standard: 'ASTM A615' },
  { mm: 32, kgPerM: '6.313', standard: 'ISO 6935-2' },
  { mm: 32.26, kgPerM: '6.404', standard: 'ASTM A615' },
  { mm: 35.81, kgPerM: '7.907', standard: 'ASTM A615' },
  { mm: 36, kgPerM: '7.990', standard: 'ISO 6935-2' },
  { mm: 43, kgPerM: '11.38', standard: 'ASTM A615' },
  { mm: 57.33, kgPerM: '20.24', standard: 'ASTM A615' },
];

/** The bar's nominal mass per metre: the nearest row within 4 % of the diameter, or null. */
export function rebarKgPerMetre(diameterMm: number): { kgPerM: Decimal; standard: string } | null {
  let best: (typeof REBAR_KG_PER_M)[number] | null = null;
  for (const row of REBAR_KG_PER_M) {
    const gap = Math.abs(row.mm - diameterMm) / row.mm;
    if (gap <= 0.04 && (!best || gap < Math.abs(best.mm - diameterMm) / best.mm)) best = row;
  }
  return best ? { kgPerM: new Dec(best.kgPerM), standard: best.standard } : null;
}

/** 1 lb/ft in kg/m, exactly (0.45359237 kg ÷ 0.3048 m). */
export const KG_PER_M_PER_LB_PER_FT = new Dec('0.45359237').div('0.3048');

/** Carbon steel's density, kg/m³ (hollow sections' mass from their dimensions). */
const STEEL_KG_PER_M3 = new Dec(7850);

/** Manufacturers' Standard Gauge for sheet steel (calibre in Mexico): thickness in millimetres. */
export const SHEET_GAUGE_MM: Record<number, string> = {
  7: '4.554',
  8: '4.176',
  9: '3.797',
  10: '3.416',
  11: '3.038',
  12: '2.657',
  13: '2.278',
  14: '1.897',
  16: '1.519',
  18: '1.214',
  20: '0.912',
  22: '0.759',
  24: '0.607',
  26: '0.455',
  28: '0.378',
};

export interface SteelSection {
  kgPerM: Decimal;
  /** The designation as read ("W8x10", "IPR 10x4 22.3 kg/m", "HSS 4x4x1/8"). */
  designation: string;
  /** The published table or rule the mass comes from. */
  basis: string;
  /** Worked out from nominal dimensions (rounded corners ignored): an estimate. */
  estimate: boolean;
}

/**
 * A rolled or hollow section's mass per metre read from its designation: a wide-flange beam by
 * its weight ("W8x10" = 10 lb/ft, AISC), a section whose kg/m is written ("IPR 10x4 de 22.3
 * kg/m", "IPR 8" x 4" 17.9"), a hollow section from its outside size and wall (HSS 4x4x1/8,
 * PTR 4x4 cal. 11: 4·t·(b − t) × 7,850 kg/m³ for a square, marked an estimate).
 */
export function sectionKgPerMetre(prepared: string): SteelSection | null {
  const written = /(\d+(?:[.,]\d+)?)\s*kg\s*\/\s*m(?![a-z0-9])/.exec(prepared);
  if (written) {
    const value = new Dec(written[1]!.replace(',', '.'));
    return { kgPerM: value, designation: written[0], basis: 'kg/m', estimate: false };
  }
  const w = /\bw\s*(\d{1,2})\s*x\s*(\d{1,3}(?:\.\d+)?)\b/.exec(prepared);
  if (w)
    return {
      kgPerM: new Dec(w[2]!).times(KG_PER_M_PER_LB_PER_FT),
      designation: `W${w[1]}x${w[2]}`,
      basis: 'AISC',
      estimate: false,
    };
  const ipr =
    /\bipr\s*(\d{1,2})\s*"?\s*x\s*(\d{1,2}(?:\s*\d\/\d)?)\s*"?\s*(?:de\s+|x\s*)?(\d{1,3}(?:[.,]\d+)?)\b/.exec(
      prepared,
    );
  if (ipr)
    return {
      kgPerM: new Dec(ipr[3]!.replace(',', '.')),
      designation: `IPR ${ipr[1]}x${ipr[2]} ${ipr[3]}`,
      basis: 'IMCA',
      estimate: false,
    };
  const hollow =
    /\b(hss|ptr)\s*(\d+(?:\.\d+)?)\s*"?\s*x\s*(\d+(?:\.\d+)?)\s*"?(?:\s*x\s*(\d+\/\d+|\d*\.\d+))?/.exec(
      prepared,
    );
  if (hollow) {
    const inch = new Dec('0.0254');
    const b = new Dec(hollow[2]!).times(inch);
    const h = new Dec(hollow[3]!).times(inch);
    let t: Decimal | null = null;
    if (hollow[4]) {
      const [n, d] = hollow[4].split('/');
      t = (d ? new Dec(n!).div(d) : new Dec(hollow[4])).times(inch);
    } else {
      const gauge = /\b(?:cal|calibre|ga|gauge)\s*\.?\s*(\d{1,2})\b/.exec(prepared);
      const mm = gauge ? SHEET_GAUGE_MM[Number(gauge[1])] : undefined;
      if (mm) t = new Dec(mm).div(1000);
    }
    if (!t) return null;
    // Perimeter at mid-wall × wall × density.
    const area = b.plus(h).times(2).minus(t.times(4)).times(t);
    return {
      kgPerM: area.times(STEEL_KG_PER_M3),
      designation: hollow[0].trim(),
      basis: 'nominal dimensions',
      estimate: true,
    };
  }
  return null;
}

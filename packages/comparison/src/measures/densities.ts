import { Dec, type Dec as Decimal } from '../decimal.ts';

/**
 * Loose bulk densities of materials sold by weight and by volume, tonnes per cubic metre
 * (docs/product-rules.md § Comparing and awarding, Conversion factor). Every one is an estimate: a
 * material's density varies with its moisture, grading and compaction, so a conversion through
 * it is shown as estimated and is the buyer's to change.
 */
export const BULK_DENSITY_T_PER_M3: readonly { concept: string; tPerM3: string }[] = [
  { concept: 'sand', tPerM3: '1.5' },
  { concept: 'gravel', tPerM3: '1.6' },
  { concept: 'crushed', tPerM3: '1.6' },
  { concept: 'aggregate', tPerM3: '1.6' },
  { concept: 'base', tPerM3: '1.8' },
  { concept: 'soil', tPerM3: '1.4' },
  { concept: 'concrete', tPerM3: '2.4' },
  { concept: 'cement', tPerM3: '1.5' },
];

/** The density of the first material the concepts name (sand before gravel…), or null. */
export function bulkDensity(concepts: Set<string>): { concept: string; tPerM3: Decimal } | null {
  for (const row of BULK_DENSITY_T_PER_M3)
    if (concepts.has(`c:${row.concept}`))
      return { concept: row.concept, tPerM3: new Dec(row.tPerM3) };
  return null;
}

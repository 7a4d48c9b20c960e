/**
 * The most a document may hold before the reader refuses it, checked before or while the work is
 * done, never after (docs/product-rules.md § Hostile files). A real quote is a few pages, a few
 * hundred rows; these leave ample room and keep one file's memory and time bounded.
 */
export const READ_LIMITS = {
  /** What a workbook may unpack to, all its parts together. */
  unzippedBytes: 64 * 1024 * 1024,
  /** Parts of a workbook. */
  zipEntries: 10_000,
  /** Rows of a workbook (all sheets) or lines of a CSV. */
  rows: 20_000,
  /** Non-empty cells of a workbook or CSV. */
  cells: 400_000,
  /** Pages of a PDF. */
  pages: 200,
} as const;

/** Limits a caller may tighten (the RFQ item import reads at most 5,000 rows). */
export type SheetLimits = { rows: number; cells: number };

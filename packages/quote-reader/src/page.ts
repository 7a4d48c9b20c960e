/**
 * What every format hands to the layout stage: pages of words with their boxes. A text PDF gives
 * them from pdf.js, a scan from OCR; both meet here so that one layout reader serves every format.
 * Coordinates are in the page's own units (PDF points or image pixels), origin top left, y down.
 */
export type Word = {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0–1: 1 for text a PDF states, the OCR engine's own confidence for a scan. */
  confidence: number;
};

/** A box in a page's own units: left, top, right, bottom. */
export type Box = [number, number, number, number];

export type Page = {
  /** 1-based page number in the document. */
  number: number;
  width: number;
  height: number;
  words: Word[];
  /**
   * A scanned page only: OCR of one place of the page again, on its own, as a single line (a table
   * cell the page's reading left empty). Words come back in the page's units.
   */
  lookAgain?: (box: Box) => Promise<Word[]>;
};

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

export type Page = {
  /** 1-based page number in the document. */
  number: number;
  width: number;
  height: number;
  words: Word[];
};

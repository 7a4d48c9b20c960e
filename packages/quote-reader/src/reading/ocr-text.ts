import type { Line } from '../layout/line.ts';
import { normalizeOcrNumbers, type NumberStyle } from './numbers.ts';
import type { RawRow } from './table.ts';
import { fixOcrUnit } from './units.ts';

// What OCR does to a scan's numbers and units, set right before and after the table is read.

/**
 * An amount that is only digits starting with a zero ("025") is no whole number as printed: OCR lost
 * the decimal separator after the zero ("0,25").
 */
function restoreLeadingZeroDecimal(text: string, style: NumberStyle): string {
  // The amount may carry its currency's sign ("029€", "$025").
  const match = /^(\s*(?:US\$|\$|€)?\s*)0(\d{1,3})(\s*€?\s*)$/.exec(text);
  return match ? `${match[1]}0${style === 'comma' ? ',' : '.'}${match[2]}${match[3]}` : text;
}

/** Columns that hold amounts; a code, an item number or a description keeps its leading zeros. */
const AMOUNT_ROLES = ['quantity', 'price', 'listPrice', 'netPrice', 'discount', 'total'] as const;

/** A scanned table row with the decimal separators OCR lost in its amount columns put back. */
export function withLeadingZeroDecimals(row: RawRow, style: NumberStyle): RawRow {
  const fields = { ...row.fields };
  for (const role of AMOUNT_ROLES) {
    const field = fields[role];
    if (field) fields[role] = { ...field, text: restoreLeadingZeroDecimal(field.text, style) };
  }
  return { ...row, fields };
}

/** A scan's lines with garbled units set right and misplaced separators in the style's form. */
export function ocrNormalized(lines: Line[], style: NumberStyle): Line[] {
  return lines.map((line) => {
    const cells = line.cells.map((c) => {
      // A lone "1" or "I" is a unit only beside other cells; a cell of its own may be a number.
      const unit = /^\s*[1I|]\s*$/.test(c.text) ? c.text : fixOcrUnit(c.text, line.text);
      return { ...c, text: normalizeOcrNumbers(unit, style) };
    });
    return { ...line, cells, text: cells.map((c) => c.text).join('  ') };
  });
}

/** Rows of cells as a spreadsheet puts them on the clipboard (tab-separated) or in a CSV file. */
export type PasteColumn =
  'description' | 'quantity' | 'unit' | 'brand' | 'notes' | 'section' | 'ignored';
export type PasteRow = { line: number; cells: string[] };

/** The characters that separate cells: tab on the clipboard, tab, semicolon or comma in a file. */
export type CellDelimiter = '\t' | ';' | ',';

/**
 * Splits delimited text (tab-separated by default) into rows. A cell the spreadsheet quoted
 * (because it holds the delimiter, a line break or a quote) is unquoted; a lone `"` inside a cell
 * (3/8") stays as written. Each row keeps the line it starts on, as the spreadsheet numbers it.
 */
export function splitRows(text: string, delimiter: CellDelimiter = '\t'): PasteRow[] {
  const rows: PasteRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let index = 0;
  const source = text.replace(/\r\n?/g, '\n');
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (index < source.length) {
    const char = source[index] ?? '';
    if (char === '"' && cell === '') {
      const closing = findClosingQuote(source, index + 1, delimiter);
      if (closing !== -1) {
        const inner = source.slice(index + 1, closing);
        cell = inner.replace(/""/g, '"');
        line += (inner.match(/\n/g) ?? []).length;
        index = closing + 1;
        continue;
      }
    }
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n') {
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
    index += 1;
  }
  endRow();
  return rows;
}

/** The quote that closes a quoted cell: followed by the delimiter, a line break or the end. */
function findClosingQuote(source: string, from: number, delimiter: CellDelimiter): number {
  let index = from;
  while (index < source.length) {
    if (source[index] === '"') {
      if (source[index + 1] === '"') {
        index += 2;
        continue;
      }
      const next = source[index + 1];
      return next === undefined || next === delimiter || next === '\n' ? index : -1;
    }
    index += 1;
  }
  return -1;
}

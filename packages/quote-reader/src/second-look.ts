import type { Line } from './layout/line.ts';
import { linesFromPages } from './layout/lines-from-pages.ts';
import { OcrError } from './ocr/ocr-error.ts';
import type { Box, Page, Word } from './page.ts';
import { headerColumns, overlap, type Column } from './reading/columns.ts';

/**
 * A second look at a scan's table (docs/decisions/014-quote-reader.md § Quote reader). Tesseract's
 * page layout sometimes drops one cell of a row it otherwise reads: the unit "m³" or "rollo", a
 * quantity. Where an item row of a table has nothing under its quantity or unit header, that place
 * is read again on its own, as a single line, and what is found there joins the page's words.
 */

/** Places read again on one page at most: each costs a tenth of a second or so. */
const MAX_PLACES_PER_PAGE = 16;
/** Words read in a second look below this confidence are left out. */
const MIN_CONFIDENCE = 0.6;

export type Place = { page: number; box: Box };

const AMOUNT_ROLES = new Set<Column['role']>(['price', 'netPrice', 'listPrice', 'total']);
const LOOKED_FOR = new Set<Column['role']>(['quantity', 'unit']);

/**
 * The empty quantity and unit cells of the item rows under each table header: the space between
 * the row's cells on either side of the column, as high as those cells.
 */
export function emptyTableCells(lines: Line[]): Place[] {
  const places: Place[] = [];
  let columns: Column[] | null = null;
  let tablePage = 0;
  for (const line of lines) {
    const header = headerColumns(line);
    if (header) {
      columns = header;
      tablePage = line.page;
      continue;
    }
    if (!columns || line.page !== tablePage || line.cells.length < 3) continue;
    const amounts = columns.filter((c) => AMOUNT_ROLES.has(c.role));
    const isItem = line.cells.some(
      (cell) => /\d/.test(cell.text) && amounts.some((c) => overlap(c, cell) > 0),
    );
    if (!isItem) continue;
    for (const column of columns.filter((c) => LOOKED_FOR.has(c.role))) {
      if (line.cells.some((cell) => overlap(column, cell) > 0)) continue;
      const left = line.cells.filter((c) => c.x1 <= column.x0).at(-1);
      const right = line.cells.find((c) => c.x0 >= column.x1);
      if (!left || !right) continue;
      const x0 = left.x1 + 1;
      const x1 = right.x0 - 1;
      if (x1 - x0 < line.height) continue;
      const boxes = [left.source.box, right.source.box].filter((b) => b !== undefined);
      if (boxes.length === 0) continue;
      const pad = line.height * 0.3;
      const y0 = Math.min(...boxes.map((b) => b[1])) - pad;
      const y1 = Math.max(...boxes.map((b) => b[3])) + pad;
      places.push({ page: line.page, box: [x0, y0, x1, y1] });
    }
  }
  return places;
}

function centreInside(word: Word, [x0, y0, x1, y1]: Box): boolean {
  const x = (word.x0 + word.x1) / 2;
  const y = (word.y0 + word.y1) / 2;
  return x >= x0 && x <= x1 && y >= y0 && y <= y1;
}

/**
 * The lines of scanned pages, after a second look at the empty cells of their tables. Pages
 * that cannot be looked at again (text pages) are read as they are.
 */
export async function linesWithSecondLook(pages: Page[]): Promise<Line[]> {
  const lines = linesFromPages(pages);
  const places = emptyTableCells(lines);
  let found = 0;
  for (const page of pages) {
    const lookAgain = page.lookAgain;
    if (!lookAgain) continue;
    const mine = places.filter((p) => p.page === page.number).slice(0, MAX_PLACES_PER_PAGE);
    const read = await Promise.all(
      mine.map((place) =>
        lookAgain(place.box).catch((error: unknown) => {
          // A place that cannot be read again stays as the page had it; a document out of time
          // stops as it would have without the second look.
          if (error instanceof OcrError && error.code === 'timeout') throw error;
          return [];
        }),
      ),
    );
    read.forEach((words, i) => {
      const box = mine[i]!.box;
      const kept = words.filter(
        (word) =>
          word.confidence >= MIN_CONFIDENCE &&
          centreInside(word, box) &&
          !page.words.some((other) => centreInside(other, [word.x0, word.y0, word.x1, word.y1])),
      );
      page.words.push(...kept);
      found += kept.length;
    });
  }
  return found > 0 ? linesFromPages(pages) : lines;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from './formats/pdf.ts';
import type { Page } from './page.ts';
import { readQuote } from './read-quote.ts';
import type { DecimalText, ReadResult, Source } from './result.ts';
import { buildPdf, buildXlsx } from './testing/fixtures.ts';

// Every value carries the place it was printed, not its line's first cell nor its label
// (docs/product-rules.md § Reading quotes).

const corpus = join(import.meta.dirname, '../../../../shared/quotes-corpus/dev');

/** The PDF's own words whose centre lies inside a source's box, left to right. */
function wordsUnder(pages: Page[], source: Source | null | undefined): string {
  const box = source?.box;
  const page = pages.find((p) => p.number === source?.page);
  if (!box || !page) return '';
  const [x0, y0, x1, y1] = box;
  return page.words
    .filter((w) => {
      const cx = (w.x0 + w.x1) / 2;
      const cy = (w.y0 + w.y1) / 2;
      return cx >= x0 - 0.5 && cx <= x1 + 0.5 && cy >= y0 - 0.5 && cy <= y1 + 0.5;
    })
    .sort((a, b) => a.x0 - b.x0)
    .map((w) => w.text)
    .join(' ');
}

/** The digits of a value as printed, whatever its separators: '98000' → "98000", '245.5' → "2455". */
function digitsOf(value: DecimalText): string {
  return new Decimal(value)
    .toFixed(2)
    .replace(/\D/g, '')
    .replace(/0+$/, '')
    .replace(/^0+(?=\d)/, '');
}

function printedIn(words: string, value: DecimalText): boolean {
  return words.replace(/\D/g, '').includes(digitsOf(value));
}

type Check = { what: string; value: DecimalText; words: string };

function valueChecks(result: ReadResult, pages: Page[]): Check[] {
  const checks: Check[] = [];
  for (const line of result.line_items) {
    for (const key of ['quantity', 'unit_price', 'line_total'] as const) {
      const value = line[key];
      if (value === null) continue;
      checks.push({
        what: `line ${line.line_no} ${key}`,
        value,
        words: wordsUnder(pages, line.sources?.[key]),
      });
    }
  }
  for (const key of ['subtotal', 'total'] as const) {
    const value = result[key];
    if (value !== null)
      checks.push({ what: key, value, words: wordsUnder(pages, result.source[key]) });
  }
  return checks;
}

describe.skipIf(!existsSync(corpus))('value sources on the corpus text PDFs', () => {
  it.each(['dev-g01-q04.pdf', 'dev-g04-q02.pdf', 'dev-g06-q01.pdf'])(
    '%s: the words under each value’s box are that value, and a total’s box holds no label',
    async (file) => {
      const bytes = new Uint8Array(readFileSync(join(corpus, file)));
      const result = await readQuote(bytes, file);
      const { pages } = await readPdfPages(bytes);
      expect(result.line_items.length).toBeGreaterThan(3);
      const checks = valueChecks(result, pages);
      const misplaced = checks.filter((c) => !printedIn(c.words, c.value));
      expect(misplaced).toEqual([]);
      expect(checks.find((c) => c.what === 'total')).toBeDefined();
      expect(wordsUnder(pages, result.source.total)).not.toMatch(/total/i);
    },
  );
});

describe('value sources on a built PDF', () => {
  it('boxes the unit price, not the row number, and the total amount, not its label', async () => {
    const bytes = await buildPdf((doc) => {
      doc.fontSize(14).text('Aceros del Norte S.A. de C.V.', 40, 40);
      doc.fontSize(9).text('Cotización No.: COT-77', 40, 62);
      const columns = [40, 70, 120, 330, 420, 500];
      ['#', 'Cant.', 'Descripción', 'Unidad', 'P. Unitario', 'Importe'].forEach((t, k) =>
        doc.text(t, columns[k], 120, { lineBreak: false }),
      );
      const rows = [
        ['1', '10', 'Varilla corrugada 3/8"', 'pza', '150.00', '1,500.00'],
        ['2', '4', 'Alambre recocido 16', 'kg', '38.50', '154.00'],
        ['3', '20', 'Clavo estándar 2 1/2"', 'kg', '41.00', '820.00'],
        ['4', '6', 'Malla electrosoldada 6x6', 'pza', '512.00', '3,072.00'],
        ['5', '12', 'Block hueco 15x20x40', 'pza', '17.25', '207.00'],
      ];
      rows.forEach((row, i) =>
        row.forEach((t, k) => doc.text(t, columns[k], 140 + i * 16, { lineBreak: false })),
      );
      doc.text('Subtotal: 5,753.00', 400, 240, { lineBreak: false });
      doc.text('Total neto: 5,753.00', 400, 256, { lineBreak: false });
      doc.text('Moneda: MXN', 40, 290);
    });
    const result = await readQuote(bytes, 'cotizacion.pdf');
    const { pages } = await readPdfPages(bytes);
    const fifth = result.line_items[4]!;
    expect(fifth.unit_price).toBe('17.25');
    expect(wordsUnder(pages, fifth.sources?.unit_price)).toBe('17.25');
    expect(wordsUnder(pages, fifth.sources?.line_total)).toBe('207.00');
    expect(wordsUnder(pages, fifth.sources?.quantity)).toBe('12');
    expect(wordsUnder(pages, fifth.sources?.description)).toBe('Block hueco 15x20x40');
    // Label and amount set in one run of text: the box narrows to the amount's words.
    expect(result.total).toBe('5753');
    expect(wordsUnder(pages, result.source.total)).toBe('5,753.00');
    expect(wordsUnder(pages, result.source.quote_number)).toBe('COT-77');
    expect(wordsUnder(pages, result.source.supplier_name)).toBe('Aceros del Norte S.A. de C.V.');
  });

  it('boxes the freight and the discount amounts, not their labels', async () => {
    const bytes = await buildPdf((doc) => {
      doc.fontSize(14).text('Aceros del Norte S.A. de C.V.', 40, 40);
      doc.fontSize(9).text('Cotización No.: COT-78', 40, 62);
      const columns = [40, 70, 120, 330, 420, 500];
      ['#', 'Cant.', 'Descripción', 'Unidad', 'P. Unitario', 'Importe'].forEach((t, k) =>
        doc.text(t, columns[k], 120, { lineBreak: false }),
      );
      const rows = [
        ['1', '10', 'Varilla corrugada 3/8"', 'pza', '150.00', '1,500.00'],
        ['2', '4', 'Alambre recocido 16', 'kg', '38.50', '154.00'],
      ];
      rows.forEach((row, i) =>
        row.forEach((t, k) => doc.text(t, columns[k], 140 + i * 16, { lineBreak: false })),
      );
      doc.text('Subtotal: 1,654.00', 400, 200, { lineBreak: false });
      doc.text('Descuento: 54.00', 400, 216, { lineBreak: false });
      doc.text('Flete: 350.00', 400, 232, { lineBreak: false });
      doc.text('Total: 1,950.00', 400, 248, { lineBreak: false });
      doc.text('Moneda: MXN', 40, 290);
    });
    const result = await readQuote(bytes, 'cotizacion.pdf');
    const { pages } = await readPdfPages(bytes);
    expect(result.freight?.amount).toBe('350');
    expect(wordsUnder(pages, result.source.freight)).toBe('350.00');
    expect(result.discount_total).toBe('54');
    expect(wordsUnder(pages, result.source.discount_total)).toBe('54.00');
  });

  it('boxes each number of an item written as a sentence', async () => {
    const bytes = await buildPdf((doc) => {
      doc.fontSize(14).text('Ferretera La Paz S.A. de C.V.', 40, 40);
      doc.fontSize(10);
      doc.text('Estimado cliente, le cotizamos lo siguiente:', 40, 80, { lineBreak: false });
      doc.text('- 400 bultos de cemento gris a $245.00 c/u, importe $98,000.00', 40, 100, {
        lineBreak: false,
      });
      doc.text('- 25 tramos de tubo PVC 4" a $180.00 c/u, importe $4,500.00', 40, 116, {
        lineBreak: false,
      });
      doc.text('Total: $102,500.00 MXN', 40, 150, { lineBreak: false });
    });
    const result = await readQuote(bytes, 'carta.pdf');
    const { pages } = await readPdfPages(bytes);
    const first = result.line_items[0]!;
    expect([first.quantity, first.unit_price, first.line_total]).toEqual(['400', '245', '98000']);
    expect(wordsUnder(pages, first.sources?.quantity)).toBe('400');
    expect(wordsUnder(pages, first.sources?.unit_price)).toBe('$245.00');
    expect(wordsUnder(pages, first.sources?.line_total)).toBe('$98,000.00');
    expect(wordsUnder(pages, result.source.total)).toBe('$102,500.00');
  });
});

describe('value sources on a spreadsheet', () => {
  it('names the cell that holds each value', async () => {
    const bytes = await buildXlsx([
      ['Proveedor', 'Ferretería Sur S.L.'],
      ['CIF', 'B12345678'],
      [],
      ['Código', 'Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'],
      ['A-1', 'Saco cemento 25 kg', 40, 'saco', 4.1, 164],
      ['A-2', 'Ladrillo hueco doble', 1000, 'ud', 0.25, 250],
      [],
      [null, null, null, null, 'Base imponible', 414],
      [null, null, null, null, 'IVA 21%', 86.94],
      [null, null, null, null, 'Total', 500.94],
    ]);
    const result = await readQuote(bytes, 'oferta.xlsx');
    const second = result.line_items[1]!;
    expect(second.sources).toMatchObject({
      sku: { cell: 'A6' },
      description: { cell: 'B6' },
      quantity: { cell: 'C6' },
      unit: { cell: 'D6' },
      unit_price: { cell: 'E6' },
      line_total: { cell: 'F6' },
    });
    expect(result.source.total).toMatchObject({ cell: 'F10' });
    expect(result.source.subtotal).toMatchObject({ cell: 'F8' });
  });
});

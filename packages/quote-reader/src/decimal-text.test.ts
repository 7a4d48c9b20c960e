import { describe, expect, it } from 'vitest';
import { readQuote } from './read-quote.ts';
import type { ReadResult } from './result.ts';
import { buildPdf, LARGE_AMOUNTS_QUOTE, largeAmountsCsv } from './testing/fixtures.ts';

// Quantities and money leave the reader as the decimal text printed, or computed from it exactly
// (docs/decisions/029-decimal-text-from-the-reader.md § Decimal text from the reader), even where
// a float would lose a centavo (`LARGE_AMOUNTS_QUOTE`).

const { lines: LINES, totals: TOTALS } = LARGE_AMOUNTS_QUOTE;

const EXPECTED_LINES = [
  ['1234567.905', '21.5', '26543209.96'],
  ['1', '98765432109876.54', '98765432109876.54'],
  ['3', '0.1', '0.3'],
];

async function pdfQuote(): Promise<Uint8Array> {
  return buildPdf((doc) => {
    doc.fontSize(14).text('Aceros y Obra Civil del Golfo S.A. de C.V.', 40, 40);
    doc.fontSize(8);
    doc.text('Cotización No.:', 360, 62).text('COT-98765', 440, 62);
    doc.text('Fecha:', 360, 74).text('17/04/2026', 440, 74);
    const xs = [40, 95, 300, 345, 390, 480];
    const heads = ['Cant.', 'Descripción', 'Unidad', '', 'P. Unitario', 'Importe'];
    heads.forEach((title, k) => doc.text(title, xs[k], 140, { lineBreak: false }));
    LINES.forEach(([, , what, qty, unit, price, total], i) => {
      const cells = [qty, what.toLowerCase(), unit.toLowerCase(), '', price, total];
      cells.forEach((text, k) => doc.text(text, xs[k], 160 + i * 16, { lineBreak: false }));
    });
    TOTALS.forEach(([label, amount], i) => {
      doc.text(label, 390, 220 + i * 14, { lineBreak: false });
      doc.text(amount, 480, 220 + i * 14, { lineBreak: false });
    });
    doc.text('Moneda nacional (MXN)', 40, 280);
  });
}

function expectExact(result: ReadResult): void {
  expect(result.error).toBeUndefined();
  expect(result.line_items.map((l) => [l.quantity, l.unit_price, l.line_total])).toEqual(
    EXPECTED_LINES,
  );
  expect([result.subtotal, result.tax?.rate, result.tax?.amount, result.total]).toEqual([
    '98765458653086.8',
    '16',
    '15802473384493.89',
    '114567932037580.69',
  ]);
}

describe('the values a quote prints leave the reader as their exact decimal text', () => {
  it('a CSV quote: a quantity in the millions with grams, a total in the trillions with centavos', async () => {
    expectExact(await readQuote(largeAmountsCsv(), 'cotizacion-obra.csv'));
  });

  it('the same quote as a text PDF', async () => {
    expectExact(await readQuote(await pdfQuote(), 'cotizacion-obra.pdf'));
  });
});

import { describe, expect, it } from 'vitest';
import type { Word } from '../page.ts';
import { linesFromPages } from '../layout/lines-from-pages.ts';
import { interpret } from './interpret.ts';
import { put } from '../testing/ocr-words.ts';

// Scanned rows whose quantity header OCR lost and whose price lost its decimal separator: total ÷
// price alone gives a quantity with the price's lost digits ("38 × 29" for "3.800 × 0,29"); the
// quantity printed on the row says which reading is right.

function read(words: Word[]) {
  const lines = linesFromPages([{ number: 1, width: 1240, height: 1754, words }]);
  return interpret(lines, { file: 'scan.png', format: 'scan', pages: 1 });
}

const rowsOf = (result: ReturnType<typeof read>) =>
  result.line_items.map((l) => [l.quantity, l.unit_price, l.line_total]);

describe('prices and quantities whose separators a scan lost', () => {
  it('reads the quantity printed between the description and the prices, not total ÷ price', () => {
    const words: Word[] = [];
    put(words, 'Importes en euros (EUR)', 40, 40);
    // "Cantidad" and "Ud." lost from the header band.
    const columns: [string, number][] = [
      ['Descripción', 60],
      ['Precio', 760],
      ['Importe', 900],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['Ladrillo hueco doble 8 cm', '3.800', 'uds', '029€', '1.102,00 €'],
      ['Cemento cola C1T gris 25 kg', '100', 'saco', '658€', '658,00 €'],
      ['Placa de yeso laminado 13 mm', '164', 'uds', '14,49 €', '2.376,36 €'],
    ];
    const at = [60, 520, 600, 760, 900];
    rows.forEach((row, i) => row.forEach((text, k) => put(words, text, at[k]!, 130 + i * 30)));

    expect(rowsOf(read(words))).toEqual([
      ['3800', '0.29', '1102'],
      ['100', '6.58', '658'],
      ['164', '14.49', '2376.36'],
    ]);
  });

  it('reads a quantity whose group separator OCR read as a decimal point', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Descripción', 60],
      ['Cnt', 520],
      ['Precio Unit.', 760],
      ['Importe', 900],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['Cable THW-LS 12 AWG (por metro)', '2.200', 'm', '937', '20,614.00'],
      ['Tubo PVC sanitario 4"', '150', 'ml', '75.74', '11,361.00'],
    ];
    const at = [60, 520, 600, 760, 900];
    rows.forEach((row, i) => row.forEach((text, k) => put(words, text, at[k]!, 130 + i * 30)));

    expect(rowsOf(read(words))).toEqual([
      ['2200', '9.37', '20614'],
      ['150', '75.74', '11361'],
    ]);
  });

  it('reads the quantity under a lost header left of the description', () => {
    const words: Word[] = [];
    put(words, 'All prices in US Dollars (USD)', 40, 40);
    // "Qty" read as a word the vocabulary does not know.
    const columns: [string, number][] = [
      ['Oly', 40],
      ['Unit', 120],
      ['Description', 200],
      ['Unit Price', 760],
      ['Disc.', 860],
      ['Amount', 940],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['57', 'sheet', 'Welded wire mesh 6x6 8x20 sheet', '3335', '', '1,900.95'],
      ['1,500', 'ft', 'Expansion joint 1/2" x 4"', '0.66', '3%', '960.00'],
      ['22', 'hour', 'Concrete pump truck', '190.50', '', '4,191.00'],
    ];
    const at = [40, 120, 200, 760, 860, 940];
    rows.forEach((row, i) =>
      row.forEach((text, k) => text && put(words, text, at[k]!, 130 + i * 30)),
    );

    expect(rowsOf(read(words))).toEqual([
      ['57', '33.35', '1900.95'],
      ['1500', '0.66', '960'],
      ['22', '190.5', '4191'],
    ]);
  });

  it('reads a quantity that lost its decimal comma in a currency without decimals', () => {
    const words: Word[] = [];
    put(words, 'Valores en pesos chilenos (CLP)', 40, 40);
    // No header: the rows are read by their arithmetic alone.
    const rows = [
      ['1', '65', 'mil', 'Ladrillo princesa (precio por mil)', '396.370', '2.576.405'],
      ['2', '150', 'm3', 'Arena gruesa', '26.340', '3.951.000'],
    ];
    const at = [40, 90, 160, 240, 760, 900];
    rows.forEach((row, i) => row.forEach((text, k) => put(words, text, at[k]!, 130 + i * 30)));

    expect(rowsOf(read(words))).toEqual([
      ['6.5', '396370', '2576405'],
      ['150', '26340', '3951000'],
    ]);
  });

  it('reads a quantity column whose group separator OCR read as a decimal point, and flags it', () => {
    const words: Word[] = [];
    put(words, 'All prices in US Dollars (USD)', 40, 40);
    const columns: [string, number][] = [
      ['Description', 40],
      ['Qty', 520],
      ['Unit', 600],
      ['Unit Price', 760],
      ['Amount', 900],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['Finish labor slab on grade', '8.500', 'SF', '1.11', '9,435.00'],
      ['Concrete pump truck', '22', 'hour', '190.50', '4,191.00'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, k) => put(words, text, columns[k]![1], 130 + i * 30)),
    );
    put(words, 'Subtotal', 760, 200);
    put(words, '$13,626.00', 900, 200);

    const result = read(words);
    expect(result.warnings.join('\n')).toMatch(/quantity read as 8.5 corrected to 8500/);
    expect(rowsOf(result)).toEqual([
      ['8500', '1.11', '9435'],
      ['22', '190.5', '4191'],
    ]);
    expect(result.line_items[0]!.confidence).toBeLessThan(0.8);
  });
});

import { describe, expect, it } from 'vitest';
import type { Word } from '../page.ts';
import { linesFromPages } from '../layout/lines-from-pages.ts';
import { interpret } from './interpret.ts';
import { put } from '../testing/ocr-words.ts';

// Pages of words placed as OCR places them (one box per word, image pixels), carrying the
// misreadings seen on the development scans: each test reads them through the layout and the
// reading stages, as a scan is read after tesseract.

function read(words: Word[]) {
  const lines = linesFromPages([{ number: 1, width: 1240, height: 1754, words }]);
  return interpret(lines, { file: 'scan.png', format: 'scan', pages: 1 });
}

describe('reading an OCR page', () => {
  it('keeps the table going past a note that reads like a totals label and repairs lost decimal separators', () => {
    const words: Word[] = [];
    put(words, 'Presupuesto', 40, 40);
    put(words, 'Importes en euros (EUR)', 40, 60);
    const columns: [string, number][] = [
      ['Descripción', 60],
      ['Fabricante', 420],
      ['Cantidad', 560],
      ['UM', 660],
      ['Precio', 760],
      ['IMPORTE', 900],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      // "3,67" read without its comma: 367
      ['Cemento CEM II/B-L 32,5 N saco 25 kg', 'Cemex', '220', 'ud', '367', '807,40'],
      // "0,25" read as "025"
      ['Ladrillo hueco doble 8 cm', 'Malpesa', '3.000', 'uds', '025', '750,00'],
      // "m²" read as "m?"
      ['Placa yeso laminado A 13 mm', 'Placo', '500', 'm?', '3,97', '1.985,00'],
    ];
    rows.forEach((row, i) => {
      const y = 130 + i * 40;
      row.forEach((text, k) => put(words, text, columns[k]![1], y));
      // A note in smaller type under each item; "Entrega en obra" is also a freight label.
      put(words, i === 1 ? 'Incluye maniobra de carga' : 'Entrega en obra', 60, y + 16);
    });
    put(words, 'Base imponible', 760, 270);
    put(words, '3.542,40 €', 900, 270);
    put(words, 'IVA 21%', 760, 290);
    // "743,90" read without its comma
    put(words, '74390 €', 900, 290);
    put(words, 'TOTAL', 760, 310);
    put(words, '4.286,30 €', 900, 310);

    const result = read(words);
    expect(
      result.line_items.map((l) => [
        l.description,
        l.brand,
        l.quantity,
        l.unit,
        l.unit_price,
        l.line_total,
      ]),
    ).toEqual([
      [
        'Cemento CEM II/B-L 32,5 N saco 25 kg Entrega en obra',
        'Cemex',
        '220',
        'bag',
        '3.67',
        '807.4',
      ],
      [
        'Ladrillo hueco doble 8 cm Incluye maniobra de carga',
        'Malpesa',
        '3000',
        'pc',
        '0.25',
        '750',
      ],
      ['Placa yeso laminado A 13 mm Entrega en obra', 'Placo', '500', 'm2', '3.97', '1985'],
    ]);
    expect(result.line_items[2]!.unit_as_written).toBe('m²');
    expect(result.freight).toBeNull();
    expect(result.tax?.amount).toBe('743.9');
    expect(result.total).toBe('4286.3');
    expect(result.warnings.join('\n')).toMatch(/unitPrice read as 367 corrected to 3.67/);
    expect(result.warnings.join('\n')).toMatch(/tax read as 74390 corrected to 743.9/);
  });

  it('takes a number under a garbled quantity header as the quantity and drops a doubled digit of the total', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Cve.', 40],
      ['DESCRIPCIÓN', 160],
      ['Cet', 560],
      ['Unid.', 640],
      ['Precio Unit.', 760],
      ['IMPORTE', 920],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      // "10,710.00" read with its first digits twice: "710,710.00"
      ['02.07.9699', 'INT. TERMOMAG. 1P 20A', '70', 'pieza', '153.00', '710,710.00'],
      ['06.12.8585', 'TUBO PVC SANITARIO 2"', '210', 'mi', '31.54', '6,623.40'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, k) => put(words, text, columns[k]![1], 130 + i * 30)),
    );
    put(words, 'Subtotal', 760, 200);
    put(words, '$17,333.40', 920, 200);

    const result = read(words);
    expect(
      result.line_items.map((l) => [l.description, l.quantity, l.unit, l.unit_price, l.line_total]),
    ).toEqual([
      ['INT. TERMOMAG. 1P 20A', '70', 'pc', '153', '10710'],
      ['TUBO PVC SANITARIO 2"', '210', 'm', '31.54', '6623.4'],
    ]);
    expect(result.line_items[1]!.unit_as_written).toBe('ml');
    expect(result.subtotal).toBe('17333.4');
  });

  it('splits a quantity read into the unit column and gives back description words read into the quantity column', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Concepto', 40],
      ['CANT.', 440],
      ['Unidad', 540],
      ['Precio Unit.', 700],
      ['Importe', 880],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    put(words, 'Cemento gris CPC 30R bulto 50 kg', 40, 130);
    put(words, '530 saco', 540, 130);
    put(words, '222.50', 700, 130);
    put(words, '117,925.00', 880, 130);
    put(words, 'Varilla corrugada 1/2" G-42', 40, 160);
    put(words, 'ArcelorMittal 4', 400, 160);
    put(words, 'tonelada', 540, 160);
    put(words, '20,580.00', 700, 160);
    put(words, '82,320.00', 880, 160);

    const result = read(words);
    expect(
      result.line_items.map((l) => [
        l.description,
        l.quantity,
        l.unit,
        l.unit_as_written,
        l.unit_price,
      ]),
    ).toEqual([
      ['Cemento gris CPC 30R bulto 50 kg', '530', 'bag', 'saco', '222.5'],
      ['Varilla corrugada 1/2" G-42 ArcelorMittal', '4', 't', 'tonelada', '20580'],
    ]);
  });

  it('does not take a description that starts with a number and a unit-like word for a quantity', () => {
    const words: Word[] = [];
    put(words, 'All prices in US Dollars (USD)', 40, 40);
    // No header: the table is read row by row from its arithmetic.
    put(words, '3', 40, 130);
    put(words, "10 mil poly vapor barrier 20'x100'", 80, 130);
    put(words, '3', 560, 130);
    put(words, 'roll', 640, 130);
    put(words, '$145.00', 760, 130);
    put(words, '$435.00', 920, 130);
    put(words, '1', 40, 160);
    put(words, '#4 rebar grade 60 (per lb)', 80, 160);
    put(words, '22,045', 560, 160);
    put(words, 'Ib', 640, 160);
    put(words, '$0.50', 760, 160);
    put(words, '$11,022.50', 920, 160);

    const result = read(words);
    expect(
      result.line_items.map((l) => [l.description, l.quantity, l.unit, l.unit_price, l.line_total]),
    ).toEqual([
      ["10 mil poly vapor barrier 20'x100'", '3', 'roll', '145', '435'],
      ['#4 rebar grade 60 (per lb)', '22045', 'lb', '0.5', '11022.5'],
    ]);
  });

  it('keeps total ÷ price as the quantity when the number under a garbled header is something else', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['DESCRIPCIÓN', 40],
      // "Peso kg" garbled: the column holds each item's weight, not how many are sold
      ['Pcs0', 440],
      ['Precio Unit.', 700],
      ['IMPORTE', 880],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    put(words, 'Varilla corrugada 3/8" x 12 m', 40, 130);
    put(words, '6.72', 440, 130);
    put(words, '152.00', 700, 130);
    put(words, '15,200.00', 880, 130);

    const result = read(words);
    expect(result.line_items.map((l) => [l.quantity, l.unit_price, l.line_total])).toEqual([
      ['100', '152', '15200'],
    ]);
  });

  it('reads quantities and units under a header whose Qty and Unit words OCR garbled', () => {
    const words: Word[] = [];
    put(words, 'All prices in US Dollars (USD)', 40, 40);
    const columns: [string, number][] = [
      ['#', 40],
      ['Description', 80],
      ['iA', 560],
      ['Rate', 760],
      ['Amount', 920],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['2', 'Boom pump 38M w/ operator', '16', 'HR', '$174.00', '$2,784.00'],
      ['4', 'Concrete 4,000 psi', '275', 'cu yd', '$157.50', '$43,312.50'],
    ];
    rows.forEach((row, i) => {
      const y = 130 + i * 30;
      [40, 80, 560, 640, 760, 920].forEach((x, k) => put(words, row[k]!, x, y));
    });
    const result = read(words);
    expect(result.line_items.map((l) => [l.description, l.quantity, l.unit, l.unit_price])).toEqual(
      [
        ['Boom pump 38M w/ operator', '16', 'h', '174'],
        ['Concrete 4,000 psi', '275', 'yd3', '157.5'],
      ],
    );
  });

  it('keeps a zero-padded item number at the start of a row', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Partida', 40],
      ['Descripción', 120],
      ['Cant.', 500],
      ['P. Unitario', 640],
      ['Importe', 800],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['001', 'Cemento gris CPC 30R bulto 50 kg', '400', '245.00', '98,000.00'],
      ['002', 'Clavo estándar 2 1/2" kg', '50', '025', '12.50'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, k) => put(words, text, columns[k]![1], 130 + i * 30)),
    );
    const result = read(words);
    expect(result.line_items.map((l) => [l.sku, l.quantity, l.unit_price, l.line_total])).toEqual([
      [null, '400', '245', '98000'],
      [null, '50', '0.25', '12.5'],
    ]);
  });

  it('keeps the leading zeros of a code column right of the description', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Descripción', 40],
      ['Código', 400],
      ['Cant.', 500],
      ['P. Unitario', 640],
      ['Importe', 800],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['Cemento gris CPC 30R bulto 50 kg', '0458', '400', '245.00', '98,000.00'],
      // the part number is zero-padded; the price "0.25" lost its point
      ['Clavo estándar 2 1/2" kg', '0912', '50', '025', '12.50'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, k) => put(words, text, columns[k]![1], 130 + i * 30)),
    );
    const result = read(words);
    expect(result.line_items.map((l) => [l.sku, l.quantity, l.unit_price, l.line_total])).toEqual([
      ['0458', '400', '245', '98000'],
      ['0912', '50', '0.25', '12.5'],
    ]);
  });
});

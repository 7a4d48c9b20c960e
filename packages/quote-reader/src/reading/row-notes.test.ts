import { describe, expect, it } from 'vitest';
import type { Word } from '../page.ts';
import { linesFromPages } from '../layout/lines-from-pages.ts';
import { interpret } from './interpret.ts';
import { put } from '../testing/ocr-words.ts';

// Item rows of a scan with a note in smaller type under each description: OCR boxes the note's
// small letters (12 px here), while the rows keep a pitch of three of them, so the note lies
// more than one and a half of its line heights under its row, and nearer it than the next row.

function read(words: Word[]) {
  const lines = linesFromPages([{ number: 1, width: 1240, height: 1754, words }]);
  return interpret(lines, { file: 'scan.png', format: 'scan', pages: 1 });
}

const ROW_PITCH = 48;
const NOTE_DROP = 22;

describe('notes printed under item rows of a scan', () => {
  it('joins each note to its description under a header, even one that reads like a totals label', () => {
    const words: Word[] = [];
    put(words, 'Valores en pesos colombianos (COP)', 40, 40);
    const columns: [string, number][] = [
      ['No.', 40],
      ['Producto', 90],
      ['Marca', 420],
      ['Cantidad', 560],
      ['U/M', 660],
      ['Precio Unit.', 760],
      ['Vr Total', 920],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      ['1', 'Cemento gris uso general 50 kg', 'Ultracem', '530', 'bultos', '31.200', '16.536.000'],
      ['2', 'Arena de peña lavada', 'Agregados', '88,9', 'm3', '91.600', '8.143.240'],
      ['3', 'Bloque No. 5 liviano', 'Ladrillera', '8.500', 'un', '2.000', '17.000.000'],
    ];
    const notes = ['Según especificación del proyecto', 'Entrega en obra', 'Cumple norma vigente'];
    rows.forEach((row, i) => {
      const y = 130 + i * ROW_PITCH;
      row.forEach((text, k) => put(words, text, columns[k]![1], y));
      put(words, notes[i]!, 90, y + NOTE_DROP);
    });
    put(words, 'Subtotal', 760, 300);
    put(words, '$ 41.679.240', 920, 300);

    const result = read(words);
    expect(result.line_items.map((l) => [l.description, l.brand, l.quantity, l.unit])).toEqual([
      [
        'Cemento gris uso general 50 kg Según especificación del proyecto',
        'Ultracem',
        '530',
        'bag',
      ],
      ['Arena de peña lavada Entrega en obra', 'Agregados', '88.9', 'm3'],
      ['Bloque No. 5 liviano Cumple norma vigente', 'Ladrillera', '8500', 'pc'],
    ]);
    expect(result.freight).toBeNull();
    expect(result.subtotal).toBe('41679240');
  });

  it('joins a note OCR broke into pieces to a row read without a header', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    // The header band was lost: the rows are read by their arithmetic alone.
    const rows = [
      ['1', 'W9890', 'Arena de rio', '56', 'm3', '470.00', '26,320.00'],
      ['2', 'B9558', 'Armex 15x15-4 de 6 m', '40', 'pieza', '217.50', '8,700.00'],
    ];
    const at = [40, 90, 200, 600, 680, 780, 920];
    // Faint notes, read in pieces with letters lost between them.
    const notes: [string, number][][] = [
      [
        ['Material de', 200],
        ['primera', 300],
        ['calidad', 370],
      ],
      [
        ['I', 200],
        ['ncluye maniobra de', 215],
        ['carga', 370],
      ],
    ];
    rows.forEach((row, i) => {
      const y = 130 + i * ROW_PITCH;
      row.forEach((text, k) => put(words, text, at[k]!, y));
      for (const [text, x] of notes[i]!) put(words, text, x, y + NOTE_DROP);
    });

    const result = read(words);
    expect(result.line_items.map((l) => [l.description, l.quantity, l.unit_price])).toEqual([
      ['Arena de rio Material de primera calidad', '56', '470'],
      ['Armex 15x15-4 de 6 m I ncluye maniobra de carga', '40', '217.5'],
    ]);
  });

  it('reads the words under no header word, between the code and the brand, as the description', () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    // "Descripción" lost from the header band.
    const columns: [string, number][] = [
      ['Partida', 40],
      ['SKU', 110],
      ['Marca', 520],
      ['Cant.', 620],
      ['um', 690],
      ['P.U.', 800],
      ['Importe', 940],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    const rows = [
      [
        '1',
        '558241',
        'Varilla corrugada 3/8" x 12 m',
        'Ternium',
        '152',
        'pieza',
        '143.00',
        '21,736.00',
      ],
      ['2', '141303', 'Castillo electrosoldado 15x15', 'Fanal', '40', 'pza', '215.50', '8,620.00'],
    ];
    const at = [40, 110, 220, 520, 620, 690, 800, 940];
    const below = [
      ['(6.72 kg)', 'Incluye maniobra de carga'],
      ['cm, 6 m', 'Existencia inmediata'],
    ];
    rows.forEach((row, i) => {
      const y = 130 + i * 70;
      row.forEach((text, k) => put(words, text, at[k]!, y));
      below[i]!.forEach((text, k) => put(words, text, 220, y + 16 + k * 16));
    });

    const result = read(words);
    expect(result.line_items.map((l) => [l.sku, l.description, l.brand, l.quantity])).toEqual([
      [
        '558241',
        'Varilla corrugada 3/8" x 12 m (6.72 kg) Incluye maniobra de carga',
        'Ternium',
        '152',
      ],
      ['141303', 'Castillo electrosoldado 15x15 cm, 6 m Existencia inmediata', 'Fanal', '40'],
    ]);
  });
});

describe("a scan's totals block", () => {
  it("takes the lines' sum for a subtotal OCR misread when that sum gives the printed total", () => {
    const words: Word[] = [];
    put(words, 'Moneda nacional (MXN)', 40, 40);
    const columns: [string, number][] = [
      ['Descripción', 60],
      ['Cant.', 560],
      ['um', 660],
      ['P.U.', 760],
      ['Importe', 900],
    ];
    for (const [title, x] of columns) put(words, title, x, 100);
    put(words, 'Varilla corrugada 3/8" x 12 m', 60, 130);
    put(words, '152', 560, 130);
    put(words, 'pieza', 660, 130);
    put(words, '143.00', 760, 130);
    put(words, '21,736.00', 900, 130);
    put(words, 'Grava 3/4"', 60, 160);
    put(words, '14', 560, 160);
    put(words, 'M3', 660, 160);
    put(words, '534.50', 760, 160);
    put(words, '7,483.00', 900, 160);
    // "$29,219.00" read with its dollar sign as a digit and its separators lost
    put(words, 'SUBTOTAL', 760, 200);
    put(words, '429219.00', 900, 200);
    put(words, 'Envío', 760, 220);
    put(words, '$1,550.00', 900, 220);
    put(words, 'IVA 16%', 760, 240);
    put(words, '$4,675.04', 900, 240);
    put(words, 'TOTAL', 760, 260);
    put(words, '$35,444.04', 900, 260);

    const result = read(words);
    expect(result.subtotal).toBe('29219');
    expect(result.total).toBe('35444.04');
    expect(result.confidence.subtotal).toBeLessThan(0.8);
  });
});

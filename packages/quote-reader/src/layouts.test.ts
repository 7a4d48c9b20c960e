import { describe, expect, it } from 'vitest';
import { readQuote } from './read-quote.ts';
import { buildPdf } from './testing/fixtures.ts';

// Layouts the development corpus does not hold: the reader must follow them by their words and
// arithmetic, not by a template.

const letter = () =>
  buildPdf((doc) => {
    doc.fontSize(13).text('Aceros y Materiales del Golfo S.A. de C.V.', 40, 40);
    doc.fontSize(10).text('R.F.C. AMG010203XY4 · Tel. (229) 123 4567', 40, 60);
    doc.text('Veracruz, Ver., a 12 de marzo de 2026', 40, 90);
    doc.text('Constructora Costa Azul', 40, 120);
    doc.text('Estimados señores:', 40, 140);
    doc.text('Por medio de la presente nos permitimos cotizarles lo siguiente:', 40, 160);
    doc.text(
      '400 bultos de cemento gris CPC 30R marca Holcim a $245.00 c/u, importe $98,000.00.',
      40,
      185,
    );
    doc.text(
      '12 toneladas de varilla corrugada de 3/8" grado 42 a $21,500.00 por tonelada, importe',
      40,
      200,
    );
    doc.text('$258,000.00.', 40, 215);
    doc.text('Subtotal: $356,000.00', 40, 240);
    doc.text('IVA 16%: $56,960.00', 40, 255);
    doc.text('Total: $412,960.00', 40, 270);
    doc.text('Precios en moneda nacional. Vigencia de la cotización: 10 días.', 40, 300);
  });
const priceList = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Ferretería Industrial del Norte S.A. de C.V.', 40, 40);
    doc
      .fontSize(9)
      .text('RFC: FIN990101AB2', 40, 60)
      .text('Lista de precios No. LP-2026-04', 360, 60)
      .text('Fecha: 02/04/2026', 360, 72);
    const cols: [string, number][] = [
      ['Clave', 40],
      ['Descripción', 90],
      ['Cant.', 280],
      ['Unidad', 315],
      ['P. Lista', 360],
      ['Desc.', 420],
      ['P. Neto', 460],
      ['Importe', 520],
    ];
    for (const [t, x] of cols) doc.text(t, x, 100, { lineBreak: false });
    const rows = [
      ['T-100', 'Tubo PVC sanitario 4"', '30', 'tramo', '410.00', '10%', '369.00', '11,070.00'],
      ['C-220', 'Codo PVC 4" x 90°', '50', 'pza', '38.50', '10%', '34.65', '1,732.50'],
    ];
    rows.forEach((r, i) =>
      r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 15, { lineBreak: false })),
    );
    doc.text('Subtotal', 460, 170).text('12,802.50', 520, 170);
    doc.text('IVA 16%', 460, 184).text('2,048.40', 520, 184);
    doc.text('Total', 460, 198).text('14,850.90', 520, 198);
  });
const qtyInDesc = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Blockera La Esperanza S.A. de C.V.', 40, 40);
    doc.fontSize(9).text('Cotización: BE-5521', 360, 60).text('Fecha: 05/05/2026', 360, 72);
    const cols: [string, number][] = [
      ['Descripción', 40],
      ['Precio unitario', 360],
      ['Importe', 480],
    ];
    for (const [t, x] of cols) doc.text(t, x, 100, { lineBreak: false });
    const rows = [
      ['Block hueco 15x20x40, 3,600 pzas', '13.50', '48,600.00'],
      ['Arena de río, 20 m3 puesta en obra', '480.00', '9,600.00'],
    ];
    rows.forEach((r, i) =>
      r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 15, { lineBreak: false })),
    );
    doc.text('Subtotal', 360, 170).text('58,200.00', 480, 170);
    doc.text('IVA 16%', 360, 184).text('9,312.00', 480, 184);
    doc.text('Total', 360, 198).text('67,512.00', 480, 198);
  });
const wide = () =>
  buildPdf(
    (doc) => {
      doc.fontSize(14).text('Gulf Coast Lumber Inc.', 40, 40);
      doc.fontSize(8).text('Quote #: GC-8812   Date: 03/15/2026   Tax ID: 74-1234567', 40, 60);
      const cols: [string, number][] = [
        ['Line', 30],
        ['Item Code', 60],
        ['Description', 120],
        ['Grade', 300],
        ['Length', 350],
        ['Weight lb', 400],
        ['Qty', 460],
        ['UOM', 500],
        ['Unit Price', 540],
        ['Lead Time', 610],
        ['Ext. Price', 690],
      ];
      for (const [t, x] of cols) doc.text(t, x, 100, { lineBreak: false });
      const rows = [
        [
          '1',
          'LUM-2410',
          '2x4 SPF stud',
          '#2',
          "10'",
          '12.5',
          '400',
          'ea',
          '4.85',
          '3 days',
          '1,940.00',
        ],
        [
          '2',
          'PLY-1234',
          'Plywood CDX 1/2" 4x8',
          'CDX',
          "8'",
          '48',
          '120',
          'sheets',
          '32.40',
          '5 days',
          '3,888.00',
        ],
      ];
      rows.forEach((r, i) =>
        r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 15, { lineBreak: false })),
      );
      doc.text('Subtotal', 610, 170).text('5,828.00', 690, 170);
      doc.text('Sales tax 8.25%', 610, 184).text('480.81', 690, 184);
      doc.text('Total', 610, 198).text('6,308.81', 690, 198);
    },
    { size: 'LETTER', layout: 'landscape' },
  );

/** A table with no header words at all, each item with a note in smaller type under it. */
const headless = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Suministros Levante S.L.', 40, 40);
    doc.fontSize(9).text('Oferta PRES/26/0412', 360, 60).text('Fecha: 14/01/2026', 360, 72);
    const rows = [
      ['1', 'Cemento CEM II/B-L 32,5 N saco 25 kg', '220', 'ud', '3,67', '807,40'],
      ['2', 'Ladrillo hueco doble 8 cm', '3.000', 'ud', '0,25', '750,00'],
    ];
    const xs = [40, 60, 330, 380, 430, 490];
    rows.forEach((r, i) => {
      r.forEach((t, k) => doc.fontSize(9).text(t, xs[k], 110 + i * 30, { lineBreak: false }));
      doc.fontSize(7).text('Entrega en obra', 60, 122 + i * 30, { lineBreak: false });
    });
    doc.fontSize(9).text('Base imponible', 380, 180).text('1.557,40', 490, 180);
    doc.text('Total', 380, 194).text('1.557,40', 490, 194);
  });

/**
 * Two tables side by side under one header naming the columns twice, the left table's amounts
 * close to the right one's descriptions, descriptions wrapped onto a second line.
 */
const twoColumns = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Ferretera Los Altos S. de R.L. de C.V.', 40, 40);
    doc.fontSize(8).text('Cotización No.: COT-7781', 40, 60).text('Fecha: 11/02/2026', 40, 72);
    const cols: [string, number][] = [
      ['Descripción', 40],
      ['Cant.', 120],
      ['Unidad', 150],
      ['Precio', 185],
      ['Importe', 240],
    ];
    const halves = [0, 260];
    for (const shift of halves)
      for (const [t, x] of cols) doc.text(t, x + shift, 100, { lineBreak: false });
    const items = [
      [['Cemento gris', 'CPC 30R 50 kg'], '250', 'bulto', '230.50', '57,625.00'],
      [['Varilla', 'corrugada 3/8"'], '300', 'pza', '106.10', '31,830.00'],
      [['Arena de río', 'lavada'], '12', 'm3', '468.00', '5,616.00'],
      [['Cable THW', 'calibre 12'], '4', 'rollo', '1,791.55', '7,166.20'],
    ] as const;
    items.forEach(([[first, second], ...numbers], i) => {
      const shift = halves[i % 2]!;
      const y = 115 + Math.floor(i / 2) * 24;
      doc.text(first, 40 + shift, y, { lineBreak: false });
      doc.text(second, 40 + shift, y + 10, { lineBreak: false });
      numbers.forEach((t, k) => doc.text(t, cols[k + 1]![1] + shift, y, { lineBreak: false }));
    });
    doc.text('Subtotal', 420, 180).text('102,237.20', 490, 180);
    doc.text('IVA 16%', 420, 194).text('16,357.95', 490, 194);
    doc.text('Total', 420, 208).text('118,595.15', 490, 208);
  });

/** Brand and unit columns set so close that a row's brand and unit come out as one run of words. */
const closeColumns = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Red River Lumber & Supply Co.', 40, 40);
    doc.fontSize(9).text('Quote #: RR-2231', 360, 60).text('Date: 03/02/2026', 360, 72);
    const cols: [string, number][] = [
      ['Description', 40],
      ['Brand', 230],
      ['Unit', 276],
      ['Qty', 330],
      ['Unit price', 380],
      ['Amount', 460],
    ];
    for (const [t, x] of cols) doc.text(t, x, 100, { lineBreak: false });
    const rows = [
      ['THHN wire 12 AWG 500 ft', 'Condumex', 'roll', '25', '72.94', '1,823.50'],
      ['Acrylic roof coating 5 gal', 'Fester', 'pail', '10', '75.15', '751.50'],
    ];
    rows.forEach((r, i) =>
      r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 15, { lineBreak: false })),
    );
    doc.text('Subtotal', 380, 170).text('2,575.00', 460, 170);
    doc.text('Total', 380, 184).text('2,575.00', 460, 184);
  });

/**
 * A till receipt: each item's description on its own line or two, its figures on the line below;
 * one description ends in a number, one runs onto a second line.
 */
const receipt = () =>
  buildPdf((doc) => {
    doc.font('Courier').fontSize(12).text('Suministros Levante S.L.', 40, 40);
    doc.fontSize(9).text('Presupuesto: PRES-4410', 40, 60).text('Fecha: 14/01/2026', 40, 72);
    const items = [
      [['Varilla corrugada 3/8" x 12 m grado 42'], '225 pza x 3,16', '711,00'],
      [['Malla electrosoldada 6x6-10/10 rollo 100', 'm2'], '35 rollo x 90,46', '3.166,10'],
    ] as const;
    let y = 100;
    for (const [description, figures, total] of items) {
      for (const text of description) {
        doc.text(text, 40, y, { lineBreak: false });
        y += 11;
      }
      doc.text(figures, 46, y, { lineBreak: false }).text(total, 300, y, { lineBreak: false });
      y += 18;
    }
    doc.text('Subtotal', 40, y).text('3.877,10', 300, y);
  });

/** A table whose header names no quantity and no unit column (a scan lost those header words). */
const lostHeaders = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Suministros Canarias S.L.U.', 40, 40);
    doc.fontSize(9).text('Presupuesto: P-2026-7591', 360, 60).text('Fecha: 14/01/2026', 360, 72);
    const cols: [string, number][] = [
      ['Concepto', 40],
      ['', 300],
      ['', 340],
      ['PVP', 400],
      ['Importe', 480],
    ];
    for (const [t, x] of cols) if (t) doc.text(t, x, 100, { lineBreak: false });
    const rows = [
      ['Cemento CEM II/B-L 32,5 N saco 25 kg', '100', 'sacos', '4,66 €', '466,00 €'],
      ['Pintura plástica blanca mate 15 L', '25', 'envase', '46,76 €', '1.169,00 €'],
      ['Oficial 1ª', '256', 'horas', '25,40 €', '6.502,40 €'],
    ];
    rows.forEach((r, i) =>
      r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 15, { lineBreak: false })),
    );
    doc.text('Base imponible', 360, 180).text('8.137,40 €', 480, 180);
  });

/**
 * A description column headed by a word that names the code too ("Artículo" beside "SKU"), each
 * description wrapped onto a second line.
 */
const articleColumn = () =>
  buildPdf((doc) => {
    doc.fontSize(14).text('Materiales del Bajío S.A. de C.V.', 40, 40);
    doc.fontSize(9).text('Cotización No.: COT-264320', 360, 60).text('Fecha: 17/04/2026', 360, 72);
    const cols: [string, number][] = [
      ['SKU', 40],
      ['Artículo', 85],
      ['Marca', 230],
      ['Cant', 300],
      ['Ud.', 330],
      ['P.U.', 390],
      ['Monto', 460],
    ];
    for (const [t, x] of cols) doc.text(t, x, 100, { lineBreak: false });
    const rows = [
      ['N5052', 'Varilla corrugada de 3/8"', 'Ternium', '1', 'tonelada', '20,100.00', '20,100.00'],
      ['Y6113', 'Impermeabilizante', 'Imperquimia', '13', 'cubeta', '1,441.00', '18,733.00'],
    ];
    rows.forEach((r, i) => {
      r.forEach((t, k) => doc.text(t, cols[k]![1], 120 + i * 24, { lineBreak: false }));
      const second = ['grado 42 marca Ternium', 'elastomérico 5 años'][i]!;
      doc.text(second, 85, 130 + i * 24, { lineBreak: false });
    });
    doc.text('Subtotal', 390, 180).text('38,833.00', 460, 180);
  });

const rowsOf = async (bytes: Uint8Array, name: string) => {
  const result = await readQuote(bytes, name);
  return {
    result,
    rows: result.line_items.map((l) => [
      l.description,
      l.quantity,
      l.unit,
      l.unit_price,
      l.discount_pct,
      l.line_total,
    ]),
  };
};

describe('readQuote on layouts beyond the development set', () => {
  it('reads a letter whose items are sentences, one wrapped onto a second line', async () => {
    const { result, rows } = await rowsOf(await letter(), 'carta.pdf');
    expect(rows).toEqual([
      ['cemento gris CPC 30R marca Holcim', '400', 'bag', '245', null, '98000'],
      ['varilla corrugada de 3/8" grado 42', '12', 't', '21500', null, '258000'],
    ]);
    expect(result.issue_date).toBe('2026-03-12');
    expect(result.validity_days).toBe(10);
    expect(result.total).toBe('412960');
  });

  it('reads a price list with list price, discount and net price', async () => {
    const { result, rows } = await rowsOf(await priceList(), 'lista.pdf');
    expect(rows).toEqual([
      ['Tubo PVC sanitario 4"', '30', 'pc', '410', '10', '11070'],
      ['Codo PVC 4" x 90°', '50', 'pc', '38.5', '10', '1732.5'],
    ]);
    expect(result.quote_number).toBe('LP-2026-04');
    expect(result.warnings).toEqual([]);
  });

  it('takes the quantity written inside the description when no column holds it', async () => {
    const { result, rows } = await rowsOf(await qtyInDesc(), 'block.pdf');
    expect(rows).toEqual([
      ['Block hueco 15x20x40', '3600', 'pc', '13.5', null, '48600'],
      ['Arena de río, puesta en obra', '20', 'm3', '480', null, '9600'],
    ]);
    expect(result.currency).toBe('MXN');
  });

  it('joins the note under each row of a table that has no header words', async () => {
    const { rows } = await rowsOf(await headless(), 'oferta.pdf');
    expect(rows).toEqual([
      ['Cemento CEM II/B-L 32,5 N saco 25 kg Entrega en obra', '220', 'bag', '3.67', null, '807.4'],
      ['Ladrillo hueco doble 8 cm Entrega en obra', '3000', 'pc', '0.25', null, '750'],
    ]);
  });

  it('reads a wide landscape table whose extra columns it does not know', async () => {
    const { result, rows } = await rowsOf(await wide(), 'wide.pdf');
    expect(rows).toEqual([
      ['2x4 SPF stud', '400', 'pc', '4.85', null, '1940'],
      ['Plywood CDX 1/2" 4x8', '120', 'pc', '32.4', null, '3888'],
    ]);
    expect(result.line_items.map((l) => l.sku)).toEqual(['LUM-2410', 'PLY-1234']);
    expect(result.issue_date).toBe('2026-03-15');
    expect(result.tax).toEqual({ name: 'Sales tax', rate: '8.25', amount: '480.81' });
  });

  it('reads two tables set side by side, the left one first', async () => {
    const { result, rows } = await rowsOf(await twoColumns(), 'dos-columnas.pdf');
    expect(rows).toEqual([
      ['Cemento gris CPC 30R 50 kg', '250', 'bag', '230.5', null, '57625'],
      ['Arena de río lavada', '12', 'm3', '468', null, '5616'],
      ['Varilla corrugada 3/8"', '300', 'pc', '106.1', null, '31830'],
      ['Cable THW calibre 12', '4', 'roll', '1791.55', null, '7166.2'],
    ]);
    expect(result.subtotal).toBe('102237.2');
    expect(result.total).toBe('118595.15');
    expect(result.warnings).toEqual([]);
  });

  it('cuts a run of words that lies under two headers between them', async () => {
    const { result } = await rowsOf(await closeColumns(), 'close.pdf');
    expect(result.line_items.map((l) => [l.description, l.brand, l.unit, l.quantity])).toEqual([
      ['THHN wire 12 AWG 500 ft', 'Condumex', 'roll', '25'],
      ['Acrylic roof coating 5 gal', 'Fester', 'pail', '10'],
    ]);
  });

  it('reads a receipt whose descriptions sit over their figures, one over two lines', async () => {
    const { rows } = await rowsOf(await receipt(), 'ticket.pdf');
    expect(rows).toEqual([
      ['Varilla corrugada 3/8" x 12 m grado 42', '225', 'pc', '3.16', null, '711'],
      ['Malla electrosoldada 6x6-10/10 rollo 100 m2', '35', 'roll', '90.46', null, '3166.1'],
    ]);
  });

  it('reads the quantity and unit of columns whose header words were lost', async () => {
    const { rows } = await rowsOf(await lostHeaders(), 'perdidos.pdf');
    expect(rows).toEqual([
      ['Cemento CEM II/B-L 32,5 N saco 25 kg', '100', 'bag', '4.66', null, '466'],
      ['Pintura plástica blanca mate 15 L', '25', 'pail', '46.76', null, '1169'],
      ['Oficial 1ª', '256', 'h', '25.4', null, '6502.4'],
    ]);
  });

  it('joins the second line of a description under a header that also names codes', async () => {
    const { result } = await rowsOf(await articleColumn(), 'articulo.pdf');
    expect(result.line_items.map((l) => [l.sku, l.description, l.brand, l.quantity])).toEqual([
      ['N5052', 'Varilla corrugada de 3/8" grado 42 marca Ternium', 'Ternium', '1'],
      ['Y6113', 'Impermeabilizante elastomérico 5 años', 'Imperquimia', '13'],
    ]);
  });
});

import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** Builds a PDF with pdfkit; `draw` places text at absolute positions. */
export async function buildPdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A one-page Spanish quote: header block, an item table and the totals, in the US number style. */
export function drawSpanishQuote(doc: PDFKit.PDFDocument): void {
  doc.fontSize(14).text('Materiales del Bajío S.A. de C.V.', 40, 40);
  doc.fontSize(9);
  doc.text('Av. Juárez 120, Col. Centro, C.P. 76000, Querétaro, Qro.', 40, 62);
  doc.text('R.F.C.: MBA120304AB1', 40, 74);
  doc.text('Cotización No.:', 360, 62).text('COT-1001', 460, 62);
  doc.text('Fecha:', 360, 74).text('15/04/2026', 460, 74);
  doc.text('Vigencia:', 360, 86).text('15 días', 460, 86);
  doc.text('Cliente: Constructora Alameda', 40, 110);
  const columns: [string, number][] = [
    ['Cant.', 40],
    ['Unidad', 90],
    ['Descripción', 150],
    ['P. Unitario', 400],
    ['Importe', 500],
  ];
  for (const [title, x] of columns) doc.text(title, x, 140, { lineBreak: false });
  const rows = [
    ['400', 'bulto', 'Cemento gris CPC 30R 50 kg', '245.00', '98,000.00'],
    ['12', 'ton', 'Varilla corrugada 3/8" G-42', '21,500.00', '258,000.00'],
  ];
  rows.forEach((row, i) => {
    row.forEach((text, k) => doc.text(text, columns[k]![1], 160 + i * 16, { lineBreak: false }));
  });
  doc.text('Subtotal', 400, 210).text('356,000.00', 500, 210);
  doc.text('IVA 16%', 400, 224).text('56,960.00', 500, 224);
  doc.text('Total', 400, 238).text('412,960.00', 500, 238);
  doc.text('Moneda nacional (MXN)', 40, 270);
}

export async function buildXlsx(
  rows: (string | number | null)[][],
  sheetName = 'Cotización',
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A quote whose values a float cannot all carry: a float keeps 15 to 17 significant digits, so a
 * public-works package over 98 trillion pesos with centavos is where a float path loses a centavo;
 * the steel's 1,234,567.905 kg and the bolts' 3 × 0.10 are values a float path computes inexactly.
 * Rows: item, code, description, quantity, unit, unit price, amount, as printed.
 */
export const LARGE_AMOUNTS_QUOTE = {
  lines: [
    [
      '1',
      'AC-38',
      'ACERO DE REFUERZO CORRUGADO 3/8 G42',
      '1,234,567.905',
      'KG',
      '21.50',
      '26,543,209.96',
    ],
    [
      '2',
      'OC-01',
      'PAQUETE DE OBRA CIVIL LLAVE EN MANO',
      '1',
      'LOTE',
      '98,765,432,109,876.54',
      '98,765,432,109,876.54',
    ],
    ['3', 'TO-05', 'TORNILLO HEXAGONAL 1/2 X 2', '3', 'PZA', '0.10', '0.30'],
  ],
  totals: [
    ['SUBTOTAL', '98,765,458,653,086.80'],
    ['IVA 16%', '15,802,473,384,493.89'],
    ['TOTAL', '114,567,932,037,580.69'],
  ],
} as const;

/** `LARGE_AMOUNTS_QUOTE` as a supplier's semicolon CSV, its numbers quoted as printed. */
export function largeAmountsCsv(): Uint8Array {
  const text = [
    'Proveedor;Aceros y Obra Civil del Golfo S.A. de C.V.',
    'Cotización #;COT 98765',
    'Fecha;17/04/2026',
    'Moneda;MXN',
    '',
    'Partida;Cve.;Producto;Cantidad;Unidad;Precio Unit.;IMPORTE',
    ...LARGE_AMOUNTS_QUOTE.lines.map(([n, sku, what, qty, unit, price, total]) =>
      [n, sku, what, `"${qty}"`, unit, `"${price}"`, `"${total}"`].join(';'),
    ),
    '',
    ...LARGE_AMOUNTS_QUOTE.totals.map(([label, amount]) => `;;;;;${label};"${amount}"`),
  ].join('\n');
  return new TextEncoder().encode(`${text}\n`);
}

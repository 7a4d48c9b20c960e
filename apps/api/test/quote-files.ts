import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { buildPdf, buildXlsx, drawSpanishQuote } from '@app/quote-reader/testing/fixtures';

/** Small quote files made by the tests, each a document the reader reads to lines. */
export type QuoteFile = { name: string; bytes: Buffer; lines: number };

const CSV = readFileSync(join(import.meta.dirname, 'fixtures', 'cotizacion-ferreteria.csv'));

/** The hardware store's CSV quote (six lines) under its own quote number, so each is another file. */
export function csvQuote(n: number): QuoteFile {
  const text = CSV.toString('utf8').replace('COT 34337', `COT ${40000 + n}`);
  return { name: `cotizacion-${n}.csv`, bytes: Buffer.from(text), lines: 6 };
}

/** A workbook with a header and three priced lines. */
export async function xlsxQuote(n: number): Promise<QuoteFile> {
  const bytes = await buildXlsx([
    ['Cotización', `XL-${n}`],
    ['Fecha', '17/04/2026'],
    [],
    ['Cantidad', 'Unidad', 'Descripción', 'Precio unitario', 'Importe'],
    [10, 'pza', 'Tubo PVC sanitario 4"', 210, 2100],
    [4, 'cubeta', 'Pintura vinílica blanca 19 l', 1450, 5800],
    [n + 1, 'kg', 'Alambre recocido calibre 18', 40, 40 * (n + 1)],
    [],
    [null, null, null, 'Subtotal', 7900 + 40 * (n + 1)],
  ]);
  return { name: `precios-${n}.xlsx`, bytes: Buffer.from(bytes), lines: 3 };
}

/** A one-page text PDF quote with two lines. */
export async function pdfQuote(n: number): Promise<QuoteFile> {
  const bytes = await buildPdf((doc) => {
    drawSpanishQuote(doc);
    doc.fontSize(7).text(`Copia ${n}`, 40, 700);
  });
  return { name: `cotizacion-${n}.pdf`, bytes: Buffer.from(bytes), lines: 2 };
}

/**
 * A scanned page of `rows` priced lines in columns (noisy grey pixels rendered from text, about
 * 200 dpi): the reader has to OCR it, which takes seconds, so a test can stop a worker while it reads.
 */
export async function scannedQuote(rows = 8): Promise<QuoteFile> {
  const columns = [110, 260, 420, 1160, 1420];
  const cells = (y: number, texts: string[]) =>
    texts
      .map(
        (text, k) =>
          `<text x="${columns[k]}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#111">${text}</text>`,
      )
      .join('');
  const items = Array.from({ length: rows }, (_, i) => {
    const quantity = (i + 1) * 10;
    const price = 100 + i * 25;
    return [
      String(quantity),
      'pza',
      `Codo PVC sanitario ${i + 2} pulgadas`,
      `${price}.00`,
      `${(quantity * price).toLocaleString('en-US')}.00`,
    ];
  });
  const subtotal = items.reduce((sum, _, i) => sum + (i + 1) * 10 * (100 + i * 25), 0);
  const height = 560 + rows * 60;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="${height}"><rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="110" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#111">Ferretería La Escuadra S.A. de C.V.</text>` +
      `<text x="1000" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#111">Cotización No.: COT-7781</text>` +
      cells(300, ['Cant.', 'Unidad', 'Descripción', 'P. Unitario', 'Importe']) +
      items.map((item, i) => cells(360 + i * 60, item)).join('') +
      cells(400 + rows * 60, ['', '', '', 'Subtotal', `${subtotal.toLocaleString('en-US')}.00`]) +
      `</svg>`,
  );
  const { data, info } = await sharp(svg).grayscale().raw().toBuffer({ resolveWithObject: true });
  let state = 7;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state % 41) - 20)));
  }
  const bytes = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
  return { name: 'escaneo.png', bytes, lines: rows };
}

/** A zip whose one entry inflates to `size` bytes of zeros (a classic bomb), named like a workbook. */
function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that declares width × height grey pixels but holds a few rows only. */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 64, 255))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bad files of docs/product-rules.md § Reading quotes, as a user might upload them. */
export async function badFiles(): Promise<Array<{ label: string; name: string; bytes: Buffer }>> {
  const encrypted = await buildPdf((doc) => doc.text('Secreto'), {
    userPassword: 'clave',
    ownerPassword: 'dueño',
  });
  const scan = (await scannedQuote(3)).bytes;
  return [
    { label: 'empty', name: 'vacio.pdf', bytes: Buffer.alloc(0) },
    { label: 'encrypted PDF', name: 'protegido.pdf', bytes: Buffer.from(encrypted) },
    {
      label: 'HTML named .pdf',
      name: 'cotizacion.pdf',
      bytes: Buffer.from('<!DOCTYPE html><html><body>Cotización</body></html>'),
    },
    { label: 'zip bomb named .xlsx', name: 'precios.xlsx', bytes: zipBomb(64 * 1024 * 1024) },
    {
      label: 'truncated image',
      name: 'foto.png',
      bytes: scan.subarray(0, Math.floor(scan.length / 3)),
    },
    { label: 'huge-dimension PNG', name: 'enorme.png', bytes: hugePng(20_000, 20_000) },
  ];
}

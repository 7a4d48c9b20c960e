import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readQuote } from './read-quote.ts';
import { buildPdf } from './testing/fixtures.ts';
import { denseWorkbook, longCsv, zipBomb as lyingZipBomb } from './testing/hostile-files.ts';

const encode = (text: string) => new TextEncoder().encode(text);

/** A zip whose one entry inflates to `size` bytes of zeros (a classic bomb), named like a workbook. */
function zipBomb(size: number): Uint8Array {
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
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

/** A PNG that declares width × height grey pixels: header and one compressed block of rows. */
function hugePng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64, 255));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('readQuote on bad input', () => {
  it('answers empty_file for an empty file', async () => {
    const result = await readQuote(new Uint8Array(), 'vacio.pdf');
    expect(result.error?.code).toBe('empty_file');
    expect(result.line_items).toEqual([]);
  });

  it('refuses a .pdf that is really a web page', async () => {
    const result = await readQuote(
      encode('<!DOCTYPE html><html><body>Cotización</body></html>'),
      'cotizacion.pdf',
    );
    expect(result.error?.code).toBe('type_mismatch');
    expect(result.error?.message).toMatch(/HTML/);
  });

  it('refuses a PDF of 2,000 pages quickly', async () => {
    const bytes = await buildPdf((doc) => {
      for (let i = 1; i < 2000; i++) doc.addPage();
    });
    const result = await readQuote(bytes, 'enorme.pdf');
    expect(result.error?.code).toBe('too_many_pages');
  });

  it('refuses an encrypted PDF', async () => {
    const bytes = await buildPdf((doc) => doc.text('Secreto'), {
      userPassword: 'clave',
      ownerPassword: 'dueño',
    });
    const result = await readQuote(bytes, 'protegido.pdf');
    expect(result.error?.code).toBe('encrypted_pdf');
  });

  it('refuses a zip bomb named .xlsx without inflating it', async () => {
    const result = await readQuote(zipBomb(64 * 1024 * 1024), 'precios.xlsx');
    expect(result.error?.code).toBe('too_large');
  });

  it('ends a huge PNG with a clear error and keeps the process alive', async () => {
    const result = await readQuote(hugePng(20_000, 20_000), 'foto.png');
    expect(result.error?.code).toMatch(/^(?:image_unreadable|too_large)$/);
    expect(result.error?.message.length).toBeGreaterThan(10);
  });

  it('answers unsupported_type for binary data it does not know', async () => {
    const result = await readQuote(new Uint8Array([0, 1, 2, 3, 0, 0, 0, 9]), 'datos.bin');
    expect(result.error?.code).toBe('unsupported_type');
  });
});

describe('readQuote bounds a hostile file before the work (docs/product-rules.md § Hostile files)', () => {
  it('stops a workbook of 30,000 rows at the row cap with too_many_rows', async () => {
    const bytes = await denseWorkbook(30_000);
    const result = await readQuote(bytes, 'precios.xlsx');
    expect(result.error?.code).toBe('too_many_rows');
    expect(result.error?.message).toMatch(/20000 rows/);
  });

  it('refuses a workbook whose part inflates past the size its zip declares', async () => {
    const result = await readQuote(lyingZipBomb(48 * 1024 * 1024, 4096), 'precios.xlsx');
    expect(result.error?.code).toBe('too_large');
  });

  it('refuses a CSV of 300,000 lines with too_many_rows before parsing it', async () => {
    const result = await readQuote(longCsv(300_000), 'precios.csv');
    expect(result.error?.code).toBe('too_many_rows');
  });

  it('refuses a text file of 300,000 lines with too_many_rows', async () => {
    const result = await readQuote(longCsv(300_000), 'precios.txt');
    expect(result.error?.code).toBe('too_many_rows');
  });

  it('still reads a workbook with a few rows', async () => {
    const result = await readQuote(await denseWorkbook(3), 'precios.xlsx');
    expect(result.error).toBeUndefined();
    expect(result.line_items.map((item) => item.description)).toEqual([
      'Material 1',
      'Material 2',
      'Material 3',
    ]);
  });
});

import { PassThrough } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * A dense workbook: `rows` rows of `columns` cells (text and numbers), written with exceljs's
 * streaming writer so that making it costs little memory. What a hostile supplier uploads to
 * make a reader hold millions of cells (docs/product-rules.md § Hostile files).
 */
export async function denseWorkbook(rows: number, columns = 5): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => stream.on('end', () => resolve()));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Precios');
  sheet.addRow(['Descripción', 'Cantidad', 'Unidad', 'Precio', 'Importe']).commit();
  for (let row = 1; row <= rows; row++) {
    const cells: (string | number)[] = [
      `Material ${row}`,
      row % 97,
      'pza',
      12.5,
      (row % 97) * 12.5,
    ];
    sheet.addRow(cells.slice(0, columns)).commit();
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A workbook-shaped zip ([Content_Types].xml first, as Excel writes it, so its type reads as
 * XLSX) whose sheet part inflates to `size` bytes while its headers declare `declared` bytes
 * (`size` when not given: an honest bomb; smaller: one that lies).
 */
export function zipBomb(size: number, declared = size): Uint8Array {
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  );
  const parts = [
    { name: '[Content_Types].xml', method: 0, data: types, size: types.length, crc: crc32(types) },
    {
      name: 'xl/worksheets/sheet1.xml',
      method: 8,
      data: deflateRawSync(Buffer.alloc(size, 0x20)),
      size: declared,
      crc: 0,
    },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A headerless CSV of `lines` item lines (`Material n,qty,pza`). */
export function longCsv(lines: number): Uint8Array {
  const parts: string[] = [];
  for (let line = 1; line <= lines; line++) parts.push(`Material ${line},${line % 97 || 1},pza\n`);
  return new TextEncoder().encode(parts.join(''));
}

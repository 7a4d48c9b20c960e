import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import { createCompany, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { denseWorkbook, longCsv, zipBomb } from '@app/quote-reader/testing/hostile-files';
import { createProject, createRfq, rfqBody } from '../../../test/rfq-helpers.ts';

describe('POST /api/rfqs/import-items/', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signIn(t, (await createCompany(t)).ownerEmail)).access;
  }, 180_000);
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name: string, language = 'es') =>
    t.request({
      method: 'POST',
      url: `/api/rfqs/import-items/?file_name=${encodeURIComponent(name)}&language=${language}`,
      token: owner,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const columns = (result: ImportedItems) =>
    result.items.map((i) => [i.description, i.quantity, i.unit, i.brand, i.section]);

  it('reads an XLSX with Spanish headers below a title, numbers as stored, units as written, and refuses a bad row by its sheet row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Materiales');
    sheet.addRow(['Lista de materiales, Torre Norte']);
    sheet.mergeCells('A1:E1');
    sheet.addRow(['Partida', 'Descripción', 'Cantidad', 'Unidad', 'Marca']);
    sheet.addRow(['OBRA NEGRA']);
    sheet.addRow([1, 'Cemento gris CPC 30R', 400, 'bultos', 'Cemex']);
    sheet.addRow([2, 'Alambre recocido', 0.125, 'Ton', '']);
    sheet.addRow([3, 'Arena', -2, 'm3', '']);
    sheet.addRow([4, 'Grava', { formula: 'C4/100', result: 4 }, 'm³', '']);
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'obra.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportedItems>();
    expect(columns(result)).toEqual([
      ['Cemento gris CPC 30R', '400', 'bag', 'Cemex', 'OBRA NEGRA'],
      ['Alambre recocido', '0.125', 't', '', 'OBRA NEGRA'],
      ['Grava', '4', 'm3', '', 'OBRA NEGRA'],
    ]);
    expect(result.skipped).toEqual([{ row: 6, reason: 'La cantidad no puede ser negativa (-2).' }]);
    expect(result.dropped_rows).toBe(0);
  });

  it('reads a CSV with semicolons, decimal commas, English headers and a BOM, with reasons in English', async () => {
    const csv =
      '\uFEFFDescription;Quantity;Unit;Notes\nPortland cement;1.234,5;kg;Type I\nSand;12,5;m3;\nGlue;2;barrels;\n';
    const response = await upload(Buffer.from(csv), 'items.csv', 'en');
    const result = response.json<ImportedItems>();
    expect(result.items.map((i) => [i.quantity, i.unit, i.notes])).toEqual([
      ['1234.5', 'kg', 'Type I'],
      ['12.5', 'm3', ''],
    ]);
    expect(result.skipped).toEqual([
      { row: 4, reason: 'We do not recognise the unit “barrels”; pick one from the list.' },
    ]);
  });

  it('reads a comma CSV without a header, saved by Excel in Windows-1252, quoted cells included', async () => {
    const csv =
      'Varilla corrugada 3/8",1.5,ton,"Deacero, S.A."\r\nTubería PVC sanitaria 4",12,pzas,\r\n';
    const response = await upload(Buffer.from(csv, 'latin1'), 'sin-encabezado.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(columns(response.json<ImportedItems>())).toEqual([
      ['Varilla corrugada 3/8"', '1.5', 't', 'Deacero, S.A.', ''],
      ['Tubería PVC sanitaria 4"', '12', 'pc', '', ''],
    ]);
  });

  it('keeps the first 2,000 of 5,000 rows and counts the rest', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `Block ${i + 1}\t${i + 1}\tpza`);
    const response = await upload(Buffer.from(lines.join('\n')), 'muchas.tsv');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportedItems>();
    expect(result.items).toHaveLength(2000);
    expect(result.items.at(-1)?.description).toBe('Block 2000');
    expect(result.dropped_rows).toBe(3000);
  });

  it('refuses a file named .xlsx that is not a spreadsheet, an empty file and one with no items, in Spanish', async () => {
    const fake = await upload(Buffer.from('%PDF-1.4 not a sheet'), 'precios.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      file: ['Este archivo no es una hoja de cálculo: sube un archivo XLSX o CSV.'],
      error_code: 'import_not_spreadsheet',
    });
    const empty = await upload(Buffer.alloc(0), 'vacio.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      file: ['Este archivo está vacío: sube un archivo XLSX o CSV con las partidas.'],
      error_code: 'file_empty',
    });
    const blank = await upload(Buffer.from('\uFEFF;;\n\n'), 'en-blanco.csv');
    expect(blank.json()).toEqual({
      file: [
        'No se encontraron partidas en este archivo: cada fila necesita descripción, cantidad y unidad.',
      ],
      error_code: 'import_no_items',
    });
  });

  it('refuses a 30 MB file naming the 20 MB limit', async () => {
    const response = await upload(Buffer.alloc(30 * 1024 * 1024, 'a'), 'enorme.csv');
    expect(response.statusCode).toBe(413);
    expect(JSON.stringify(response.json())).toContain('20 MB');
  });

  it('imports back the RFQ workbook Cotiza writes, items as they were sent', async () => {
    const project = await createProject(t, owner);
    const body = rfqBody(project.id, [], 3);
    body.items[1] = {
      ...body.items[1]!,
      section: 'Acero',
      brand: 'Deacero',
      notes: 'corrugada',
    } as never;
    const rfq = await createRfq(t, owner, body);
    const xlsx = await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/xlsx/`, token: owner });
    expect(xlsx.statusCode).toBe(200);
    const response = await upload(xlsx.rawPayload, `${rfq.number}.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportedItems>();
    expect(result.skipped).toEqual([]);
    expect(
      result.items.map((i) => [i.description, i.quantity, i.unit, i.brand, i.notes, i.section]),
    ).toEqual([
      ['Cemento gris CPC 30R bulto 50 kg', '400', 'bag', '', '', 'Estructura'],
      ['Varilla corrugada 3/8" #1', '1.5', 't', 'Deacero', 'corrugada', 'Acero'],
      ['Varilla corrugada 3/8" #2', '1.5', 't', '', '', 'Estructura'],
    ]);
  });

  it('refuses a file over 5,000 rows saying so, a dense workbook and a 300,000-line CSV alike', async () => {
    const message = {
      file: [
        'Este archivo tiene más de 5000 filas: una lista de partidas se importa hasta 5000 filas. Divídela en archivos más pequeños.',
      ],
      error_code: 'import_too_many_rows',
    };
    const workbook = await upload(Buffer.from(await denseWorkbook(6_000)), 'precios.xlsx');
    expect(workbook.statusCode, workbook.body).toBe(400);
    expect(workbook.json()).toEqual(message);
    const csv = await upload(Buffer.from(longCsv(300_000)), 'precios.csv');
    expect(csv.statusCode, csv.body).toBe(400);
    expect(csv.json()).toEqual(message);
  });

  it('refuses a zip bomb, honest or lying about its size, without inflating it in the API', async () => {
    for (const bomb of [zipBomb(128 * 1024 * 1024), zipBomb(64 * 1024 * 1024, 2048)]) {
      const response = await upload(Buffer.from(bomb), 'precios.xlsx');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'import_too_large' });
    }
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import { createCompany, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('POST /api/rfqs/import-items/', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signIn(t, (await createCompany(t)).ownerEmail)).access;
  }, 180_000);
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name: string, token = owner) =>
    t.request({
      method: 'POST',
      url: `/api/rfqs/import-items/?file_name=${encodeURIComponent(name)}&language=es`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('reads items from an XLSX with Spanish headers below a title, units as written, and skips a bad row with its reason', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Materiales');
    sheet.addRow(['Lista de materiales, Torre Norte']);
    sheet.addRow(['Partida', 'Descripción', 'Cantidad', 'Unidad', 'Marca']);
    sheet.addRow([1, 'Cemento gris CPC 30R', 400, 'bultos', 'Cemex']);
    sheet.addRow([2, 'Varilla 3/8"', '1,5', 'Ton', '']);
    sheet.addRow([3, 'Arena', '-2', 'm3', '']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(bytes, 'materiales.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportedItems>();
    expect(result.items.map((i) => [i.description, i.quantity, i.unit, i.brand])).toEqual([
      ['Cemento gris CPC 30R', '400', 'bag', 'Cemex'],
      ['Varilla 3/8"', '1.5', 't', ''],
    ]);
    expect(result.skipped).toEqual([{ row: 5, reason: 'Escribe una cantidad mayor que cero.' }]);
  });

  it('reads a CSV with semicolons, decimal commas and English headers', async () => {
    const csv =
      '\uFEFFDescription;Quantity;Unit;Notes\nPortland cement;1.234,5;kg;Type I\nSand;12,5;m3;\n';
    const response = await upload(Buffer.from(csv), 'items.csv');
    expect(response.json<ImportedItems>().items.map((i) => [i.quantity, i.unit, i.notes])).toEqual([
      ['1234.5', 'kg', 'Type I'],
      ['12.5', 'm3', ''],
    ]);
  });

  it('refuses a file named .xlsx that is not a spreadsheet, and one without a header row', async () => {
    const fake = await upload(Buffer.from('%PDF-1.4 not a sheet'), 'precios.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      file: ['Este archivo no es una hoja de cálculo: sube un archivo XLSX o CSV.'],
      error_code: 'import_not_spreadsheet',
    });
    const headless = await upload(Buffer.from('a;b\n1;2\n'), 'x.csv');
    expect(Object.keys(headless.json<object>())).toEqual(['file', 'error_code']);
  });
});

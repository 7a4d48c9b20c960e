import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { answerTokenOf, createCompany, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, createSupplier, rfqBody } from '../../../test/rfq-helpers.ts';

describe('/api/rfqs/:id/comparison/xlsx/ and /pdf/', () => {
  let t: TestApp;
  let owner: string;
  let rfq: Rfq;
  const emails = [uniqueEmail('cementera'), uniqueEmail('importadora')];

  beforeAll(async () => {
    t = await createTestApp();
    // The owner reads Spanish: the files come in Spanish unless asked otherwise.
    const company = await createCompany(t, { type: 'company', language: 'es' });
    owner = (await signIn(t, company.ownerEmail)).access;
    // The company's own dollar rate: a new company has none (docs/product-rules.md § Exchange rates).
    const rate = await t.request({
      method: 'POST',
      url: '/api/fx-rates/',
      token: owner,
      payload: {
        base_currency: 'USD',
        quote_currency: 'MXN',
        rate: '18.50',
        valid_from: '2000-01-01',
      },
    });
    expect(rate.statusCode, rate.body).toBe(201);
    const project = await createProject(t, owner);
    const suppliers = [
      await createSupplier(t, owner, { email: emails[0], name: 'Cementera del Norte' }),
      await createSupplier(t, owner, { email: emails[1], name: 'Importadora Texas' }),
    ];
    rfq = await createRfq(
      t,
      owner,
      rfqBody(
        project.id,
        suppliers.map((s) => s.id),
      ),
    );
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    const [cement, steel] = rfq.items;
    const answer = async (email: string, body: object) => {
      // expect.poll belongs inside a test; vi.waitFor also works in a hook.
      const mail = await vi.waitFor(
        () => {
          const sent = t.sent.find((m) => m.to === email && m.subject.includes(rfq.number));
          if (!sent) throw new Error(`no mail to ${email} yet`);
          return sent;
        },
        { timeout: 10_000 },
      );
      const token = answerTokenOf(mail);
      const response = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/`,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // 400 bags × 250 + 1.5 t × 20,000 + 500 freight = 130,500 MXN.
    await answer(emails[0]!, {
      currency: 'MXN',
      freight: '500.00',
      payment_terms: '30 días',
      valid_until: '2030-02-01',
      lines: [
        { item_id: cement!.id, unit_price: '250.00' },
        { item_id: steel!.id, unit_price: '20000.00' },
      ],
    });
    // In dollars, cement only: 13 × 18.50 = 240.50 MXN a bag; freight 10 USD = 185 MXN.
    await answer(emails[1]!, {
      currency: 'USD',
      freight: '10.00',
      lines: [{ item_id: cement!.id, unit_price: '13.00' }],
    });
  });
  afterAll(() => t.close());

  const download = (kind: 'xlsx' | 'pdf', query = '', token = owner) =>
    t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/comparison/${kind}/${query}`, token });

  async function openSheet(query = '') {
    const response = await download('xlsx', query);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rowOf = (column: number, text: string) => {
      let found = 0;
      sheet.eachRow((row, number) => {
        if (row.getCell(column).value === text && !found) found = number;
      });
      expect(found, text).toBeGreaterThan(0);
      return sheet.getRow(found);
    };
    /** The first column of a supplier's group: quoted, levelled, amount, notes. */
    const columnOf = (supplier: string) => {
      let found = 0;
      sheet.eachRow((row) =>
        row.eachCell((cell, column) => {
          if (cell.value === supplier && !found) found = column;
        }),
      );
      expect(found, supplier).toBeGreaterThan(0);
      return found;
    };
    return { response, sheet, rowOf, columnOf };
  }

  it('writes the grid with live amount formulas, their results, and a gap left empty', async () => {
    const { response, sheet, rowOf, columnOf } = await openSheet();
    expect(response.headers['content-disposition']).toContain(`${rfq.number}-comparativo.xlsx`);
    expect(sheet.name).toBe('Comparativo');
    expect(sheet.getCell('A1').value).toBe(`Cuadro comparativo ${rfq.number}`);
    expect(rowOf(1, 'Proyecto').getCell(2).value).toBeTruthy();
    expect(rowOf(1, 'Moneda').getCell(2).value).toBe('MXN');
    const header = rowOf(2, 'Descripción');
    const cement = rowOf(2, rfq.items[0]!.description);
    const steel = rowOf(2, rfq.items[1]!.description);
    expect(cement.getCell(3).value).toBe(400);
    const north = columnOf('Cementera del Norte');
    const texas = columnOf('Importadora Texas');
    expect(header.getCell(texas).value).toBe('Precio cotizado (USD)');

    const northSteelAmount = steel.getCell(north + 2);
    expect(northSteelAmount.value).toEqual({
      formula: `${steel.getCell(north + 1).address}*C${steel.number}`,
      result: 30000,
    });
    expect(steel.getCell(north + 1).value).toBe(20000);
    expect(cement.getCell(texas).value).toBe(13);
    expect(cement.getCell(texas + 1).value).toBe(240.5);
    expect(cement.getCell(texas + 2).value).toMatchObject({ result: 96200 });
    // The best levelled price of each item is filled; the other is not.
    expect(cement.getCell(texas + 1).fill).toMatchObject({ fgColor: { argb: 'FFC6EFCE' } });
    expect(JSON.stringify(cement.getCell(north + 1).fill ?? {})).not.toContain('FFC6EFCE');
    // A gap is empty, never a zero, and says so beside it.
    for (const offset of [0, 1, 2]) expect(steel.getCell(texas + offset).value).toBeNull();
    expect(steel.getCell(texas + 3).value).toBe('Sin cotizar');
  });

  it('totals each offer with formulas: SUM of its amounts plus levelled freight', async () => {
    const { rowOf, columnOf } = await openSheet();
    const north = columnOf('Cementera del Norte') + 2;
    const texas = columnOf('Importadora Texas') + 2;
    const subtotal = rowOf(2, 'Subtotal de partidas');
    const freight = rowOf(2, 'Flete nivelado');
    const total = rowOf(2, 'Total nivelado');
    const amountColumn = subtotal.getCell(north).address.replace(/\d+/, '');
    const [firstItem, lastItem] = rfq.items.map((item) => rowOf(2, item.description).number);
    expect(subtotal.getCell(north).value).toEqual({
      formula: `SUM(${amountColumn}${firstItem}:${amountColumn}${lastItem})`,
      result: 130000,
    });
    expect(freight.getCell(north).value).toBe(500);
    expect(freight.getCell(texas).value).toBe(185);
    expect(freight.getCell(texas + 1).value).toBe('10.00 USD');
    expect(total.getCell(north).value).toEqual({
      formula: `ROUND(${subtotal.getCell(north).address}+${freight.getCell(north).address},2)`,
      result: 130500,
    });
    expect(total.getCell(texas).value).toMatchObject({ result: 96385 });
    expect(rowOf(2, 'Partidas cotizadas').getCell(texas).value).toBe(0.5);
    expect(rowOf(2, 'Condiciones de pago').getCell(north).value).toBe('30 días');
    expect(rowOf(2, 'Vigente hasta').getCell(north).value).toEqual(
      new Date('2030-02-01T00:00:00Z'),
    );
  });

  it('speaks English when asked with lang=en', async () => {
    const { sheet, rowOf, columnOf } = await openSheet('?lang=en');
    expect(sheet.name).toBe('Comparison');
    expect(sheet.getCell('A1').value).toBe(`Comparison ${rfq.number}`);
    const steel = rowOf(2, rfq.items[1]!.description);
    expect(rowOf(2, 'Description').number).toBeLessThan(steel.number);
    expect(steel.getCell(columnOf('Importadora Texas') + 3).value).toBe('Not quoted');
    expect(rowOf(2, 'Levelled total').number).toBeGreaterThan(steel.number);
  });

  it('prints the comparison as a PDF with the RFQ, the suppliers and the legend', async () => {
    const response = await download('pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(rfq.number);
    expect(text).toContain('Cementera del Norte');
    expect(text).toContain('Importadora Texas');
    expect(text).toContain('Cuadro comparativo');
    expect(text).toContain('130,500.00');
    expect(text).toContain('sin cotizar (nunca cero)');
    const english = await download('pdf', '?lang=en');
    const englishText = (
      await extractText(await getDocumentProxy(new Uint8Array(english.rawPayload)), {
        mergePages: true,
      })
    ).text;
    expect(englishText).toContain('Levelled total');
  });

  it('is the RFQ company’s alone: 404 for another company, 403 for a provider', async () => {
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    const provider = await createCompany(t, { type: 'provider' });
    const seller = (await signIn(t, provider.ownerEmail)).access;
    for (const kind of ['xlsx', 'pdf'] as const) {
      expect((await download(kind, '', stranger)).statusCode).toBe(404);
      expect((await download(kind, '', seller)).statusCode).toBe(403);
      const anonymous = await t.request({
        method: 'GET',
        url: `/api/rfqs/${rfq.id}/comparison/${kind}/`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('answers 404, as for any malformed query, for a language it does not speak', async () => {
    const response = await download('xlsx', '?lang=fr');
    expect(response.statusCode, response.body).toBe(404);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeAmountsCsv } from '@app/quote-reader/testing/fixtures';
import type { QuoteDetail, QuoteList } from '@app/shared/schemas/quotes';
import { quoteCorrections } from '../../db/schema/index.ts';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, rfqBody } from '../../../test/rfq-helpers.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/cotizacion-ferreteria.csv'),
);

describe('/api/quotes/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  let buyer: string;
  beforeAll(async () => {
    // The server works the queue itself, as `npm start` does with the embedded database.
    t = await createTestApp({ env: { IN_PROCESS_WORKER: 'true' } });
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const member = await createMember(t, company, 'BUYER');
    buyer = (await signIn(t, member.email)).access;
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name: string, token = buyer) =>
    t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${encodeURIComponent(name)}`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  /** Polls the quote as the screen does until the worker has finished with it. */
  async function settled(id: number, token = buyer): Promise<QuoteDetail> {
    for (let i = 0; i < 200; i++) {
      const quote = (
        await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token })
      ).json<QuoteDetail>();
      if (quote.status !== 'received' && quote.status !== 'reading') return quote;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`quote ${id} was never read`);
  }

  it('reads an uploaded CSV quote in the background into exact lines waiting for review', async () => {
    const response = await upload(CSV, 'cotizacion.csv');
    expect(response.statusCode, response.body).toBe(201);
    const received = response.json<QuoteDetail>();
    expect(received).toMatchObject({ origin: 'upload', file_name: 'cotizacion.csv', lines: [] });
    expect(['received', 'reading']).toContain(received.status);

    const quote = await settled(received.id);
    expect(quote).toMatchObject({
      status: 'to_review',
      failure_code: null,
      supplier_name: 'Distribuidora de Materiales del Norte S.A. de C.V.',
      quote_number: 'COT 34337',
      currency: 'MXN',
      total: '321510.32',
      subtotal: '274464.07',
    });
    expect(quote.lines[0]).toMatchObject({
      sku: '502702',
      description: 'CEMENTO GRIS CPC 30R A GRANEL',
      quantity: '26.5',
      unit: 't',
      unit_price: '5312',
      line_total: '140768',
    });
    expect(quote.lines[1]).toMatchObject({
      quantity: '3600',
      unit_price: '17.91',
      line_total: '64476',
    });

    const list = await t.request({
      method: 'GET',
      url: '/api/quotes/?status=to_review',
      token: owner,
    });
    expect(list.json<QuoteList>().quotes.map((q) => q.id)).toContain(quote.id);
  });

  it('stores the values a quote prints exactly as printed, even past what a float carries', async () => {
    const response = await upload(Buffer.from(largeAmountsCsv()), 'cotizacion-obra.csv');
    expect(response.statusCode, response.body).toBe(201);
    const quote = await settled(response.json<QuoteDetail>().id);
    expect(quote).toMatchObject({
      status: 'to_review',
      subtotal: '98765458653086.8',
      tax_amount: '15802473384493.89',
      total: '114567932037580.69',
    });
    expect(quote.lines.map((l) => [l.quantity, l.unit_price, l.line_total])).toEqual([
      ['1234567.905', '21.5', '26543209.96'],
      ['1', '98765432109876.54', '98765432109876.54'],
      ['3', '0.1', '0.3'],
    ]);
  });

  it('gives each value of a line and the total the place it was printed, and each line value its confidence', async () => {
    const response = await upload(CSV, 'cotizacion.csv');
    expect(response.statusCode, response.body).toBe(201);
    const quote = await settled(response.json<QuoteDetail>().id);
    const first = quote.lines[0]!;
    // The line's own place is its row number ("1" in A12); its values sit further along the row.
    expect(first.source).toMatchObject({ cell: 'A12' });
    expect(first.field_sources).toMatchObject({
      description: { cell: 'C12' },
      quantity: { cell: 'E12' },
      unit: { cell: 'F12' },
      unit_price: { cell: 'G12' },
      line_total: { cell: 'H12' },
    });
    // The total's amount, not its label "Gran total" in G22.
    expect(quote.field_sources.total).toMatchObject({ cell: 'H22' });
    expect(quote.field_sources.subtotal).toMatchObject({ cell: 'H19' });
    expect(Object.keys(first.field_confidence).sort()).toEqual([
      'line_total',
      'quantity',
      'unit',
      'unit_price',
    ]);
  });

  it("files a quote uploaded on an RFQ under it, and lists an RFQ's quotes by its id", async () => {
    const project = await createProject(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(project.id, []));
    const response = await t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=cotizacion.csv&rfq_id=${rfq.id}`,
      token: buyer,
      headers: { 'content-type': 'application/octet-stream' },
      payload: CSV,
    });
    expect(response.statusCode, response.body).toBe(201);
    const filed = response.json<QuoteDetail>();
    expect(filed.rfq?.id).toBe(rfq.id);

    const list = await t.request({
      method: 'GET',
      url: `/api/quotes/?rfq_id=${rfq.id}`,
      token: buyer,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<QuoteList>().quotes.map((q) => q.id)).toEqual([filed.id]);
    await settled(filed.id);
  });

  it('keeps each correction, refuses a save made on an older version, and confirms once', async () => {
    const quote = await settled((await upload(CSV, 'otra-vez.csv')).json<QuoteDetail>().id);
    // The same file again is flagged, not refused.
    expect(quote.duplicate_of.length).toBeGreaterThan(0);
    const lines = quote.lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      description: l.description,
      brand: l.brand,
      quantity: l.quantity,
      unit: l.unit,
      unit_price: l.unit_price,
      discount_pct: l.discount_pct,
      line_total: l.line_total,
    }));
    lines[0] = { ...lines[0]!, unit_price: '5300.50' };
    const body = {
      version: quote.version,
      supplier_name: quote.supplier_name,
      supplier_tax_id: quote.supplier_tax_id,
      quote_number: quote.quote_number,
      issue_date: quote.issue_date,
      valid_until: quote.valid_until,
      currency: quote.currency,
      payment_terms: quote.payment_terms,
      delivery_time: quote.delivery_time,
      subtotal: quote.subtotal,
      freight: quote.freight,
      tax_amount: quote.tax_amount,
      total: quote.total,
      notes: quote.notes,
      lines: lines.slice(0, -1),
    };
    const saved = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: buyer,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<QuoteDetail>();
    expect(after.version).toBe(quote.version + 1);
    expect(after.lines).toHaveLength(quote.lines.length - 1);
    expect(after.lines[0]).toMatchObject({ unit_price: '5300.50', confidence: 1 });

    const corrections = await t.database.db.select().from(quoteCorrections);
    const mine = corrections.filter((c) => c.quoteId === quote.id);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'line.unitPrice', oldValue: '5312', newValue: '5300.50' }),
        expect.objectContaining({ field: 'line.deleted', newValue: null }),
      ]),
    );

    const stale = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: owner,
      payload: body,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toMatch(
      /changed this quote|cambió esta cotización/,
    );

    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      token: buyer,
      // The changed price and the deleted line leave the arithmetic red; confirming acknowledges it.
      payload: { version: after.version, acknowledge: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<QuoteDetail>()).toMatchObject({ status: 'confirmed' });
    expect(confirmed.json<QuoteDetail>().confirmed_by).toBeTruthy();
    const again = await t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/`,
      token: buyer,
      payload: { ...body, version: after.version + 1 },
    });
    expect(again.statusCode).toBe(400);
  });

  it('takes a quote file sent with the type its browser names: an image, a spreadsheet, text', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    for (const [name, type, bytes] of [
      ['foto.png', 'image/png', png],
      ['foto.png', 'image/x-png', png],
      ['cotizacion.csv', 'text/csv; charset=utf-8', CSV],
      ['cotizacion.txt', 'text/plain', CSV],
      ['cotizacion.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%%EOF')],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: `/api/quotes/?file_name=${name}`,
        token: buyer,
        headers: { 'content-type': type },
        payload: bytes,
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
    }
  });

  it('refuses a file that is no quote type before storing it, and ends an unreadable one as failed', async () => {
    const refused = await upload(Buffer.from('MZ\x90\x00 not a document'), 'precios.pdf');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<object>())).toEqual(['file', 'error_code']);
    const empty = await upload(Buffer.alloc(0), 'vacio.csv');
    expect(empty.statusCode).toBe(400);

    const broken = await upload(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF'),
      'roto.pdf',
    );
    expect(broken.statusCode, broken.body).toBe(201);
    const failed = await settled(broken.json<QuoteDetail>().id);
    expect(failed.status).toBe('failed');
    expect(failed.failure_code).toBeTruthy();
    // The worker is alive: the next good file is read.
    const next = await settled((await upload(CSV, 'despues.csv')).json<QuoteDetail>().id);
    expect(next.status).toBe('to_review');
  });

  it('shows a company only its own quotes and keeps providers out', async () => {
    const mine = (await upload(CSV, 'propia.csv')).json<QuoteDetail>();
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    expect(
      (await t.request({ method: 'GET', url: `/api/quotes/${mine.id}/`, token: stranger }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/quotes/${mine.id}/file/`, token: stranger }))
        .statusCode,
    ).toBe(404);
    const theirs = await t.request({ method: 'GET', url: '/api/quotes/', token: stranger });
    expect(theirs.json<QuoteList>().quotes).toEqual([]);

    const provider = await createCompany(t, { type: 'provider' });
    const seller = (await signIn(t, provider.ownerEmail)).access;
    expect((await upload(CSV, 'x.csv', seller)).statusCode).toBe(403);

    const file = await t.request({
      method: 'GET',
      url: `/api/quotes/${mine.id}/file/`,
      token: buyer,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.rawPayload.equals(CSV)).toBe(true);
  });
});

import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormat } from '@app/shared/format/format';
import type { Location } from '@app/shared/schemas/locations';
import type { Award } from '@app/shared/schemas/purchase-orders';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { sql } from 'drizzle-orm';
import { documentRenders } from '../src/lib/documents-thread.ts';
import { one } from './sql-rows.ts';
import { mailIssuedOrder } from '../src/modules/purchase-orders/order-mail.service.ts';
import { MAIL_PURCHASE_ORDER } from '../src/queue/queue.ts';
import { answerThroughLink, createCompany, signIn, uniqueEmail } from './factories.ts';
import { createProject, createRfq, createSupplier, rfqBody, waitForMail } from './rfq-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/**
 * The documents a supplier receives (docs/product-rules.md § Delivery address, § Documents off the
 * request's thread): where, whom to ask and by when, on the RFQ's and the order's PDF in both
 * languages; drawn off the event loop, and an award's outside its transaction.
 */
describe('RFQ and purchase order documents', () => {
  let t: TestApp;
  let owner: string;
  let ownerEmail: string;
  let location: Location;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { name: 'Constructora Delta' });
    ownerEmail = company.ownerEmail;
    owner = (await signIn(t, ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    const created = await t.request({
      method: 'POST',
      url: '/api/locations/',
      token: owner,
      payload: {
        name: 'Obra Torre Reforma',
        route: 'Av. Reforma',
        street_number: '500',
        city: 'Ciudad de México',
        state: 'CDMX',
        country: 'MX',
        postal_code: '06600',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    location = created.json<Location>();
  }, 120_000);
  afterAll(() => t?.close());

  const expectDelivery = (text: string, language: 'es' | 'en') => {
    expect(text).toContain('Obra Torre Reforma, Av. Reforma 500, 06600 Ciudad de México, CDMX');
    expect(text).not.toContain('Reforma ·');
    expect(text).toContain('Olga Owner · +5215512345678 · ' + ownerEmail);
    expect(text).toContain(createFormat({ language, country: 'MX' }).dates.date('2030-01-15'));
  };

  it('answers a health check while a 2,000-item RFQ is drawn', async () => {
    const rfq = await createRfq(t, owner, {
      ...rfqBody(projectId, [], 2000),
      delivery_location_id: location.id,
    });
    // Asked once drawing has begun and the event loop has turned: drawing on the loop would
    // finish before the check is even read.
    const order: string[] = [];
    let onStart = () => {};
    const health = new Promise<number>((resolve) => {
      onStart = () =>
        setImmediate(() =>
          resolve(
            t.request({ method: 'GET', url: '/api/health/' }).then((response) => {
              order.push('health answered');
              return response.statusCode;
            }),
          ),
        );
    });
    const onEnd = () => order.push('drawn');
    documentRenders.once('start', onStart);
    documentRenders.once('end', onEnd);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/pdf/?language=es`,
      token: owner,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await health).toBe(200);
    expect(order).toEqual(['health answered', 'drawn']);
    expectDelivery(await pdfText(pdf.rawPayload), 'es');
  }, 60_000);

  it('mails the RFQ and the order with the street, postal code, city, contact and need-by date, in Spanish and English', async () => {
    const emails = { es: uniqueEmail('aceros'), en: uniqueEmail('texas') };
    const suppliers = [
      await createSupplier(t, owner, { email: emails.es, name: 'Aceros del Norte' }),
      await createSupplier(t, owner, { email: emails.en, name: 'Texas Steel', language: 'en' }),
    ];
    const rfq = await createRfq(t, owner, {
      ...rfqBody(
        projectId,
        suppliers.map((s) => s.id),
      ),
      delivery_location_id: location.id,
    });
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const language of ['es', 'en'] as const) {
      const mail = await waitForMail(t, emails[language], rfq.number);
      expectDelivery(await pdfText(mail.attachments![0]!.content), language);
    }
    await answerThroughLink(t, emails.en, rfq, {
      currency: 'MXN',
      lines: rfq.items.map((item) => ({ item_id: item.id, unit_price: '100.00' })),
    });
    const award = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/award/`,
      token: owner,
      payload: { strategy: 'best_per_item' },
    });
    expect(award.statusCode, award.body).toBe(200);
    const [order] = award.json<Award>().purchase_orders;
    const mail = await waitForMail(t, emails.en, order!.number);
    expectDelivery(await pdfText(mail.attachments![0]!.content), 'en');
    const spanish = await t.request({
      method: 'GET',
      url: `/api/purchase-orders/${order!.id}/pdf/?language=es`,
      token: owner,
    });
    expectDelivery(await pdfText(spanish.rawPayload), 'es');
  }, 120_000);
});

/**
 * An award's order PDFs are drawn after its transaction commits: the orders are already there for
 * anyone to read, and the RFQ's row is not locked (docs/product-rules.md § Documents off the
 * request's thread). Another connection looks, which needs PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('an award on PostgreSQL', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client(t.database.pool!.options);
    await other.connect();
  }, 120_000);
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('draws the order PDFs once the award has committed and the RFQ is unlocked', async () => {
    const company = await createCompany(t);
    const owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    const email = uniqueEmail('bodega');
    const supplier = await createSupplier(t, owner, { email });
    const rfq: Rfq = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await answerThroughLink(t, email, rfq, {
      currency: 'MXN',
      lines: rfq.items.map((item) => ({ item_id: item.id, unit_price: '100.00' })),
    });

    const seen: Array<Promise<{ orders: number; locked: boolean }>> = [];
    const onStart = (kind: string) => {
      if (kind !== 'purchase-order') return;
      seen.push(
        Promise.all([
          other.query<{ n: number }>(
            'select count(*)::int as n from purchase_orders where rfq_id = $1',
            [rfq.id],
          ),
          other.query('select id from rfqs where id = $1 for update nowait', [rfq.id]).then(
            () => false,
            (error: { code?: string }) => error.code === '55P03',
          ),
        ]).then(([orders, locked]) => ({ orders: orders.rows[0]!.n, locked })),
      );
    };
    documentRenders.on('start', onStart);
    try {
      const award = await t.request({
        method: 'POST',
        url: `/api/rfqs/${rfq.id}/award/`,
        token: owner,
        payload: { strategy: 'best_per_item' },
      });
      expect(award.statusCode, award.body).toBe(200);
      // The order's mail job draws it, after the award answered.
      await waitForMail(t, email, award.json<Award>().purchase_orders[0]!.number);
    } finally {
      documentRenders.off('start', onStart);
    }
    expect(await Promise.all(seen)).toEqual([{ orders: 1, locked: false }]);
  }, 120_000);

  it('draws the files of an edited sent RFQ with the RFQ unlocked, and mails the change once each', async () => {
    const company = await createCompany(t);
    const owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    const first = uniqueEmail('primero');
    const second = uniqueEmail('segundo');
    const suppliers = [
      await createSupplier(t, owner, { email: first }),
      await createSupplier(t, owner, { email: second }),
    ];
    const body = rfqBody(project.id, [suppliers[0]!.id]);
    const rfq: Rfq = await createRfq(t, owner, body);
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await waitForMail(t, first, rfq.number);

    const seen: Array<Promise<boolean>> = [];
    const onStart = (kind: string) => {
      if (kind !== 'rfq') return;
      seen.push(
        other.query('select id from rfqs where id = $1 for update nowait', [rfq.id]).then(
          () => false,
          (error: { code?: string }) => error.code === '55P03',
        ),
      );
    };
    documentRenders.on('start', onStart);
    try {
      const edited = await t.request({
        method: 'PUT',
        url: `/api/rfqs/${rfq.id}/`,
        token: owner,
        payload: {
          ...body,
          title: 'Obra negra, segunda etapa',
          supplier_ids: suppliers.map((supplier) => supplier.id),
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    } finally {
      documentRenders.off('start', onStart);
    }
    // One language, one drawing, and the RFQ was not locked while it was drawn.
    expect(await Promise.all(seen)).toEqual([false]);
    const toFirst = () => t.sent.filter((m) => m.to === first && m.subject.includes(rfq.number));
    await expect.poll(() => toFirst().length, { timeout: 10_000 }).toBe(2);
    const notice = toFirst().at(-1)!;
    const invitation = await waitForMail(t, second, rfq.number);
    for (const mail of [notice, invitation])
      expect(await pdfText(mail.attachments![0]!.content)).toContain('Obra negra, segunda etapa');
  }, 120_000);
});

/**
 * An issued order reaches its supplier once (docs/product-rules.md § Documents off the request's
 * thread): its mail job is a row written with the order, and a job that runs again writes nothing.
 */
describe("an order's mail", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('is queued with the order it mails, and written once however often its job runs', async () => {
    const company = await createCompany(t);
    const owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    const email = uniqueEmail('ferreteria');
    const supplier = await createSupplier(t, owner, { email });
    const rfq: Rfq = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    expect(
      (await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner }))
        .statusCode,
    ).toBe(200);
    await answerThroughLink(t, email, rfq, {
      currency: 'MXN',
      lines: rfq.items.map((item) => ({ item_id: item.id, unit_price: '100.00' })),
    });
    const awarded = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/award/`,
      token: owner,
      payload: { strategy: 'best_per_item' },
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const [order] = awarded.json<Award>().purchase_orders;
    const jobs = await one<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job
          where name = ${MAIL_PURCHASE_ORDER} and data->>'orderId' = ${String(order!.id)}`,
    );
    expect(jobs.n).toBe(1);

    const mail = await waitForMail(t, email, order!.number);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${order!.number}.pdf`]);
    // The job again, as after a process stopped before pg-boss heard it was done.
    await mailIssuedOrder(t.app.ctx, order!.id);
    await t.app.ctx.mail.flush();
    expect(t.sent.filter((m) => m.to === email && m.subject.includes(order!.number))).toHaveLength(
      1,
    );
  }, 120_000);
});

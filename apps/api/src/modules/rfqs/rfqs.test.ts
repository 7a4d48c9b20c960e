import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rfq, RfqList } from '@app/shared/schemas/rfqs';
import { answerTokenOf, type Company, createCompany, signIn } from '../../../test/factories.ts';
import { anotherHandle, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  inDays,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

describe('/api/rfqs/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company', name: 'Constructora Alfa' });
    owner = (await signIn(t, company.ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    // Setup signs in several users (scrypt) on a shared 2-core machine: give it room.
  }, 180_000);
  afterAll(() => t.close());

  it('creates a draft numbered SDC-<year>-0001 with its items in order and exact quantities', async () => {
    const supplier = await createSupplier(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(projectId, [supplier.id]));
    expect(rfq.number).toBe(`SDC-${new Date().getUTCFullYear()}-0001`);
    expect(rfq).toMatchObject({
      status: 'draft',
      item_count: 2,
      invited_count: 1,
      currency: 'MXN',
    });
    expect(rfq.items.map((i) => [i.position, i.quantity, i.unit])).toEqual([
      [1, '400', 'bag'],
      [2, '1.5', 't'],
    ]);
    expect(rfq.invitations[0]).toMatchObject({ status: 'invited', sent_at: null });
  });

  it('numbers 20 RFQs created at once without gaps or duplicates', async () => {
    const before = (
      await t.request({ method: 'GET', url: '/api/rfqs/', token: owner })
    ).json<RfqList>().total;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: '/api/rfqs/',
          token: owner,
          payload: rfqBody(projectId, []),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses
      .map((r) => Number(r.json<Rfq>().number.slice(-4)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('answers 400 for no items, 2,001 items, a negative quantity and a unit outside the list', async () => {
    const post = (payload: object, url = '/api/rfqs/') =>
      t.request({ method: 'POST', url, token: owner, payload });
    const none = await post({ ...rfqBody(projectId, []), items: [] });
    expect(none.json()).toEqual({
      items: ['Add at least one requested item.'],
      error_code: 'validation_failed',
    });
    const many = await post(rfqBody(projectId, [], 2001), '/api/rfqs/?language=es');
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({
      items: ['Una solicitud de cotización puede tener como máximo 2,000 partidas.'],
      error_code: 'validation_failed',
    });
    const negative = await post({
      ...rfqBody(projectId, []),
      items: [{ description: 'Arena', quantity: '-3', unit: 'm3' }],
    });
    expect(negative.json()).toEqual({
      items: ['Enter a quantity greater than zero.'],
      error_code: 'validation_failed',
    });
    const unit = await post({
      ...rfqBody(projectId, []),
      items: [{ description: 'Arena', quantity: '3', unit: 'bucket' }],
    });
    expect(unit.json()).toEqual({
      items: ['Choose a unit from the list.'],
      error_code: 'validation_failed',
    });
    const past = await post({ ...rfqBody(projectId, []), due_at: inDays(-1) });
    expect(past.json()).toEqual({
      due_at: ['The due date must be in the future.'],
      error_code: 'rfq_due_in_past',
    });
  });

  it('takes 2,000 items', async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, [], 2000));
    expect(rfq.items).toHaveLength(2000);
    expect(rfq.items.at(-1)?.position).toBe(2000);
  });

  it('sends each supplier, in their language, a mail with the RFQ as PDF and XLSX and their own link', async () => {
    const es = await createSupplier(t, owner, { language: 'es', name: 'Aceros del Norte' });
    const en = await createSupplier(t, owner, { language: 'en', name: 'Texas Steel' });
    const rfq = await createRfq(t, owner, rfqBody(projectId, [es.id, en.id]));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Rfq>().status).toBe('sent');
    expect(sent.json<Rfq>().invitations.every((i) => i.sent_at !== null)).toBe(true);

    const spanish = await waitForMail(t, es.emails[0] ?? '', rfq.number);
    expect(spanish.subject).toContain('te pide una cotización');
    expect(spanish.text).toContain('Constructora Alfa');
    const english = await waitForMail(t, en.emails[0] ?? '', rfq.number);
    expect(english.subject).toContain('asks you for a quote');
    expect(answerTokenOf(spanish)).not.toBe(answerTokenOf(english));

    const [pdf, xlsx] = spanish.attachments ?? [];
    expect(pdf?.filename).toBe(`${rfq.number}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xlsx?.filename).toBe(`${rfq.number}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx?.content as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]
      ?.getSheetValues()
      .flat()
      .filter((value): value is string => typeof value === 'string');
    expect(cells).toContain('Cemento gris CPC 30R bulto 50 kg');
    expect(cells).toContain('Constructora Alfa');
    expect(cells).toContain('Precio unitario');
    const englishSheet = new ExcelJS.Workbook();
    await englishSheet.xlsx.load(english.attachments?.[1]?.content as unknown as ArrayBuffer);
    expect(
      englishSheet.worksheets[0]
        ?.getSheetValues()
        .flat()
        .filter((v) => typeof v === 'string'),
    ).toContain('Unit price');

    // A retried send (its first answer lost) answers as the first did and mails no one again
    // (docs/product-rules.md § Sending twice); a closed RFQ is not sent.
    const again = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(sent.json());
    await t.app.ctx.mail.flush();
    expect(t.sent.filter((mail) => mail.to === es.emails[0])).toHaveLength(1);
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/close/`, token: owner });
    const closed = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ error_code: 'rfq_invalid_state' });
  });

  it('refuses to send without suppliers', async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, []));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.json()).toEqual({
      supplier_ids: ['Invite at least one supplier before sending.'],
      error_code: 'rfq_invalid_state',
    });
  });

  it('mails the change to suppliers when a sent RFQ is edited, the RFQ to one newly invited, and withdraws one left out', async () => {
    const kept = await createSupplier(t, owner);
    const dropped = await createSupplier(t, owner);
    const added = await createSupplier(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(projectId, [kept.id, dropped.id]));
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    const firstMail = await waitForMail(t, dropped.emails[0] ?? '', rfq.number);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/rfqs/${rfq.id}/`,
      token: owner,
      payload: {
        ...rfqBody(projectId, [kept.id, added.id], 1),
        items: [
          {
            id: rfq.items[0]?.id,
            description: 'Cemento gris CPC 40',
            quantity: '500',
            unit: 'bag',
          },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<Rfq>();
    expect(after.items).toEqual([
      expect.objectContaining({ id: rfq.items[0]?.id, quantity: '500' }),
    ]);
    expect(after.invitations.map((i) => [i.supplier.id, i.status])).toEqual([
      [kept.id, 'invited'],
      [dropped.id, 'withdrawn'],
      [added.id, 'invited'],
    ]);
    const change = await waitForMail(t, kept.emails[0] ?? '', 'cambió');
    expect(change.attachments).toHaveLength(2);
    await waitForMail(t, added.emails[0] ?? '', 'te pide una cotización');
    const withdrawnLink = await t.request({
      method: 'GET',
      url: `/api/rfq-answer/${answerTokenOf(firstMail)}/`,
    });
    expect(withdrawnLink.statusCode).toBe(410);
    expect(withdrawnLink.json()).toEqual({
      error: 'The buyer has withdrawn this invitation.',
      error_code: 'answer_link_withdrawn',
    });
  });

  it('shows the items another API process changed, though this one had read them before', async () => {
    // A second API process on the same database: it keeps its own cache of RFQ items.
    const other = await createTestApp({ database: anotherHandle(t.database) });
    try {
      const rfq = await createRfq(t, owner, rfqBody(projectId, [], 2));
      const read = async (app: TestApp) => {
        const response = await app.request({
          method: 'GET',
          url: `/api/rfqs/${rfq.id}/`,
          token: owner,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<Rfq>().items.map((item) => [item.description, item.quantity]);
      };
      expect(await read(t)).toEqual([
        ['Cemento gris CPC 30R bulto 50 kg', '400'],
        ['Varilla corrugada 3/8" #1', '1.5'],
      ]);
      const edited = await other.request({
        method: 'PUT',
        url: `/api/rfqs/${rfq.id}/`,
        token: owner,
        payload: {
          ...rfqBody(projectId, [], 2),
          items: [
            { id: rfq.items[0]?.id, description: 'Cemento blanco', quantity: '12', unit: 'bag' },
          ],
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await read(t)).toEqual([['Cemento blanco', '12']]);
      expect(await read(other)).toEqual([['Cemento blanco', '12']]);
    } finally {
      await other.close();
    }
  });

  it("saves kept items in their new order with every field edited, and never touches another RFQ's", async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, [], 3));
    const neighbour = await createRfq(t, owner, rfqBody(projectId, [], 1));
    const [first, second, third] = rfq.items;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/rfqs/${rfq.id}/`,
      token: owner,
      payload: {
        ...rfqBody(projectId, [], 1),
        items: [
          {
            id: third!.id,
            description: 'Varilla 1/2"',
            quantity: '2.250',
            unit: 't',
            brand: 'Deacero',
            notes: 'Tramos de 12 m',
            section: 'Losa',
          },
          { ...first!, quantity: '400.000' },
          // Another RFQ's item id: a new item here, and the neighbour's stays as it was.
          { ...neighbour.items[0]!, description: 'Alambre recocido' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = saved.json<Rfq>().items;
    expect(items.map((item) => item.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    const { id: _first, ...firstValues } = first!;
    expect(items.map(({ id: _id, ...item }) => item)).toEqual([
      {
        position: 1,
        description: 'Varilla 1/2"',
        quantity: '2.250',
        unit: 't',
        brand: 'Deacero',
        notes: 'Tramos de 12 m',
        section: 'Losa',
      },
      { ...firstValues, quantity: '400.000', position: 2 },
      expect.objectContaining({ position: 3, description: 'Alambre recocido' }),
    ]);
    expect(items.map((item) => item.id)).not.toContain(second!.id);
    expect(items[2]!.id).not.toBe(neighbour.items[0]!.id);
    const neighbourAfter = await t.request({
      method: 'GET',
      url: `/api/rfqs/${neighbour.id}/`,
      token: owner,
    });
    expect(neighbourAfter.json<Rfq>().items).toEqual(neighbour.items);
  });

  it('closes a sent RFQ, then refuses edits', async () => {
    const supplier = await createSupplier(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(projectId, [supplier.id]));
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    const closed = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/close/`,
      token: owner,
    });
    expect(closed.json<Rfq>().status).toBe('closed');
    const edit = await t.request({
      method: 'PUT',
      url: `/api/rfqs/${rfq.id}/`,
      token: owner,
      payload: rfqBody(projectId, [supplier.id]),
    });
    expect(edit.json()).toEqual({
      error: 'A closed or awarded RFQ cannot be changed.',
      error_code: 'rfq_invalid_state',
    });
  });

  it('lists RFQs by project and serves the PDF and XLSX to the buyer', async () => {
    const other = await createProject(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(other.id, []));
    const list = await t.request({
      method: 'GET',
      url: `/api/rfqs/?project=${other.id}`,
      token: owner,
    });
    expect(list.json<RfqList>().rfqs.map((r) => r.id)).toEqual([rfq.id]);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/pdf/?language=en`,
      token: owner,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/xlsx/`, token: owner });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("answers 404 for another company's RFQ and refuses its project and suppliers", async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, []));
    const other = await createCompany(t);
    const otherToken = (await signIn(t, other.ownerEmail)).access;
    for (const url of [`/api/rfqs/${rfq.id}/`, `/api/rfqs/${rfq.id}/pdf/`]) {
      expect((await t.request({ method: 'GET', url, token: otherToken })).statusCode).toBe(404);
    }
    const send = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: otherToken,
    });
    expect(send.statusCode).toBe(404);
    const supplier = await createSupplier(t, owner);
    const foreign = await t.request({
      method: 'POST',
      url: '/api/rfqs/',
      token: otherToken,
      payload: rfqBody(projectId, [supplier.id]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json<object>())).toEqual(['project_id', 'error_code']);
    const mine = await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/`, token: owner });
    expect(mine.json<Rfq>().status).toBe('draft');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList, Rfq, SupplierRfqView } from '@app/shared/schemas/rfqs';
import {
  answerTokenOf,
  type Company,
  createCompany,
  createMember,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { quoteFiles, rfqAnswers, rfqInvitations, rfqs } from '../../db/schema/index.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('answering an RFQ', () => {
  let t: TestApp;
  let buyer: Company;
  let owner: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createCompany(t, { type: 'company', name: 'Constructora Beta' });
    owner = (await signIn(t, buyer.ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    // Setup signs in several users (scrypt) on a shared 2-core machine: give it room.
  }, 180_000);
  afterAll(() => t.close());

  /** A sent RFQ to one new supplier (optionally at a given e-mail); answers the RFQ and its link. */
  async function sentRfq(email?: string): Promise<{ rfq: Rfq; token: string }> {
    const supplier = await createSupplier(t, owner, email ? { email } : {});
    const rfq = await createRfq(t, owner, rfqBody(projectId, [supplier.id]));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await waitForMail(t, supplier.emails[0] ?? '', rfq.number);
    return { rfq: sent.json<Rfq>(), token: answerTokenOf(mail) };
  }

  const answer = (rfq: Rfq, price = '245.50') => ({
    currency: 'MXN',
    valid_until: '2030-02-01',
    freight: '1500',
    payment_terms: '30 días',
    lines: [
      { item_id: rfq.items[0]?.id, unit_price: price, brand: 'Cemex', delivery_days: 3 },
      { item_id: rfq.items[1]?.id, unit_price: null },
    ],
  });

  it('opens the RFQ from the mailed link without an account, answers it, revises it, and keeps each revision', async () => {
    const { rfq, token } = await sentRfq();
    const opened = await t.request({ method: 'GET', url: `/api/rfq-answer/${token}/` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      number: rfq.number,
      buyer_company: 'Constructora Beta',
      can_answer: true,
      invitation_status: 'viewed',
      revisions: [],
    });
    expect(opened.json<SupplierRfqView>().items).toHaveLength(2);

    const first = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: answer(rfq),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: answer(rfq, '239.00'),
    });
    const view = second.json<SupplierRfqView>();
    expect(view.invitation_status).toBe('answered');
    expect(view.revisions.map((r) => [r.revision, r.lines[0]?.unit_price, r.by_account])).toEqual([
      [2, '239.00', false],
      [1, '245.50', false],
    ]);
    expect(view.revisions[0]).toMatchObject({ freight: '1500', payment_terms: '30 días' });

    const detail = await t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/`, token: owner });
    expect(detail.json<Rfq>().invitations[0]).toMatchObject({
      status: 'answered',
      revision_count: 2,
    });
    expect(detail.json<Rfq>().answered_count).toBe(1);
  });

  it('refuses an answer with no price and no file, a negative price, and an item of another RFQ', async () => {
    const { rfq, token } = await sentRfq();
    const other = await sentRfq();
    const before = await t.database.db.select().from(rfqAnswers);
    const post = (payload: object) =>
      t.request({ method: 'POST', url: `/api/rfq-answer/${token}/`, payload });
    const empty = await post({ currency: 'MXN', lines: [{ item_id: rfq.items[0]?.id }] });
    expect(empty.json()).toEqual({
      lines: ['Give a price for at least one item, or upload your quote file.'],
      error_code: 'answer_empty',
    });
    const negative = await post({
      currency: 'MXN',
      lines: [{ item_id: rfq.items[0]?.id, unit_price: '-1' }],
    });
    expect(negative.statusCode).toBe(400);
    const foreign = await post({
      currency: 'MXN',
      lines: [{ item_id: other.rfq.items[0]?.id, unit_price: '1' }],
    });
    expect(foreign.json()).toEqual({
      lines: ['The answer names an item that is not in this RFQ.'],
      error_code: 'answer_unknown_item',
    });
    expect(await t.database.db.select().from(rfqAnswers)).toEqual(before);
  });

  it('answers a tampered link with 404 and changes nothing', async () => {
    const { token } = await sentRfq();
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const before = await t.database.db.select().from(rfqAnswers);
    const response = await t.request({
      method: 'GET',
      url: `/api/rfq-answer/${tampered}/?language=es`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toContain('no es válido');
    const post = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/garbage-token-123/`,
      payload: { currency: 'MXN' },
    });
    expect(post.statusCode).toBe(404);
    expect(await t.database.db.select().from(rfqAnswers)).toEqual(before);
  });

  it('answers a 5,000-character or malformed link 404 like any unknown link, on every route', async () => {
    const invalid = 'Este enlace de respuesta no es válido';
    for (const token of ['x'.repeat(5000), 'a'.repeat(201), 'abc', '%00%ff', 'a.b.c', '..%2F..']) {
      for (const [method, url, payload] of [
        ['GET', `/api/rfq-answer/${token}/?language=es`, undefined],
        ['POST', `/api/rfq-answer/${token}/?language=es`, { currency: 'MXN' }],
        [
          'POST',
          `/api/rfq-answer/${token}/files/?file_name=c.pdf&language=es`,
          Buffer.from('%PDF-1.4'),
        ],
      ] as const) {
        const response = await t.request({
          method,
          url,
          ...(payload === undefined ? {} : { payload }),
          ...(Buffer.isBuffer(payload) ? { headers: { 'content-type': 'application/pdf' } } : {}),
        });
        expect([response.statusCode, response.body], `${method} ${url.slice(0, 60)}`).toEqual([
          404,
          expect.stringContaining(invalid),
        ]);
      }
    }
  });

  it('shows the RFQ read-only after the due date, and answers 410 once the grace period is over', async () => {
    const { rfq, token } = await sentRfq();
    await t.database.db
      .update(rfqs)
      .set({ dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(rfqs.id, rfq.id));
    const late = await t.request({ method: 'GET', url: `/api/rfq-answer/${token}/` });
    expect(late.json()).toMatchObject({ can_answer: false });
    const refused = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: answer(rfq),
    });
    expect(refused.json()).toEqual({
      error: 'Answers are no longer accepted for this RFQ.',
      error_code: 'answer_closed',
    });
    await t.database.db
      .update(rfqs)
      .set({ dueAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(rfqs.id, rfq.id));
    const expired = await t.request({ method: 'GET', url: `/api/rfq-answer/${token}/` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: 'This answer link has expired.',
      error_code: 'answer_link_expired',
    });
  });

  it('kills the link when the buyer withdraws the invitation', async () => {
    const { rfq, token } = await sentRfq();
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/invitations/${rfq.invitations[0]?.id}/withdraw/`,
      token: owner,
    });
    expect(withdrawn.json<Rfq>().invitations[0]?.status).toBe('withdrawn');
    const post = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: answer(rfq),
    });
    expect(post.statusCode).toBe(410);
    expect(
      await t.database.db
        .select()
        .from(rfqAnswers)
        .where(eq(rfqAnswers.invitationId, rfq.invitations[0]?.id ?? 0)),
    ).toEqual([]);
  });

  it('takes at most 10 files a day and 20 in all through one invitation, saying so', async () => {
    const { rfq, token } = await sentRfq();
    const upload = () =>
      t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/files/?file_name=cotizacion.pdf&language=es`,
        headers: { 'content-type': 'application/pdf' },
        payload: PDF_BYTES,
      });
    const refusal = {
      file: [
        'Esta invitación ya recibió el máximo de archivos que admite (20 en total, 10 por día). Escribe al comprador si necesitas enviar más.',
      ],
      error_code: 'answer_files_limit',
    };
    for (let i = 0; i < 10; i++) expect((await upload()).statusCode).toBe(200);
    const eleventh = await upload();
    expect([eleventh.statusCode, eleventh.json()]).toEqual([429, refusal]);
    // A day later ten more are taken, and then no more at all.
    await t.database.db
      .update(quoteFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(quoteFiles.invitationId, rfq.invitations[0]?.id ?? 0));
    for (let i = 0; i < 10; i++) expect((await upload()).statusCode).toBe(200);
    await t.database.db
      .update(quoteFiles)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(quoteFiles.invitationId, rfq.invitations[0]?.id ?? 0));
    const past = await upload();
    expect([past.statusCode, past.json()]).toEqual([429, refusal]);
  });

  it('takes no more than 10 files a day when fifteen arrive through one invitation at the same moment', async () => {
    const { rfq, token } = await sentRfq();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/rfq-answer/${token}/files/?file_name=cotizacion-${i}.pdf`,
          headers: { 'content-type': 'application/pdf' },
          payload: PDF_BYTES,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    const kept = await t.database.db
      .select({ id: quoteFiles.id })
      .from(quoteFiles)
      .where(eq(quoteFiles.invitationId, rfq.invitations[0]?.id ?? 0));
    expect(kept).toHaveLength(10);
  });

  it('keeps an uploaded quote file typed from its bytes, refuses a fake spreadsheet, and names the 20 MB limit', async () => {
    const { rfq, token } = await sentRfq();
    const upload = (bytes: Buffer, name: string) =>
      t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/files/?file_name=${encodeURIComponent(name)}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const ok = await upload(PDF_BYTES, 'cotización.xlsx');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<SupplierRfqView>().files).toEqual([
      expect.objectContaining({
        file_name: 'cotización.xlsx',
        content_type: 'application/pdf',
        size: PDF_BYTES.length,
      }),
    ]);
    const [stored] = await t.database.db
      .select()
      .from(quoteFiles)
      .where(eq(quoteFiles.invitationId, rfq.invitations[0]?.id ?? 0));
    expect(stored?.content?.equals(PDF_BYTES)).toBe(true);
    const fake = await upload(Buffer.from('MZ\x90\x00 not a sheet'), 'precios.xlsx');
    expect(fake.statusCode).toBe(400);
    expect(Object.keys(fake.json<object>())).toEqual(['file', 'error_code']);
    const huge = await upload(Buffer.alloc(30 * 1024 * 1024, 1), 'big.pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'The file is too large: the limit is 20 MB.',
      error_code: 'body_too_large',
    });
    const csv = await upload(Buffer.from('descripcion;precio\ncemento;245,50\n'), 'precios.csv');
    expect(csv.json<SupplierRfqView>().files[0]).toMatchObject({ content_type: 'text/csv' });
    // With a file kept, an answer may carry terms only.
    const terms = await t.request({
      method: 'POST',
      url: `/api/rfq-answer/${token}/`,
      payload: { currency: 'MXN', payment_terms: 'Contado' },
    });
    expect(terms.statusCode).toBe(200);
  });

  it('shows a provider company the RFQs sent to its e-mails in its inbox, lets STAFF answer, and hides others', async () => {
    const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Gamma' });
    const staff = await createMember(t, provider, 'STAFF');
    const staffToken = (await signIn(t, staff.email)).access;
    const { rfq } = await sentRfq(staff.email);
    const inbox = await t.request({ method: 'GET', url: '/api/inbox/rfqs/', token: staffToken });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const entries = inbox.json<InboxList>().rfqs;
    expect(entries.map((e) => [e.number, e.buyer_company, e.can_answer])).toEqual([
      [rfq.number, 'Constructora Beta', true],
    ]);
    const id = entries[0]?.invitation_id ?? 0;
    const answered = await t.request({
      method: 'POST',
      url: `/api/inbox/rfqs/${id}/answer/`,
      token: staffToken,
      payload: answer(rfq),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<SupplierRfqView>().revisions[0]?.by_account).toBe(true);

    const stranger = await createCompany(t, { type: 'provider' });
    const strangerToken = (await signIn(t, stranger.ownerEmail)).access;
    expect(
      (await t.request({ method: 'GET', url: '/api/inbox/rfqs/', token: strangerToken })).json(),
    ).toEqual({ rfqs: [], page: 1, page_size: 50, total: 0 });
    expect(
      (await t.request({ method: 'GET', url: `/api/inbox/rfqs/${id}/`, token: strangerToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/inbox/rfqs/', token: owner })).statusCode,
    ).toBe(403);

    // An invitation of a draft is not the provider's to open, though it names the company and
    // says sent: no product path writes one, and the lists leave drafts out too.
    const draft = await createRfq(t, owner, rfqBody(projectId, []));
    const [written] = await t.database.db
      .insert(rfqInvitations)
      .values({
        rfqId: draft.id,
        supplierName: 'Distribuidora Gamma',
        email: staff.email,
        language: 'es',
        providerStakeholderId: provider.id,
        sentAt: new Date(),
      })
      .returning({ id: rfqInvitations.id });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/inbox/rfqs/${written!.id}/`,
          token: staffToken,
        })
      ).statusCode,
    ).toBe(404);
  });

  /*
   * A supplier's write while the buyer withdraws the invitation (docs/decisions/025-lock-order.md §
   * Lock order). The buyer's edit locks the RFQ, then writes its invitations; the summaries'
   * triggers lock the RFQ after any write of an invitation or answer. A supplier's write that took
   * the invitation first waited for the RFQ while the buyer waited for the invitation, and
   * PostgreSQL broke the deadlock by failing one of them. A second connection plays the buyer's
   * transaction, so this needs the PostgreSQL server (PGlite serves one connection at a time).
   */
  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('while the buyer withdraws', () => {
    /** Holds the RFQ as the buyer's edit does, runs `call` until it waits, then withdraws. */
    async function withdrawWhile(rfqId: number, call: () => Promise<{ statusCode: number }>) {
      const buyerTx = await t.database.pool!.connect();
      try {
        await buyerTx.query('begin');
        await buyerTx.query('select id from rfqs where id = $1 for update', [rfqId]);
        const pending = call();
        await expect
          .poll(
            async () =>
              (
                await buyerTx.query<{ n: number }>(
                  `select count(*)::int as n from pg_stat_activity
                   where datname = current_database() and wait_event_type = 'Lock'`,
                )
              ).rows[0]?.n,
            { timeout: 10_000 },
          )
          .toBe(1);
        await buyerTx.query(
          `update rfq_invitations set status = 'withdrawn', withdrawn_at = now() where rfq_id = $1`,
          [rfqId],
        );
        await buyerTx.query('commit');
        return await pending;
      } finally {
        buyerTx.release();
      }
    }

    it('an answer sent at that moment is refused as withdrawn, and the withdrawal stands', async () => {
      const { rfq, token } = await sentRfq();
      const sent = await withdrawWhile(rfq.id, () =>
        t.request({ method: 'POST', url: `/api/rfq-answer/${token}/`, payload: answer(rfq) }),
      );
      expect(sent.statusCode).toBe(410);
      const [invitation] = await t.database.db
        .select({ id: rfqInvitations.id, status: rfqInvitations.status })
        .from(rfqInvitations)
        .where(eq(rfqInvitations.rfqId, rfq.id));
      expect(invitation?.status).toBe('withdrawn');
      const stored = await t.database.db
        .select()
        .from(rfqAnswers)
        .where(eq(rfqAnswers.invitationId, invitation?.id ?? 0));
      expect(stored).toEqual([]);
    });

    it('the link opened at that moment shows the RFQ, and the withdrawal stands', async () => {
      const { rfq, token } = await sentRfq();
      const opened = await withdrawWhile(rfq.id, () =>
        t.request({ method: 'GET', url: `/api/rfq-answer/${token}/` }),
      );
      expect(opened.statusCode).toBe(200);
      const [invitation] = await t.database.db
        .select({ status: rfqInvitations.status })
        .from(rfqInvitations)
        .where(eq(rfqInvitations.rfqId, rfq.id));
      expect(invitation?.status).toBe('withdrawn');
      const again = await t.request({ method: 'GET', url: `/api/rfq-answer/${token}/` });
      expect(again.statusCode).toBe(410);
    });
  });
});

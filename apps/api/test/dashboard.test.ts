import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDashboard, ProviderDashboard } from '@app/shared/schemas/dashboard';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { createProject, createRfq, createSupplier, inDays, rfqBody } from './rfq-helpers.ts';
import {
  answerThroughLink,
  awardRfq,
  createCompany,
  createMember,
  signIn,
  uniqueEmail,
} from './factories.ts';
import { quotes, rfqAwardLines, rfqInvitations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The dashboards (docs/product-rules.md § Dashboard). The buyer's first RFQ is the award test's:
 *   cement 400 bags: A 250.00, B 240.10, C (Gamma, a provider on Cotiza) 245.00
 *   rebar #1 1.5 t:  A 20,000, B 19,000
 *   rebar #2 1.5 t:  A 21,000,           C 20,500
 *   freight:         A 500,    B 3,000,  C none
 * Levelled totals A 162,000, B 127,540, C 128,750; the best plan is B + C, 158,290.00: 3,710.00
 * under the highest and 29,540.00 over the median. A second RFQ (3 bags, A alone at 0.10) is
 * awarded for 0.30, so the month's sums must add 0.30 exactly.
 */
describe('dashboards', () => {
  let t: TestApp;
  let owner: string;
  let buyerRole: string;
  let gamma: string;
  let gammaEmail: string;
  let outsider: string;
  let otherProvider: string;
  let main: Rfq;
  let soon: Rfq;
  let small: Rfq;
  let quoteId: number;
  const alfaEmail = uniqueEmail('alfa');
  const betaEmail = uniqueEmail('beta');

  const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
  const buyerBoard = async (token = owner) => {
    const response = await get('/api/dashboard/', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BuyerDashboard>();
  };
  const providerBoard = async (token = gamma) => {
    const response = await get('/api/inbox/dashboard/', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProviderDashboard>();
  };
  const send = async (rfq: Rfq) => {
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  };
  const answer = (email: string, rfq: Rfq, body: object) => answerThroughLink(t, email, rfq, body);
  const award = (rfq: Rfq) => awardRfq(t, owner, rfq.id);

  /** The suppliers answer (mail polls need a test) and a quote is typed in for review. */
  const answerAndType = async () => {
    const [cement, rebar1, rebar2] = main.items.map((item) => item.id);
    await answer(alfaEmail, main, {
      currency: 'MXN',
      freight: '500',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar1, unit_price: '20000' },
        { item_id: rebar2, unit_price: '21000' },
      ],
    });
    await answer(betaEmail, main, {
      currency: 'MXN',
      freight: '3000',
      lines: [
        { item_id: cement, unit_price: '240.10' },
        { item_id: rebar1, unit_price: '19000' },
      ],
    });
    await answer(gammaEmail, main, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '245.00' },
        { item_id: rebar2, unit_price: '20500' },
      ],
    });
    await answer(alfaEmail, small, {
      currency: 'MXN',
      lines: [{ item_id: small.items[0]!.id, unit_price: '0.10' }],
    });

    const typed = await t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token: owner,
      payload: {
        supplier_name: 'Ferretería Omega',
        supplier_tax_id: null,
        quote_number: 'OM-7',
        issue_date: '2026-11-20',
        valid_until: null,
        currency: 'MXN',
        payment_terms: null,
        delivery_time: null,
        subtotal: '490.00',
        freight: null,
        tax_amount: null,
        total: '490.00',
        notes: null,
        rfq_id: soon.id,
        lines: [
          {
            id: null,
            sku: null,
            description: 'Cemento gris',
            brand: null,
            quantity: '2',
            unit: 'bag',
            unit_price: '245.00',
            discount_pct: null,
            line_total: '490.00',
          },
        ],
      },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    quoteId = typed.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company', name: 'Constructora Delta' });
    owner = (await signIn(t, company.ownerEmail)).access;
    buyerRole = (await signIn(t, (await createMember(t, company, 'BUYER')).email)).access;
    const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Gamma' });
    gammaEmail = provider.ownerEmail;
    gamma = (await signIn(t, gammaEmail)).access;
    outsider = (await signIn(t, (await createCompany(t, { type: 'company' })).ownerEmail)).access;
    otherProvider = (await signIn(t, (await createCompany(t, { type: 'provider' })).ownerEmail))
      .access;

    const project = await createProject(t, owner);
    const [alfa, beta, gammaSupplier] = [
      await createSupplier(t, owner, { email: alfaEmail, name: 'Aceros Alfa' }),
      await createSupplier(t, owner, { email: betaEmail, name: 'Bodega Beta' }),
      await createSupplier(t, owner, { email: gammaEmail, name: 'Gamma' }),
    ];
    main = await createRfq(t, owner, rfqBody(project.id, [alfa.id, beta.id, gammaSupplier.id], 3));
    soon = await createRfq(t, owner, {
      ...rfqBody(project.id, [alfa.id, gammaSupplier.id], 1),
      title: 'Cemento urgente',
      due_at: inDays(2),
    });
    small = await createRfq(t, owner, {
      ...rfqBody(project.id, [alfa.id], 1),
      title: 'Cemento muestra',
      due_at: inDays(9),
      items: [{ description: 'Cemento gris', quantity: '3', unit: 'bag' }],
    });
    // A draft is nobody's business yet.
    await createRfq(t, owner, { ...rfqBody(project.id, [alfa.id], 1), title: 'Borrador' });
    for (const rfq of [main, soon, small]) await send(rfq);
  }, 180_000);
  afterAll(() => t.close());

  it('shows the buyer what waits: open RFQs soonest due first, the quote to review, the comparisons to award', async () => {
    await answerAndType();
    const board = await buyerBoard(buyerRole);
    expect(board.rfqs_awaiting_answers.count).toBe(3);
    expect(board.rfqs_awaiting_answers.rows.map((r) => [r.number, r.invited, r.answered])).toEqual([
      [soon.number, 2, 0],
      [main.number, 3, 3],
      [small.number, 1, 1],
    ]);
    expect(board.quotes_to_review).toEqual({
      count: 1,
      rows: [
        {
          id: quoteId,
          supplier_name: 'Ferretería Omega',
          quote_number: 'OM-7',
          rfq: { id: soon.id, number: soon.number },
          currency: 'MXN',
          total: '490.00',
          created_at: expect.any(String) as string,
        },
      ],
    });
    // The urgent RFQ has only a quote still to review: nothing to compare yet.
    expect(board.ready_to_award.count).toBe(2);
    expect(board.ready_to_award.rows.map((r) => [r.number, r.offers])).toEqual([
      [main.number, 3],
      [small.number, 1],
    ]);
    expect(board.open_orders).toMatchObject({ count: 0, rows: [] });
    expect(board.savings.by_currency).toEqual([]);
  });

  it('shows the provider the RFQs sent to it, soonest due first, and its answer', async () => {
    const board = await providerBoard();
    expect(board.received).toBe(2);
    expect(board.open_rfqs.rows.map((r) => [r.number, r.buyer_company])).toEqual([
      [soon.number, 'Constructora Delta'],
      [main.number, 'Constructora Delta'],
    ]);
    expect(board.open_rfqs.count).toBe(2);
    expect(board.answered.count).toBe(1);
    expect(board.answered.rows[0]).toMatchObject({
      number: main.number,
      invitation_status: 'answered',
    });
    expect(board.won).toBe(0);
    expect(board.orders_to_acknowledge).toEqual({ count: 0, rows: [] });
  });

  it('counts an invitation sent to its e-mail before the company was linked to it, as its inbox lists it', async () => {
    const before = await providerBoard();
    // As if the urgent RFQ had been sent before Gamma registered: addressed, not linked, and
    // written in other case.
    const unlink = (providerId: unknown, email: string) =>
      t.database.db.execute(
        sql`update rfq_invitations set provider_stakeholder_id = ${providerId}, email = ${email}
            where rfq_id = ${soon.id} and lower(email) = ${gammaEmail.toLowerCase()}`,
      );
    const [linked] = await t.database.db
      .select({ id: rfqInvitations.providerStakeholderId })
      .from(rfqInvitations)
      .where(and(eq(rfqInvitations.rfqId, soon.id), eq(rfqInvitations.email, gammaEmail)));
    await unlink(null, gammaEmail.toUpperCase());
    try {
      expect(await providerBoard()).toEqual(before);
    } finally {
      await unlink(linked?.id, gammaEmail);
    }
  });

  it("sums the month's awards and their savings exactly, per currency, and lists the orders they issued", async () => {
    await award(main);
    await award(small);
    const board = await buyerBoard();
    expect(board.savings.by_currency).toEqual([
      {
        currency: 'MXN',
        awards: 2,
        awarded_total: '158290.30',
        saving_vs_highest: '3710.00',
        saving_vs_median: '-29540.00',
      },
    ]);
    expect(board.ready_to_award.count).toBe(0);
    // Awarded RFQs no longer wait for answers.
    expect(board.rfqs_awaiting_answers.rows.map((r) => r.number)).toEqual([soon.number]);
    expect(board.open_orders).toMatchObject({
      count: 3,
      awaiting_acknowledgement: 3,
      awaiting_delivery: 0,
    });
    expect(board.open_orders.rows.map((r) => r.party).sort()).toEqual([
      'Aceros Alfa',
      'Bodega Beta',
      'Gamma',
    ]);

    // An award confirmed last month is not this month's saving.
    await t.database.db.execute(
      sql`update rfq_awards set awarded_at = ${board.savings.since}::timestamptz - interval '1 second' where rfq_id = ${small.id}`,
    );
    expect((await buyerBoard()).savings.by_currency[0]).toMatchObject({
      awards: 1,
      awarded_total: '158290.00',
    });
  });

  it('counts the provider a win and its order to acknowledge, until it acknowledges it', async () => {
    const before = await providerBoard();
    expect(before.won).toBe(1);
    expect(before.answered.count).toBe(1);
    // The awarded RFQ is closed to answers; the urgent one is still open.
    expect(before.open_rfqs.rows.map((r) => r.number)).toEqual([soon.number]);
    expect(before.orders_to_acknowledge.count).toBe(1);
    const order = before.orders_to_acknowledge.rows[0]!;
    expect(order).toMatchObject({ party: 'Constructora Delta', currency: 'MXN', status: 'sent' });

    const acknowledged = await t.request({
      method: 'POST',
      url: `/api/inbox/purchase-orders/${order.id}/acknowledge/`,
      token: gamma,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect((await providerBoard()).orders_to_acknowledge).toEqual({ count: 0, rows: [] });
    expect((await buyerBoard()).open_orders).toMatchObject({
      count: 3,
      awaiting_acknowledgement: 2,
      awaiting_delivery: 1,
    });
  });

  it("shows another company none of it, and each side's dashboard only to that side", async () => {
    const stranger = await buyerBoard(outsider);
    expect(stranger.rfqs_awaiting_answers).toEqual({ count: 0, rows: [] });
    expect(stranger.quotes_to_review).toEqual({ count: 0, rows: [] });
    expect(stranger.ready_to_award).toEqual({ count: 0, rows: [] });
    expect(stranger.open_orders.count).toBe(0);
    expect(stranger.savings.by_currency).toEqual([]);
    const otherSeller = await providerBoard(otherProvider);
    expect(otherSeller).toEqual({
      open_rfqs: { count: 0, rows: [] },
      received: 0,
      answered: { count: 0, rows: [] },
      won: 0,
      orders_to_acknowledge: { count: 0, rows: [] },
    });
    expect((await get('/api/inbox/dashboard/', owner)).statusCode).toBe(403);
    expect((await get('/api/dashboard/', gamma)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/' })).statusCode).toBe(401);
  });

  /** Gamma's invitation on an RFQ. */
  const gammaInvitation = async (rfq: Rfq) => {
    const [row] = await t.database.db
      .select({ id: rfqInvitations.id })
      .from(rfqInvitations)
      .where(and(eq(rfqInvitations.rfqId, rfq.id), eq(rfqInvitations.email, gammaEmail)));
    return row!.id;
  };

  it('counts a win through a quote filed under its invitation, and only that quote', async () => {
    // As if the items Gamma's answer won had gone to a quote filed under its invitation instead.
    const invitation = await gammaInvitation(main);
    const rekey = (from: string, to: string) =>
      t.database.db
        .update(rfqAwardLines)
        .set({ offerKey: to })
        .where(and(eq(rfqAwardLines.rfqId, main.id), eq(rfqAwardLines.offerKey, from)));
    const fileUnder = (invitationId: number | null) =>
      t.database.db.update(quotes).set({ invitationId }).where(eq(quotes.id, quoteId));
    const answerKey = `answer-${invitation}`;
    const quoteKey = `quote-${quoteId}`;
    expect((await providerBoard()).won).toBe(1);
    await rekey(answerKey, quoteKey);
    try {
      expect((await providerBoard()).won).toBe(0);
      await fileUnder(invitation);
      expect((await providerBoard()).won).toBe(1);
    } finally {
      await fileUnder(null);
      await rekey(quoteKey, answerKey);
    }
    expect((await providerBoard()).won).toBe(1);
  });

  it('lists its latest answers newest first, linked to it or only addressed to its e-mail', async () => {
    await answer(gammaEmail, soon, {
      currency: 'MXN',
      lines: [{ item_id: soon.items[0]!.id, unit_price: '250.00' }],
    });
    const numbers = async () => {
      const board = await providerBoard();
      expect(board.answered.count).toBe(2);
      return board.answered.rows.map((row) => row.number);
    };
    expect(await numbers()).toEqual([soon.number, main.number]);
    const onSoon = await gammaInvitation(soon);
    const [linked] = await t.database.db
      .select({ id: rfqInvitations.providerStakeholderId })
      .from(rfqInvitations)
      .where(eq(rfqInvitations.id, onSoon));
    const linkSoon = (providerId: number | null) =>
      t.database.db
        .update(rfqInvitations)
        .set({ providerStakeholderId: providerId })
        .where(eq(rfqInvitations.id, onSoon));
    const answeredAt = (rfq: Rfq, at: SQL) =>
      t.database.db
        .update(rfqInvitations)
        .set({ answeredAt: at })
        .where(and(eq(rfqInvitations.rfqId, rfq.id), eq(rfqInvitations.email, gammaEmail)));
    // The urgent RFQ's invitation addressed to Gamma's e-mail only: still the newest answer.
    await linkSoon(null);
    try {
      expect(await numbers()).toEqual([soon.number, main.number]);
      await answeredAt(main, sql`now() + interval '1 minute'`);
      expect(await numbers()).toEqual([main.number, soon.number]);
    } finally {
      await answeredAt(main, sql`now() - interval '1 minute'`);
      await linkSoon(linked?.id ?? null);
    }
  });
});

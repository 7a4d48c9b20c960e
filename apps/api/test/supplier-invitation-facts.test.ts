import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierPerformance } from '@app/shared/schemas/analytics';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { InboxList, Rfq, RfqList } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import type { Db } from '../src/db/client.ts';
import { createProject, createRfq, createSupplier, rfqBody } from './rfq-helpers.ts';
import {
  answerThroughLink,
  awardRfq,
  createCompany,
  reviewedQuoteBody,
  uploadThroughLink,
  signIn,
  uniqueEmail,
} from './factories.ts';
import { lastStatementOf } from './migration-backfill.ts';
import { csvQuote } from './quote-files.ts';
import { rows } from './sql-rows.ts';
import { storedSupplierTotals, supplierTotalsOfFacts } from './supplier-totals-check.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Supplier performance reads `supplier_invitation_facts`, kept by the triggers of migration 0016
 * (docs/measurements/queries.md § Queries at scale). This drives every write that changes what a
 * row is derived from through the API, as a buyer and its suppliers do (an RFQ sent, answered
 * through the link and the inbox, revised, a quote uploaded under an invitation and confirmed, an
 * invitation withdrawn and invited again, the items of the sent RFQ edited and its project changed,
 * the award confirmed and changed, two suppliers merged), and after each step compares every stored
 * row with the rows derived from scratch the way the view derived them on each request before the
 * table (docs/product-rules.md § Analytics), and the view itself, under each filter, with that
 * derivation summed. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const idOf = async (db: Db, query: SQL) => (await rows<{ id: number }>(db, query))[0]!.id;

type FactRow = {
  invitation_id: number;
  stakeholder_id: number;
  rfq_id: number;
  project_id: number;
  supplier_id: number;
  sent_at: string;
  hours_to_answer: number | null;
  items_invited: number;
  items_answered: number;
  items_won: number;
  items_compared: number;
  substitutions: number;
};

/**
 * Every counted invitation of every company, derived from the raw rows in grouped passes: the
 * derivation of the view's former query (an invitation sent, not withdrawn, with a supplier; its
 * RFQ's items; the priced items of its latest revision; what the award gave its answer and the
 * quotes filed under it).
 */
const derivedFromScratch = sql`
  with offers as (
    select i.id as invitation_id, i.rfq_id, 'answer-' || i.id as offer_key from rfq_invitations i
    union all
    select i.id, i.rfq_id, 'quote-' || q.id from quotes q join rfq_invitations i on i.id = q.invitation_id
  ), won as (
    select rfq_id, offer_key, count(*)::int as items from rfq_award_lines group by rfq_id, offer_key
  ), awarded as (
    select o.invitation_id, coalesce(sum(w.items), 0)::int as items_won,
           sum(ao.items_matched)::int as items_compared, sum(ao.substitutions)::int as substitutions
    from offers o
    left join won w on w.rfq_id = o.rfq_id and w.offer_key = o.offer_key
    left join rfq_award_offers ao on ao.rfq_id = o.rfq_id and ao.offer_key = o.offer_key
    where w.items is not null or ao.rfq_id is not null
    group by o.invitation_id
  ), requested as (
    select rfq_id, count(*)::int as items from rfq_items group by rfq_id
  ), latest as (
    select distinct on (invitation_id) id, invitation_id from rfq_answers
    order by invitation_id, revision desc
  ), answered as (
    select l.invitation_id, count(distinct al.item_id)::int as items
    from latest l join rfq_answer_lines al on al.answer_id = l.id
    where al.unit_price is not null group by l.invitation_id
  )
  select i.id as invitation_id, r.stakeholder_id, i.rfq_id, r.project_id, i.supplier_id,
         i.sent_at, i.answered_at,
         (extract(epoch from (i.answered_at - i.sent_at)) / 3600) as hours,
         coalesce(requested.items, 0) as items_invited, coalesce(answered.items, 0) as items_answered,
         coalesce(awarded.items_won, 0) as items_won,
         coalesce(awarded.items_compared, 0) as items_compared,
         coalesce(awarded.substitutions, 0) as substitutions
  from rfq_invitations i join rfqs r on r.id = i.rfq_id
  left join requested on requested.rfq_id = i.rfq_id
  left join answered on answered.invitation_id = i.id
  left join awarded on awarded.invitation_id = i.id
  where i.status <> 'withdrawn' and i.sent_at is not null and i.supplier_id is not null`;

const factColumns = sql`invitation_id, stakeholder_id, rfq_id, project_id, supplier_id,
  to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as sent_at`;

const storedFacts = (db: Db) =>
  rows<FactRow>(
    db,
    sql`select ${factColumns}, hours_to_answer, items_invited, items_answered, items_won,
          items_compared, substitutions
        from supplier_invitation_facts order by invitation_id`,
  );

const expectedFacts = (db: Db) =>
  rows<FactRow>(
    db,
    sql`select ${factColumns}, hours::float8 as hours_to_answer, items_invited, items_answered,
          items_won, items_compared, substitutions
        from (${derivedFromScratch}) d order by invitation_id`,
  );

type Tally = { rfq_id: number; items: number; invited: number; answered: number };

/** Each RFQ's tallies (migration 0023) as stored, and as counted from its items and invitations. */
const storedTallies = (db: Db) =>
  rows<Tally>(db, sql`select rfq_id, items, invited, answered from rfq_tallies order by rfq_id`);

const countedTallies = (db: Db) =>
  rows<Tally>(
    db,
    sql`select r.id as rfq_id,
          (select count(*)::int from rfq_items i where i.rfq_id = r.id) as items,
          (select count(*)::int from rfq_invitations v
            where v.rfq_id = r.id and v.status <> 'withdrawn') as invited,
          (select count(*)::int from rfq_invitations v
            where v.rfq_id = r.id and v.status = 'answered') as answered
        from rfqs r order by r.id`,
  );

/**
 * The view's answer as the former query computed it: the derivation above filtered and summed per
 * supplier of the company's directory, in the view's order.
 */
const expectedPerformance = (db: Db, companyId: number, where: SQL) =>
  rows<Record<string, unknown>>(
    db,
    sql`select s.id as supplier_id, s.legal_name as supplier_name, count(*)::int as invited,
          (count(*) filter (where d.answered_at is not null))::int as answered,
          round((percentile_cont(0.5) within group (order by d.hours))::numeric, 1)::float8
            as median_hours_to_answer,
          (count(*) filter (where d.items_won > 0))::int as wins,
          sum(d.items_won)::int as items_won, sum(d.items_invited)::int as items_invited,
          sum(d.items_answered)::int as items_answered,
          sum(d.items_compared)::int as items_compared, sum(d.substitutions)::int as substitutions
        from (${derivedFromScratch}) d
        join suppliers s on s.id = d.supplier_id and s.stakeholder_id = ${companyId}
        where d.stakeholder_id = ${companyId} and ${where}
        group by s.id order by count(*) desc, s.legal_name, s.id`,
  );

describe('supplier performance rows kept by every write', () => {
  let t: TestApp;
  let owner: string;
  let companyId: number;
  let strangerId: number;
  let inboxToken: string;
  let projects: number[];
  let alfa: Supplier;
  let beta: Supplier;
  let delta: Supplier;
  let eco: Supplier;
  let rfq: Rfq;
  let other: Rfq;
  const alfaEmail = uniqueEmail('alfa');
  const betaEmail = uniqueEmail('beta');
  const ecoEmail = uniqueEmail('eco');

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.request({ method, url: `/api${url}`, token: owner, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const invitationOf = (of: Rfq, supplier: Supplier) =>
    of.invitations.find((i) => i.supplier?.id === supplier.id)!;
  const itemsOf = (of: Rfq) => of.items.map((item) => item.id);

  /**
   * Every stored row against the derivation from scratch, the all-time totals against the stored
   * rows, then the view under each filter (without one it reads the totals; from 2000 on, the
   * facts) against the derivation summed. The same writes keep each RFQ's tallies: every RFQ's
   * against its rows counted, and the counts the company's RFQ list shows.
   */
  async function expectFactsRight(step: string): Promise<void> {
    const db = t.database.db;
    const tallies = await countedTallies(db);
    expect(await storedTallies(db), `${step}: RFQ tallies`).toEqual(tallies);
    const list = await call<RfqList>('GET', '/rfqs/');
    expect(list.total, `${step}: RFQ list`).toBe(list.rfqs.length);
    for (const r of list.rfqs) {
      const shown = {
        rfq_id: r.id,
        items: r.item_count,
        invited: r.invited_count,
        answered: r.answered_count,
      };
      expect(shown, `${step}: RFQ list`).toEqual(tallies.find((tally) => tally.rfq_id === r.id));
    }
    const stored = await storedFacts(db);
    expect(stored, step).toEqual(await expectedFacts(db));
    expect(await storedSupplierTotals(db), `${step}: totals`).toEqual(
      await supplierTotalsOfFacts(db),
    );
    const today = new Date().toISOString().slice(0, 10);
    const filters: Array<[string, SQL]> = [
      ['', sql`true`],
      [`?project_id=${projects[0]}`, sql`d.project_id = ${projects[0]}`],
      [`?project_id=${projects[1]}`, sql`d.project_id = ${projects[1]}`],
      [`?supplier_id=${alfa.id}`, sql`d.supplier_id = ${alfa.id}`],
      ['?from=2000-01-01', sql`true`],
      [`?supplier_id=${alfa.id}&from=2000-01-01`, sql`d.supplier_id = ${alfa.id}`],
      [
        `?from=${today}&to=${today}`,
        sql`d.sent_at >= (${today}::date)::timestamp at time zone 'UTC'
          and d.sent_at < (${today}::date + 1)::timestamp at time zone 'UTC'`,
      ],
      ['?to=2020-01-01', sql`false`],
    ];
    for (const [query, where] of filters) {
      const view = await call<SupplierPerformance>('GET', `/analytics/suppliers/${query}`);
      expect(view.suppliers, `${step}, ${query || 'no filter'}`).toEqual(
        await expectedPerformance(db, companyId, where),
      );
    }
  }

  /** Beta's quote file, uploaded through its answer link and read by the worker. */
  const uploadBetaQuote = () => uploadThroughLink(t, owner, betaEmail, rfq, csvQuote(1));

  beforeAll(async () => {
    t = await createTestApp({ env: { IN_PROCESS_WORKER: 'true' } });
    const company = await createCompany(t, { type: 'company' });
    companyId = company.id;
    owner = (await signIn(t, company.ownerEmail)).access;
    // Delta is a provider company on Cotiza: it answers through its inbox.
    const provider = await createCompany(t, { type: 'provider' });
    inboxToken = (await signIn(t, provider.ownerEmail)).access;
    projects = [(await createProject(t, owner)).id, (await createProject(t, owner)).id];
    alfa = await createSupplier(t, owner, { email: alfaEmail, name: 'Aceros Alfa' });
    beta = await createSupplier(t, owner, { email: betaEmail, name: 'Bodega Beta' });
    delta = await createSupplier(t, owner, { email: provider.ownerEmail, name: 'Delta' });
    eco = await createSupplier(t, owner, { email: ecoEmail, name: 'Eco Aceros' });
    // Another company's RFQ, sent and answered, whose rows no step may touch.
    const stranger = await createCompany(t, { type: 'company' });
    strangerId = stranger.id;
    const strangerToken = (await signIn(t, stranger.ownerEmail)).access;
    const strangerEmail = uniqueEmail('stranger');
    const strangerSupplier = await createSupplier(t, strangerToken, { email: strangerEmail });
    const strangerProject = await createProject(t, strangerToken);
    const strangers = await createRfq(
      t,
      strangerToken,
      rfqBody(strangerProject.id, [strangerSupplier.id]),
    );
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${strangers.id}/send/`,
      token: strangerToken,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await answerThroughLink(t, strangerEmail, strangers, {
      currency: 'MXN',
      lines: [{ item_id: strangers.items[0]!.id, unit_price: '1.00' }],
    });
  }, 240_000);
  afterAll(() => t.close());

  it('adds nothing for a draft, and a row per invitation once the RFQ is sent', async () => {
    rfq = await createRfq(t, owner, rfqBody(projects[0]!, [alfa.id, beta.id, delta.id, eco.id], 3));
    other = await createRfq(t, owner, rfqBody(projects[1]!, [eco.id, beta.id], 2));
    await expectFactsRight('drafts');
    expect(await storedFacts(t.database.db)).toHaveLength(1);
    rfq = await call<Rfq>('POST', `/rfqs/${rfq.id}/send/`, {});
    other = await call<Rfq>('POST', `/rfqs/${other.id}/send/`, {});
    await expectFactsRight('sent');
    expect(await storedFacts(t.database.db)).toHaveLength(7);
  });

  it('follows answers through the link and the inbox, and their revisions', async () => {
    const [cement, rebar, wire] = itemsOf(rfq);
    await answerThroughLink(t, alfaEmail, rfq, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar, unit_price: '20000' },
        { item_id: wire, unit_price: '31' },
      ],
    });
    await expectFactsRight('Alfa answered through the link');

    const { rfqs } = (
      await t.request({ method: 'GET', url: '/api/inbox/rfqs/', token: inboxToken })
    ).json<InboxList>();
    const entry = rfqs.find((r) => r.number === rfq.number)!;
    const inbox = await t.request({
      method: 'POST',
      url: `/api/inbox/rfqs/${entry.invitation_id}/answer/`,
      token: inboxToken,
      payload: { currency: 'MXN', lines: [{ item_id: cement, unit_price: '239.00' }] },
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    await expectFactsRight('Delta answered through its inbox');
    const deltaRow = (await storedFacts(t.database.db)).find(
      (row) => row.invitation_id === entry.invitation_id,
    );
    expect(deltaRow?.hours_to_answer).toEqual(expect.any(Number));

    // Alfa's second revision prices the cement only: its latest answer counts one item.
    await answerThroughLink(t, alfaEmail, rfq, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '248.00' },
        { item_id: rebar, unit_price: null },
      ],
    });
    await expectFactsRight('Alfa revised');
    const alfaRow = (await storedFacts(t.database.db)).find(
      (row) => row.invitation_id === invitationOf(rfq, alfa).id,
    );
    expect(alfaRow).toMatchObject({ items_answered: 1, items_invited: 3 });

    await answerThroughLink(t, ecoEmail, other, {
      currency: 'MXN',
      lines: [{ item_id: itemsOf(other)[0], unit_price: '251.00' }],
    });
    await expectFactsRight('Eco answered the other RFQ');
  });

  it('follows a quote uploaded under an invitation, reviewed and confirmed', async () => {
    const quote = await uploadBetaQuote();
    await expectFactsRight('Beta uploaded a quote');
    const saved = await call<QuoteDetail>(
      'PUT',
      `/quotes/${quote.id}/`,
      reviewedQuoteBody(quote, beta.id, {
        supplier: 'Bodega Beta',
        lines: [
          {
            description: 'Cemento gris CPC 30R bulto 50 kg',
            quantity: '400',
            unit: 'bag',
            price: '199.00',
          },
        ],
      }),
    );
    await expectFactsRight('the quote reviewed');
    await call('POST', `/quotes/${quote.id}/confirm/`, {
      version: saved.version,
      supplier_id: beta.id,
    });
    await expectFactsRight('the quote confirmed');
  });

  it('follows an invitation withdrawn, then the sent RFQ edited: items, project and suppliers', async () => {
    rfq = await call<Rfq>(
      'POST',
      `/rfqs/${rfq.id}/invitations/${invitationOf(rfq, delta).id}/withdraw/`,
      {},
    );
    await expectFactsRight('Delta withdrawn');
    expect(
      (await storedFacts(t.database.db)).some(
        (r) => r.invitation_id === invitationOf(rfq, delta).id,
      ),
    ).toBe(false);

    // The wire is removed, a fourth item added, the RFQ moved to the second project and Delta
    // invited again (the same invitation, sent anew).
    const body = rfqBody(projects[1]!, [alfa.id, beta.id, delta.id, eco.id], 2);
    rfq = await call<Rfq>('PUT', `/rfqs/${rfq.id}/`, {
      ...body,
      items: [
        { ...body.items[0]!, id: rfq.items[0]!.id },
        { ...body.items[1]!, id: rfq.items[1]!.id, description: 'Varilla corrugada 1/2"' },
        { description: 'Malla electrosoldada 6x6', quantity: '20', unit: 'pc', section: 'Losa' },
        { description: 'Alambre recocido', quantity: '50', unit: 'kg', section: 'Losa' },
      ],
    });
    await expectFactsRight('the sent RFQ edited');
    const rows = (await storedFacts(t.database.db)).filter((r) => r.rfq_id === rfq.id);
    expect(rows.map((r) => [r.project_id, r.items_invited])).toEqual(
      rows.map(() => [projects[1], 4]),
    );
  });

  it('follows the award confirmed, changed to another offer, and confirmed again', async () => {
    await awardRfq(t, owner, rfq.id);
    await expectFactsRight('awarded');
    // Beta gave no answer: what it won, it won through the quote filed under its invitation.
    const betaRow = (await storedFacts(t.database.db)).find(
      (r) => r.invitation_id === invitationOf(rfq, beta).id,
    );
    expect(betaRow).toMatchObject({ items_answered: 0, items_won: 1, items_compared: 1 });

    // The cement to Alfa's answer instead (its latest revision prices nothing else).
    const overrides = { [String(rfq.items[0]!.id)]: `answer-${invitationOf(rfq, alfa).id}` };
    await awardRfq(t, owner, rfq.id, { strategy: 'best_per_item', overrides });
    await expectFactsRight('the cement awarded to Alfa');
    const alfaRow = (await storedFacts(t.database.db)).find(
      (r) => r.invitation_id === invitationOf(rfq, alfa).id,
    );
    expect(alfaRow?.items_won).toBe(1);

    await awardRfq(t, owner, other.id);
    await expectFactsRight('the other RFQ awarded');
  });

  it('follows two suppliers merged: invitations move, one already invited loses its supplier', async () => {
    // Eco into Alfa: Eco's invitation to the other RFQ moves to Alfa; the first RFQ invites Alfa
    // already, so Eco's invitation there keeps no supplier once Eco is deleted, and counts no more.
    const ecoInvitations = [invitationOf(rfq, eco).id, invitationOf(other, eco).id];
    await call('POST', `/suppliers/${alfa.id}/merge/`, { duplicate_ids: [eco.id] });
    await expectFactsRight('Eco merged into Alfa');
    const ecoRows = (await storedFacts(t.database.db)).filter((r) =>
      ecoInvitations.includes(r.invitation_id),
    );
    expect(ecoRows.map((r) => [r.invitation_id, r.supplier_id])).toEqual([
      [ecoInvitations[1], alfa.id],
    ]);
  });

  it('derives the rows again when any one input is written alone, as a cascade or a new path would', async () => {
    // The product's paths write several inputs in one transaction, so one trigger can cover for
    // another there; here each statement is alone, so each trigger must do its own part.
    const db = t.database.db;
    const run = async (step: string, query: SQL) => {
      await db.execute(query);
      await expectFactsRight(step);
    };
    const betaInvitation = invitationOf(rfq, beta).id;
    const alfaInvitation = invitationOf(rfq, alfa).id;
    const item = await idOf(
      db,
      sql`insert into rfq_items (rfq_id, position, description, quantity, unit)
          values (${rfq.id}, 99, 'Clavo 2"', 10, 'kg') returning id`,
    );
    await expectFactsRight('an item inserted');
    await run('an item moved', sql`update rfq_items set rfq_id = ${other.id} where id = ${item}`);
    await run('an item deleted', sql`delete from rfq_items where id = ${item}`);
    await run(
      'items of both RFQs inserted in one statement',
      sql`insert into rfq_items (rfq_id, position, description, quantity, unit)
          values (${rfq.id}, 97, 'Alambre', 5, 'kg'), (${rfq.id}, 98, 'Clavo', 5, 'kg'),
                 (${other.id}, 99, 'Clavo', 5, 'kg')`,
    );
    await run(
      'those items deleted in one statement',
      sql`delete from rfq_items where position in (97, 98, 99)`,
    );

    // A newer revision of Alfa's answer, with no line yet: Alfa's latest prices nothing.
    const answer = await idOf(
      db,
      sql`insert into rfq_answers (invitation_id, revision, currency)
          values (${alfaInvitation}, 10, 'MXN') returning id`,
    );
    await expectFactsRight('a newer revision inserted');
    const [cement, rebar] = itemsOf(rfq);
    await run(
      'an answer line inserted',
      sql`insert into rfq_answer_lines (answer_id, item_id, unit_price)
          values (${answer}, ${cement}, 230)`,
    );
    await run(
      'an answer line unpriced',
      sql`update rfq_answer_lines set unit_price = null where answer_id = ${answer}`,
    );
    await run(
      'an answer line priced again',
      sql`update rfq_answer_lines set unit_price = 231 where answer_id = ${answer}`,
    );
    await run(
      'an answer line deleted',
      sql`delete from rfq_answer_lines where answer_id = ${answer}`,
    );
    await run(
      'two answer lines inserted',
      sql`insert into rfq_answer_lines (answer_id, item_id, unit_price)
          values (${answer}, ${cement}, 230), (${answer}, ${rebar}, 19000)`,
    );
    await run(
      'the revision made older than the others',
      sql`update rfq_answers set revision = 0 where id = ${answer}`,
    );
    await run(
      'the revision made the newest again',
      sql`update rfq_answers set revision = 10 where id = ${answer}`,
    );
    await run('the revision deleted', sql`delete from rfq_answers where id = ${answer}`);

    const quote = await idOf(
      db,
      sql`select id from quotes where invitation_id = ${betaInvitation}`,
    );
    await run(
      "Beta's quote moved to Alfa's invitation",
      sql`update quotes set invitation_id = ${alfaInvitation} where id = ${quote}`,
    );
    await run(
      "the quote back under Beta's invitation",
      sql`update quotes set invitation_id = ${betaInvitation} where id = ${quote}`,
    );
    // A quote the award already names, inserted afterwards under an invitation.
    const next = await idOf(db, sql`select max(id) + 1000 as id from quotes`);
    await run(
      'an award offer for a quote to come',
      sql`insert into rfq_award_offers (rfq_id, offer_key, items_matched, substitutions)
          values (${rfq.id}, ${`quote-${next}`}, 2, 1)`,
    );
    await run(
      'that quote inserted',
      sql`insert into quotes (id, stakeholder_id, rfq_id, invitation_id, origin, status, supplier_name)
          overriding system value
          values (${next}, ${companyId}, ${rfq.id}, ${betaInvitation}, 'upload', 'to_review', 'Bodega Beta')`,
    );
    await run(
      'its award offer changed',
      sql`update rfq_award_offers set substitutions = 2 where offer_key = ${`quote-${next}`}`,
    );
    await run(
      'its award offer deleted',
      sql`delete from rfq_award_offers where offer_key = ${`quote-${next}`}`,
    );
    await run(
      'an award offer inserted again',
      sql`insert into rfq_award_offers (rfq_id, offer_key, items_matched, substitutions)
          values (${rfq.id}, ${`quote-${next}`}, 2, 1)`,
    );
    await run('that quote deleted', sql`delete from quotes where id = ${next}`);

    const [line] = await rows<{ item_id: number; offer_key: string }>(
      db,
      sql`select item_id, offer_key from rfq_award_lines where rfq_id = ${rfq.id} order by item_id limit 1`,
    );
    await run(
      'an award line given to another offer',
      sql`update rfq_award_lines set offer_key = ${`answer-${betaInvitation}`}
          where rfq_id = ${rfq.id} and item_id = ${line!.item_id}`,
    );
    await run(
      'an award line deleted',
      sql`delete from rfq_award_lines where rfq_id = ${rfq.id} and item_id = ${line!.item_id}`,
    );
    await run(
      'an award line inserted',
      sql`insert into rfq_award_lines (rfq_id, item_id, offer_key, amount)
          values (${rfq.id}, ${line!.item_id}, ${line!.offer_key}, 1000)`,
    );

    await run(
      'the RFQ moved back to the first project',
      sql`update rfqs set project_id = ${projects[0]} where id = ${rfq.id}`,
    );
    const invitation = await idOf(
      db,
      sql`insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, status, sent_at)
          values (${other.id}, ${delta.id}, 'Delta', 'delta@example.com', 'es', 'invited', now())
          returning id`,
    );
    await expectFactsRight('an invitation inserted sent');
    await run(
      'that invitation answered',
      sql`update rfq_invitations set answered_at = sent_at + interval '90 minutes'
          where id = ${invitation}`,
    );
    await run('that invitation deleted', sql`delete from rfq_invitations where id = ${invitation}`);

    // Both RFQs' invitations withdrawn in one statement, then given back their statuses in one.
    const statuses = await rows<{ id: number; status: string }>(
      db,
      sql`select id, status from rfq_invitations where rfq_id in (${rfq.id}, ${other.id})`,
    );
    expect(new Set(statuses.map((row) => row.status)).size).toBeGreaterThan(1);
    await run(
      "both RFQs' invitations withdrawn in one statement",
      sql`update rfq_invitations set status = 'withdrawn' where rfq_id in (${rfq.id}, ${other.id})`,
    );
    const restored = sql.join(
      statuses.map((row) => sql`(${row.id}::int, ${row.status}::varchar)`),
      sql`, `,
    );
    await run(
      'their statuses given back in one statement',
      sql`update rfq_invitations i set status = v.status
          from (values ${restored}) v(id, status) where i.id = v.id`,
    );
  });

  it('the migration backfill derives the same rows from existing data', async () => {
    const db = t.database.db;
    const backfill = lastStatementOf('0016_supplier_invitation_facts.sql');
    expect(backfill).toContain('supplier_invitation_facts_refresh');
    const before = await storedFacts(db);
    await db.execute(sql`delete from supplier_invitation_facts`);
    expect(await storedFacts(db)).toEqual([]);
    await db.execute(sql.raw(backfill));
    expect(await storedFacts(db)).toEqual(before);
    await expectFactsRight('backfilled');
  });

  it('the tallies backfill counts what the triggers kept', async () => {
    const db = t.database.db;
    const backfill = lastStatementOf('0023_rfq_tallies.sql');
    expect(backfill).toContain('INSERT INTO "rfq_tallies"');
    const before = await storedTallies(db);
    expect(before.some((tally) => tally.items > 0 && tally.answered > 0)).toBe(true);
    await db.execute(sql`delete from rfq_tallies`);
    await db.execute(sql.raw(backfill));
    expect(await storedTallies(db)).toEqual(before);
  });

  it('a deleted RFQ, project or company takes its rows and its sums with it', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from rfqs where id = ${other.id}`);
    await expectFactsRight('the other RFQ deleted');
    // The first RFQ is in the first project again (above): deleting the project deletes it.
    await db.execute(sql`delete from projects where id = ${projects[0]}`);
    await expectFactsRight('the first project deleted');
    expect(await storedSupplierTotals(db)).toEqual([
      expect.objectContaining({ stakeholder_id: strangerId, invited: 1, answered: 1 }),
    ]);
    await db.execute(sql`delete from stakeholders where id = ${strangerId}`);
    await expectFactsRight('the other company deleted');
    expect(await storedSupplierTotals(db)).toEqual([]);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import {
  findQuotesToReview,
  findRfqsReadyToAward,
} from '../src/modules/dashboard/buyer-dashboard.repository.ts';
import { generator, type Rng } from './seeded-random.ts';
import { one, rows } from './sql-rows.ts';
import { createTestDatabase } from './test-database.ts';

/*
 * The dashboard's counts of quotes to review and comparisons ready to award read the summaries of
 * migration 0011 (docs/measurements/queries.md § Queries at scale). This builds a random dataset
 * (seeded: DASHBOARD_SEED replays another), rewrites it the ways the product does (quotes read,
 * confirmed, moved and deleted; invitations answered and withdrawn; answers added and removed; RFQs
 * sent, closed, awarded and deleted; awards made and undone; a company's quotes and RFQs deleted)
 * and after each round checks the dashboard's answers against the rule computed from the raw rows
 * (docs/product-rules.md § Dashboard), as the dashboard computed it before the summaries. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const SEED = Number(process.env.DASHBOARD_SEED ?? 20261126);

const ids = async (db: Db, query: SQL) => (await rows<{ id: number }>(db, query)).map((r) => r.id);

const RFQ_STATUSES = ['draft', 'sent', 'sent', 'closed', 'awarded'] as const;
const QUOTE_STATUSES = ['received', 'reading', 'to_review', 'confirmed', 'failed'] as const;
const INVITATION_STATUSES = ['invited', 'viewed', 'answered', 'withdrawn'] as const;

type Company = { id: number; user: number; project: number; suppliers: number[] };

async function seedCompany(db: Db, rng: Rng, tag: string): Promise<Company> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into stakeholders (name, type, subtype) values (${`Constructora ${tag}`}, 'company', 'contractor') returning id`,
  );
  const { id: user } = await one<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, last_name, stakeholder_id, role, is_active, approved_at)
        values (${`compras@${tag}.test`}, 'scrypt$unusable', 'N', 'A', ${id}, 'OWNER', true, now()) returning id`,
  );
  const { id: project } = await one<{ id: number }>(
    db,
    sql`insert into projects (stakeholder_id, name, code, currency, tax_rate)
        values (${id}, ${`Obra ${tag}`}, 'P1', 'MXN', 16) returning id`,
  );
  const suppliers = await ids(
    db,
    sql`insert into suppliers (stakeholder_id, legal_name, tax_id, country, emails)
        select ${id}, 'Proveedor ' || g, 'RFC' || g, 'MX', array['v' || g || '@x.test']
        from generate_series(1, 6) g returning id`,
  );
  return { id, user, project, suppliers };
}

async function addRfq(db: Db, rng: Rng, company: Company, number: string) {
  const due = new Date(Date.UTC(2026, 0, 1) + rng.int(0, 60) * 86_400_000).toISOString();
  const status = rng.pick(RFQ_STATUSES);
  const { id: rfq } = await one<{ id: number }>(
    db,
    sql`insert into rfqs (stakeholder_id, project_id, number, title, due_at, status, created_by_id)
        values (${company.id}, ${company.project}, ${number}, 'Materiales', ${due}, ${status}, ${company.user})
        returning id`,
  );
  const invited = company.suppliers.filter(() => rng.chance(0.4));
  for (const supplier of invited) {
    const { id: invitation } = await one<{ id: number }>(
      db,
      sql`insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, status)
          values (${rfq}, ${supplier}, 'Proveedor', 'v@x.test', 'es', ${rng.pick(INVITATION_STATUSES)})
          returning id`,
    );
    if (rng.chance(0.35)) await addAnswer(db, invitation);
  }
  for (let q = rng.int(0, 3); q > 0; q -= 1) await addQuote(db, rng, company, rfq);
  if (status === 'awarded' || (status === 'closed' && rng.chance(0.3))) await addAward(db, rfq);
  return rfq;
}

async function addAnswer(db: Db, invitation: number) {
  await db.execute(
    sql`insert into rfq_answers (invitation_id, revision, currency)
        values (${invitation}, (select coalesce(max(revision), 0) + 1 from rfq_answers where invitation_id = ${invitation}), 'MXN')`,
  );
}

async function addQuote(db: Db, rng: Rng, company: Company, rfq: number | null) {
  await db.execute(
    sql`insert into quotes (stakeholder_id, rfq_id, origin, status, supplier_name, currency)
        values (${company.id}, ${rfq}, 'typed', ${rng.pick(QUOTE_STATUSES)}, 'X', 'MXN')`,
  );
}

async function addAward(db: Db, rfq: number) {
  await db.execute(
    sql`insert into rfq_awards (rfq_id, stakeholder_id, options, currency, items_total, freight_total, total)
        select id, stakeholder_id, '{}'::jsonb, 'MXN', 0, 0, 0 from rfqs where id = ${rfq}
        on conflict do nothing`,
  );
}

/** One round of the writes the product makes, at random, on one company's rows. */
async function rewrite(db: Db, rng: Rng, company: Company, round: number) {
  const rfqIds = await ids(db, sql`select id from rfqs where stakeholder_id = ${company.id}`);
  const quoteIds = await ids(db, sql`select id from quotes where stakeholder_id = ${company.id}`);
  const invitationIds = await ids(
    db,
    sql`select i.id from rfq_invitations i join rfqs r on r.id = i.rfq_id where r.stakeholder_id = ${company.id}`,
  );
  for (let step = 0; step < 25; step += 1) {
    const action = rng.int(0, 11);
    const rfq = rng.pick(rfqIds);
    const quote = rng.pick(quoteIds);
    const invitation = rng.pick(invitationIds);
    if (action === 0)
      await db.execute(
        sql`update quotes set status = ${rng.pick(QUOTE_STATUSES)} where id = ${quote}`,
      );
    else if (action === 1)
      await db.execute(sql`update quotes set notes = 'revisada' where id = ${quote}`);
    else if (action === 2)
      await db.execute(
        sql`update quotes set rfq_id = ${rng.chance(0.2) ? null : rfq} where id = ${quote}`,
      );
    else if (action === 3) await db.execute(sql`delete from quotes where id = ${quote}`);
    else if (action === 4) await addQuote(db, rng, company, rng.chance(0.8) ? rfq : null);
    else if (action === 5)
      await db.execute(
        sql`update rfq_invitations set status = ${rng.pick(INVITATION_STATUSES)} where id = ${invitation}`,
      );
    else if (action === 6) await addAnswer(db, invitation);
    else if (action === 7)
      await db.execute(
        sql`delete from rfq_answers where id = (select max(id) from rfq_answers where invitation_id = ${invitation})`,
      );
    else if (action === 8)
      await db.execute(
        sql`update rfqs set status = ${rng.pick(RFQ_STATUSES)}, due_at = due_at + interval '1 day' where id = ${rfq}`,
      );
    else if (action === 9) await addAward(db, rfq);
    else if (action === 10) await db.execute(sql`delete from rfq_awards where rfq_id = ${rfq}`);
    else await addRfq(db, rng, company, `SDC-${round}-${step}`);
  }
  // A bulk statement, as a quote read in a batch: every quote of one RFQ confirmed at once.
  await db.execute(
    sql`update quotes set status = 'confirmed' where rfq_id = ${rng.pick(rfqIds)} and status <> 'confirmed'`,
  );
  if (rng.chance(0.5))
    await db.execute(sql`delete from rfqs where id = ${rng.pick(rfqIds)} and status = 'draft'`);
}

/** The dashboard's former queries over the raw rows (docs/product-rules.md § Dashboard). */
async function readyFromRawRows(db: Db, company: number) {
  return rows<{ id: number; offers: number }>(
    db,
    sql`select r.id,
          ((select count(*) from quotes q where q.rfq_id = r.id and q.status = 'confirmed')
           + (select count(*) from rfq_invitations i where i.rfq_id = r.id and i.status <> 'withdrawn'
                and exists (select 1 from rfq_answers a where a.invitation_id = i.id)))::int as offers
        from rfqs r
        where r.stakeholder_id = ${company} and r.status in ('sent', 'closed')
          and not exists (select 1 from rfq_awards w where w.rfq_id = r.id)
          and (exists (select 1 from quotes q where q.rfq_id = r.id and q.status = 'confirmed')
            or exists (select 1 from rfq_invitations i join rfq_answers a on a.invitation_id = i.id
                       where i.rfq_id = r.id and i.status <> 'withdrawn'))
        order by r.due_at, r.id`,
  );
}

async function expectDashboardMatchesRawRows(db: Db, companies: Company[]) {
  for (const company of companies) {
    const ready = await readyFromRawRows(db, company.id);
    const card = await findRfqsReadyToAward(db, company.id);
    expect(card.total).toBe(ready.length);
    expect(card.rows.map((r) => ({ id: r.id, offers: r.offers }))).toEqual(ready.slice(0, 5));
    const queue = await rows<{ id: number; offers: number }>(
      db,
      sql`select q.rfq_id as id, q.offers from rfq_award_queue q join rfqs r on r.id = q.rfq_id
          where q.stakeholder_id = ${company.id} and q.due_at = r.due_at order by q.due_at, q.rfq_id`,
    );
    expect(queue).toEqual(ready);

    const toReview = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from quotes where stakeholder_id = ${company.id} and status = 'to_review'`,
    );
    expect((await findQuotesToReview(db, company.id)).total).toBe(toReview.n);
  }
  const counts = await rows(
    db,
    sql`select stakeholder_id, status, quotes from quote_status_counts where quotes <> 0 order by 1, 2`,
  );
  const direct = await rows(
    db,
    sql`select stakeholder_id, status, count(*)::int as quotes from quotes group by 1, 2 order by 1, 2`,
  );
  expect(counts).toEqual(direct);
}

describe('dashboard summaries against the raw rows', () => {
  let database: Database;
  let db: Db;
  const rng = generator(SEED);
  const companies: Company[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    for (const tag of ['norte', 'sur', 'oeste']) {
      const company = await seedCompany(db, rng, tag);
      for (let r = 0; r < 25; r += 1) await addRfq(db, rng, company, `SDC-${tag}-${r}`);
      for (let q = 0; q < 5; q += 1) await addQuote(db, rng, company, null);
      companies.push(company);
    }
  }, 120_000);
  afterAll(() => database.close());

  it('counts what the raw rows give once the data is written', async () => {
    const total = await one<{ n: number }>(db, sql`select count(*)::int as n from rfq_award_queue`);
    expect(total.n).toBeGreaterThan(10);
    await expectDashboardMatchesRawRows(db, companies);
  });

  it('keeps counting what the raw rows give through rounds of rewrites', async () => {
    for (let round = 1; round <= 4; round += 1) {
      for (const company of companies) await rewrite(db, rng, company, round);
      await expectDashboardMatchesRawRows(db, companies);
    }
  }, 120_000);

  it("forgets a deleted company's quotes and RFQs", async () => {
    const gone = companies.pop()!;
    await db.execute(sql`delete from quotes where stakeholder_id = ${gone.id}`);
    await db.execute(sql`delete from rfqs where stakeholder_id = ${gone.id}`);
    const left = await one<{ queue: number; counts: number }>(
      db,
      sql`select (select count(*) from rfq_award_queue where stakeholder_id = ${gone.id})::int as queue,
                 (select count(*) from quote_status_counts where stakeholder_id = ${gone.id} and quotes <> 0)::int as counts`,
    );
    expect(left).toEqual({ queue: 0, counts: 0 });
    await expectDashboardMatchesRawRows(db, companies);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierPerformance } from '@app/shared/schemas/analytics';
import type { Db } from '../src/db/client.ts';
import { createCompany, signIn } from './factories.ts';
import { generator, type Rng } from './seeded-random.ts';
import { one } from './sql-rows.ts';
import { storedSupplierTotals, supplierTotalsOfFacts } from './supplier-totals-check.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Supplier performance without a period or project, what the Analytics page opens on, reads
 * `supplier_performance_totals` and only the middle answer times of each supplier (migration 0019,
 * docs/measurements/queries.md § Queries at scale); with a period it sums
 * `supplier_invitation_facts`. On a random dataset (seeded: SUPPLIER_TOTALS_SEED replays another)
 * written as statements of many rows, and rewritten the same way, the two paths must answer the
 * same rows, order and figures, and the totals must equal the facts grouped.
 * supplier-invitation-facts.test.ts checks the totals after each write path of the product. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL, where two transactions also write one
 * supplier's facts at once.
 */

const SEED = Number(process.env.SUPPLIER_TOTALS_SEED ?? 20261127);
const START = Date.UTC(2024, 0, 1);

type Company = { id: number; user: number; token: string; project: number; suppliers: number[] };

async function addSupplier(db: Db, company: number, name: string): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into suppliers (stakeholder_id, legal_name, tax_id, country, emails)
        values (${company}, ${name}, ${`RFC-${company}-${name}`}, 'MX', array['v@x.test']) returning id`,
  );
  return id;
}

/** A sent RFQ with `items` items, as sending leaves it, on the company's project. */
async function addRfq(db: Db, company: Company, number: string, sentAt: Date, items: number) {
  const { id } = await one<{ id: number }>(
    db,
    sql`insert into rfqs (stakeholder_id, project_id, number, title, due_at, status, created_by_id, created_at, sent_at)
        values (${company.id}, ${company.project}, ${number}, 'Materiales', ${sentAt.toISOString()},
                'sent', ${company.user}, ${sentAt.toISOString()}, ${sentAt.toISOString()})
        returning id`,
  );
  await db.execute(
    sql`insert into rfq_items (rfq_id, position, description, quantity, unit)
        select ${id}, p, 'Material ' || p, 10, 'pc' from generate_series(1, ${items}) p`,
  );
  return id;
}

type Invitation = { supplier: number; status?: string; sent?: boolean; answeredAfter?: number };

/**
 * The invitations of one RFQ in one statement, each answered `answeredAfter` seconds after its
 * sending (none when undefined).
 */
async function invite(db: Db, rfq: number, invitations: Invitation[]) {
  const values = invitations.map(
    (
      i,
    ) => sql`(${rfq}::int, ${i.supplier}::int, 'Proveedor', 'v@x.test', 'es', ${i.status ?? 'invited'},
      ${i.sent === false ? null : 'sent'}, ${i.answeredAfter ?? null}::int)`,
  );
  await db.execute(
    sql`insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, status, sent_at, answered_at)
        select v.rfq, v.supplier, v.name, v.email, v.language, v.status,
               case when v.sent is null then null else r.sent_at end,
               case when v.sent is null then null else r.sent_at + v.after * interval '1 second' end
        from (values ${sql.join(values, sql`, `)}) v(rfq, supplier, name, email, language, status, sent, after)
        join rfqs r on r.id = v.rfq`,
  );
}

/**
 * A random company's invitations: answered or not after up to five days (to the second), answers
 * pricing some items, awards giving items to some answers with stored comparisons.
 */
async function seedRandom(db: Db, rng: Rng, company: Company, tag: string) {
  for (let s = 0; s < 9; s += 1)
    company.suppliers.push(await addSupplier(db, company.id, `${tag} ${s}`));
  for (let r = 0; r < 16; r += 1) {
    const sent = new Date(START + rng.int(0, 700 * 86_400) * 1000);
    const rfq = await addRfq(db, company, `${tag}-${r}`, sent, rng.int(1, 5));
    const invited = company.suppliers.filter(() => rng.chance(0.55));
    if (invited.length === 0) continue;
    await invite(
      db,
      rfq,
      invited.map((supplier) => ({
        supplier,
        status: rng.pick(['invited', 'viewed', 'answered', 'answered', 'withdrawn']),
        sent: rng.chance(0.9),
        answeredAfter: rng.chance(0.65) ? rng.int(0, 5 * 86_400) : undefined,
      })),
    );
    await db.execute(
      sql`insert into rfq_answers (invitation_id, revision, currency)
          select id, 1, 'MXN' from rfq_invitations where rfq_id = ${rfq} and answered_at is not null`,
    );
    await db.execute(
      sql`insert into rfq_answer_lines (answer_id, item_id, unit_price)
          select a.id, it.id, case when (a.id + it.id) % 3 = 0 then null else 100 end
          from rfq_answers a join rfq_invitations i on i.id = a.invitation_id
          join rfq_items it on it.rfq_id = i.rfq_id where i.rfq_id = ${rfq}`,
    );
    if (rng.chance(0.6)) await award(db, rfq, rng.int(0, 9));
  }
}

/** An award of the RFQ's items spread over its answers, with what it compared of each. */
async function award(db: Db, rfq: number, shift: number) {
  await db.execute(
    sql`insert into rfq_awards (rfq_id, stakeholder_id, options, currency, items_total, freight_total, total)
        select id, stakeholder_id, '{}'::jsonb, 'MXN', 0, 0, 0 from rfqs where id = ${rfq}
        on conflict do nothing`,
  );
  const offers = sql`(select 'answer-' || i.id as offer_key,
      row_number() over (order by i.id) - 1 as n, count(*) over () as offers
    from rfq_invitations i join rfq_answers a on a.invitation_id = i.id where i.rfq_id = ${rfq})`;
  await db.execute(
    sql`insert into rfq_award_lines (rfq_id, item_id, offer_key, amount)
        select ${rfq}, it.id, o.offer_key, 1000 from rfq_items it
        join ${offers} o on o.n = (it.position + ${shift}) % o.offers
        where it.rfq_id = ${rfq} and (it.position + ${shift}) % 4 <> 0`,
  );
  await db.execute(
    sql`insert into rfq_award_offers (rfq_id, offer_key, items_matched, substitutions)
        select ${rfq}, o.offer_key, 1 + (o.n + ${shift}) % 3, (o.n + ${shift}) % 2 from ${offers} o`,
  );
}

const MINUTES = { even: [30, 75, 195, 600], odd: [30, 75, 147, 195, 600], single: [90] };

/**
 * Suppliers whose answer times are known: four answers and an unanswered invitation (median of
 * 1.25 and 3.25 hours: 2.25, shown 2.3), five answers (the middle one, 2.45 hours: 2.5), one answer
 * (1.5) and none (no median).
 */
async function seedKnownMedians(db: Db, company: Company) {
  const even = await addSupplier(db, company.id, 'Mediana par');
  const odd = await addSupplier(db, company.id, 'Mediana impar');
  const single = await addSupplier(db, company.id, 'Una respuesta');
  const none = await addSupplier(db, company.id, 'Sin respuesta');
  company.suppliers.push(even, odd, single, none);
  for (let r = 0; r < 5; r += 1) {
    const rfq = await addRfq(db, company, `MED-${r}`, new Date(START + r * 86_400_000), 2);
    const after = (minutes: number | undefined) =>
      minutes === undefined ? undefined : minutes * 60;
    await invite(db, rfq, [
      { supplier: even, answeredAfter: after(MINUTES.even[r]) },
      { supplier: odd, answeredAfter: after(MINUTES.odd[r]) },
      { supplier: single, answeredAfter: after(r === 2 ? MINUTES.single[0] : undefined) },
      { supplier: none },
    ]);
  }
  return { even, odd, single, none };
}

/** Rewrites as statements of many rows: answers moved, invitations withdrawn, an RFQ deleted. */
async function rewrite(db: Db, rng: Rng, company: Company) {
  await db.execute(
    sql`update rfq_invitations i set answered_at = i.sent_at + ${rng.int(1, 90_000)} * interval '1 second'
        from rfqs r where r.id = i.rfq_id and r.stakeholder_id = ${company.id}
          and i.sent_at is not null and i.id % 3 = ${rng.int(0, 2)}`,
  );
  await db.execute(
    sql`update rfq_invitations i set answered_at = null
        from rfqs r where r.id = i.rfq_id and r.stakeholder_id = ${company.id} and i.id % 5 = ${rng.int(0, 4)}`,
  );
  await db.execute(
    sql`update rfq_invitations i set status = case when i.status = 'withdrawn' then 'invited' else 'withdrawn' end
        from rfqs r where r.id = i.rfq_id and r.stakeholder_id = ${company.id} and i.id % 4 = ${rng.int(0, 3)}`,
  );
  await db.execute(
    sql`delete from rfq_award_lines l using rfqs r
        where r.id = l.rfq_id and r.stakeholder_id = ${company.id} and l.item_id % 3 = ${rng.int(0, 2)}`,
  );
  await db.execute(
    sql`delete from rfqs where id = (select min(id) from rfqs where stakeholder_id = ${company.id} and number not like 'MED-%')`,
  );
}

describe('supplier performance without a period, from the all-time totals', () => {
  let t: TestApp;
  const companies: Company[] = [];
  let known: Awaited<ReturnType<typeof seedKnownMedians>>;
  const rng = generator(SEED);

  const view = async (company: Company, query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/analytics/suppliers/${query}`,
      token: company.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupplierPerformance>().suppliers;
  };

  /** The view without a period against the view summed from the facts since 1970, per supplier too. */
  async function expectBothPathsAlike(step: string) {
    const db = t.database.db;
    expect(await storedSupplierTotals(db), `${step}: totals`).toEqual(
      await supplierTotalsOfFacts(db),
    );
    for (const company of companies) {
      const all = await view(company, '');
      expect(all.length, step).toBeGreaterThan(4);
      expect(all, step).toEqual(await view(company, '?from=1970-01-01'));
      for (const supplier of company.suppliers) {
        const query = `?supplier_id=${supplier}`;
        const picked = await view(company, query);
        expect(picked, `${step}, ${query}`).toEqual(
          await view(company, `${query}&from=1970-01-01`),
        );
        expect(picked, `${step}, ${query}`).toEqual(all.filter((r) => r.supplier_id === supplier));
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const tag of ['norte', 'sur']) {
      const registered = await createCompany(t, { type: 'company' });
      const token = (await signIn(t, registered.ownerEmail)).access;
      const { id: project } = await one<{ id: number }>(
        db,
        sql`insert into projects (stakeholder_id, name, code, currency, tax_rate)
            values (${registered.id}, ${`Obra ${tag}`}, 'P1', 'MXN', 16) returning id`,
      );
      const company = {
        id: registered.id,
        user: registered.ownerId,
        token,
        project,
        suppliers: [],
      };
      await seedRandom(db, rng, company, tag);
      companies.push(company);
    }
    known = await seedKnownMedians(db, companies[0]!);
  }, 120_000);
  afterAll(() => t.close());

  it('gives the exact median of an even and an odd number of answers, one answer and none', async () => {
    const [company] = companies;
    for (const query of ['', '?from=1970-01-01']) {
      const listed = await view(company!, query);
      const of = (id: number) => listed.find((r) => r.supplier_id === id);
      expect(of(known.even), query).toMatchObject({
        invited: 5,
        answered: 4,
        median_hours_to_answer: 2.3,
      });
      expect(of(known.odd), query).toMatchObject({
        invited: 5,
        answered: 5,
        median_hours_to_answer: 2.5,
      });
      expect(of(known.single), query).toMatchObject({ answered: 1, median_hours_to_answer: 1.5 });
      expect(of(known.none), query).toMatchObject({ answered: 0, median_hours_to_answer: null });
    }
  });

  it('answers without a period exactly what the facts summed since 1970 give', async () => {
    await expectBothPathsAlike('seeded');
  });

  it('stays exact through rewrites of many rows in one statement', async () => {
    for (let round = 1; round <= 3; round += 1) {
      for (const company of companies) await rewrite(t.database.db, rng, company);
      await expectBothPathsAlike(`round ${round}`);
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/*
 * Two transactions writing facts of the same supplier on different RFQs: the second waits for the
 * first's lock on the supplier's totals row, then adds its own change to the committed sum.
 * PGlite has one connection, so this runs on PostgreSQL only.
 */
describe.skipIf(!serverUrl)('supplier totals written by two transactions at once', () => {
  let t: TestApp;
  let company: Company;
  let rfqs: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const registered = await createCompany(t, { type: 'company' });
    const { id: project } = await one<{ id: number }>(
      db,
      sql`insert into projects (stakeholder_id, name, code, currency, tax_rate)
          values (${registered.id}, 'Obra', 'P1', 'MXN', 16) returning id`,
    );
    company = { id: registered.id, user: registered.ownerId, token: '', project, suppliers: [] };
    company.suppliers.push(await addSupplier(db, company.id, 'Compartido'));
    rfqs = [];
    for (let r = 0; r < 4; r += 1)
      rfqs.push(await addRfq(db, company, `C-${r}`, new Date(START + r * 86_400_000), 3));
    await invite(db, rfqs[0]!, [{ supplier: company.suppliers[0]! }]);
    await invite(db, rfqs[1]!, [{ supplier: company.suppliers[0]! }]);
  }, 60_000);
  afterAll(() => t.close());

  /** Runs `first` and `second` in two transactions, the second blocked until the first commits. */
  async function overlap(first: string, second: string) {
    const pool = t.database.pool!;
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      const { rows: backend } = await b.query<{ pid: number }>('select pg_backend_pid() as pid');
      await a.query('begin');
      await a.query(first);
      await b.query('begin');
      const blocked = b.query(second);
      await waitForLockWait(backend[0]!.pid);
      await a.query('commit');
      await blocked;
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
  }

  /** Until the connection's backend waits for a lock: proof that the two writes overlapped. */
  async function waitForLockWait(pid: number) {
    for (let tries = 0; tries < 400; tries += 1) {
      const { rows: state } = await t.database.pool!.query<{ wait_event_type: string | null }>(
        'select wait_event_type from pg_stat_activity where pid = $1',
        [pid],
      );
      if (state[0]?.wait_event_type === 'Lock') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the second transaction never waited for the first');
  }

  it('keeps the sums exact when both answer invitations of one supplier on different RFQs', async () => {
    await overlap(
      `update rfq_invitations set answered_at = sent_at + interval '2 hours' where rfq_id = ${rfqs[0]}`,
      `update rfq_invitations set answered_at = sent_at + interval '3 hours' where rfq_id = ${rfqs[1]}`,
    );
    const db = t.database.db;
    expect(await storedSupplierTotals(db)).toEqual(await supplierTotalsOfFacts(db));
    expect(await storedSupplierTotals(db)).toEqual([
      expect.objectContaining({ supplier_id: company.suppliers[0], invited: 2, answered: 2 }),
    ]);
  });

  it("keeps the sums exact when both write a new supplier's first invitations", async () => {
    const db = t.database.db;
    const fresh = await addSupplier(db, company.id, 'Nuevo');
    const insert = (rfq: number) =>
      `insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, status, sent_at)
       select ${rfq}, ${fresh}, 'Nuevo', 'n@x.test', 'es', 'invited', sent_at from rfqs where id = ${rfq}`;
    await overlap(insert(rfqs[2]!), insert(rfqs[3]!));
    expect(await storedSupplierTotals(db)).toEqual(await supplierTotalsOfFacts(db));
    expect((await storedSupplierTotals(db)).find((r) => r.supplier_id === fresh)).toMatchObject({
      invited: 2,
      answered: 0,
      items_invited: 6,
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Database, Db } from '../src/db/client.ts';
import { getPriceTrend, getSpend } from '../src/modules/analytics/analytics.service.ts';
import { wholeMonths } from '../src/modules/analytics/analytics-trend.repository.ts';
import { lastStatementOf } from './migration-backfill.ts';
import { generator, type Rng } from './seeded-random.ts';
import { countSpendTotalRows, directSpendTotals, storedSpendTotals } from './spend-totals-check.ts';
import { one, rows } from './sql-rows.ts';
import { createTestDatabase } from './test-database.ts';

/*
 * The summaries the analytics read (docs/measurements/queries.md § Queries at scale) against a
 * direct computation over the raw rows, on a random dataset (seeded, so a failure can be replayed)
 * that is then rewritten the ways the product rewrites it: a quote confirmed again replaces its
 * price records, a quote is deleted, an order's lines change, an order is deleted, orders move
 * between statuses, suppliers, projects, months and currencies, a supplier and a company are
 * deleted. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const SEED = Number(process.env.SUMMARY_SEED ?? 20261126);

const START = Date.UTC(2024, 0, 1);
const day = (rng: Rng) => new Date(START + rng.int(0, 2 * 365) * 86_400_000);
const isoDay = (rng: Rng) => day(rng).toISOString().slice(0, 10);

type Company = { id: number; user: number; suppliers: number[]; projects: number[] };

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
  const suppliers: number[] = [];
  for (let s = 0; s < 8; s += 1) {
    const categories = ['acero', 'concreto', 'eléctrico'].filter(() => rng.chance(0.4));
    const row = await one<{ id: number }>(
      db,
      sql`insert into suppliers (stakeholder_id, legal_name, tax_id, country, emails, categories)
          values (${id}, ${`Proveedor ${tag} ${s}`}, ${`RFC${tag}${s}`}, 'MX', array['v@x.test'],
                  ${`{${categories.map((c) => `"${c}"`).join(',')}}`}::varchar[]) returning id`,
    );
    suppliers.push(row.id);
  }
  const projects: number[] = [];
  for (let p = 0; p < 4; p += 1) {
    const row = await one<{ id: number }>(
      db,
      sql`insert into projects (stakeholder_id, name, code, currency, tax_rate)
          values (${id}, ${`Obra ${tag} ${p}`}, ${`P${p}`}, 'MXN', 16) returning id`,
    );
    projects.push(row.id);
  }
  return { id, user, suppliers, projects };
}

const CURRENCIES = ['MXN', 'USD'] as const;
/** Amounts with 0 to 4 decimal places, so sums keep the places a sum of the lines would. */
const amount = (rng: Rng) => (rng.int(1, 9_999_999) / 10 ** rng.int(0, 4)).toFixed(rng.int(0, 4));

async function seedPurchasing(db: Db, rng: Rng, company: Company, tag: string) {
  const quotes: number[] = [];
  for (let r = 0; r < 12; r += 1) {
    const sent = day(rng);
    const { id: rfq } = await one<{ id: number }>(
      db,
      sql`insert into rfqs (stakeholder_id, project_id, number, title, due_at, status, created_by_id, created_at, sent_at)
          values (${company.id}, ${rng.pick(company.projects)}, ${`SDC-${tag}-${r}`}, 'Materiales',
                  ${sent.toISOString()}, 'sent', ${company.user}, ${sent.toISOString()}, ${sent.toISOString()})
          returning id`,
    );
    for (let q = 0; q < 3; q += 1) {
      const { id: quote } = await one<{ id: number }>(
        db,
        sql`insert into quotes (stakeholder_id, rfq_id, supplier_id, origin, status, supplier_name, currency)
            values (${company.id}, ${rfq}, ${rng.pick(company.suppliers)}, 'typed', 'confirmed', 'X', 'MXN')
            returning id`,
      );
      quotes.push(quote);
      await insertRecords(db, rng, company, quote, rfq);
    }
    for (let o = 0; o < 2; o += 1) {
      const status = rng.pick(['sent', 'delivered', 'cancelled', 'acknowledged'] as const);
      const supplier = rng.chance(0.85) ? rng.pick(company.suppliers) : null;
      const { id: order } = await one<{ id: number }>(
        db,
        sql`insert into purchase_orders (stakeholder_id, number, rfq_id, project_id, offer_key, supplier_id, supplier_name,
              supplier_email, language, currency, subtotal, discount, freight, tax_rate, tax, total, status, created_by_id, created_at)
            values (${company.id}, ${`OC-${tag}-${r}-${o}`}, ${rfq}, ${rng.pick(company.projects)},
                    'quote-1', ${supplier}, ${`Proveedor ${rng.int(0, 3)}`}, 'v@x.test', 'es', ${rng.pick(CURRENCIES)},
                    0, 0, 0, 16, 0, 0, ${status}, ${company.user}, ${day(rng).toISOString()})
            returning id`,
      );
      const lines = rng.int(0, 4);
      for (let l = 1; l <= lines; l += 1) {
        await db.execute(
          sql`insert into purchase_order_lines (purchase_order_id, position, description, quantity, unit, unit_price, amount)
              values (${order}, ${l}, 'Material', 1, 'pc', 1, ${amount(rng)})`,
        );
      }
    }
  }
  return quotes;
}

const KEYS = Array.from({ length: 30 }, (_, k) => `material ${k}`);

/** A quote's price records as confirming writes them: many in one statement. */
async function insertRecords(db: Db, rng: Rng, company: Company, quote: number, rfq: number) {
  const count = rng.int(1, 8);
  const values = Array.from({ length: count }, (_, i) => {
    const key = rng.pick(KEYS);
    return sql`(${company.id}, ${quote}, ${i + 1}, ${rng.chance(0.9) ? rng.pick(company.suppliers) : null},
      ${rng.chance(0.85) ? rng.pick(company.projects) : null}, ${rfq}, ${key}, ${`${key} ${rng.int(0, 3)}`},
      ${isoDay(rng)}::date, ${rng.pick(CURRENCIES)}, 'pc', 10, 10)`;
  });
  await db.execute(
    sql`insert into price_records (stakeholder_id, quote_id, line_position, supplier_id, project_id, rfq_id,
          item_key, description, price_date, currency, unit, quoted_unit_price, levelled_unit_price)
        values ${sql.join(values, sql`, `)}`,
  );
}

/** The product's rewrites: quotes confirmed again or deleted, records moved, order lines changed. */
async function rewrite(db: Db, rng: Rng, company: Company, quotes: number[]) {
  for (const quote of quotes.filter(() => rng.chance(0.3))) {
    await db.transaction(async (tx) => {
      const { rfq_id } = await one<{ rfq_id: number }>(
        tx,
        sql`select rfq_id from quotes where id = ${quote}`,
      );
      await tx.execute(sql`delete from price_records where quote_id = ${quote}`);
      await insertRecords(tx, rng, company, quote, rfq_id);
    });
  }
  await db.execute(sql`delete from quotes where id = ${rng.pick(quotes)}`);
  await db.execute(
    sql`update price_records set price_date = price_date + ${rng.int(1, 60)}::int, item_key = ${rng.pick(KEYS)}
        where stakeholder_id = ${company.id} and id % 7 = ${rng.int(0, 6)}`,
  );
  await db.execute(
    sql`update purchase_order_lines set amount = amount * 3 + 0.125
        where purchase_order_id in (select id from purchase_orders where stakeholder_id = ${company.id})
          and id % 5 = ${rng.int(0, 4)}`,
  );
  await db.execute(
    sql`delete from purchase_order_lines
        where purchase_order_id in (select id from purchase_orders where stakeholder_id = ${company.id})
          and id % 6 = ${rng.int(0, 5)}`,
  );
  const { id } = await one<{ id: number }>(
    db,
    sql`select id from purchase_orders where stakeholder_id = ${company.id} order by id limit 1`,
  );
  await db.execute(sql`delete from purchase_orders where id = ${id}`);
  await rewriteOrders(db, rng, company);
}

/**
 * Orders moved as the product moves them (cancelled, delivered, closed; a supplier merged away
 * leaves its orders without a directory supplier) and as a later path could (cancelled orders
 * standing again, another name, project, month or currency), each alone in its statement.
 */
async function rewriteOrders(db: Db, rng: Rng, company: Company) {
  const some = (modulo: number) =>
    sql`stakeholder_id = ${company.id} and id % ${modulo} = ${rng.int(0, modulo - 1)}`;
  await db.execute(
    sql`update purchase_orders set status = case status when 'cancelled' then 'sent' else 'cancelled' end
        where ${some(4)}`,
  );
  await db.execute(
    sql`update purchase_orders set status = case status when 'delivered' then 'closed' else 'delivered' end
        where status <> 'cancelled' and ${some(3)}`,
  );
  await db.execute(
    sql`update purchase_orders set supplier_name = ${`Proveedor ${rng.int(0, 5)}`},
          created_at = created_at + ${`${rng.int(1, 90)} days`}::interval
        where ${some(5)}`,
  );
  await db.execute(
    sql`update purchase_orders set project_id = ${rng.pick(company.projects)}, currency = ${rng.pick(CURRENCIES)}
        where ${some(7)}`,
  );
  await db.execute(sql`delete from suppliers where id = ${rng.pick(company.suppliers)}`);
}

/** The period on a timestamp, as the analytics read it (whole UTC days, both ends included). */
function period(column: string, filter: AnalyticsFilter) {
  const parts = [sql`true`];
  if (filter.from)
    parts.push(sql`${sql.raw(column)} >= (${filter.from}::date)::timestamp at time zone 'UTC'`);
  if (filter.to)
    parts.push(sql`${sql.raw(column)} < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (filter.project_id !== undefined)
    parts.push(sql`${sql.raw(column.replace(/\.\w+$/, '.project_id'))} = ${filter.project_id}`);
  if (filter.supplier_id !== undefined)
    parts.push(sql`${sql.raw(column.replace(/\.\w+$/, '.supplier_id'))} = ${filter.supplier_id}`);
  return sql.join(parts, sql` and `);
}

/** Spend summed over the orders' lines themselves, each group as the API words it. */
async function directSpend(db: Db, companyId: number, filter: AnalyticsFilter) {
  const from = sql`from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
    left join projects p on p.id = o.project_id
    where o.stakeholder_id = ${companyId} and o.status <> 'cancelled' and ${period('o.created_at', filter)}`;
  const grouped = (key: string, label: string, order: string) =>
    rows(
      db,
      sql`select ${sql.raw(key)} as key, coalesce(${sql.raw(label)}, '') as label, o.currency,
            count(distinct o.id)::int as orders, sum(l.amount)::text as total
          ${from} group by ${sql.raw(key)}, o.currency order by ${sql.raw(order)}`,
    );
  const month = `to_char(o.created_at at time zone 'UTC', 'YYYY-MM')`;
  const byAmount = (key: string) => `o.currency, sum(l.amount) desc, ${key}`;
  const supplierKey = `coalesce(o.supplier_id::text, 'name:' || o.supplier_name)`;
  return {
    by_supplier: await grouped(supplierKey, 'max(o.supplier_name)', byAmount(supplierKey)),
    by_project: await grouped('o.project_id::text', 'max(p.name)', byAmount('o.project_id::text')),
    by_month: await grouped(month, month, `${month}, o.currency`),
    by_category: await rows(
      db,
      sql`select category as key, category as label, currency, count(distinct order_id)::int as orders,
            sum(amount)::text as total
          from (select o.id as order_id, o.currency, l.amount,
                       unnest(case when cardinality(s.categories) > 0 then s.categories else array['']::varchar[] end) as category
                from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
                left join suppliers s on s.id = o.supplier_id
                where o.stakeholder_id = ${companyId} and o.status <> 'cancelled' and ${period('o.created_at', filter)}) c
          group by category, currency order by currency, sum(amount) desc, category`,
    ),
  };
}

/** The trend's item keys counted over every price record, with their newest description. */
async function directTrendItems(db: Db, companyId: number, filter: AnalyticsFilter) {
  const where = [sql`r.stakeholder_id = ${companyId}`];
  if (filter.from) where.push(sql`r.price_date >= ${filter.from}::date`);
  if (filter.to) where.push(sql`r.price_date <= ${filter.to}::date`);
  if (filter.project_id !== undefined) where.push(sql`r.project_id = ${filter.project_id}`);
  if (filter.supplier_id !== undefined) where.push(sql`r.supplier_id = ${filter.supplier_id}`);
  return rows(
    db,
    sql`select r.item_key, (select n.description from price_records n where n.stakeholder_id = ${companyId}
              and n.item_key = r.item_key order by n.price_date desc, n.id desc limit 1) as description,
            count(*)::int as records
        from price_records r where ${sql.join(where, sql` and `)}
        group by r.item_key order by records desc, r.item_key limit 20`,
  );
}

/** Filters of every kind: none, open on one side, whole months, a few days inside one month. */
function filters(rng: Rng, company: Company): AnalyticsFilter[] {
  const list: AnalyticsFilter[] = [{}, { from: '2024-03-01' }, { to: '2025-06-30' }];
  list.push({ from: '2024-02-01', to: '2024-02-29' }, { from: '2024-05-10', to: '2024-05-20' });
  for (let n = 0; n < 40; n += 1) {
    const [a, b] = [isoDay(rng), isoDay(rng)].sort();
    const filter: AnalyticsFilter = {};
    if (rng.chance(0.7)) filter.from = rng.chance(0.3) ? `${a!.slice(0, 7)}-01` : a;
    if (rng.chance(0.7)) filter.to = b;
    if (rng.chance(0.25)) filter.project_id = rng.pick(company.projects);
    if (rng.chance(0.25)) filter.supplier_id = rng.pick(company.suppliers);
    list.push(filter);
  }
  return list;
}

describe('analytics summaries against the raw rows', () => {
  let database: Database;
  let db: Db;
  const rng = generator(SEED);
  const companies: Company[] = [];
  let gone: Company;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    for (const tag of ['norte', 'sur', 'oeste']) {
      const company = await seedCompany(db, rng, tag);
      const quotes = await seedPurchasing(db, rng, company, tag);
      await rewrite(db, rng, company, quotes);
      companies.push(company);
    }
    // A company deleted: its orders go by cascade, and its summaries with it.
    gone = companies.pop()!;
    await db.execute(sql`delete from stakeholders where id = ${gone.id}`);
  }, 120_000);
  afterAll(() => database.close());

  it('price_item_months holds exactly the count of records per company, month and item key', async () => {
    const summary = await rows(
      db,
      sql`select stakeholder_id, month::text, item_key, records from price_item_months order by 1, 2, 3`,
    );
    const direct = await rows(
      db,
      sql`select stakeholder_id, date_trunc('month', price_date)::date::text as month, item_key, count(*)::int as records
          from price_records group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(direct.length).toBeGreaterThan(50);
    expect(summary).toEqual(direct);
  });

  it('price_item_totals holds exactly the count of records per company and item key', async () => {
    const summary = await rows(
      db,
      sql`select stakeholder_id, item_key, records from price_item_totals order by 1, 2`,
    );
    const direct = await rows(
      db,
      sql`select stakeholder_id, item_key, count(*)::int as records
          from price_records group by 1, 2 order by 1, 2`,
    );
    expect(direct.length).toBeGreaterThan(20);
    expect(summary).toEqual(direct);
  });

  it("purchase_order_goods holds each order's lines summed, with the same decimal places", async () => {
    const summary = await rows(
      db,
      sql`select purchase_order_id, amount::text, lines from purchase_order_goods order by 1`,
    );
    const direct = await rows(
      db,
      sql`select purchase_order_id, sum(amount)::text as amount, count(*)::int as lines
          from purchase_order_lines group by 1 order by 1`,
    );
    expect(direct.length).toBeGreaterThan(20);
    expect(summary).toEqual(direct);
  });

  it('spend_totals holds exactly the spend of the orders per company, currency, key and decimal places', async () => {
    const direct = await directSpendTotals(db);
    expect(direct.length).toBeGreaterThan(30);
    expect(new Set(direct.map((row) => row.scale)).size).toBeGreaterThan(2);
    expect(await storedSpendTotals(db)).toEqual(direct);
    // No write is under way, so each key has one row; the deleted company has none.
    expect(await countSpendTotalRows(db)).toBe(direct.length);
    expect(await countSpendTotalRows(db, gone.id)).toBe(0);
  });

  it("migration 0021's backfill writes the same spend_totals from the orders already there", async () => {
    const backfill = lastStatementOf('0021_spend_totals.sql');
    expect(backfill).toContain('INSERT INTO "spend_totals"');
    const before = await storedSpendTotals(db);
    await db.execute(sql`delete from spend_totals`);
    expect(await storedSpendTotals(db)).toEqual([]);
    await db.execute(sql.raw(backfill));
    expect(await storedSpendTotals(db)).toEqual(before);
    expect(await countSpendTotalRows(db)).toBe(before.length);
  });

  it('spend and the trend items answer exactly what the raw rows give, for every filter', async () => {
    for (const company of companies) {
      const scope = { stakeholderId: company.id } as Parameters<typeof getSpend>[1];
      for (const filter of filters(rng, company)) {
        const spend = await getSpend({ db }, scope, filter);
        expect(spend, JSON.stringify(filter)).toEqual(await directSpend(db, company.id, filter));
        if (Object.keys(filter).length === 0) {
          // The summary's answer is the orders' own, row for row, over the same orders.
          const fromOrders = await getSpend({ db }, scope, { from: '1900-01-01' });
          expect(spend.by_supplier.length).toBeGreaterThan(3);
          expect(spend).toEqual(fromOrders);
        }
        const trend = await getPriceTrend({ db }, scope, filter);
        const items = trend.items.map((item) => ({
          item_key: item.item_key,
          description: item.description,
          records: item.records,
        }));
        expect(items, JSON.stringify(filter)).toEqual(
          await directTrendItems(db, company.id, filter),
        );
      }
    }
  });

  it('reads whole months from the summary and only the edge days from the records', () => {
    expect(wholeMonths({})).toEqual({ first: undefined, end: undefined });
    expect(wholeMonths({ from: '2024-03-01', to: '2024-05-31' })).toEqual({
      first: '2024-03-01',
      end: '2024-06-01',
    });
    expect(wholeMonths({ from: '2024-03-02', to: '2024-05-30' })).toEqual({
      first: '2024-04-01',
      end: '2024-05-01',
    });
    expect(wholeMonths({ from: '2024-12-15', to: '2024-12-31' })).toEqual({
      first: '2025-01-01',
      end: '2025-01-01',
    });
  });
});

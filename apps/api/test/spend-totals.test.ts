import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Spend } from '@app/shared/schemas/analytics';
import type { Award } from '@app/shared/schemas/purchase-orders';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import type { Database, Db } from '../src/db/client.ts';
import { createRfq, rfqBody } from './rfq-helpers.ts';
import { answerThroughLink, awardRfq, createCompany, signIn, uniqueEmail } from './factories.ts';
import { countSpendTotalRows, directSpendTotals, storedSpendTotals } from './spend-totals-check.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/*
 * `spend_totals` (migration 0021, docs/measurements/queries.md § Queries at scale) through the
 * product's own writes: awards issuing orders, an award changed cancelling and reissuing them,
 * status moves and cancellations, a supplier merged away. After each, the stored rows equal a
 * grouping of the orders' lines, and the spend without a filter (read from them) is the same answer
 * as the spend of every order since 2000 (read from the orders). On PostgreSQL, also two
 * transactions at once.
 */

const CEMENT = 'Cemento gris CPC 30R bulto 50 kg';

describe('spend totals through the product', () => {
  let t: TestApp;
  let owner: string;
  let companyId: number;
  let alfa: Supplier;
  let beta: Supplier;
  let gamma: Supplier;
  let main: Rfq;
  let small: Rfq;
  let other: Rfq;
  const emails = { alfa: uniqueEmail('alfa'), beta: uniqueEmail('beta'), gamma: uniqueEmail('g') };

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const response = await t.request({ method, url: `/api${url}`, token: owner, payload });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const supplier = (name: string, email: string, categories: string[]) =>
    call<Supplier>(
      'POST',
      '/suppliers/',
      { legal_name: name, country: 'MX', emails: [email], language: 'es', categories },
      201,
    );
  const ordersOf = async (rfq: Rfq) =>
    (await call<Award>('GET', `/rfqs/${rfq.id}/award/`)).purchase_orders;
  const setStatus = (id: number, status: string) =>
    call('POST', `/purchase-orders/${id}/status/`, { status });

  /** The stored rows against the lines, and the summary's answer against the orders' own. */
  async function expectSpendRight(step: string): Promise<Spend> {
    const db = t.database.db;
    const direct = await directSpendTotals(db, companyId);
    expect(await storedSpendTotals(db, companyId), step).toEqual(direct);
    expect(await countSpendTotalRows(db, companyId), step).toBe(direct.length);
    const allTime = await call<Spend>('GET', '/analytics/spend/');
    expect(allTime, step).toEqual(await call<Spend>('GET', '/analytics/spend/?from=2000-01-01'));
    return allTime;
  }
  const totals = (rows: Spend['by_supplier']) => rows.map((r) => [r.label, r.orders, r.total]);

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    companyId = company.id;
    owner = (await signIn(t, company.ownerEmail)).access;
    const project = await call<{ id: number }>(
      'POST',
      '/projects/',
      { name: 'Torre Norte', code: 'TN', currency: 'MXN', tax_rate: '16', budget: null },
      201,
    );
    alfa = await supplier('Aceros Alfa', emails.alfa, ['acero']);
    beta = await supplier('Bodega Beta', emails.beta, []);
    gamma = await supplier('Grupo Gamma', emails.gamma, ['cemento']);
    main = await createRfq(t, owner, rfqBody(project.id, [alfa.id, beta.id], 2));
    const threeBags = { items: [{ description: CEMENT, quantity: '3', unit: 'bag' }] };
    small = await createRfq(t, owner, { ...rfqBody(project.id, [gamma.id], 1), ...threeBags });
    other = await createRfq(t, owner, { ...rfqBody(project.id, [beta.id], 1), ...threeBags });
    for (const rfq of [main, small, other]) await call('POST', `/rfqs/${rfq.id}/send/`, {});
    const [cement, rebar] = main.items.map((item) => item.id);
    await answerThroughLink(t, emails.alfa, main, {
      currency: 'MXN',
      lines: [
        { item_id: cement, unit_price: '250.00' },
        { item_id: rebar, unit_price: '20000' },
      ],
    });
    await answerThroughLink(t, emails.beta, main, {
      currency: 'MXN',
      lines: [{ item_id: cement, unit_price: '240.10' }],
    });
    await answerThroughLink(t, emails.gamma, small, {
      currency: 'MXN',
      lines: [{ item_id: small.items[0]!.id, unit_price: '12.35' }],
    });
    await answerThroughLink(t, emails.beta, other, {
      currency: 'MXN',
      lines: [{ item_id: other.items[0]!.id, unit_price: '250' }],
    });
  }, 240_000);
  afterAll(() => t.close());

  it('counts the orders each award issues', async () => {
    for (const rfq of [main, small, other]) await awardRfq(t, owner, rfq.id);
    const spend = await expectSpendRight('awarded');
    // Cement to Beta (400 × 240.10), rebar to Alfa (1.5 × 20,000); Gamma 3 × 12.35; Beta 3 × 250.
    expect(totals(spend.by_supplier)).toEqual([
      ['Bodega Beta', 2, '96790'],
      ['Aceros Alfa', 1, '30000'],
      ['Grupo Gamma', 1, '37.05'],
    ]);
    expect(totals(spend.by_month)).toEqual([[expect.any(String), 4, '126827.05']]);
  });

  it('takes out the orders an award change cancels and counts those it issues', async () => {
    await awardRfq(t, owner, main.id, { strategy: 'single_supplier' });
    const statuses = (await ordersOf(main)).map((o) => [o.supplier_name, o.status]);
    expect(statuses.filter(([, status]) => status === 'cancelled')).toHaveLength(2);
    const spend = await expectSpendRight('award changed');
    // Alfa now has both items (400 × 250 + 1.5 × 20,000); Beta keeps the other RFQ's order.
    expect(totals(spend.by_supplier)).toEqual([
      ['Aceros Alfa', 1, '130000'],
      ['Bodega Beta', 1, '750'],
      ['Grupo Gamma', 1, '37.05'],
    ]);
  });

  it("moves a merged supplier's orders to the name they were ordered from", async () => {
    await call('POST', `/suppliers/${beta.id}/merge/`, { duplicate_ids: [gamma.id] });
    const spend = await expectSpendRight('Gamma merged into Beta');
    expect(spend.by_supplier.map((r) => [r.key, r.label, r.total])).toContainEqual([
      'name:Grupo Gamma',
      'Grupo Gamma',
      '37.05',
    ]);
    // Beta took Gamma's category; Gamma's own order, with no directory supplier, has none.
    expect(spend.by_category.map((r) => [r.key, r.total])).toEqual([
      ['acero', '130000'],
      ['cemento', '750'],
      ['', '37.05'],
    ]);
  });

  it('follows status moves, and keeps the decimal places of the orders still counted', async () => {
    const [alfaOrder] = (await ordersOf(main)).filter((o) => o.status !== 'cancelled');
    await setStatus(alfaOrder!.id, 'delivered');
    await setStatus(alfaOrder!.id, 'closed');
    await expectSpendRight('delivered and closed');
    const [gammaOrder] = await ordersOf(small);
    await setStatus(gammaOrder!.id, 'cancelled');
    const spend = await expectSpendRight('the only order with cents cancelled');
    // 130,000 + 750, as a sum of those two orders writes it: no cents left over from Gamma's.
    expect(totals(spend.by_month)).toEqual([[expect.any(String), 2, '130750']]);
  });
});

/** The id an insert returns. */
async function returningId(db: Db, query: SQL): Promise<number> {
  const result: unknown = await db.execute(query);
  return (result as { rows: { id: number }[] }).rows[0]!.id;
}

/** An order of the company, from Alfa for the project, with one line of `amount`. */
async function insertOrder(
  db: Db,
  ids: { companyId: number; rfqId: number; projectId: number; supplierId: number },
  number: string,
  amount: string,
): Promise<number> {
  const id = await returningId(
    db,
    sql`insert into purchase_orders (stakeholder_id, number, rfq_id, project_id, offer_key, supplier_id,
          supplier_name, supplier_email, language, currency, subtotal, discount, freight, tax_rate, tax, total)
        values (${ids.companyId}, ${number}, ${ids.rfqId}, ${ids.projectId}, 'quote-1', ${ids.supplierId},
          'Aceros Alfa', '', 'es', 'MXN', 0, 0, 0, 16, 0, 0)
        returning id`,
  );
  await db.execute(
    sql`insert into purchase_order_lines (purchase_order_id, position, description, quantity, unit, unit_price, amount)
        values (${id}, 1, 'Cemento', 1, 'bag', ${amount}, ${amount})`,
  );
  return id;
}

/** Whether the session `pid` is waiting for a lock, looked at for up to 5 s. */
async function waitsForLock(watcher: pg.Client, pid: number): Promise<boolean> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { rows } = await watcher.query<{ waiting: boolean }>(
      `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
      [pid],
    );
    if (rows[0]?.waiting) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('spend totals written at once', () => {
  let database: Database;
  let db: Db;
  const sessions: pg.Client[] = [];
  let ids: { companyId: number; rfqId: number; projectId: number; supplierId: number };
  let number = 0;
  const order = (amount: string) => insertOrder(db, ids, `OC-C-${(number += 1)}`, amount);

  async function session(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    sessions.push(client);
    return client;
  }
  async function expectExact(step: string) {
    expect(await storedSpendTotals(db, ids.companyId), step).toEqual(
      await directSpendTotals(db, ids.companyId),
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const one = (query: SQL) => returningId(db, query);
    const companyId = await one(
      sql`insert into stakeholders (name, type, subtype) values ('Constructora C', 'company', 'contractor') returning id`,
    );
    const projectId = await one(
      sql`insert into projects (stakeholder_id, name, code, currency, tax_rate)
          values (${companyId}, 'Obra', 'O1', 'MXN', 16) returning id`,
    );
    const supplierId = await one(
      sql`insert into suppliers (stakeholder_id, legal_name, tax_id, country, emails)
          values (${companyId}, 'Aceros Alfa', 'AAL010101AAA', 'MX', array['a@x.test']) returning id`,
    );
    const rfqId = await one(
      sql`insert into rfqs (stakeholder_id, project_id, number, title, due_at, status)
          values (${companyId}, ${projectId}, 'SDC-C-1', 'Cemento', now(), 'sent') returning id`,
    );
    ids = { companyId, rfqId, projectId, supplierId };
  });
  afterAll(async () => {
    for (const client of sessions) await client.end();
    await database.close();
  });

  it('lets two transactions change one key without waiting for each other, and keeps both changes', async () => {
    // Same supplier, project and month: the same three keys.
    // Same places too (one decimal), so the same rows.
    const [first, second, third] = [await order('100.5'), await order('20.5'), await order('3.5')];
    const [one, two, later] = [await session(), await session(), await session()];
    await one.query('begin');
    await one.query(`update purchase_orders set status = 'cancelled' where id = $1`, [first]);
    // Were the second to wait for the first's rows, it would fail here after 2 s.
    await two.query(`set lock_timeout = '2s'`);
    await two.query('begin');
    await two.query(`update purchase_orders set status = 'cancelled' where id = $1`, [second]);
    await two.query('commit');
    await one.query('commit');
    await expectExact('two cancellations at once');
    // A later write of the keys folds their rows back into one each.
    await later.query(`update purchase_orders set status = 'delivered' where id = $1`, [third]);
    await later.query(`update purchase_order_lines set amount = 4.5 where purchase_order_id = $1`, [
      third,
    ]);
    await expectExact('a later write');
    expect(await countSpendTotalRows(db, ids.companyId)).toBe(3);
  });

  it("leaves an order out exactly once when its cancellation and its lines' change meet", async () => {
    const watcher = await session();
    for (const cancelFirst of [true, false]) {
      const id = await order('50.25');
      const [canceller, editor] = [await session(), await session()];
      const [first, second] = cancelFirst ? [canceller, editor] : [editor, canceller];
      const statements = new Map([
        [canceller, `update purchase_orders set status = 'cancelled' where id = ${id}`],
        [
          editor,
          `update purchase_order_lines set amount = amount + 1 where purchase_order_id = ${id}`,
        ],
      ]);
      await first.query('begin');
      await first.query(statements.get(first)!);
      await second.query('begin');
      const { rows } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pending = second.query(statements.get(second)!);
      // The second reads what the first wrote only once the first has committed.
      expect(await waitsForLock(watcher, rows[0]!.pid)).toBe(true);
      await first.query('commit');
      await pending;
      await second.query('commit');
      await expectExact(cancelFirst ? 'cancelled, then lines changed' : 'lines, then cancelled');
    }
  });
});

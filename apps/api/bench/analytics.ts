/**
 * Benchmark of the dashboards, analytics and price memory at three years' scale
 * (docs/product-rules.md § Analytics): `npm run bench:analytics` (BENCH_SECONDS,
 * BENCH_DATABASE_URL; BENCH_SCALE=0.1 seeds a tenth, to try the script quickly).
 *
 * One buyer company with 500 projects, 20,000 RFQs (10 items and 10 invited suppliers each),
 * 200,000 quotes (one per invitation), 2,000,000 price records (10 per quote), 15,000 awards with
 * their orders (10 lines each) and their offers' substitution counts; one provider company invited to a fortieth of everything. At 20
 * connections on PostgreSQL: both dashboards (aim p99 under 100 ms) and every analytics view
 * over the whole history (aim p99 under 300 ms).
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import {
  loadCall,
  seedBuyerAndProvider,
  serveSeeded,
  startSeededServer,
  type Seeded,
} from './seeded-server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CONNECTIONS = 20;
const PROJECTS = Math.round(500 * SCALE);
const RFQS = Math.round(20_000 * SCALE);
const PER_RFQ = 10; // items, invitations and quotes per RFQ
const RECORDS_PER_QUOTE = 10;
const SUPPLIERS = 400;
const ITEM_KEYS = 2_000;
const DAYS = 3 * 365;

async function seed(client: pg.ClientBase): Promise<Seeded> {
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  const one = async <T>(text: string, values: unknown[] = []): Promise<T> =>
    (await run(text, values)).rows[0] as T;
  const seeded = await seedBuyerAndProvider(client, 'Escala');
  const buyer = { id: seeded.buyer };
  const provider = { id: seeded.provider };
  const buyerUser = { id: seeded.buyerUser };
  const providerUser = { id: seeded.providerUser };
  const b = buyer.id;
  // Supplier 1 is the provider company on Cotiza; the others are only in the directory.
  await run(
    `insert into suppliers (stakeholder_id, legal_name, tax_id, country, emails, categories, provider_stakeholder_id)
     select $1, 'Proveedor ' || g, 'RFC' || lpad(g::text, 9, '0'), 'MX', array['ventas' || g || '@escala.test'],
            array[(array['acero', 'concreto', 'eléctrico', 'hidráulico'])[1 + g % 4]], case when g = 1 then $2::int end
     from generate_series(1, ${SUPPLIERS}) g`,
    [b, provider.id],
  );
  await run(
    `insert into projects (stakeholder_id, name, code, currency, tax_rate, budget, created_at)
     select $1, 'Obra ' || g, 'P-' || g, 'MXN', 16, 5000000 + g * 1000, now() - interval '3 years'
     from generate_series(1, ${PROJECTS}) g`,
    [b],
  );
  // RFQ g was sent g/RFQS of three years ago; three in four are awarded, the newest stay open.
  await run(
    `insert into rfqs (stakeholder_id, project_id, number, title, due_at, status, created_by_id, created_at, sent_at)
     select $1, (select min(id) from projects) + (g % ${PROJECTS}),
            'SDC-' || lpad(g::text, 6, '0'), 'Materiales ' || g,
            now() - make_interval(days => ${DAYS} * (${RFQS} - g) / ${RFQS}) + interval '10 days',
            case when g % 4 = 0 then 'sent' else 'awarded' end, $2,
            now() - make_interval(days => ${DAYS} * (${RFQS} - g) / ${RFQS}),
            now() - make_interval(days => ${DAYS} * (${RFQS} - g) / ${RFQS})
     from generate_series(1, ${RFQS}) g`,
    [b, buyerUser.id],
  );
  await run(
    `insert into rfq_items (rfq_id, position, description, quantity, unit)
     select r.id, i, 'Material ' || ((r.id * 7 + i) % ${ITEM_KEYS}), 10 * i, 'pc'
     from rfqs r cross join generate_series(1, ${PER_RFQ}) i`,
  );
  await run(
    `insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, provider_stakeholder_id, status, sent_at, answered_at)
     select r.id, s.id, s.legal_name, s.emails[1], 'es', s.provider_stakeholder_id,
            case when i % 3 = 0 then 'invited' else 'answered' end, r.sent_at,
            case when i % 3 = 0 then null else r.sent_at + make_interval(hours => 4 + i * 5) end
     from rfqs r cross join generate_series(1, ${PER_RFQ}) i
     join suppliers s on s.stakeholder_id = $1
       and s.id = (select min(id) from suppliers) + (r.id * ${PER_RFQ} + i) % ${SUPPLIERS}`,
    [b],
  );
  await run(
    `insert into quotes (stakeholder_id, rfq_id, invitation_id, supplier_id, origin, status, supplier_name,
                         quote_number, issue_date, currency, subtotal, total, confirmed_at, created_at)
     select $1, v.rfq_id, v.id, v.supplier_id, 'upload',
            case when v.id % 50 = 0 then 'to_review' else 'confirmed' end, v.supplier_name,
            'Q-' || v.id, v.sent_at::date + 1, 'MXN', 10000 + v.id % 997, 11600 + v.id % 997,
            v.sent_at + interval '1 day', v.sent_at + interval '1 day'
     from rfq_invitations v`,
    [b],
  );
  await run(
    `insert into price_records (stakeholder_id, quote_id, line_position, supplier_id, project_id, rfq_id,
                                item_key, description, price_date, currency, unit, quoted_unit_price, levelled_unit_price)
     select $1, q.id, i, q.supplier_id, r.project_id, q.rfq_id, 'material ' || ((q.rfq_id * 7 + i) % ${ITEM_KEYS}),
            'Material ' || ((q.rfq_id * 7 + i) % ${ITEM_KEYS}), q.issue_date, 'MXN', 'pc',
            (100 + (q.id * 13 + i) % 50)::numeric / 4, (100 + (q.id * 13 + i) % 50)::numeric / 4
     from quotes q join rfqs r on r.id = q.rfq_id cross join generate_series(1, ${RECORDS_PER_QUOTE}) i`,
    [b],
  );
  await run(
    `insert into rfq_awards (rfq_id, stakeholder_id, options, currency, items_total, freight_total, total, saving_vs_highest, saving_vs_median, awarded_by_id, awarded_at)
     select r.id, r.stakeholder_id, '{}'::jsonb, 'MXN', 100000 + r.id % 991, 0, 100000 + r.id % 991, 5000 + r.id % 97, 2000 + r.id % 89, $2,
            r.sent_at + interval '12 days'
     from rfqs r where r.status = 'awarded' and r.stakeholder_id = $1`,
    [b, buyerUser.id],
  );
  // Every item goes to the RFQ's first invited supplier's quote.
  await run(
    `insert into rfq_award_lines (rfq_id, item_id, offer_key, amount)
     select a.rfq_id, it.id, 'quote-' || (select min(q.id) from quotes q where q.rfq_id = a.rfq_id), 10000
     from rfq_awards a join rfq_items it on it.rfq_id = a.rfq_id`,
  );
  // Every confirmed quote of an awarded RFQ was compared: 10 items matched, 0 to 2 substitutions.
  await run(
    `insert into rfq_award_offers (rfq_id, offer_key, items_matched, substitutions)
     select a.rfq_id, 'quote-' || q.id, ${PER_RFQ}, q.id % 3
     from rfq_awards a join quotes q on q.rfq_id = a.rfq_id and q.status = 'confirmed'`,
  );
  await run(
    `insert into purchase_orders (stakeholder_id, number, rfq_id, project_id, offer_key, invitation_id, quote_id, supplier_id,
                                  supplier_name, supplier_email, language, provider_stakeholder_id, currency,
                                  subtotal, discount, freight, tax_rate, tax, total, status, created_by_id, created_at)
     select $1, 'OC-' || lpad(a.rfq_id::text, 6, '0'), r.id, r.project_id, 'quote-' || q.id, q.invitation_id, q.id, q.supplier_id,
            q.supplier_name, 'ventas@escala.test', 'es', s.provider_stakeholder_id, 'MXN',
            100000, 0, 0, 16, 16000, 116000,
            case when a.awarded_at > now() - interval '30 days' then 'sent' else 'delivered' end, $2, a.awarded_at
     from rfq_awards a join rfqs r on r.id = a.rfq_id
     join quotes q on q.id = (select min(q2.id) from quotes q2 where q2.rfq_id = a.rfq_id)
     join suppliers s on s.id = q.supplier_id`,
    [b, buyerUser.id],
  );
  await run(
    `insert into purchase_order_lines (purchase_order_id, position, rfq_item_id, description, quantity, unit, unit_price, amount)
     select po.id, it.position, it.id, it.description, it.quantity, it.unit, 1000 / it.quantity, 10000
     from purchase_orders po join rfq_items it on it.rfq_id = po.rfq_id`,
  );
  // The triggers of migration 0016 wrote supplier performance's rows during the inserts above:
  // one per invitation, every one of them sent and not withdrawn.
  const counts = await one<Record<string, number>>(
    `select (select count(*) from rfqs)::int as rfqs, (select count(*) from quotes)::int as quotes,
            (select count(*) from price_records)::int as price_records,
            (select count(*) from purchase_orders)::int as orders,
            (select count(*) from purchase_order_lines)::int as order_lines,
            (select count(*) from supplier_invitation_facts)::int as supplier_facts`,
  );
  if (
    counts.rfqs !== RFQS ||
    counts.price_records !== RFQS * PER_RFQ * RECORDS_PER_QUOTE ||
    counts.supplier_facts !== RFQS * PER_RFQ
  )
    throw new Error(`seeded ${JSON.stringify(counts)}`);
  const item = await one<{ key: string }>(
    `select item_key as key from price_records group by item_key order by count(*) desc limit 1`,
  );
  return {
    users: { buyer: buyerUser.id, provider: providerUser.id },
    ids: { ...counts, item: item.key },
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serveSeeded(seed);
  const server = await startSeededServer(fileURLToPath(import.meta.url));
  const { base, tokens, ids } = server;
  console.log(
    `seeded ${PROJECTS} projects, ${ids.rfqs} RFQs, ${ids.quotes} quotes, ${ids.price_records} price records, ` +
      `${ids.orders} orders (${ids.order_lines} lines) in ${server.seedSeconds.toFixed(0)} s`,
  );
  const item = encodeURIComponent(String(ids.item));
  const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  // The lightest signed-in call first: what 20 connections cost on this machine in this run, the
  // floor the other rows stand on (docs/measurements/queries.md § Queries at scale).
  const runs: Array<[string, string, string, number | null]> = [
    [
      'GET /users/profile/ (reference: one small row)',
      `${base}/users/profile/`,
      tokens.buyer!,
      null,
    ],
    ['GET /dashboard/', `${base}/dashboard/`, tokens.buyer!, 100],
    ['GET /inbox/dashboard/ (provider)', `${base}/inbox/dashboard/`, tokens.provider!, 100],
    ['GET /analytics/spend/ (3 years)', `${base}/analytics/spend/`, tokens.buyer!, 300],
    [
      `GET /analytics/spend/?from=${year}`,
      `${base}/analytics/spend/?from=${year}`,
      tokens.buyer!,
      300,
    ],
    ['GET /analytics/savings/', `${base}/analytics/savings/`, tokens.buyer!, 300],
    [
      'GET /analytics/price-trend/ (item list)',
      `${base}/analytics/price-trend/`,
      tokens.buyer!,
      300,
    ],
    [
      'GET /analytics/price-trend/?item_key=…',
      `${base}/analytics/price-trend/?item_key=${item}`,
      tokens.buyer!,
      300,
    ],
    ['GET /analytics/suppliers/', `${base}/analytics/suppliers/`, tokens.buyer!, 300],
    [
      'GET /price-history/?item_key=…',
      `${base}/price-history/?item_key=${item}`,
      tokens.buyer!,
      300,
    ],
  ];
  const rows = [];
  try {
    for (const [call, url, token, aim] of runs) {
      const options = { connections: CONNECTIONS, seconds: DURATION_S, aimP99Ms: aim };
      rows.push(await loadCall(call, url, token, options));
    }
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL (latency in ms)`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await main();

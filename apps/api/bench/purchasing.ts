/**
 * Benchmark of the purchasing lists (docs/product-rules.md § Requests for quotation), on a fresh
 * PostgreSQL database: `npm run bench:purchasing` (BENCH_SECONDS, BENCH_DATABASE_URL).
 *
 * A buyer company with 200 projects, 2,000 RFQs and 20,000 requested items (one RFQ holds 500),
 * and a provider company invited to 1,000 of those RFQs. At 50 connections: the first page (50
 * rows) of the projects list, the RFQ with 500 items, the first page of the RFQ list and of the
 * provider inbox; then the 500-item RFQ's PDF, made one at a time; then that RFQ saved one at a
 * time, with its 500 items kept (the grid saved after an edit) and replaced (as an import does),
 * while the company's 2,000 read quotes hold 200,000 lines that name its requested items; then a
 * 2,000-item RFQ sent to 10 suppliers (7 Spanish, 3 English), one send at a time, with health
 * checks asked one after another while it runs (docs/product-rules.md § Documents off the
 * request's thread). The API runs in a child process so that autocannon's CPU is not the server's.
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Rfq } from '@app/shared/schemas/rfqs';
import {
  loadCall,
  percentile,
  seedBuyerAndProvider,
  serveSeeded,
  startSeededServer,
  type Seeded,
} from './seeded-server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PROJECTS = 200;
const RFQS = 2_000;
const ITEMS = 20_000;
const BIG_RFQ_ITEMS = 500;
const INBOX_RFQS = 1_000;
const PDF_RUNS = 10;
const QUOTES = 2_000;
const QUOTE_LINES_EACH = 100;
const ITEM_SAVES = 5;
const SEND_ITEMS = 2_000;
const SEND_SUPPLIERS = 10;
const SEND_RUNS = 3;

/**
 * Seeds in a few set-based statements. The big RFQ is the newest one, so that it is also the first
 * row of the RFQ list. Items are spread so the totals are exact: 1,999 RFQs share 19,500 items.
 */
async function seed(client: pg.ClientBase): Promise<Seeded> {
  const one = async <T>(text: string, values: unknown[] = []): Promise<T> => {
    const result = await client.query(text, values);
    return result.rows[0] as T;
  };
  const seeded = await seedBuyerAndProvider(client, 'Bench');
  const buyer = { id: seeded.buyer };
  const provider = { id: seeded.provider };
  const buyerUser = { id: seeded.buyerUser };
  const providerUser = { id: seeded.providerUser };
  const location = await one<{ id: number }>(
    `insert into locations (stakeholder_id, name, route, street_number, city, state, country, postal_code, latitude, longitude)
     values ($1, 'Obra Norte', 'Av. Constitución', '100', 'Monterrey', 'Nuevo León', 'México', '64000', 25.67, -100.31) returning id`,
    [buyer.id],
  );
  const supplier = await one<{ id: number }>(
    `insert into suppliers (stakeholder_id, legal_name, tax_id_type, tax_id, country, emails, provider_stakeholder_id)
     values ($1, 'Distribuidora Bench SA de CV', 'RFC', 'DBE010101AB1', 'MX', '{ventas@bench.test}', $2) returning id`,
    [buyer.id, provider.id],
  );
  await client.query(
    `insert into projects (stakeholder_id, name, code, client, delivery_location_id, currency, tax_rate, budget)
     select $1, 'Torre ' || g, 'P-' || g, 'Cliente ' || (g % 17), $2, 'MXN', 16, 1000000 + g * 1000
     from generate_series(1, ${PROJECTS}) g`,
    [buyer.id, location.id],
  );
  await client.query(
    `insert into rfqs (stakeholder_id, project_id, number, title, delivery_location_id, due_at, status, created_by_id, sent_at)
     select $1, p.id, 'SDC-2026-' || lpad(g::text, 4, '0'), 'Materiales etapa ' || g, $2,
            now() + interval '10 days', 'sent', $3, now()
     from generate_series(1, ${RFQS}) g
     join lateral (select id from projects where stakeholder_id = $1 order by id offset ((g - 1) % ${PROJECTS}) limit 1) p on true`,
    [buyer.id, location.id, buyerUser.id],
  );
  // The company's RFQ counter stands where the seeded numbers end, as numbering would leave it.
  await client.query(
    `insert into rfq_counters (stakeholder_id, year, last_number) values ($1, 2026, ${RFQS})`,
    [buyer.id],
  );
  const big = await one<{ id: number }>(
    `select max(id) as id from rfqs where stakeholder_id = $1`,
    [buyer.id],
  );
  await client.query(
    `insert into rfq_items (rfq_id, position, description, quantity, unit, brand, section)
     select $1, g, 'Varilla corrugada 3/8" grado 42 tramo 12 m, partida ' || g, 10 + g, 'pc', 'Deacero', 'Cimentación'
     from generate_series(1, ${BIG_RFQ_ITEMS}) g`,
    [big.id],
  );
  const perRfq = (ITEMS - BIG_RFQ_ITEMS) / (RFQS - 1);
  await client.query(
    `insert into rfq_items (rfq_id, position, description, quantity, unit)
     select r.id, g, 'Cemento gris CPC 30R bulto 50 kg', 100, 'bag'
     from rfqs r cross join generate_series(1, ${Math.floor(perRfq)}) g
     where r.stakeholder_id = $1 and r.id <> $2`,
    [buyer.id, big.id],
  );
  const rest = ITEMS - BIG_RFQ_ITEMS - Math.floor(perRfq) * (RFQS - 1);
  if (rest > 0)
    await client.query(
      `insert into rfq_items (rfq_id, position, description, quantity, unit)
       select r.id, 100, 'Arena de río m3', 6, 'm3'
       from (select id from rfqs where stakeholder_id = $1 and id <> $2 order by id limit ${rest}) r`,
      [buyer.id, big.id],
    );
  await client.query(
    `insert into rfq_invitations (rfq_id, supplier_id, supplier_name, email, language, provider_stakeholder_id, status, sent_at)
     select id, $2, 'Distribuidora Bench SA de CV', 'ventas@bench.test', 'es', $3, 'invited', now()
     from (select id from rfqs where stakeholder_id = $1 order by id desc limit ${INBOX_RFQS}) r`,
    [buyer.id, supplier.id, provider.id],
  );
  // Read quotes whose lines were matched to requested items of the RFQs: removing an item clears
  // those lines' matches, which must not read all of them
  // (docs/decisions/022-foreign-key-indexes.md § Foreign keys the product deletes through).
  await client.query(
    `insert into quotes (stakeholder_id, origin, status, supplier_name)
     select $1, 'upload', 'to_review', 'Proveedor ' || g from generate_series(1, ${QUOTES}) g`,
    [buyer.id],
  );
  await client.query(
    `insert into quote_lines (quote_id, position, description, rfq_item_id)
     select q.id, g, 'Partida cotizada ' || g, i.id
     from (select id, row_number() over (order by id) as n from quotes where stakeholder_id = $1) q
     cross join generate_series(1, ${QUOTE_LINES_EACH}) g
     join rfq_items i on i.id = (select min(id) from rfq_items) + (q.n * ${QUOTE_LINES_EACH} + g) % ${ITEMS}`,
    [buyer.id],
  );
  const counts = await one<{
    projects: number;
    rfqs: number;
    items: number;
    inbox: number;
    quoteLines: number;
  }>(
    `select (select count(*) from projects)::int as projects, (select count(*) from rfqs)::int as rfqs,
            (select count(*) from rfq_items)::int as items,
            (select count(*) from quote_lines where rfq_item_id is not null)::int as "quoteLines",
            (select count(*) from rfq_invitations where provider_stakeholder_id = $1)::int as inbox`,
    [provider.id],
  );
  if (
    counts.projects !== PROJECTS ||
    counts.rfqs !== RFQS ||
    counts.items !== ITEMS ||
    counts.inbox !== INBOX_RFQS ||
    counts.quoteLines !== QUOTES * QUOTE_LINES_EACH
  )
    throw new Error(`seeded ${JSON.stringify(counts)}`);
  const project = await one<{ id: number }>(
    'select id from projects where stakeholder_id = $1 order by id limit 1',
    [buyer.id],
  );
  return {
    users: { buyer: buyerUser.id, provider: providerUser.id },
    ids: { bigRfq: big.id, project: project.id, location: location.id },
  };
}

/**
 * Saves the RFQ `ITEM_SAVES` times with its items as they are: kept (with their ids, as the grid
 * saves them after an edit; the first item's quantity changes each time), or replaced (sent anew
 * without ids, as importing a spreadsheet over them does: 500 items deleted and 500 inserted).
 * Sorted times in ms.
 */
async function saveItems(
  base: string,
  token: string,
  rfqId: number | string,
  items: 'kept' | 'replaced',
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < ITEM_SAVES; i++) {
    const rfq = (await (await fetch(`${base}/rfqs/${rfqId}/`, { headers })).json()) as Rfq;
    const body = {
      project_id: rfq.project.id,
      title: rfq.title,
      delivery_location_id: rfq.delivery_location?.id ?? null,
      need_by_date: rfq.need_by_date,
      due_at: rfq.due_at,
      notes: rfq.notes,
      items: rfq.items.map(({ id, description, quantity, unit, brand, notes, section }, index) => ({
        id: items === 'kept' ? id : undefined,
        description,
        quantity: items === 'kept' && index === 0 ? String(i + 1) : quantity,
        unit,
        brand,
        notes,
        section,
      })),
      supplier_ids: rfq.invitations.flatMap((invitation) =>
        invitation.supplier ? [invitation.supplier.id] : [],
      ),
    };
    const begin = performance.now();
    const response = await fetch(`${base}/rfqs/${rfqId}/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`PUT /rfqs/:id/: ${response.status} ${text}`);
    times.push(performance.now() - begin);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Sends a new 2,000-item RFQ to 10 suppliers `SEND_RUNS` times, one send at a time; while each send
 * runs, health checks are asked one after another. Sorted send times in ms, and the health checks
 * answered during the sends with their slowest time.
 */
async function sendLargeRfqs(base: string, token: string, ids: Record<string, number | string>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: object, status: number): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== status) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const supplierIds: number[] = [];
  for (let i = 0; i < SEND_SUPPLIERS; i++) {
    const supplier = await post<{ id: number }>(
      '/suppliers/',
      {
        legal_name: `Proveedor de envío ${i + 1}`,
        country: 'MX',
        emails: [`envio-${i + 1}@bench.test`],
        language: i < 7 ? 'es' : 'en',
      },
      201,
    );
    supplierIds.push(supplier.id);
  }
  const sendTimes: number[] = [];
  const healthTimes: number[] = [];
  for (let run = 0; run < SEND_RUNS; run++) {
    const rfq = await post<{ id: number }>(
      '/rfqs/',
      {
        project_id: ids.project,
        title: `Envío grande ${run + 1}`,
        delivery_location_id: ids.location,
        due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        need_by_date: '2030-01-15',
        items: Array.from({ length: SEND_ITEMS }, (_, i) => ({
          description: `Partida ${i + 1}: varilla corrugada 3/8" grado 42`,
          quantity: String((i % 50) + 1),
          unit: 'pc',
          section: `Nivel ${Math.floor(i / 100) + 1}`,
        })),
        supplier_ids: supplierIds,
      },
      201,
    );
    let sending = true;
    const begin = performance.now();
    const sent = post(`/rfqs/${rfq.id}/send/`, {}, 200).finally(() => {
      sending = false;
    });
    while (sending) {
      const asked = performance.now();
      const health = await fetch(`${base}/health/`);
      await health.arrayBuffer();
      if (sending) healthTimes.push(performance.now() - asked);
    }
    await sent;
    sendTimes.push(performance.now() - begin);
  }
  return {
    sendTimes: sendTimes.sort((a, b) => a - b),
    healthTimes: healthTimes.sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serveSeeded(seed);
  const server = await startSeededServer(fileURLToPath(import.meta.url));
  const { base, tokens } = server;
  const bigRfqId = server.ids.bigRfq;
  console.log(
    `seeded ${PROJECTS} projects, ${RFQS} RFQs, ${ITEMS} items, a ${INBOX_RFQS}-RFQ inbox, ${QUOTES * QUOTE_LINES_EACH} quote lines in ${server.seedSeconds.toFixed(1)} s`,
  );
  // The lightest signed-in call first: what 50 connections cost on this machine in this run, the
  // floor the other rows stand on (docs/measurements/queries.md § Queries at scale).
  const runs: Array<[string, string, string, number | null]> = [
    [
      'GET /users/profile/ (reference: one small row)',
      `${base}/users/profile/`,
      tokens.buyer!,
      null,
    ],
    [`GET /projects/ (page 1 of ${PROJECTS} projects)`, `${base}/projects/`, tokens.buyer!, 50],
    [`GET /rfqs/:id/ (${BIG_RFQ_ITEMS} items)`, `${base}/rfqs/${bigRfqId}/`, tokens.buyer!, 50],
    [`GET /rfqs/ (page 1 of ${RFQS} RFQs)`, `${base}/rfqs/`, tokens.buyer!, 50],
    [
      `GET /inbox/rfqs/ (page 1 of ${INBOX_RFQS} RFQs)`,
      `${base}/inbox/rfqs/`,
      tokens.provider!,
      50,
    ],
  ];
  const rows = [];
  try {
    for (const [call, url, token, aim] of runs) {
      const options = { connections: CONNECTIONS, seconds: DURATION_S, aimP99Ms: aim };
      rows.push(await loadCall(call, url, token, options));
    }
    const pdfTimes: number[] = [];
    let pdfBytes = 0;
    for (let i = 0; i < PDF_RUNS; i++) {
      const begin = performance.now();
      const response = await fetch(`${base}/rfqs/${bigRfqId}/pdf/?language=es`, {
        headers: { authorization: `Bearer ${tokens.buyer!}` },
      });
      pdfBytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`PDF: ${response.status}`);
      pdfTimes.push(performance.now() - begin);
    }
    pdfTimes.sort((a, b) => a - b);
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL (latency in ms)`);
    console.table(rows);
    console.log(
      `RFQ PDF, ${BIG_RFQ_ITEMS} items (${(pdfBytes / 1024).toFixed(0)} KB), ${PDF_RUNS} runs one at a time: ` +
        `median ${percentile(pdfTimes, 50).toFixed(0)} ms, max ${percentile(pdfTimes, 100).toFixed(0)} ms (aim under 1000 ms)`,
    );
    for (const items of ['kept', 'replaced'] as const) {
      const saveTimes = await saveItems(base, tokens.buyer!, bigRfqId!, items);
      console.log(
        `PUT /rfqs/:id/ with its ${BIG_RFQ_ITEMS} items ${items}, ${QUOTES * QUOTE_LINES_EACH} quote lines in the database, ` +
          `${ITEM_SAVES} runs one at a time: median ${percentile(saveTimes, 50).toFixed(0)} ms, ` +
          `max ${percentile(saveTimes, 100).toFixed(0)} ms`,
      );
    }
    const { sendTimes, healthTimes } = await sendLargeRfqs(base, tokens.buyer!, server.ids);
    console.log(
      `POST /rfqs/:id/send/, ${SEND_ITEMS} items to ${SEND_SUPPLIERS} suppliers (es and en), ${SEND_RUNS} runs one at a time: ` +
        `median ${percentile(sendTimes, 50).toFixed(0)} ms, max ${percentile(sendTimes, 100).toFixed(0)} ms; ` +
        `GET /health/ during the sends: ${healthTimes.length} answered, median ${percentile(healthTimes, 50).toFixed(0)} ms, ` +
        `max ${percentile(healthTimes, 100).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}

await main();

/**
 * Benchmark of the comparison route (docs/measurements/comparison.md § Comparison), on a fresh
 * PostgreSQL database: `npm run bench:comparison` (BENCH_DATABASE_URL, BENCH_RUNS).
 *
 * One RFQ of 500 items and 20 confirmed quotes filed under it, each answering about 460 items in
 * its own words (upper case, "Cto." for "Cemento") plus 10 extras, as `bench:compare` generates
 * for the engine alone. `GET /rfqs/:id/comparison/` is called one at a time; the figure is the
 * median, beside the engine's own share of it.
 */
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import {
  percentile,
  seedBuyerAndProvider,
  serveSeeded,
  startSeededServer,
  type Seeded,
} from './seeded-server.ts';

const ITEMS = 500;
const QUOTES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The engine benchmark's products: description, unit. */
const PRODUCTS: [string, string][] = [
  ['Cemento gris CPC 30R bulto 50 kg', 'bag'],
  ['Varilla corrugada grado 42', 't'],
  ['Block hueco de concreto cm', 'pc'],
  ['Arena de río', 'm3'],
  ['Grava triturada', 'm3'],
  ['Cable THW-LS calibre AWG', 'm'],
  ['Tubo conduit PVC pesado', 'm'],
  ['Impermeabilizante acrílico cubeta 19 l', 'pail'],
  ['Placa de yeso laminado mm', 'm2'],
  ['Pintura vinílica blanca mate', 'l'],
  ['Clavo corriente', 'kg'],
  ['Interruptor termomagnético polo A', 'pc'],
];

/** A seeded generator, so that every run reads the same offers. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

async function seed(client: pg.ClientBase): Promise<Seeded> {
  const one = async (text: string, values: unknown[]) =>
    ((await client.query(text, values)).rows[0] as { id: number }).id;
  const company = await seedBuyerAndProvider(client, 'Comparativo');
  const buyer = company.buyer;
  const project = await one(
    `insert into projects (stakeholder_id, name, code, currency, tax_rate)
     values ($1, 'Torre Norte', 'P-1', 'MXN', 16) returning id`,
    [buyer],
  );
  const rfq = await one(
    `insert into rfqs (stakeholder_id, project_id, number, title, due_at, status, created_by_id, sent_at)
     values ($1, $2, 'SDC-2026-0001', 'Obra negra', now() + interval '10 days', 'sent', $3, now())
     returning id`,
    [buyer, project, company.buyerUser],
  );
  const rnd = random(1);
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const [text, unit] = PRODUCTS[i % PRODUCTS.length]!;
    return {
      description: `${text} modelo M${1000 + i} serie ${Math.floor(i / PRODUCTS.length)}`,
      quantity: 10 + Math.floor(rnd() * 500),
      unit,
    };
  });
  await client.query(
    `insert into rfq_items (rfq_id, position, description, quantity, unit)
     select $1, p, d, q, u from unnest($2::int[], $3::text[], $4::numeric[], $5::text[]) as t(p, d, q, u)`,
    [
      rfq,
      items.map((_, i) => i + 1),
      items.map((i) => i.description),
      items.map((i) => i.quantity),
      items.map((i) => i.unit),
    ],
  );
  for (let q = 0; q < QUOTES; q++) {
    const supplier = await one(
      `insert into suppliers (stakeholder_id, legal_name, country, emails)
       values ($1, $2, 'MX', $3) returning id`,
      [buyer, `Proveedor ${q + 1} SA de CV`, [`ventas${q + 1}@comparativo.test`]],
    );
    const quote = await one(
      `insert into quotes (stakeholder_id, rfq_id, supplier_id, origin, status, supplier_name, currency, freight, confirmed_at)
       values ($1, $2, $3, 'typed', 'confirmed', $4, 'MXN', $5, now()) returning id`,
      [buyer, rfq, supplier, `Proveedor ${q + 1} SA de CV`, String(Math.floor(rnd() * 5000))],
    );
    const lines = items
      .filter(() => rnd() < 0.92)
      .map((item) => ({
        description:
          rnd() < 0.5
            ? item.description.toUpperCase()
            : item.description.replace('Cemento', 'Cto.').replace('corrugada', 'corr.'),
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: (10 + rnd() * 1000).toFixed(2),
        discountPct: rnd() < 0.2 ? '5' : null,
      }));
    for (let e = 0; e < 10; e++)
      lines.push({
        description: `Accesorio diverso ${e}`,
        quantity: 1,
        unit: 'pc',
        unitPrice: '99.00',
        discountPct: null,
      });
    await client.query(
      `insert into quote_lines (quote_id, position, description, quantity, unit, unit_price, discount_pct)
       select $1, p, d, q, u, pr, dp
       from unnest($2::int[], $3::text[], $4::numeric[], $5::text[], $6::numeric[], $7::numeric[])
         as t(p, d, q, u, pr, dp)`,
      [
        quote,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.description),
        lines.map((l) => l.quantity),
        lines.map((l) => l.unit),
        lines.map((l) => l.unitPrice),
        lines.map((l) => l.discountPct),
      ],
    );
  }
  return { users: { buyer: company.buyerUser }, ids: { rfq } };
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) return serveSeeded(seed);
  const server = await startSeededServer(fileURLToPath(import.meta.url));
  try {
    const url = `${server.base}/rfqs/${server.ids.rfq}/comparison/`;
    const times: number[] = [];
    let cells = 0;
    // The first call warms the process (JIT, the solver's WebAssembly) and is not counted.
    for (let run = -1; run < RUNS; run++) {
      const started = performance.now();
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${server.tokens.buyer!}` },
      });
      const body = (await response.json()) as { cells: unknown[] };
      if (response.status !== 200) throw new Error(`comparison: ${response.status}`);
      if (run >= 0) times.push(performance.now() - started);
      cells = body.cells.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /rfqs/:id/comparison/ (${QUOTES} quotes x ${ITEMS} items, ${cells} cells), ${RUNS} runs one at a time: ` +
        `median ${percentile(times, 50).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}

await main();

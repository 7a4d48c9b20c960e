import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertRegistration } from '../modules/companies/registration.repository.ts';
import { quoteCsv, quoteImage, quotePdf, quoteXlsx, type DemoQuote } from './demo-documents.ts';

/*
 * `npm run demo`: fills the database of this checkout (the embedded one unless DATABASE_URL is
 * set) with a week of purchasing, through the product's own API and reader, then prints how to
 * sign in (docs/modules.md § Demo). Run twice, it finds its data and only prints.
 */

const PASSWORD = 'Demo#Cotiza2026';
const BUYER = { email: 'compras@constructora-demo.mx', first: 'Laura', last: 'Méndez' };
const PROVIDER = { email: 'ventas@aceros-del-valle-demo.mx', first: 'Rubén', last: 'Ortiz' };

const ITEMS = [
  { description: 'Cemento gris CPC 30R bulto 50 kg', quantity: '400', unit: 'bag' },
  { description: 'Varilla corrugada 3/8" x 12 m', quantity: '350', unit: 'pc' },
  { description: 'Arena de río', quantity: '40', unit: 'm3' },
  { description: 'Grava 3/4"', quantity: '35', unit: 'm3' },
  { description: 'Block hueco 15x20x40', quantity: '5000', unit: 'pc' },
  { description: 'Alambre recocido cal. 18', quantity: '120', unit: 'kg' },
] as const;

type Supplier = DemoQuote['supplier'] & { file: string };

const SUPPLIERS: Supplier[] = [
  {
    name: 'Materiales Reforma S.A. de C.V.',
    taxId: 'MRE010101AB1',
    email: 'cotizaciones@materiales-reforma-demo.mx',
    phone: '55 5211 4400',
    file: 'cotizacion-materiales-reforma.pdf',
  },
  {
    name: 'Ferretería El Puente S.A. de C.V.',
    taxId: 'FPU020202CD2',
    email: 'ventas@ferreteria-el-puente-demo.mx',
    phone: '55 5390 1020',
    file: 'cotizacion-el-puente.xlsx',
  },
  {
    name: 'Distribuidora del Bajío S.A. de C.V.',
    taxId: 'DBA030303EF3',
    email: 'pedidos@distribuidora-bajio-demo.mx',
    phone: '477 712 3300',
    file: 'cotizacion-bajio.csv',
  },
  {
    name: 'Aceros del Valle S.A. de C.V.',
    taxId: 'AVA040404GH4',
    email: PROVIDER.email,
    phone: '81 8340 2200',
    file: 'cotizacion-aceros-del-valle.png',
  },
];

/** Unit prices per supplier, in the order of ITEMS (each cheapest somewhere, none everywhere). */
const PRICES = [
  ['248.50', '162.00', '480.00', '520.00', '14.20', '38.50'],
  ['252.00', '158.40', '465.00', '505.00', '14.90', '37.80'],
  ['245.90', '165.00', '490.00', '498.00', '13.95', '39.90'],
  ['255.00', '155.90', '470.00', '515.00', '14.50', '36.90'],
];
const FREIGHT = ['1500.00', '0.00', '2200.00', '1800.00'];
const UNIT_WORDS = { bag: 'bulto', pc: 'pza', m3: 'm3', kg: 'kg' } as const;

function quoteOf(index: number): DemoQuote {
  const supplier = SUPPLIERS[index]!;
  const today = new Date();
  const inDays = (days: number) =>
    new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    supplier,
    number: `COT-${2400 + index * 37}`,
    date: inDays(0),
    validUntil: inDays(30),
    paymentTerms: index % 2 ? '30 días' : 'Contado',
    freight: FREIGHT[index]!,
    lines: ITEMS.map((item, position) => ({
      description: item.description,
      quantity: item.quantity,
      unit: UNIT_WORDS[item.unit],
      unitPrice: PRICES[index]![position]!,
    })),
  };
}

async function documentOf(index: number): Promise<Buffer> {
  const quote = quoteOf(index);
  const kind = SUPPLIERS[index]!.file.split('.').pop();
  if (kind === 'pdf') return quotePdf(quote);
  if (kind === 'xlsx') return quoteXlsx(quote);
  if (kind === 'csv') return quoteCsv(quote);
  return quoteImage(quote);
}

/** An active owner of a new company, as an approved registration leaves it. */
async function createCompany(
  app: FastifyInstance,
  type: 'company' | 'provider',
  name: string,
  person: { email: string; first: string; last: string },
): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await app.ctx.db.transaction((tx) =>
    insertRegistration(tx, {
      stakeholder: { name, type, subtype: type === 'company' ? 'contractor' : 'distributor' },
      owner: {
        email: person.email,
        passwordHash,
        firstName: person.first,
        lastName: person.last,
        phoneNumber: '+525512345678',
        language: 'es',
        isActive: true,
        approvedAt: new Date(),
      },
    }),
  );
}

/** One API call as the signed-in buyer; anything but a 2xx stops the demo with the answer. */
async function call<T>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object | Buffer,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in answered ${response.statusCode}`);
  return response.json<{ access: string }>().access;
}

/** The buyer's week: a job site, a project, an RFQ to four suppliers, their four quotes. */
async function seed(app: FastifyInstance): Promise<number> {
  await createCompany(app, 'company', 'Constructora Demo S.A. de C.V.', BUYER);
  await createCompany(app, 'provider', 'Aceros del Valle S.A. de C.V.', PROVIDER);
  const token = await signIn(app, BUYER.email);
  const site = await call<{ id: number }>(app, token, 'POST', '/api/locations/', {
    name: 'Obra Torre Reforma',
    location_type: 'JOB_SITE',
    route: 'Av. Paseo de la Reforma',
    street_number: '500',
    city: 'Ciudad de México',
    state: 'CDMX',
    postal_code: '06600',
    country: 'México',
  });
  const project = await call<{ id: number }>(app, token, 'POST', '/api/projects/', {
    name: 'Torre Reforma',
    code: 'TR-2026',
    client: 'Inmobiliaria Reforma',
    currency: 'MXN',
    tax_rate: '16',
    delivery_location_id: site.id,
  });
  const supplierIds: number[] = [];
  for (const supplier of SUPPLIERS) {
    const created = await call<{ id: number }>(app, token, 'POST', '/api/suppliers/', {
      legal_name: supplier.name,
      tax_id_type: 'RFC',
      tax_id: supplier.taxId,
      country: 'MX',
      emails: [supplier.email],
      phone: supplier.phone.replace(/\s/g, ''),
      categories: ['Obra negra'],
    });
    supplierIds.push(created.id);
  }
  const rfq = await call<{ id: number; number: string }>(app, token, 'POST', '/api/rfqs/', {
    project_id: project.id,
    title: 'Obra negra, primera etapa',
    delivery_location_id: site.id,
    need_by_date: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
    due_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    items: ITEMS.map((item) => ({ ...item, section: 'Obra negra' })),
    supplier_ids: supplierIds,
  });
  await call(app, token, 'POST', `/api/rfqs/${rfq.id}/send/`);
  for (const [index, supplier] of SUPPLIERS.entries()) {
    // Raw bytes, as the upload screen sends them: the reader finds the type from the bytes.
    await call(
      app,
      token,
      'POST',
      `/api/quotes/?file_name=${encodeURIComponent(supplier.file)}&rfq_id=${rfq.id}`,
      await documentOf(index),
      { 'content-type': 'application/octet-stream' },
    );
  }
  process.stdout.write(`  ${rfq.number} sent to 4 suppliers; reading their 4 quotes…\n`);
  await waitForReading(app, token, rfq.id);
  return rfq.id;
}

/** Waits until the reader has read every quote of the RFQ (or given up on one), up to 5 minutes. */
async function waitForReading(app: FastifyInstance, token: string, rfqId: number): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const list = await call<{ quotes: Array<{ status: string; file_name?: string | null }> }>(
      app,
      token,
      'GET',
      `/api/quotes/?rfq_id=${rfqId}`,
    );
    const pending = list.quotes.filter((q) => q.status === 'received' || q.status === 'reading');
    if (pending.length === 0) {
      const failed = list.quotes.filter((q) => q.status === 'failed').length;
      process.stdout.write(
        `  ${list.quotes.length - failed} quotes read and waiting for review${failed ? `, ${failed} could not be read` : ''}\n`,
      );
      return;
    }
    if (Date.now() > deadline) {
      process.stdout.write(`  ${pending.length} quotes are still being read; the server goes on\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, worker: true });
  await app.ready();
  try {
    const [existing] = await app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BUYER.email));
    if (existing) {
      process.stdout.write('\nThe demo data is already there.\n');
    } else {
      process.stdout.write('\nFilling the demo…\n');
      await seed(app);
    }
  } finally {
    await app.close();
  }
  process.stdout.write(
    [
      '',
      'Demo ready. Sign in at the address printed below, with:',
      `  Buyer (Constructora Demo):      ${BUYER.email}  /  ${PASSWORD}`,
      `  Provider (Aceros del Valle):    ${PROVIDER.email}  /  ${PASSWORD}`,
      'The buyer finds the RFQ "Obra negra, primera etapa" under the project Torre Reforma, its four',
      'quotes (PDF, XLSX, CSV, photo) waiting for review, and the comparison once they are confirmed;',
      'the provider finds the RFQ in its inbox. See "What you can do" in the README.',
      '',
    ].join('\n'),
  );
}

try {
  await main();
  // The reader's OCR workers and the queue may keep handles open after closing: the demo is done.
  process.exit(0);
} catch (error) {
  process.stderr.write(`The demo could not be filled: ${String(error)}\n`);
  process.exit(1);
}

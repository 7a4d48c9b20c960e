import type { FastifyInstance } from 'fastify';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { hashPassword } from '../lib/passwords.ts';
import { insertRegistration } from '../modules/companies/registration.repository.ts';
import { quoteCsv, quoteImage, quotePdf, quoteXlsx, type DemoQuote } from './demo-documents.ts';

/*
 * The demo's week of purchasing, filled through the product's own API and reader
 * (docs/modules.md § Demo). `demo.ts` runs it; `demo-seed.test.ts` checks what a newcomer sees.
 */

export const PASSWORD = 'Demo#Cotiza2026';
export const BUYER = { email: 'compras@constructora-demo.mx', first: 'Laura', last: 'Méndez' };
export const PROVIDER = { email: 'ventas@aceros-del-valle-demo.mx', first: 'Rubén', last: 'Ortiz' };

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
export async function seed(app: FastifyInstance): Promise<number> {
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
  await confirmAllButThePhoto(app, token, rfq.id);
  return rfq.id;
}

/**
 * Confirms the PDF, XLSX and CSV quotes as a buyer would after checking them, each with the
 * supplier the reader matched, so the comparison has three offers from the first minute; the
 * photo stays waiting for review, to show the review screen (docs/modules.md § Demo). A quote the
 * API does not confirm (its arithmetic red after a misreading) is left for review and said.
 */
async function confirmAllButThePhoto(
  app: FastifyInstance,
  token: string,
  rfqId: number,
): Promise<void> {
  const list = await call<{
    quotes: Array<{ id: number; status: string; file_name: string | null }>;
  }>(app, token, 'GET', `/api/quotes/?rfq_id=${rfqId}`);
  let confirmed = 0;
  for (const quote of list.quotes) {
    if (quote.status !== 'to_review' || quote.file_name?.endsWith('.png')) continue;
    const detail = await call<QuoteDetail>(app, token, 'GET', `/api/quotes/${quote.id}/`);
    const response = await app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/confirm/`,
      headers: { authorization: `Bearer ${token}` },
      payload: { version: detail.version, supplier_id: detail.supplier_match?.id ?? null },
    });
    if (response.statusCode === 200) confirmed += 1;
    else process.stdout.write(`  ${quote.file_name} is left for review: ${response.body}\n`);
  }
  process.stdout.write(`  ${confirmed} quotes confirmed: the comparison is ready\n`);
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

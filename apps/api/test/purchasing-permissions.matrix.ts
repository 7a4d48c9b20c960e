import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { createProject, createRfq, createSupplier, rfqBody, waitForMail } from './rfq-helpers.ts';
import { answerTokenOf, type Company, createCompany, createMember, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every purchasing call (projects, suppliers, RFQs, the answer link, the provider inbox) × every
 * kind of caller, with the status each must get. The buyer company's purchasing data is
 * snapshotted before and after each call: a refused call, and any call by someone outside the
 * company, must leave it exactly as it was; a permitted change must change it.
 */

const ACTORS = [
  'owner',
  'admin',
  'buyer',
  'providerOwner',
  'providerAdmin',
  'providerStaff',
  'otherProvider',
  'retail',
  'outsider',
  'supplierLink',
  'wrongLink',
  'anonymous',
] as const;
type ActorName = (typeof ACTORS)[number];

type Targets = {
  projectId: number;
  supplierId: number;
  duplicateId: number;
  rfq: Rfq;
  token: string;
  inboxId: number;
  quoteId: number;
  orderId: number;
  fxRateId: number;
  lineId: number;
};
type Need =
  | 'project'
  | 'suppliers'
  | 'draft'
  | 'sent'
  | 'quote'
  | 'tiffQuote'
  | 'answered'
  | 'awarded'
  | 'fxRate'
  | 'compared'
  | 'reassigned'
  | 'converted';
export type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (t: Targets, link: string) => string;
  body?: (t: Targets) => object;
  raw?: Buffer;
  needs: Need[];
  isChange: boolean;
  expected: Record<ActorName, number>;
};

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const CSV = Buffer.from(
  'Descripción;Cantidad;Precio unitario;Importe\nCemento gris;10;245.00;2450.00\n',
);
const outsideBuyers = { supplierLink: 401, wrongLink: 401, anonymous: 401 };
const providers = (status: number) => ({
  providerOwner: status,
  providerAdmin: status,
  providerStaff: status,
  otherProvider: status,
});
const buyers = (status: number) => ({ owner: status, admin: status, buyer: status });
/** A buyer-side call on the company's own ids: others' ids answer 404. */
const ownIds = (ok: number) => ({
  ...buyers(ok),
  ...providers(403),
  retail: 404,
  outsider: 404,
  ...outsideBuyers,
});
/** A buyer-side list or create: every buyer works on its own data. */
const ownData = (ok: number) => ({
  ...buyers(ok),
  ...providers(403),
  retail: ok,
  outsider: ok,
  ...outsideBuyers,
});
/** The public link: only the mailed link opens it; a bearer token with a wrong link does not. */
const linkOnly = {
  ...buyers(404),
  ...providers(404),
  retail: 404,
  outsider: 404,
  supplierLink: 200,
  wrongLink: 404,
  anonymous: 404,
};
/** The inbox of the invited provider company. */
const inbox = (otherProvider: number) => ({
  ...buyers(403),
  providerOwner: 200,
  providerAdmin: 200,
  providerStaff: 200,
  otherProvider,
  retail: 403,
  outsider: 403,
  ...outsideBuyers,
});

const project = (code: string) => ({ name: 'P', code, currency: 'MXN', tax_rate: '16' });
const unique = () => Math.random().toString(36).slice(2, 10);
let fxDays = 0;
/** A USD/MXN rate on a date no other call used (one rate per pair and date). */
const fxRate = () => ({
  base_currency: 'USD',
  quote_currency: 'MXN',
  rate: `19.${String(++fxDays).padStart(4, '0')}`,
  valid_from: new Date(Date.UTC(2001, 0, fxDays)).toISOString().slice(0, 10),
});
const answer = (t: Targets) => ({
  currency: 'MXN',
  lines: [{ item_id: t.rfq.items[0]?.id, unit_price: '10.50' }],
});

export const CALLS: Call[] = [
  {
    name: 'GET /projects/',
    method: 'GET',
    url: () => '/api/projects/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /projects/',
    method: 'POST',
    url: () => '/api/projects/',
    body: () => project(unique()),
    needs: [],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'GET /projects/:id/',
    method: 'GET',
    url: (t) => `/api/projects/${t.projectId}/`,
    needs: ['project'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'PUT /projects/:id/',
    method: 'PUT',
    url: (t) => `/api/projects/${t.projectId}/`,
    body: () => project(unique()),
    needs: ['project'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'POST /projects/:id/close/',
    method: 'POST',
    url: (t) => `/api/projects/${t.projectId}/close/`,
    needs: ['project'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /suppliers/',
    method: 'GET',
    url: () => '/api/suppliers/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /suppliers/',
    method: 'POST',
    url: () => '/api/suppliers/',
    body: () => ({ legal_name: unique(), country: 'MX' }),
    needs: [],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'POST /suppliers/by-email/',
    method: 'POST',
    url: () => '/api/suppliers/by-email/',
    body: () => ({ email: `${unique()}@invitado.test` }),
    needs: [],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'GET /suppliers/:id/',
    method: 'GET',
    url: (t) => `/api/suppliers/${t.supplierId}/`,
    needs: ['suppliers'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'PUT /suppliers/:id/',
    method: 'PUT',
    url: (t) => `/api/suppliers/${t.supplierId}/`,
    body: () => ({ legal_name: unique(), country: 'MX' }),
    needs: ['suppliers'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'POST /suppliers/:id/merge/',
    method: 'POST',
    url: (t) => `/api/suppliers/${t.supplierId}/merge/`,
    body: (t) => ({ duplicate_ids: [t.duplicateId] }),
    needs: ['suppliers'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/',
    method: 'GET',
    url: () => '/api/rfqs/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /rfqs/',
    method: 'POST',
    url: () => '/api/rfqs/',
    body: (t) => rfqBody(t.projectId, [t.supplierId]),
    needs: ['project', 'suppliers'],
    isChange: true,
    // The project and suppliers are the buyer's: other buyers are refused on project_id.
    expected: { ...ownIds(201), retail: 400, outsider: 400 },
  },
  {
    name: 'POST /rfqs/import-items/',
    method: 'POST',
    url: () => '/api/rfqs/import-items/?file_name=items.csv',
    raw: Buffer.from('Descripción;Cantidad;Unidad\nArena;3;m3\n'),
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /rfqs/:id/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/`,
    needs: ['draft'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'PUT /rfqs/:id/',
    method: 'PUT',
    url: (t) => `/api/rfqs/${t.rfq.id}/`,
    body: (t) => ({ ...rfqBody(t.projectId, [t.supplierId]), title: unique() }),
    needs: ['draft'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'POST /rfqs/:id/send/',
    method: 'POST',
    url: (t) => `/api/rfqs/${t.rfq.id}/send/`,
    needs: ['draft'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'POST /rfqs/:id/close/',
    method: 'POST',
    url: (t) => `/api/rfqs/${t.rfq.id}/close/`,
    needs: ['sent'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'POST /rfqs/:id/invitations/:id/withdraw/',
    method: 'POST',
    url: (t) => `/api/rfqs/${t.rfq.id}/invitations/${t.inboxId}/withdraw/`,
    needs: ['sent'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/:id/invitations/:invitationId/answers/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/invitations/${t.inboxId}/answers/`,
    needs: ['answered'],
    // Reading the answers must not mark the invitation viewed: the snapshot stays the same.
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/:id/pdf/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/pdf/`,
    needs: ['draft'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/:id/xlsx/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/xlsx/`,
    needs: ['draft'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfq-answer/:token/',
    method: 'GET',
    url: (_t, link) => `/api/rfq-answer/${link}/`,
    needs: ['sent'],
    isChange: true,
    expected: linkOnly,
  },
  {
    name: 'POST /rfq-answer/:token/',
    method: 'POST',
    url: (_t, link) => `/api/rfq-answer/${link}/`,
    body: answer,
    needs: ['sent'],
    isChange: true,
    expected: linkOnly,
  },
  {
    name: 'POST /rfq-answer/:token/files/',
    method: 'POST',
    url: (_t, link) => `/api/rfq-answer/${link}/files/?file_name=q.pdf`,
    raw: PDF,
    needs: ['sent'],
    isChange: true,
    expected: linkOnly,
  },
  {
    name: 'GET /inbox/rfqs/',
    method: 'GET',
    url: () => '/api/inbox/rfqs/',
    needs: ['sent'],
    isChange: false,
    expected: inbox(200),
  },
  {
    name: 'GET /inbox/rfqs/:id/',
    method: 'GET',
    url: (t) => `/api/inbox/rfqs/${t.inboxId}/`,
    needs: ['sent'],
    isChange: true,
    expected: inbox(404),
  },
  {
    name: 'POST /inbox/rfqs/:id/answer/',
    method: 'POST',
    url: (t) => `/api/inbox/rfqs/${t.inboxId}/answer/`,
    body: answer,
    needs: ['sent'],
    isChange: true,
    expected: inbox(404),
  },
  {
    name: 'POST /inbox/rfqs/:id/files/',
    method: 'POST',
    url: (t) => `/api/inbox/rfqs/${t.inboxId}/files/?file_name=q.pdf`,
    raw: PDF,
    needs: ['sent'],
    isChange: true,
    expected: inbox(404),
  },
  {
    name: 'GET /rfqs/:id/comparison/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/`,
    needs: ['sent'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/:id/comparison/xlsx/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/xlsx/`,
    needs: ['sent'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /rfqs/:id/comparison/pdf/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/pdf/`,
    needs: ['sent'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'PUT /rfqs/:id/comparison/lines/:lineId/',
    method: 'PUT',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/lines/${t.lineId}/`,
    body: (t) => ({ item_id: t.rfq.items[1]!.id }),
    needs: ['compared'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'DELETE /rfqs/:id/comparison/lines/:lineId/',
    method: 'DELETE',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/lines/${t.lineId}/`,
    needs: ['reassigned'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'PUT /rfqs/:id/comparison/lines/:lineId/conversion/',
    method: 'PUT',
    url: (t) => `/api/rfqs/${t.rfq.id}/comparison/lines/${t.lineId}/conversion/`,
    body: (t) => ({ item_id: t.rfq.items[0]!.id, factor: '0.5' }),
    needs: ['compared'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'DELETE /rfqs/:id/comparison/lines/:lineId/conversion/',
    method: 'DELETE',
    url: (t) =>
      `/api/rfqs/${t.rfq.id}/comparison/lines/${t.lineId}/conversion/?item_id=${t.rfq.items[0]!.id}`,
    needs: ['converted'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /quotes/',
    method: 'GET',
    url: () => '/api/quotes/',
    needs: ['quote'],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /quotes/ (upload)',
    method: 'POST',
    url: () => '/api/quotes/?file_name=cotizacion.csv',
    raw: CSV,
    needs: [],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'GET /quotes/:id/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/`,
    needs: ['quote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /quotes/:id/file/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/file/`,
    needs: ['quote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /quotes/:id/file/pages/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/file/pages/`,
    needs: ['tiffQuote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /quotes/:id/file/pages/:page/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/file/pages/1/`,
    needs: ['tiffQuote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    // No worker runs here: the quote is still waiting to be read, so a buyer is told to wait.
    name: 'PUT /quotes/:id/ (still reading)',
    method: 'PUT',
    url: (t) => `/api/quotes/${t.quoteId}/`,
    body: () => ({
      version: 1,
      supplier_name: null,
      supplier_tax_id: null,
      quote_number: null,
      issue_date: null,
      valid_until: null,
      currency: null,
      payment_terms: null,
      delivery_time: null,
      subtotal: null,
      freight: null,
      tax_amount: null,
      total: null,
      notes: null,
      lines: [],
    }),
    needs: ['quote'],
    isChange: true,
    expected: ownIds(400),
  },
  {
    name: 'POST /quotes/:id/confirm/ (still reading)',
    method: 'POST',
    url: (t) => `/api/quotes/${t.quoteId}/confirm/`,
    body: () => ({ version: 1 }),
    needs: ['quote'],
    isChange: true,
    expected: ownIds(400),
  },
  {
    name: 'GET /quotes/:id/corrections/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/corrections/`,
    needs: ['quote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /quotes/:id/price-alerts/',
    method: 'GET',
    url: (t) => `/api/quotes/${t.quoteId}/price-alerts/`,
    needs: ['quote'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /price-history/',
    method: 'GET',
    url: () => '/api/price-history/?item_key=c%3Acement',
    needs: ['quote'],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /quotes/typed/',
    method: 'POST',
    url: () => '/api/quotes/typed/',
    body: () => ({
      supplier_name: 'Ferretería Tecleada',
      supplier_tax_id: null,
      quote_number: 'A-1',
      issue_date: null,
      valid_until: null,
      currency: 'MXN',
      payment_terms: null,
      delivery_time: null,
      subtotal: '10',
      freight: null,
      tax_amount: null,
      total: '10',
      notes: null,
      lines: [],
    }),
    needs: [],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'GET /rfqs/:id/award/',
    method: 'GET',
    url: (t) => `/api/rfqs/${t.rfq.id}/award/`,
    needs: ['sent'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'POST /rfqs/:id/award/plan/',
    method: 'POST',
    url: (t) => `/api/rfqs/${t.rfq.id}/award/plan/`,
    body: () => ({ strategy: 'best_per_item' }),
    needs: ['answered'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'POST /rfqs/:id/award/',
    method: 'POST',
    url: (t) => `/api/rfqs/${t.rfq.id}/award/`,
    body: () => ({ strategy: 'best_per_item' }),
    needs: ['answered'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /purchase-orders/',
    method: 'GET',
    url: () => '/api/purchase-orders/',
    needs: ['awarded'],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /purchase-orders/:id/',
    method: 'GET',
    url: (t) => `/api/purchase-orders/${t.orderId}/`,
    needs: ['awarded'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'GET /purchase-orders/:id/pdf/',
    method: 'GET',
    url: (t) => `/api/purchase-orders/${t.orderId}/pdf/`,
    needs: ['awarded'],
    isChange: false,
    expected: ownIds(200),
  },
  {
    name: 'POST /purchase-orders/:id/status/',
    method: 'POST',
    url: (t) => `/api/purchase-orders/${t.orderId}/status/`,
    body: () => ({ status: 'delivered' }),
    needs: ['awarded'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'GET /inbox/purchase-orders/',
    method: 'GET',
    url: () => '/api/inbox/purchase-orders/',
    needs: ['awarded'],
    isChange: false,
    expected: inbox(200),
  },
  {
    name: 'GET /inbox/purchase-orders/:id/',
    method: 'GET',
    url: (t) => `/api/inbox/purchase-orders/${t.orderId}/`,
    needs: ['awarded'],
    isChange: false,
    expected: inbox(404),
  },
  {
    name: 'GET /inbox/purchase-orders/:id/pdf/',
    method: 'GET',
    url: (t) => `/api/inbox/purchase-orders/${t.orderId}/pdf/`,
    needs: ['awarded'],
    isChange: false,
    expected: inbox(404),
  },
  {
    name: 'POST /inbox/purchase-orders/:id/acknowledge/',
    method: 'POST',
    url: (t) => `/api/inbox/purchase-orders/${t.orderId}/acknowledge/`,
    needs: ['awarded'],
    isChange: true,
    expected: inbox(404),
  },
  {
    name: 'GET /dashboard/',
    method: 'GET',
    url: () => '/api/dashboard/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /inbox/dashboard/',
    method: 'GET',
    url: () => '/api/inbox/dashboard/',
    needs: [],
    isChange: false,
    expected: inbox(200),
  },
  {
    name: 'GET /analytics/spend/',
    method: 'GET',
    url: () => '/api/analytics/spend/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /analytics/savings/',
    method: 'GET',
    url: () => '/api/analytics/savings/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /analytics/price-trend/',
    method: 'GET',
    url: () => '/api/analytics/price-trend/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /analytics/suppliers/',
    method: 'GET',
    url: () => '/api/analytics/suppliers/',
    needs: [],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'GET /fx-rates/',
    method: 'GET',
    url: () => '/api/fx-rates/',
    // The table is seeded on its first read: the rate made first has seeded it already.
    needs: ['fxRate'],
    isChange: false,
    expected: ownData(200),
  },
  {
    name: 'POST /fx-rates/',
    method: 'POST',
    url: () => '/api/fx-rates/',
    body: fxRate,
    needs: ['fxRate'],
    isChange: true,
    expected: ownData(201),
  },
  {
    name: 'PUT /fx-rates/:id/',
    method: 'PUT',
    url: (t) => `/api/fx-rates/${t.fxRateId}/`,
    body: fxRate,
    needs: ['fxRate'],
    isChange: true,
    expected: ownIds(200),
  },
  {
    name: 'DELETE /fx-rates/:id/',
    method: 'DELETE',
    url: (t) => `/api/fx-rates/${t.fxRateId}/`,
    needs: ['fxRate'],
    isChange: true,
    expected: ownIds(204),
  },
];

/** A typed quote filed under the RFQ and confirmed, so its one line is on the comparison. */
async function comparedLine(t: TestApp, owner: string, targets: Targets): Promise<number> {
  const typed = await t.request({
    method: 'POST',
    url: '/api/quotes/typed/',
    token: owner,
    payload: {
      rfq_id: targets.rfq.id,
      supplier_name: 'Ferretería Comparada',
      supplier_tax_id: null,
      quote_number: null,
      issue_date: null,
      valid_until: null,
      currency: 'MXN',
      payment_terms: null,
      delivery_time: null,
      subtotal: null,
      freight: null,
      tax_amount: null,
      total: null,
      notes: null,
      lines: [
        {
          id: null,
          sku: null,
          description: 'Cemento gris CPC 30R bulto 50 kg',
          brand: null,
          quantity: '400',
          unit: 'bag',
          unit_price: '250',
          discount_pct: null,
          line_total: null,
        },
      ],
    },
  });
  expect(typed.statusCode, typed.body).toBe(201);
  const quote = typed.json<{ id: number; version: number }>();
  const confirmed = await t.request({
    method: 'POST',
    url: `/api/quotes/${quote.id}/confirm/`,
    token: owner,
    payload: { version: quote.version, supplier_id: targets.supplierId },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ lines: { id: number }[] }>().lines[0]!.id;
}

/** The buyer company's purchasing data, and how many mails the outbox holds. */
/** Waits until every order of the company that has an address is mailed (or cancelled). */
async function ordersMailed(t: TestApp, companyId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const result = (await t.database.db.execute(
          sql`select count(*)::int as n from purchase_orders where stakeholder_id = ${companyId}
              and mailed_at is null and supplier_email <> '' and status <> 'cancelled'`,
        )) as { rows?: Array<{ n: number }> };
        return result.rows?.[0]?.n;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
}

async function snapshot(t: TestApp, companyId: number) {
  // node-postgres and PGlite both answer `{ rows }` to execute.
  const list = async (query: ReturnType<typeof sql>): Promise<unknown[]> => {
    const result = (await t.database.db.execute(query)) as { rows?: unknown[] };
    return result.rows ?? [];
  };
  const rfqIds = sql`(select id from rfqs where stakeholder_id = ${companyId})`;
  const invitationIds = sql`(select id from rfq_invitations where rfq_id in ${rfqIds})`;
  return {
    projects: await list(
      sql`select * from projects where stakeholder_id = ${companyId} order by id`,
    ),
    suppliers: await list(
      sql`select * from suppliers where stakeholder_id = ${companyId} order by id`,
    ),
    counters: await list(sql`select * from rfq_counters where stakeholder_id = ${companyId}`),
    rfqs: await list(sql`select * from rfqs where stakeholder_id = ${companyId} order by id`),
    items: await list(sql`select * from rfq_items where rfq_id in ${rfqIds} order by id`),
    invitations: await list(
      sql`select * from rfq_invitations where rfq_id in ${rfqIds} order by id`,
    ),
    answers: await list(
      sql`select * from rfq_answers where invitation_id in ${invitationIds} order by id`,
    ),
    files: await list(
      sql`select id, size, sha256 from quote_files where stakeholder_id = ${companyId} order by id`,
    ),
    quotes: await list(sql`select * from quotes where stakeholder_id = ${companyId} order by id`),
    quoteLines: await list(
      sql`select * from quote_lines where quote_id in (select id from quotes where stakeholder_id = ${companyId}) order by id`,
    ),
    awards: await list(sql`select * from rfq_awards where rfq_id in ${rfqIds} order by rfq_id`),
    priceRecords: await list(
      sql`select * from price_records where stakeholder_id = ${companyId} order by id`,
    ),
    orders: await list(
      sql`select * from purchase_orders where stakeholder_id = ${companyId} order by id`,
    ),
    fxRates: await list(
      sql`select * from fx_rates where stakeholder_id = ${companyId} order by id`,
    ),
    lineMatches: await list(
      sql`select * from supplier_line_matches where stakeholder_id = ${companyId} order by id`,
    ),
    conversionOverrides: await list(
      sql`select * from conversion_overrides where stakeholder_id = ${companyId} order by id`,
    ),
    mails: await list(sql`select count(*)::int as n from mail_outbox`),
  };
}

/**
 * Every call of `calls` × every caller, each cell on fresh targets, checking the answer and that
 * a refusal or a read changes nothing. The matrix is split over two test files so that the two
 * test workers share it (docs/decisions/026-how-the-tests-run.md § Tests).
 */
export function describeMatrix(title: string, calls: Call[]): void {
  describe(title, () => {
    let t: TestApp;
    let company: Company;
    let owner: string;
    let staffEmail: string;
    const tokens: Partial<Record<ActorName, string>> = {};

    async function prepare(wanted: Need[]): Promise<Targets> {
      let needs = wanted;
      const targets: Targets = {
        projectId: 0,
        supplierId: 0,
        duplicateId: 0,
        rfq: {} as Rfq,
        token: '',
        inboxId: 0,
        quoteId: 0,
        orderId: 0,
        fxRateId: 0,
        lineId: 0,
      };
      if (needs.includes('fxRate')) {
        const created = await t.request({
          method: 'POST',
          url: '/api/fx-rates/',
          token: owner,
          payload: fxRate(),
        });
        expect(created.statusCode, created.body).toBe(201);
        targets.fxRateId = created.json<{ id: number }>().id;
      }
      if (needs.includes('quote')) {
        const uploaded = await t.request({
          method: 'POST',
          url: '/api/quotes/?file_name=cotizacion.csv',
          token: owner,
          headers: { 'content-type': 'application/octet-stream' },
          payload: CSV,
        });
        targets.quoteId = uploaded.json<{ id: number }>().id;
      }
      if (needs.includes('tiffQuote')) {
        const uploaded = await t.request({
          method: 'POST',
          url: '/api/quotes/?file_name=escaneo.tiff',
          token: owner,
          headers: { 'content-type': 'application/octet-stream' },
          payload: await sharp({
            create: { width: 40, height: 30, channels: 3, background: '#ffffff' },
          })
            .tiff()
            .toBuffer(),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        targets.quoteId = uploaded.json<{ id: number }>().id;
      }
      if (needs.includes('reassigned')) needs = [...needs, 'compared'];
      if (needs.includes('converted')) needs = [...needs, 'compared'];
      if (needs.includes('compared')) needs = [...needs, 'sent'];
      if (needs.includes('awarded')) needs = [...needs, 'answered'];
      if (needs.includes('answered')) needs = [...needs, 'sent'];
      const needsRfq = needs.includes('draft') || needs.includes('sent');
      if (needs.includes('project') || needsRfq)
        targets.projectId = (await createProject(t, owner)).id;
      if (needs.includes('suppliers') || needsRfq) {
        const supplier: Supplier = await createSupplier(
          t,
          owner,
          needs.includes('sent') ? { email: staffEmail } : {},
        );
        targets.supplierId = supplier.id;
        targets.duplicateId = (await createSupplier(t, owner)).id;
      }
      if (needsRfq)
        targets.rfq = await createRfq(t, owner, rfqBody(targets.projectId, [targets.supplierId]));
      if (needs.includes('sent')) {
        const sent = await t.request({
          method: 'POST',
          url: `/api/rfqs/${targets.rfq.id}/send/`,
          token: owner,
        });
        targets.rfq = sent.json<Rfq>();
        targets.inboxId = targets.rfq.invitations[0]?.id ?? 0;
        const mail = await waitForMail(t, staffEmail, targets.rfq.number);
        targets.token = answerTokenOf(mail);
      }
      if (needs.includes('compared')) {
        targets.lineId = await comparedLine(t, owner, targets);
        if (needs.includes('converted')) {
          const converted = await t.request({
            method: 'PUT',
            url: `/api/rfqs/${targets.rfq.id}/comparison/lines/${targets.lineId}/conversion/`,
            token: owner,
            payload: { item_id: targets.rfq.items[0]!.id, factor: '0.5' },
          });
          expect(converted.statusCode, converted.body).toBe(200);
        }
        if (needs.includes('reassigned')) {
          const reassigned = await t.request({
            method: 'PUT',
            url: `/api/rfqs/${targets.rfq.id}/comparison/lines/${targets.lineId}/`,
            token: owner,
            payload: { item_id: null },
          });
          expect(reassigned.statusCode, reassigned.body).toBe(200);
        }
      }
      if (needs.includes('answered')) {
        const answered = await t.request({
          method: 'POST',
          url: `/api/rfq-answer/${targets.token}/`,
          payload: answer(targets),
        });
        expect(answered.statusCode, answered.body).toBe(200);
      }
      if (needs.includes('awarded')) {
        const awarded = await t.request({
          method: 'POST',
          url: `/api/rfqs/${targets.rfq.id}/award/`,
          token: owner,
          payload: { strategy: 'best_per_item' },
        });
        expect(awarded.statusCode, awarded.body).toBe(200);
        targets.orderId = awarded.json<{
          purchase_orders: { id: number }[];
        }>().purchase_orders[0]!.id;
      }
      return targets;
    }

    beforeAll(async () => {
      t = await createTestApp();
      company = await createCompany(t, { type: 'company' });
      const admin = await createMember(t, company, 'ADMIN');
      const buyer = await createMember(t, company, 'BUYER');
      const provider = await createCompany(t, { type: 'provider' });
      const providerAdmin = await createMember(t, provider, 'ADMIN');
      const providerStaff = await createMember(t, provider, 'STAFF');
      staffEmail = providerStaff.email;
      const otherProvider = await createCompany(t, { type: 'provider' });
      const retail = await createCompany(t, { type: 'retail' });
      const outsider = await createCompany(t, { type: 'company' });
      const emails: Partial<Record<ActorName, string>> = {
        owner: company.ownerEmail,
        admin: admin.email,
        buyer: buyer.email,
        providerOwner: provider.ownerEmail,
        providerAdmin: providerAdmin.email,
        providerStaff: providerStaff.email,
        otherProvider: otherProvider.ownerEmail,
        retail: retail.ownerEmail,
        outsider: outsider.ownerEmail,
      };
      for (const [actor, email] of Object.entries(emails)) {
        tokens[actor as ActorName] = (await signIn(t, email)).access;
      }
      owner = tokens.owner ?? '';
      // Setup signs in several users (scrypt) on a shared 2-core machine: give it room.
    }, 180_000);
    afterAll(() => t.close());

    const cells = calls.flatMap((call) =>
      ACTORS.map((actor) => ({ call, actor, status: call.expected[actor] })),
    );

    it.each(cells)('$call.name by $actor answers $status', async ({ call, actor, status }) => {
      const targets = await prepare(call.needs);
      const tampered = `${targets.token.slice(0, -6)}${targets.token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
      const link = actor === 'supplierLink' ? targets.token : tampered;
      // An award's order mails are drawn and written by a job after it answers
      // (docs/product-rules.md § Documents off the request's thread): the snapshot waits for them,
      // so that the call alone is seen.
      await ordersMailed(t, company.id);
      const before = await snapshot(t, company.id);
      const token = tokens[actor];
      const body = call.body?.(targets);
      const response = await t.request({
        method: call.method,
        url: call.url(targets, link),
        ...(call.raw
          ? { payload: call.raw, headers: { 'content-type': 'application/octet-stream' } }
          : body
            ? { payload: body }
            : {}),
        ...(token ? { token } : {}),
      });
      expect(response.statusCode, response.body).toBe(status);
      const after = await snapshot(t, company.id);
      const changesCompany = [
        'owner',
        'admin',
        'buyer',
        'supplierLink',
        'providerOwner',
        'providerAdmin',
        'providerStaff',
      ].includes(actor);
      if (status >= 400 || !call.isChange || !changesCompany) expect(after).toEqual(before);
      else expect(after).not.toEqual(before);
    });
  });
}

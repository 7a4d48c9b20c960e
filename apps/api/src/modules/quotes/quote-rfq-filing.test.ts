import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { Rfq } from '@app/shared/schemas/rfqs';
import {
  awardRfq,
  confirmQuote,
  createCompany,
  reviewedQuoteBody,
  signIn,
  typeQuote,
} from '../../../test/factories.ts';
import { priceRecords } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, createSupplier, rfqBody } from '../../../test/rfq-helpers.ts';

const CEMENT = {
  description: 'Cemento gris CPC 30R bulto 50 kg',
  quantity: '400',
  unit: 'bag',
  price: '250.00',
};

/** docs/product-rules.md § Quote intake and review: a quote that arrives first is filed later. */
describe('filing a quote under an RFQ later', () => {
  let t: TestApp;
  let owner: string;
  let rfq: Rfq;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    rfq = await createRfq(t, owner, rfqBody(project.id, []));
  });
  afterAll(() => t.close());

  const file = (quote: Pick<QuoteDetail, 'id' | 'version'>, rfqId: number | null, token = owner) =>
    t.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}/rfq/`,
      token,
      headers: { 'accept-language': 'es' },
      payload: { version: quote.version, rfq_id: rfqId },
    });

  it('files a confirmed quote under the RFQ, on its project, and the comparison shows it', async () => {
    const typed = await typeQuote(t, owner, {
      rfqId: null,
      supplier: 'Llegó primero',
      date: null,
      lines: [CEMENT],
    });
    const confirmed = await confirmQuote(t, owner, typed);
    const response = await file(confirmed, rfq.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<QuoteDetail>()).toMatchObject({
      rfq: { id: rfq.id },
      project: { id: rfq.project.id },
    });
    const comparison = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/comparison/`,
      token: owner,
    });
    expect(comparison.json<Comparison>().offers.map((o) => o.supplier_name)).toContain(
      'Llegó primero',
    );
    // The price memory follows: its price is remembered under the RFQ's item now, not on its own.
    const records = await t.database.db
      .select({ rfqId: priceRecords.rfqId, rfqItemId: priceRecords.rfqItemId })
      .from(priceRecords)
      .where(eq(priceRecords.quoteId, confirmed.id));
    expect(records).toEqual([{ rfqId: rfq.id, rfqItemId: rfq.items[0]!.id }]);
  });

  it('files a quote under review through the review’s save (PUT /quotes/:id/ with rfq_id)', async () => {
    const typed = await typeQuote(t, owner, {
      rfqId: null,
      supplier: 'En revisión',
      date: null,
      lines: [CEMENT],
    });
    const supplier = await createSupplier(t, owner, { name: 'En revisión' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/quotes/${typed.id}/`,
      token: owner,
      payload: {
        ...reviewedQuoteBody(typed, supplier.id, { supplier: 'En revisión', lines: [CEMENT] }),
        rfq_id: rfq.id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<QuoteDetail>().rfq?.id).toBe(rfq.id);
  });

  it('answers 404 for another company’s RFQ and changes nothing', async () => {
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    const theirs = await createRfq(t, stranger, rfqBody((await createProject(t, stranger)).id, []));
    const typed = await typeQuote(t, owner, {
      rfqId: null,
      supplier: 'Ajeno',
      date: null,
      lines: [CEMENT],
    });
    expect((await file(typed, theirs.id)).statusCode).toBe(404);
    const after = await t.request({ method: 'GET', url: `/api/quotes/${typed.id}/`, token: owner });
    expect(after.json<QuoteDetail>().rfq).toBeNull();
  });

  it('refuses an awarded RFQ and an RFQ of another project, saying why', async () => {
    const project = await createProject(t, owner);
    const invited = await createSupplier(t, owner);
    const awarded = await createRfq(t, owner, rfqBody(project.id, [invited.id], 1));
    await t.request({ method: 'POST', url: `/api/rfqs/${awarded.id}/send/`, token: owner });
    const winner = await typeQuote(t, owner, {
      rfqId: awarded.id,
      supplier: 'Ganador',
      date: null,
      lines: [CEMENT],
    });
    await confirmQuote(t, owner, winner);
    await awardRfq(t, owner, awarded.id);
    const late = await typeQuote(t, owner, {
      rfqId: null,
      supplier: 'Tardío',
      date: null,
      lines: [CEMENT],
    });
    const refused = await file(late, awarded.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'quote_rfq_awarded',
      rfq_id: [
        `La solicitud ${awarded.number} ya está adjudicada: ya no se puede archivar una cotización en ella ni sacarla de ella.`,
      ],
    });
    const onProject = await typeQuote(t, owner, {
      rfqId: null,
      projectId: project.id,
      supplier: 'Del otro proyecto',
      date: null,
      lines: [CEMENT],
    });
    const mismatch = await file(onProject, rfq.id);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error_code: 'quote_project_mismatch' });
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteList } from '@app/shared/schemas/quotes';
import { quoteLines, quotes } from '../../db/schema/index.ts';
import {
  createCompany,
  signIn,
  typedQuoteBody,
  typeQuote,
  type Company,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, rfqBody } from '../../../test/rfq-helpers.ts';

const LINES = [{ description: 'Cemento gris 50 kg', quantity: '10', unit: 'bag', price: '200' }];

/**
 * A quote typed in is filed like an upload: on an RFQ, on a project without one, or on neither
 * (docs/product-rules.md § Quote intake and review).
 */
describe('typing a quote in on a project', () => {
  let t: TestApp;
  let company: Company;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    buyer = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const typeIn = (
    ids: { rfqId?: number | null; projectId?: unknown },
    token = buyer,
    language = 'es',
  ) =>
    t.request({
      method: 'POST',
      url: '/api/quotes/typed/',
      token,
      headers: { 'accept-language': language },
      payload: {
        ...typedQuoteBody({
          rfqId: ids.rfqId ?? null,
          supplier: 'Ferretería Norte',
          date: null,
          lines: LINES,
        }),
        project_id: ids.projectId,
      },
    });
  /** Every quote and quote line stored, of any company. */
  const stored = async () => {
    const [quoteRows] = await t.database.db.select({ n: count() }).from(quotes);
    const [lineRows] = await t.database.db.select({ n: count() }).from(quoteLines);
    return { quotes: quoteRows?.n, lines: lineRows?.n };
  };
  const list = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/quotes/?${query}`, token: buyer });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QuoteList>();
  };

  it("files a typed quote on a project without an RFQ, and the project's list shows it", async () => {
    const project = await createProject(t, buyer);
    const typed = await typeQuote(t, buyer, {
      rfqId: null,
      projectId: project.id,
      supplier: 'Ferretería Norte',
      date: null,
      lines: LINES,
    });
    expect(typed.rfq).toBeNull();
    expect(typed.project).toEqual({ id: project.id, code: project.code, name: project.name });
    expect(typed.status).toBe('to_review');

    const ofProject = await list(`project_id=${project.id}`);
    expect(ofProject.quotes.map((q) => [q.id, q.project?.code])).toEqual([
      [typed.id, project.code],
    ]);
    const opened = await t.request({
      method: 'GET',
      url: `/api/quotes/${typed.id}/`,
      token: buyer,
    });
    expect(opened.json<QuoteDetail>().project?.id).toBe(project.id);

    // On its RFQ's project too when both are named and agree.
    const rfq = await createRfq(t, buyer, rfqBody(project.id, []));
    const agreeing = await typeIn({ rfqId: rfq.id, projectId: project.id });
    expect(agreeing.statusCode, agreeing.body).toBe(201);
    expect(agreeing.json<QuoteDetail>()).toMatchObject({
      rfq: { id: rfq.id },
      project: { id: project.id },
    });
  });

  it("answers 404 for another company's project and writes nothing", async () => {
    const stranger = await createCompany(t, { type: 'company' });
    const theirs = await createProject(t, (await signIn(t, stranger.ownerEmail)).access);
    const before = await stored();
    const refused = await typeIn({ projectId: theirs.id });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await list(`project_id=${theirs.id}`)).quotes).toEqual([]);
  });

  it('refuses an RFQ of another project than the one named, in the user’s language, and writes nothing', async () => {
    const project = await createProject(t, buyer);
    const other = await createProject(t, buyer);
    const rfq = await createRfq(t, buyer, rfqBody(project.id, []));
    const before = await stored();

    const es = await typeIn({ rfqId: rfq.id, projectId: other.id }, buyer, 'es');
    expect(es.statusCode, es.body).toBe(400);
    expect(es.json()).toEqual({
      project_id: [
        'La solicitud pertenece a otro proyecto: captura la cotización en la solicitud, o en su proyecto sin elegir una solicitud.',
      ],
      error_code: 'quote_project_mismatch',
    });
    const en = await typeIn({ rfqId: rfq.id, projectId: other.id }, buyer, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ project_id: string[] }>().project_id).toEqual([
      'The request belongs to another project: type the quote in on the request, or on its project without choosing a request.',
    ]);
    expect(await stored()).toEqual(before);
    expect((await list(`project_id=${other.id}`)).quotes).toEqual([]);
  });

  it('answers a project id that is no id with 400 on project_id, never 500', async () => {
    const before = await stored();
    for (const value of ['abc', 0, -3, 1.5]) {
      const refused = await typeIn({ projectId: value });
      expect(refused.statusCode, `project_id=${String(value)}`).toBe(400);
      expect(Object.keys(refused.json<object>())).toContain('project_id');
    }
    expect(await stored()).toEqual(before);
  });
});

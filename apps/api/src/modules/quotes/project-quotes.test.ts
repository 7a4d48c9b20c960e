import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteList } from '@app/shared/schemas/quotes';
import { quoteFiles, quotes } from '../../db/schema/index.ts';
import { createCompany, signIn, typeQuote, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, rfqBody } from '../../../test/rfq-helpers.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/cotizacion-ferreteria.csv'),
);
const MIGRATION = join(import.meta.dirname, '../../db/migrations/0014_quote_projects.sql');

/** Quotes on a project, with or without an RFQ (docs/product-rules.md § Quote intake and review). */
describe('quotes on a project', () => {
  let t: TestApp;
  let company: Company;
  let buyer: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    buyer = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const upload = (query: string, token = buyer, language = 'es') =>
    t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=cotizacion.csv&${query}`,
      token,
      headers: { 'content-type': 'application/octet-stream', 'accept-language': language },
      payload: CSV,
    });
  const list = async (query: string, token = buyer) => {
    const response = await t.request({ method: 'GET', url: `/api/quotes/?${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QuoteList>();
  };
  /** What the company has stored: quotes and their files. */
  const stored = async (stakeholderId = company.id) => {
    const [quoteRows] = await t.database.db
      .select({ n: count() })
      .from(quotes)
      .where(eq(quotes.stakeholderId, stakeholderId));
    const [fileRows] = await t.database.db
      .select({ n: count() })
      .from(quoteFiles)
      .where(eq(quoteFiles.stakeholderId, stakeholderId));
    return { quotes: quoteRows?.n, files: fileRows?.n };
  };

  it("files an upload on a project without an RFQ and lists it with the project's RFQ quotes", async () => {
    const project = await createProject(t, buyer);
    const other = await createProject(t, buyer);
    const rfq = await createRfq(t, buyer, rfqBody(project.id, []));

    const onProject = await upload(`project_id=${project.id}`);
    expect(onProject.statusCode, onProject.body).toBe(201);
    const alone = onProject.json<QuoteDetail>();
    expect(alone.rfq).toBeNull();
    expect(alone.project).toEqual({ id: project.id, code: project.code, name: project.name });

    const onRfq = await upload(`rfq_id=${rfq.id}`);
    expect(onRfq.statusCode, onRfq.body).toBe(201);
    const filed = onRfq.json<QuoteDetail>();
    expect(filed.rfq?.id).toBe(rfq.id);
    expect(filed.project?.id).toBe(project.id);
    const loose = (await upload('')).json<QuoteDetail>();
    expect(loose.project).toBeNull();

    const ofProject = await list(`project_id=${project.id}`);
    expect(ofProject.quotes.map((q) => q.id)).toEqual([filed.id, alone.id]);
    expect(ofProject.total).toBe(2);
    expect(ofProject.quotes[1]?.project?.name).toBe(project.name);
    expect((await list(`project_id=${other.id}`)).quotes).toEqual([]);
    expect((await list(`rfq_id=${rfq.id}`)).quotes.map((q) => q.id)).toEqual([filed.id]);
    const opened = await t.request({
      method: 'GET',
      url: `/api/quotes/${alone.id}/`,
      token: buyer,
    });
    expect(opened.json<QuoteDetail>().project?.id).toBe(project.id);
  });

  it("answers 404 for another company's project and stores nothing", async () => {
    const stranger = await createCompany(t, { type: 'company' });
    const theirs = await createProject(t, (await signIn(t, stranger.ownerEmail)).access);
    const before = await stored();
    const refused = await upload(`project_id=${theirs.id}`);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await stored()).toEqual(before);
    expect(await stored(stranger.id)).toEqual({ quotes: 0, files: 0 });
    // Nor does their project's list show them anything of ours or theirs.
    expect((await list(`project_id=${theirs.id}`)).quotes).toEqual([]);
  });

  it('refuses an RFQ of another project than the one named, in the user’s language, and stores nothing', async () => {
    const project = await createProject(t, buyer);
    const other = await createProject(t, buyer);
    const rfq = await createRfq(t, buyer, rfqBody(project.id, []));
    const before = await stored();

    const es = await upload(`rfq_id=${rfq.id}&project_id=${other.id}`, buyer, 'es');
    expect(es.statusCode, es.body).toBe(400);
    expect(es.json()).toEqual({
      project_id: [
        'La solicitud pertenece a otro proyecto: sube la cotización en la solicitud, o en su proyecto sin elegir una solicitud.',
      ],
      error_code: 'quote_project_mismatch',
    });
    const en = await upload(`rfq_id=${rfq.id}&project_id=${other.id}`, buyer, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json<{ project_id: string[] }>().project_id).toEqual([
      'The request belongs to another project: upload the quote on the request, or on its project without choosing a request.',
    ]);
    expect(await stored()).toEqual(before);

    const agreeing = await upload(`rfq_id=${rfq.id}&project_id=${project.id}`);
    expect(agreeing.statusCode, agreeing.body).toBe(201);
    expect(agreeing.json<QuoteDetail>()).toMatchObject({
      rfq: { id: rfq.id },
      project: { id: project.id },
    });
  });

  it('answers a project id that names nothing as it answers such an RFQ id', async () => {
    for (const value of ['abc', '0', '-3', '99999999999']) {
      const byProject = await upload(`project_id=${value}`);
      const byRfq = await upload(`rfq_id=${value}`);
      expect(byProject.statusCode, `project_id=${value}`).toBe(byRfq.statusCode);
      expect(byProject.statusCode).toBeLessThan(500);
      expect(byProject.statusCode).not.toBe(201);
      const listed = await t.request({
        method: 'GET',
        url: `/api/quotes/?project_id=${value}`,
        token: buyer,
      });
      expect(listed.statusCode).toBeGreaterThanOrEqual(400);
      expect(listed.statusCode).toBeLessThan(500);
    }
    const missing = await upload('project_id=2147483000');
    expect(missing.statusCode).toBe(404);
  });

  it("puts a typed quote on its RFQ's project, and moves an RFQ's quotes when its edit moves it", async () => {
    const project = await createProject(t, buyer);
    const next = await createProject(t, buyer);
    const body = rfqBody(project.id, []);
    const rfq = await createRfq(t, buyer, body);
    const typed = await typeQuote(t, buyer, {
      rfqId: rfq.id,
      supplier: 'Ferretería Norte',
      date: null,
      lines: [{ description: 'Cemento', quantity: '10', unit: 'bag', price: '200' }],
    });
    expect(typed.project?.id).toBe(project.id);
    const uploaded = (await upload(`rfq_id=${rfq.id}`)).json<QuoteDetail>();

    const moved = await t.request({
      method: 'PUT',
      url: `/api/rfqs/${rfq.id}/`,
      token: buyer,
      payload: { ...body, project_id: next.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await list(`project_id=${next.id}`)).quotes.map((q) => q.id)).toEqual([
      uploaded.id,
      typed.id,
    ]);
    expect((await list(`project_id=${project.id}`)).quotes).toEqual([]);
  });

  it("the migration puts each quote already filed under an RFQ on the RFQ's project", async () => {
    const project = await createProject(t, buyer);
    const rfq = await createRfq(t, buyer, rfqBody(project.id, []));
    const filed = (await upload(`rfq_id=${rfq.id}`)).json<QuoteDetail>();
    const loose = (await upload('')).json<QuoteDetail>();
    // As before the migration: no quote had a project.
    await t.database.db.execute(sql`update quotes set project_id = null`);
    const backfill = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*update/i.test(statement));
    expect(backfill).toHaveLength(1);
    await t.database.db.execute(sql.raw(backfill[0]!));

    const rows = await t.database.db
      .select({ id: quotes.id, projectId: quotes.projectId })
      .from(quotes)
      .where(eq(quotes.stakeholderId, company.id));
    const projectOf = new Map(rows.map((row) => [row.id, row.projectId]));
    expect(projectOf.get(filed.id)).toBe(project.id);
    expect(projectOf.get(loose.id)).toBeNull();
  });
});

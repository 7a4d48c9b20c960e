import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { quoteFiles, quoteLines, quotes } from '../src/db/schema/index.ts';
import { startWorker } from '../src/jobs/worker.ts';
import { createCompany, signIn } from './factories.ts';
import { badFiles, csvQuote, pdfQuote, xlsxQuote, type QuoteFile } from './quote-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const esQuotes = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../packages/shared/src/i18n/locales/es/quotes.json'),
    'utf8',
  ),
) as { failure: Record<string, string> };

/**
 * Many files at once, and every bad file the reader refuses, through the upload and a worker on
 * the same database (docs/product-rules.md § Quote intake and review; PGlite, and PostgreSQL with
 * TEST_DATABASE_URL).
 */
describe('quote intake under load and with bad files', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    token = (await signIn(t, company.ownerEmail)).access;
    await startWorker(t.app.ctx);
  }, 180_000);
  afterAll(() => t?.close());

  const upload = (name: string, bytes: Buffer) =>
    t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${encodeURIComponent(name)}&language=es`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  const detail = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token })).json<QuoteDetail>();
  const settled = async (ids: number[], timeout: number) => {
    await expect
      .poll(
        async () => {
          const rows = await t.database.db
            .select({ status: quotes.status })
            .from(quotes)
            .where(inArray(quotes.id, ids));
          return rows.filter((row) => row.status === 'received' || row.status === 'reading').length;
        },
        { timeout, interval: 250 },
      )
      .toBe(0);
  };
  const quoteCount = async () => (await t.database.db.select({ n: count() }).from(quotes))[0]!.n;
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(quoteFiles))[0]!.n;

  it('stores and reads 50 files uploaded at once, each once', async () => {
    const files: QuoteFile[] = [];
    for (let n = 0; n < 50; n++) {
      files.push(n % 3 === 0 ? csvQuote(n) : n % 3 === 1 ? await xlsxQuote(n) : await pdfQuote(n));
    }
    const answers = await Promise.all(files.map((file) => upload(file.name, file.bytes)));
    expect(answers.map((a) => a.statusCode)).toEqual(files.map(() => 201));
    const ids = answers.map((a) => a.json<QuoteDetail>().id);
    expect(new Set(ids).size).toBe(50);
    expect(await quoteCount()).toBe(50);
    expect(await fileCount()).toBe(50);

    await settled(ids, 120_000);
    const read = await Promise.all(ids.map(detail));
    expect(read.map((q) => q.status)).toEqual(files.map(() => 'to_review'));
    expect(read.map((q) => q.lines.length)).toEqual(files.map((f) => f.lines));
    // Each job ran to its end once: one attempt per quote, and no line twice.
    const attempts = await t.database.db
      .select({ n: quotes.readAttempts })
      .from(quotes)
      .where(inArray(quotes.id, ids));
    expect(attempts.map((row) => row.n)).toEqual(ids.map(() => 1));
    const lines = await t.database.db
      .select({ quoteId: quoteLines.quoteId, position: quoteLines.position })
      .from(quoteLines)
      .where(inArray(quoteLines.quoteId, ids));
    const keys = lines.map((line) => `${line.quoteId}:${line.position}`);
    expect(new Set(keys).size).toBe(keys.length);
  }, 180_000);

  it('ends every bad file with its reason in Spanish or refuses it, and reads the next good file', async () => {
    const before = await quoteCount();
    const outcomes: Record<string, string> = {};
    const failed: number[] = [];
    let refused = 0;
    for (const file of await badFiles()) {
      const answer = await upload(file.name, file.bytes);
      if (answer.statusCode === 201) {
        failed.push(answer.json<QuoteDetail>().id);
        outcomes[file.label] = 'stored';
      } else {
        // Refused at the door: a 400 that says why in the user's language, and nothing stored.
        expect(answer.statusCode, file.label).toBe(400);
        const body = answer.json<{ error_code: string; file: string[] }>();
        outcomes[file.label] = body.error_code;
        expect(body.file[0], file.label).toMatch(/archivo|vacío/i);
        refused++;
      }
    }
    const good = csvQuote(99);
    const next = (await upload(good.name, good.bytes)).json<QuoteDetail>().id;
    expect(await quoteCount()).toBe(before + failed.length + 1);

    await settled([...failed, next], 60_000);
    const failures = await Promise.all(failed.map(detail));
    const reasons = esQuotes.failure;
    for (const quote of failures) {
      expect(quote.status).toBe('failed');
      // The screen shows the reason in the user's language from this code.
      expect(reasons[quote.failure_code!]).toMatch(/\w{4}/);
    }
    expect(outcomes).toEqual({
      empty: 'file_empty',
      'encrypted PDF': 'stored',
      'HTML named .pdf': 'file_type',
      // file-type sees a zip, not a workbook: no [Content_Types].xml.
      'zip bomb named .xlsx': 'file_type',
      'truncated image': 'stored',
      'huge-dimension PNG': 'stored',
    });
    expect(failures.map((q) => q.failure_code)).toEqual([
      'encrypted_pdf',
      'image_unreadable',
      'too_large',
    ]);
    expect(refused).toBe(3);
    const after = await detail(next);
    expect(after.status).toBe('to_review');
    expect(after.lines).toHaveLength(good.lines);
  }, 120_000);
});

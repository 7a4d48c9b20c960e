import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { quoteLines, quotes } from '../../db/schema/index.ts';
import { createCompany, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readStoredQuote } from './quotes.service.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/cotizacion-ferreteria.csv'),
);

// No worker runs here: the test plays the worker, and the one that died (docs/architecture.md § Jobs).
describe('reading a quote again after a worker died', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const upload = async () =>
    (
      await t.request({
        method: 'POST',
        url: '/api/quotes/?file_name=cotizacion.csv',
        token: owner,
        headers: { 'content-type': 'application/octet-stream' },
        payload: CSV,
      })
    ).json<QuoteDetail>().id;
  const linesOf = async (id: number) =>
    t.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id));

  it('reads a quote a dead worker left "reading" once, replacing what that attempt left', async () => {
    const id = await upload();
    // The first worker claimed the quote and died; a stray line of its attempt is still there.
    await t.database.db
      .update(quotes)
      .set({ status: 'reading', readAttempts: 1 })
      .where(eq(quotes.id, id));
    await t.database.db
      .insert(quoteLines)
      .values({ quoteId: id, position: 1, description: 'a medias' });

    await readStoredQuote(t.app.ctx, id);
    const read = await linesOf(id);
    expect(read.map((l) => l.description)).not.toContain('a medias');
    expect(read.length).toBeGreaterThan(1);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'to_review', readAttempts: 2 });

    // The same job delivered again (its completion was lost): nothing is read twice.
    await readStoredQuote(t.app.ctx, id);
    expect(await linesOf(id)).toEqual(read);
    const [after] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(after?.readAttempts).toBe(2);
  });

  it('ends a quote whose stored file is gone as failed, not stuck reading', async () => {
    const id = await upload();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    // A storage fault: the bytes are gone.
    await t.database.db.execute(
      sql`update quote_files set content = null where id = ${row!.fileId}`,
    );
    await readStoredQuote(t.app.ctx, id);
    const [failed] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'corrupt_file' });
  });
});

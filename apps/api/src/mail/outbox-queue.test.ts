import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { one, rows } from '../../test/sql-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Db } from '../db/client.ts';
import { SEND_MAIL } from './outbox.ts';

const mail = (subject: string) => ({ subject, text: `${subject}.`, html: `<p>${subject}.</p>` });

const jobCount = async (db: Db) =>
  (
    await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job where name = ${SEND_MAIL}`,
    )
  ).n;

const jobStatesOf = async (db: Db, mailId: number) =>
  (
    await rows<{ state: string }>(
      db,
      sql`select state from pgboss.job where name = ${SEND_MAIL}
          and data->>'mailId' = ${String(mailId)}`,
    )
  ).map((row) => row.state);

const outboxRowsTo = (db: Db, recipient: string) =>
  rows<{ id: number; status: string; attempts: number }>(
    db,
    sql`select id, status, attempts from mail_outbox where recipient = ${recipient}`,
  );

/**
 * A mail and its delivery job are written in the transaction of the change that causes them, and
 * pg-boss delivers it (docs/decisions/006-the-outbox.md § Mail path).
 */
describe('mail through the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes no mail and no job when the change that causes the mail is rolled back', async () => {
    const to = uniqueEmail('rolled-back');
    const jobsBefore = await jobCount(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.ctx.mail.enqueue(tx, to, mail('Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.ctx.mail.flush();
    expect(t.sent.filter((sent) => sent.to === to)).toEqual([]);
    expect(await outboxRowsTo(t.database.db, to)).toEqual([]);
    expect(await jobCount(t.database.db)).toBe(jobsBefore);
  });

  it('delivers a mail committed with its change once, and keeps it as sent', async () => {
    const to = uniqueEmail('committed');
    await t.database.db.transaction((tx) => t.app.ctx.mail.enqueue(tx, to, mail('Committed')));
    // Woken by the job's NOTIFY: no flush, no kick.
    await expect
      .poll(() => t.sent.filter((sent) => sent.to === to).length, { timeout: 5000 })
      .toBe(1);
    const [row] = await outboxRowsTo(t.database.db, to);
    await expect
      .poll(async () => jobStatesOf(t.database.db, row!.id), { timeout: 5000 })
      .toEqual(['completed']);
    expect(await outboxRowsTo(t.database.db, to)).toEqual([
      { id: row!.id, status: 'sent', attempts: 1 },
    ]);
    await t.app.ctx.mail.flush();
    expect(t.sent.filter((sent) => sent.to === to)).toHaveLength(1);
  });
});

describe('a pending mail with no job (written before the queue carried mail)', () => {
  it('is queued and delivered when the API starts, once', async () => {
    const database = await createTestDatabase();
    const to = uniqueEmail('left-pending');
    await database.db.execute(
      sql`insert into mail_outbox (recipient, subject, text, html)
          values (${to}, 'Left pending', 'Left pending.', '<p>Left pending.</p>')`,
    );
    expect(await jobCount(database.db)).toBe(0);
    const t = await createTestApp({ database });
    try {
      await expect
        .poll(() => t.sent.filter((sent) => sent.to === to).length, { timeout: 5000 })
        .toBe(1);
      await expect
        .poll(async () => (await outboxRowsTo(t.database.db, to))[0]?.status, { timeout: 5000 })
        .toBe('sent');
      expect(await jobCount(database.db)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { createCompany, signIn } from './factories.ts';
import { createProject, createRfq, createSupplier, rfqBody } from './rfq-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Client = pg.PoolClient & { connection: { stream: { destroy: () => void } } };
type Query = (...args: unknown[]) => unknown;

/**
 * Cuts the socket of the connection that runs the first statement `cut` picks, as a PostgreSQL
 * restart or a network fault does; `cut` sees every statement the pool's connections run, in
 * order, until it picks one.
 */
function cutConnection(pool: pg.Pool, cut: (statement: string) => boolean): void {
  let done = false;
  const onAcquire = (client: Client) => {
    const original = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first.text ?? '');
      if (!done && cut(text)) {
        done = true;
        pool.off('acquire', onAcquire);
        client.connection.stream.destroy();
      }
      return original(...args);
    };
  };
  pool.on('acquire', onAcquire);
}

/**
 * A connection cut under a request answers 503 with a retry hint in the user's language, never
 * 500, and a send retried after such an answer answers what a first send does
 * (docs/product-rules.md § Errors, § Sending twice).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut on PostgreSQL', () => {
  let t: TestApp;
  let owner: string;
  let projectId: number;
  let supplierIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t);
    owner = (await signIn(t, company.ownerEmail)).access;
    projectId = (await createProject(t, owner)).id;
    supplierIds = [(await createSupplier(t, owner)).id, (await createSupplier(t, owner)).id];
  }, 120_000);
  afterAll(() => t?.close());

  const send = (rfq: Rfq) =>
    t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/?language=es`, token: owner });

  it('answers 503 with Retry-After when the connection dies inside the send’s transaction, and the retry sends', async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, supplierIds));
    let inTransaction = false;
    cutConnection(t.database.pool!, (statement) => {
      if (/^begin/i.test(statement)) inTransaction = true;
      // The first statement after BEGIN: the RFQ's lock.
      return inTransaction && !/^begin/i.test(statement);
    });
    const cut = await send(rfq);
    expect(cut.statusCode, cut.body).toBe(503);
    expect(cut.headers['retry-after']).toBe('5');
    expect(cut.json()).toEqual({
      error: 'El servicio no está disponible en este momento.',
      error_code: 'unavailable',
    });
    const retried = await send(rfq);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Rfq>().status).toBe('sent');
  });

  it('answers a send retried after a cut that came once it had committed as the first send would have', async () => {
    const rfq = await createRfq(t, owner, rfqBody(projectId, supplierIds));
    let committed = false;
    cutConnection(t.database.pool!, (statement) => {
      if (/^commit/i.test(statement)) committed = true;
      // The first read after the send's COMMIT: the RFQ read back for the answer.
      return committed && !/^commit/i.test(statement);
    });
    const cut = await send(rfq);
    expect(cut.statusCode, cut.body).toBe(503);
    const retried = await send(rfq);
    expect(retried.statusCode, retried.body).toBe(200);
    const sent = retried.json<Rfq>();
    expect(sent.status).toBe('sent');
    expect(sent.invitations.every((invitation) => invitation.sent_at !== null)).toBe(true);
  });
});

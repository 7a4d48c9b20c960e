import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { flushErrorReports } from '../src/lib/error-reporting.ts';
import { createMemoryTransport } from './mail-catcher.ts';
import { testConfig } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

type Received = { path: string; body: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip'
    ? gunzipSync(raw).toString('utf8')
    : raw.toString('utf8');
}

/** A stand-in for Sentry on loopback: it keeps every envelope the API posts. */
async function startSentryStandIn() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('error reporting', () => {
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    sentry = await startSentryStandIn();
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ SENTRY_DSN: sentry.dsn }),
      database,
      mailTransport: createMemoryTransport(),
      logger: false,
      serveWeb: false,
    });
    app.get('/api/test-failure/', () => {
      throw new Error('a failure only this test causes');
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await sentry.close();
  });

  it('sends an unexpected error to the SENTRY_DSN, and the caller sees only the generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('a failure only this test causes');
    expect(await flushErrorReports(5000)).toBe(true);
    const event = sentry.received.find((r) => r.body.includes('a failure only this test causes'));
    expect(event?.path.split('?')[0]).toBe('/api/42/envelope/');
  });

  it('does not report a client mistake (a 400)', async () => {
    const before = sentry.received.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    await flushErrorReports(5000);
    expect(sentry.received.slice(before).some((r) => r.body.includes('"exception"'))).toBe(false);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createCompany, signIn } from './factories.ts';
import { canStartPostgres, canStartRedis, startOwnPostgres, startOwnRedis } from './own-servers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const location = (name: string) => ({
  name,
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'MX',
  postal_code: '64000',
});

/**
 * The database goes away under load (docs/product-rules.md § Errors): a restart of a PostgreSQL
 * cluster this test starts itself, never the shared server.
 */
describe.skipIf(!canStartPostgres)('PostgreSQL restarted during a load of writes', () => {
  let server: Awaited<ReturnType<typeof startOwnPostgres>>;
  let t: TestApp;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    server = await startOwnPostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database cotiza_faults');
    await admin.end();
    database = await openDatabase({
      databaseUrl: server.url.replace(/\/postgres$/, '/cotiza_faults'),
      poolSize: 4,
    });
    t = await createTestApp({ database });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    server?.stop();
  });

  it('keeps every write it acknowledged, answers the others 503 in the user’s language, and serves again', async () => {
    const company = await createCompany(t);
    const token = (await signIn(t, company.ownerEmail)).access;
    const acknowledged: string[] = [];
    const refused: Array<{ status: number; body: string }> = [];
    let restarted = false;

    const write = async (n: number) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/locations/?language=es',
        token,
        payload: location(`Obra ${n}`),
      });
      if (response.statusCode === 201) acknowledged.push(`Obra ${n}`);
      else refused.push({ status: response.statusCode, body: response.body });
    };
    // Four writers: the server restarts under them after 20 writes, and they go on until 40 more
    // writes have been sent after it is back (bounded, in case it never comes back).
    let next = 0;
    let restart: Promise<void> | undefined;
    let sentAfterRestart = 0;
    let restartDone = false;
    const writer = async () => {
      while (next < 5000 && sentAfterRestart < 40) {
        const n = next++;
        if (n === 20) {
          restarted = true;
          restart = server.restart().finally(() => {
            restartDone = true;
          });
        }
        const afterRestart = restartDone;
        await write(n);
        if (afterRestart) sentAfterRestart++;
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    await restart;
    expect(restarted).toBe(true);

    await expect
      .poll(async () => (await t.request({ method: 'GET', url: '/api/health/' })).statusCode, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(200);

    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({
        error: 'El servicio no está disponible en este momento.',
      });
    }
    const listed = await t.request({ method: 'GET', url: '/api/locations/', token });
    expect(listed.statusCode).toBe(200);
    const names = listed.json<Array<{ name: string }>>().map((l) => l.name);
    for (const name of acknowledged) expect(names).toContain(name);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Every connection comes back to the pool (the mail sender may hold one a moment), none kept
    // for good by a request the restart cut short.
    await expect
      .poll(() => database.pool!.totalCount - database.pool!.idleCount, { timeout: 5000 })
      .toBe(0);
  });
});

/**
 * Redis holds the shared rate-limit counters when REDIS_URL is set. When it goes away the API keeps
 * serving and the limits fail open (docs/product-rules.md § Rate limits); when it is back they count again.
 */
describe.skipIf(!canStartRedis)('Redis down with REDIS_URL set', () => {
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp({ env: { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  const attempt = () =>
    t.request({
      method: 'POST',
      url: '/api/stakeholders/check-email/',
      payload: { email: 'someone@cotiza.test' },
    });

  it('keeps answering while Redis is down, and limits again once it is back', async () => {
    expect((await attempt()).statusCode).toBe(200);
    await redis.kill();
    for (let n = 0; n < 70; n++) expect((await attempt()).statusCode).toBe(200);
    await redis.start();
    await expect
      .poll(
        async () => {
          const statuses: number[] = [];
          for (let n = 0; n < 70; n++) statuses.push((await attempt()).statusCode);
          return statuses.includes(429);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
  });
});

/**
 * The mail server is down while people register (docs/product-rules.md § Mail): the outbox keeps
 * every mail and delivers each once when the server is back. Minutes of outage are compressed into
 * the test's short retry delays.
 */
describe('the SMTP server down during registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  it('delivers every mail later, and each exactly once', async () => {
    t.smtp!.setRefusing(true);
    const emails = Array.from({ length: 5 }, (_, n) => `outage-${n}-${Date.now()}@cotiza.test`);
    for (const email of emails) {
      const response = await t.request({
        method: 'POST',
        url: '/api/stakeholders/register/',
        payload: {
          email,
          password: 'Ladrillo#Rojo2026',
          first_name: 'Ana',
          last_name: 'Ruiz',
          phone_number: '+5215512345678',
          registration_type: 'provider',
          subtype: 'distributor',
          company_name: 'Aceros del Norte',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    // Long enough for several failed attempts of each mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.smtp!.received.filter((mail) => emails.some((e) => mail.text.includes(e)))).toEqual(
      [],
    );

    t.smtp!.setRefusing(false);
    const deliveredFor = (email: string) =>
      t.smtp!.received.filter(
        (mail) => mail.to === 'executive@cotiza.test' && mail.text.includes(email),
      ).length;
    await expect
      .poll(() => emails.map(deliveredFor), { timeout: 10_000 })
      .toEqual(emails.map(() => 1));
    // Nothing arrives twice once the outbox has caught up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(emails.map(deliveredFor)).toEqual(emails.map(() => 1));
  });
});

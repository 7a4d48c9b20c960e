import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { insertRegistration } from '../src/modules/companies/registration.repository.ts';
import { canStartRedis, freePort, startOwnRedis } from './own-servers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');
const SECRET = randomBytes(32).toString('base64url');
const PASSWORD = 'Andamio#Cemento42';

type Proc = { name: string; child: ChildProcess; output: () => string };
type Api = Proc & { base: string };

/**
 * The production topology with plain processes (docs/decisions/028-api-processes.md § Processes):
 * two API processes and two workers on one PostgreSQL database and one Redis, all started at the
 * same moment on an empty database.
 */
describe.skipIf(!serverUrl)('two API processes and two workers on one database', () => {
  const name = `cotiza_procs_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-procs-'));
  const processes: Proc[] = [];
  let admin: pg.Client;
  let databaseUrl: string;
  let redis: { url: string; kill: () => Promise<void> } | undefined;
  // own-servers' kill waits for an exit that has already happened when called twice.
  const stopRedis = async () => {
    const running = redis;
    redis = undefined;
    await running?.kill();
  };
  let apiA: Api;
  let apiB: Api;

  function run(
    label: string,
    script: string,
    env: Record<string, string>,
    readyText: string,
  ): Promise<Proc> {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SECRET_KEY: SECRET,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        IN_PROCESS_WORKER: 'false',
        WEB_CONCURRENCY: '1',
        RATE_LIMIT_FACTOR: '1',
        // Production needs a mail server; nothing here sends mail.
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const proc = { name: label, child, output: () => output };
    processes.push(proc);
    return new Promise((resolve, reject) => {
      const deadline = Date.now() + 90_000;
      const poll = () => {
        if (output.includes(readyText)) return resolve(proc);
        if (child.exitCode !== null || Date.now() > deadline) {
          return reject(new Error(`${label} did not start:\n${output}`));
        }
        setTimeout(poll, 100);
      };
      poll();
    });
  }

  async function startApi(label: string, env: Record<string, string>): Promise<Api> {
    const port = await freePort();
    const proc = await run(
      label,
      'src/server.ts',
      { PORT: String(port), ...env },
      'Cotiza is running',
    );
    return { ...proc, base: `http://127.0.0.1:${port}/api` };
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    redis = canStartRedis ? await startOwnRedis() : undefined;
    const redisUrl = redis?.url ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    // All four at once on the empty database: each migrates under the advisory lock.
    [apiA, apiB] = await Promise.all([
      // Behind the proxy of the test below, which connects from 127.0.0.1 (README.md § Running
      // in production: TRUST_PROXY).
      startApi('api-a', { REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1' }),
      startApi('api-b', { REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1' }),
      run('worker-1', 'src/worker.ts', { REDIS_URL: redisUrl }, 'worker reading quotes'),
      run('worker-2', 'src/worker.ts', { REDIS_URL: redisUrl }, 'worker reading quotes'),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await stopRedis();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  }, 60_000);

  async function call(
    api: Api,
    path: string,
    options: {
      method?: string;
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const isRaw = options.body instanceof Uint8Array;
    const response = await fetch(`${api.base}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(options.body === undefined
          ? {}
          : { 'content-type': isRaw ? 'application/octet-stream' : 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: isRaw
        ? (options.body as Uint8Array)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    };
  }

  async function seedOwner(): Promise<string> {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
      await database.db.transaction(async (tx) =>
        insertRegistration(tx, {
          stakeholder: {
            name: 'Constructora Dos Procesos',
            type: 'company',
            subtype: 'contractor',
          },
          owner: {
            email,
            passwordHash: await hashPassword(PASSWORD),
            firstName: 'Olga',
            lastName: 'Owner',
            phoneNumber: '+5215512345678',
            language: 'es',
            isActive: true,
            approvedAt: new Date(),
          },
        }),
      );
      return email;
    } finally {
      await database.close();
    }
  }

  const signIn = async (api: Api, email: string, password = PASSWORD) =>
    call(api, '/token/', { body: { email, password } });

  it('migrated once although all four processes started at the same moment on an empty database', async () => {
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const counts = await check.query<{ hash: string; count: string }>(
        'select hash, count(*) from drizzle.__drizzle_migrations group by hash',
      );
      expect(counts.rows.length).toBeGreaterThan(0);
      expect(counts.rows.every((row) => Number(row.count) === 1)).toBe(true);
    } finally {
      await check.end();
    }
    for (const proc of processes) expect(proc.output()).not.toMatch(/could not start/);
  });

  it('signs in on one API, refreshes on the other, and a logout on one is refused by the other at once', async () => {
    const email = await seedOwner();
    const signedIn = await signIn(apiA, email);
    expect(signedIn.status).toBe(200);
    const first = signedIn.body as { access: string; refresh: string };
    expect((await call(apiB, '/users/profile/', { token: first.access })).status).toBe(200);
    const refreshed = await call(apiB, '/token/refresh/', { body: { refresh: first.refresh } });
    expect(refreshed.status).toBe(200);
    const pair = refreshed.body as { access: string; refresh: string };
    // Both processes now hold this session's actor in memory.
    expect((await call(apiA, '/users/profile/', { token: pair.access })).status).toBe(200);
    expect((await call(apiB, '/users/profile/', { token: pair.access })).status).toBe(200);
    const logout = await call(apiA, '/token/blacklist/', { body: { refresh: pair.refresh } });
    expect(logout.status).toBeLessThan(300);
    expect((await call(apiB, '/users/profile/', { token: pair.access })).status).toBe(401);
    expect((await call(apiA, '/users/profile/', { token: pair.access })).status).toBe(401);
  });

  it('counts sign-in failures on both APIs together', async () => {
    const email = await seedOwner();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(apiA, email, 'Wrong#Password1')).status).toBe(401);
      expect((await signIn(apiB, email, 'Wrong#Password1')).status).toBe(401);
    }
    // Ten failures from this address in all: the right password is refused on either API now.
    expect((await signIn(apiA, email)).status).toBe(429);
    expect((await signIn(apiB, email)).status).toBe(429);
  });

  it('behind a proxy in front of both APIs, locks out only the client that failed, and sends HSTS over https', async () => {
    // The reverse proxy of a deployment: TLS ends here, each request goes to the next API in
    // turn with the client's address and the scheme in X-Forwarded-For and X-Forwarded-Proto.
    const backends = [apiA, apiB].map((api) => new URL(api.base));
    let turn = 0;
    const proxy = createServer((incoming, outgoing) => {
      const backend = backends[turn++ % backends.length]!;
      const forwarded = httpRequest(
        {
          host: backend.hostname,
          port: backend.port,
          localAddress: '127.0.0.1',
          method: incoming.method,
          path: incoming.url,
          headers: {
            ...incoming.headers,
            'x-forwarded-for': incoming.socket.remoteAddress ?? '',
            'x-forwarded-proto': 'https',
          },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as AddressInfo).port;
    // Two clients on two addresses (any 127.x.x.x reaches loopback on Linux).
    const viaProxy = (client: string, email: string, password: string) =>
      new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
        const body = JSON.stringify({ email, password });
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: proxyPort,
            localAddress: client,
            method: 'POST',
            path: '/api/token/',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                hsts: answer.headers['strict-transport-security'],
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      const mine = await seedOwner();
      for (let i = 0; i < 10; i++) {
        expect((await viaProxy('127.0.0.2', mine, 'Wrong#Password1')).status).toBe(401);
      }
      // The client that failed ten times is locked out, on both APIs…
      expect((await viaProxy('127.0.0.2', mine, PASSWORD)).status).toBe(429);
      expect((await viaProxy('127.0.0.2', mine, PASSWORD)).status).toBe(429);
      // …and the owner of that same account, from another address behind the same proxy, signs
      // in on either: the APIs count failures by the client's address, not the proxy's.
      const other = [
        await viaProxy('127.0.0.3', mine, PASSWORD),
        await viaProxy('127.0.0.3', mine, PASSWORD),
      ];
      expect(other.map((answer) => answer.status)).toEqual([200, 200]);
      expect(other.map((answer) => answer.hsts)).toEqual([
        'max-age=31536000; includeSubDomains',
        'max-age=31536000; includeSubDomains',
      ]);
      // Straight to an API over plain http: no HSTS.
      const direct = await fetch(`${apiA.base}/health/`);
      expect(direct.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('has a quote uploaded through one API read by a worker, and shown by the other API', async () => {
    const email = await seedOwner();
    const { access } = (await signIn(apiB, email)).body as { access: string };
    const bytes = readFileSync(join(import.meta.dirname, 'fixtures', 'cotizacion-ferreteria.csv'));
    const upload = await call(apiA, '/quotes/?file_name=cotizacion-ferreteria.csv', {
      token: access,
      body: new Uint8Array(bytes),
    });
    expect(upload.status).toBe(201);
    const id = upload.body.id as number;
    let status = upload.body.status as string;
    for (let i = 0; i < 300 && (status === 'received' || status === 'reading'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await call(apiB, `/quotes/${id}/`, { token: access })).body.status as string;
    }
    expect(status).toBe('to_review');
  }, 90_000);

  /**
   * Signs in on A, caches the session on B too, logs out on A: B must refuse at once, or, where
   * the channel is LISTEN/NOTIFY (`noticeLag`), as soon as its own notice has come (each listening
   * connection's server process sends it on its own, so on a busy machine B may still answer from
   * memory for the moments before: docs/decisions/017-session-cache.md § Session cache).
   */
  async function expectLogoutSeenAcross(
    a: Api,
    b: Api,
    beforeLogout?: () => Promise<void>,
    { noticeLag = false } = {},
  ) {
    const email = await seedOwner();
    const pair = (await signIn(a, email)).body as { access: string; refresh: string };
    expect((await call(b, '/users/profile/', { token: pair.access })).status).toBe(200);
    expect((await call(b, '/users/profile/', { token: pair.access })).status).toBe(200);
    await beforeLogout?.();
    const logout = await call(a, '/token/blacklist/', { body: { refresh: pair.refresh } });
    expect(logout.status).toBeLessThan(300);
    const next = () => call(b, '/users/profile/', { token: pair.access }).then((r) => r.status);
    if (noticeLag) {
      await expect
        .poll(next, {
          timeout: 2_000,
          interval: 10,
          message: `${b.name} after a logout on ${a.name}`,
        })
        .toBe(401);
    } else {
      expect(await next(), `${b.name} after a logout on ${a.name}`).toBe(401);
    }
  }

  it('tells the other API of a logout through PostgreSQL LISTEN/NOTIFY when no Redis is configured', async () => {
    const [c, d] = await Promise.all([
      startApi('api-c', { REDIS_URL: '' }),
      startApi('api-d', { REDIS_URL: '' }),
    ]);
    await expectLogoutSeenAcross(c, d, undefined, { noticeLag: true });
    // The listening connections are cut (an administrator, a failover): the notice of the logout
    // reaches no one, and the other API must not answer from what it kept in memory.
    await expectLogoutSeenAcross(c, d, async () => {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and query = 'listen cotiza_actors'`,
        [name],
      );
      expect(rowCount).toBe(2);
      // pg_terminate_backend only signals: wait until both connections are gone.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = $1 and query = 'listen cotiza_actors'
             and state = 'idle' and backend_start < now() - interval '5 seconds'`,
          [name],
        );
        if (!rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
  }, 120_000);

  it.skipIf(!canStartRedis)(
    'checks every session in the database while Redis is down, so a logout is still refused on the other API',
    async () => {
      await stopRedis();
      await expectLogoutSeenAcross(apiA, apiB);
    },
    60_000,
  );
});

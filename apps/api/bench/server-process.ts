import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpServer } from '../test/mail-catcher.ts';
import { treeCpuSeconds } from './cpu.ts';

const API_DIR = join(import.meta.dirname, '..');
export const BENCH_SECRET = randomBytes(32).toString('base64url');
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type RunningServer = {
  base: string;
  /** The PostgreSQL database the server uses ('' when embedded). */
  databaseUrl: string;
  dataDir: string;
  pid: number;
  /** The PostgreSQL database's name ('' when embedded). */
  databaseName: string;
  /** CPU seconds (user + system) the server's processes have used so far. */
  cpuSeconds: () => number;
  /** The SMTP server the product mails through (production needs one): what it received. */
  mail: Awaited<ReturnType<typeof startSmtpServer>>;
  stop: () => Promise<void>;
};

/**
 * Starts the product as `npm start` does, in its own process, so the load generator's CPU is not
 * counted as the server's: on a fresh PostgreSQL database, or on the embedded one.
 */
export async function startServer(
  kind: 'postgres' | 'pglite',
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-bench-'));
  const mail = await startSmtpServer();
  let dropDatabase = (): Promise<void> => Promise.resolve();
  let databaseUrl = '';
  const name = kind === 'postgres' ? `cotiza_bench_${randomBytes(4).toString('hex')}` : '';
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: BENCH_SECRET,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100000',
      // One API process unless the benchmark asks for more (production's default is one per core).
      WEB_CONCURRENCY: '1',
      SMTP_URL: mail.url,
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Cotiza is running')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      // A server that did not start leaves neither a process nor its database behind.
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await dropDatabase();
      await mail.close();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  return {
    base: `http://127.0.0.1:${port}/api`,
    databaseUrl,
    databaseName: name,
    dataDir,
    pid,
    cpuSeconds: () => treeCpuSeconds(pid),
    mail,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await dropDatabase();
      await mail.close();
    },
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Seeds one active company owner the way a user would: sign-up, the account executive's approval
 * through the server's CLI endpoint, and the activation link from the mail it sends.
 */
export async function seedActiveOwner(
  server: RunningServer,
  options: { type?: 'company' | 'provider' } = {},
) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Ladrillo#Rojo2026';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await json(
    await post('/stakeholders/register/', {
      email,
      password,
      first_name: 'Bench',
      last_name: 'Owner',
      phone_number: '+5215512345678',
      registration_type: options.type ?? 'company',
      subtype: options.type === 'provider' ? 'distributor' : 'contractor',
      company_name: 'Bench Works',
    }),
  );
  const { createJwt } = await import('../src/lib/jwt.ts');
  const cliToken = await createJwt(BENCH_SECRET).sign('cli', { sub: 'cli' }, 60);
  await json(
    await post(
      '/internal/cli/',
      { command: 'approve', email },
      { authorization: `Bearer ${cliToken}` },
    ),
  );
  // Only this owner's mail (a second owner seeded on the same server must not take the first's
  // link), and the activation one: the registration's receipt comes first.
  let link: RegExpExecArray | null = null;
  for (let i = 0; i < 100 && !link; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = server.mail.received.filter((mail) => mail.to === email.toLowerCase());
    for (const mail of mails) link ??= /users\/activate\/([^/\s"]+)\/([^/\s"]+)/.exec(mail.text);
  }
  if (!link) throw new Error('no activation link in the mail');
  await json(await fetch(`${server.base}/users/activate/${link[1]}/${link[2]}/`));
  const tokens = await json<{ access: string; refresh: string }>(
    await post('/token/', { email, password }),
  );
  return {
    email,
    password,
    tokens,
    login: () =>
      post('/token/', { email, password }).then((r) =>
        json<{ access: string; refresh: string }>(r),
      ),
  };
}

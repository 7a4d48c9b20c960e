import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startSmtpServer } from '../apps/api/test/mail-catcher.ts';
import { startOidcProvider } from '../apps/api/test/oidc-provider.ts';
import { ACCOUNT_EXECUTIVE } from './fixtures/accounts.ts';
import { startControlServer } from './fixtures/control-server.ts';
import { startSentryStandIn } from './fixtures/sentry-stand-in.ts';

const ROOT = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url} within 60 s:\n${log()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** A fresh PostgreSQL database when E2E_DATABASE_URL is set (dropped at the end). */
async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cotiza_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Builds the web app and starts, once for the whole run: a real SMTP server, a local OpenID
 * provider, a Sentry stand-in, a control server through which tests read mail and steer the
 * provider, and the product itself (`node --import tsx apps/api/src/server.ts`) on free ports.
 * Answers the teardown, which stops all of it; a crash of the runner kills the server too.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('e2e teardown:', error);
      }
    }
  };
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-e2e-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The production build, into this run's own folder: a build someone else starts in
    // apps/web/dist meanwhile cannot change the app under test. E2E_SKIP_BUILD=1 serves
    // apps/web/dist as it is.
    let webDistDir: string | undefined;
    if (!process.env.E2E_SKIP_BUILD) {
      webDistDir = join(dataDir, 'web-dist');
      const build = spawnSync(
        'npm',
        [
          'run',
          '--silent',
          'build',
          '-w',
          '@app/web',
          '--',
          '--outDir',
          webDistDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        { cwd: ROOT, stdio: 'inherit' },
      );
      if (build.status !== 0) throw new Error('The web build failed');
    }
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const oidc = await startOidcProvider();
    cleanups.push(() => oidc.close());
    const sentry = await startSentryStandIn();
    cleanups.push(() => sentry.close());
    const control = await startControlServer({ smtp, oidc, sentry });
    cleanups.push(() => control.close());

    let databaseUrl: string | undefined;
    if (process.env.E2E_DATABASE_URL) {
      const database = await createDatabase(process.env.E2E_DATABASE_URL);
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const secretKey = randomBytes(48).toString('base64url');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY: secretKey,
      SMTP_URL: smtp.url,
      ACCOUNT_EXECUTIVE_EMAILS: ACCOUNT_EXECUTIVE.email,
      RATE_LIMIT_FACTOR: '1000',
      GOOGLE_CLIENT_ID: 'cotiza-e2e',
      GOOGLE_CLIENT_SECRET: 'cotiza-e2e-secret',
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
      WEB_SENTRY_DSN: `http://publickey@127.0.0.1:${sentry.port}/1`,
      LOG_LEVEL: 'warn',
      // The server reads quotes itself, on PostgreSQL too, in one API process: production's
      // default of one per core would split the in-memory rate limits between processes.
      IN_PROCESS_WORKER: 'true',
      WEB_CONCURRENCY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    };
    let output = '';
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    const killOnExit = () => server.kill('SIGKILL');
    process.once('exit', killOnExit);
    cleanups.push(async () => {
      process.off('exit', killOnExit);
      await stopChild(server);
      if (process.env.E2E_SERVER_LOG) console.log(output);
    });
    await waitForHealth(`${baseUrl}/api/health/`, server, () => output);

    // Tests run in workers: they find everything through these variables.
    process.env.E2E_BASE_URL = baseUrl;
    process.env.E2E_CONTROL_URL = control.url;
    process.env.E2E_SECRET_KEY = secretKey;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

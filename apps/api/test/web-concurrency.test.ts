import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './own-servers.ts';
import { createServerDatabase } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The process id behind one health answer, on a connection of its own: the primary hands each new
 * connection to the next process in turn, while a kept-alive one stays with the same process.
 */
function healthAnswerPid(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${base}/api/health/`, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      if (response.statusCode !== 200) reject(new Error(`health answered ${response.statusCode}`));
      else resolve(Number(response.headers['x-process-id']));
    })
      .once('timeout', function (this: ClientRequest) {
        this.destroy(new Error('no answer'));
      })
      .once('error', reject);
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/**
 * `npm start` with WEB_CONCURRENCY=2 on PostgreSQL (docs/decisions/028-api-processes.md §
 * Processes): the real server entry point in its own process, answering on one port from two
 * processes.
 */
describe.skipIf(!serverUrl)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  let server: ChildProcess;
  let base = '';
  let output = '';
  const pidsSeen = new Set<number>();

  /** Asks the health endpoint until `count` different processes (none in `exclude`) answer. */
  const answeringPids = (count: number, exclude: Set<number> = new Set()) =>
    waitFor(`${count} answering processes`, async () => {
      const pids = new Set<number>();
      for (let i = 0; i < 20 && pids.size < count; i++) {
        const pid = await healthAnswerPid(base);
        if (!exclude.has(pid)) pids.add(pid);
      }
      for (const pid of pids) pidsSeen.add(pid);
      return pids.size >= count ? [...pids] : undefined;
    });

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!, 'cotiza_procs');
    drop = created.drop;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: created.url,
        SECRET_KEY: randomBytes(32).toString('base64url'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cotiza-procs-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor('the start', () =>
      Promise.resolve(output.includes('Cotiza is running') ? true : undefined),
    );
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    for (const pid of pidsSeen) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await drop?.();
  });

  it('says so at start and answers on one port from two different processes', async () => {
    expect(output).toContain('2 API processes');
    const pids = await answeringPids(2);
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(server.pid);
  }, 60_000);

  it('starts another process when one is killed, and keeps answering meanwhile', async () => {
    const [victim, survivor] = await answeringPids(2);
    process.kill(victim!, 'SIGKILL');
    const [replacement] = await answeringPids(1, new Set([victim!, survivor!])).catch(
      (error: unknown) => {
        throw new Error(`${String(error)}; the server said:\n${output}`);
      },
    );
    expect(isAlive(victim!)).toBe(false);
    expect(replacement).not.toBe(victim);
    expect(output).toContain(`API process ${victim} ended (SIGKILL)`);
  }, 90_000);

  it('stops every process on SIGTERM and exits cleanly', async () => {
    const pids = await answeringPids(2);
    server.kill('SIGTERM');
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(0);
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
  }, 60_000);
});

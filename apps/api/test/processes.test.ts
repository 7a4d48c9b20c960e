import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './own-servers.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');

/** The API processes a supervisor runs: its children running the server (not tsx's esbuild). */
function childPids(pid: number): Promise<number[]> {
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]);
    let out = '';
    ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    ps.on('close', () =>
      resolve(
        out
          .split('\n')
          .filter((line) => line.includes('server.ts'))
          .map((line) => Number(line.trim().split(/\s+/)[0]))
          .filter((n) => n > 0),
      ),
    );
  });
}

/** `npm start` with WEB_CONCURRENCY=2 on PostgreSQL (docs/architecture.md § Processes). */
describe.skipIf(!serverUrl)('several API processes on one port', () => {
  let child: ChildProcess;
  let base = '';
  let databaseName = '';
  let output = '';

  beforeAll(async () => {
    databaseName = `cotiza_procs_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SECRET_KEY: randomBytes(32).toString('base64url'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cotiza-procs-')),
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '2',
        SMTP_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (!output.includes('Cotiza is running')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`did not start:
${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      for (const pid of await childPids(child.pid!)) process.kill(pid, 'SIGKILL');
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** A request on a connection of its own, as a new visitor's would be. */
  const health = () =>
    new Promise<number>((resolve, reject) => {
      get(`${base}/api/health/`, { agent: false, timeout: 10_000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('timeout', function (this: { destroy: (error: Error) => void }) {
          this.destroy(new Error('no answer in 10 s'));
        })
        .on('error', reject);
    });

  it('runs two API processes, starts another when one dies, and stops them all on SIGTERM', async () => {
    expect(output).toContain('2 API processes');
    const workers = await childPids(child.pid!);
    expect(workers).toHaveLength(2);
    for (let n = 0; n < 10; n++) expect(await health()).toBe(200);

    process.kill(workers[0]!, 'SIGKILL');
    // Once the supervisor has seen it go, the other process answers while a new one starts.
    await expect
      .poll(async () => (await childPids(child.pid!)).includes(workers[0]!), { timeout: 10_000 })
      .toBe(false);
    for (let n = 0; n < 10; n++) expect(await health()).toBe(200);
    await expect
      .poll(async () => (await childPids(child.pid!)).length, { timeout: 60_000, interval: 500 })
      .toBe(2);

    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await childPids(child.pid!)).toEqual([]);
  }, 120_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createServerDatabase } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');

/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

/** Each thread's scheduling policy (field 41 of /proc/<pid>/task/<tid>/stat; 5 is SCHED_IDLE). */
function threadPolicies(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[38]);
  });
}

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

function startWorker(databaseUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('base64url'),
      DATABASE_URL: databaseUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const poll = () => {
      if (output.includes('worker reading quotes')) return resolve(child);
      if (child.exitCode !== null || Date.now() > deadline)
        return reject(new Error(`the worker did not start:\n${output}`));
      setTimeout(poll, 100);
    };
    poll();
  });
}

/** docs/decisions/012-job-queue-pg-boss.md § Jobs: a worker process yields the CPU to the API processes. */
describe.skipIf(!serverUrl || process.platform !== 'linux')('a worker process', () => {
  const children: ChildProcess[] = [];
  const drops: (() => Promise<void>)[] = [];

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    for (const drop of drops) await drop();
  });

  it.each([
    ['runs every thread at nice 10, in the idle class, by default', {}, 10, SCHED_IDLE],
    [
      'runs every thread at the nice value WORKER_NICE names, in the normal class when WORKER_IDLE_CLASS is false',
      { WORKER_NICE: '4', WORKER_IDLE_CLASS: 'false' },
      4,
      SCHED_OTHER,
    ],
  ])(
    '%s',
    async (_, env: Record<string, string>, nice, policy) => {
      const database = await createServerDatabase(serverUrl!, 'cotiza_nice', {
        template: inject('serverTemplateName'),
      });
      drops.push(database.drop);
      const worker = await startWorker(database.url, env);
      children.push(worker);
      const values = threadNiceValues(worker.pid!);
      // Node's own threads (V8's platform, libuv's pool) are there before any of ours.
      expect(values.length).toBeGreaterThan(1);
      expect(new Set(values)).toEqual(new Set([nice]));
      // The OCR threads start later, from these: they take the same class.
      expect(new Set(threadPolicies(worker.pid!))).toEqual(new Set([policy]));
    },
    120_000,
  );
});

import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  return version ? join(root, version, 'bin') : undefined;
}

/** Whether this machine can start a PostgreSQL cluster of its own (the server's binaries). */
export const canStartPostgres = Boolean(postgresBin());

/**
 * A PostgreSQL cluster of the test's own, on a free port, so that a test may stop and restart it
 * without touching the shared server. initdb refuses to run as root: as root it runs as `postgres`.
 */
export async function startOwnPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'cotiza-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', dataDir, '-w', '-t', '30', '-o', options, ...extra]);
  pgCtl('start', ['-l', join(dir, 'log')]);
  const restartArgs = [
    'restart',
    '-D',
    dataDir,
    '-w',
    '-t',
    '30',
    '-o',
    options,
    '-m',
    'fast',
    '-l',
    join(dir, 'log'),
  ];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * Stops the server, cutting every connection (as a crash or a failover would), and starts it
     * again; the event loop keeps running meanwhile.
     */
    restart: async () => {
      await (asRoot
        ? execFileAsync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...restartArgs])
        : execFileAsync(join(bin, 'pg_ctl'), restartArgs));
    },
    stop: () => {
      try {
        pgCtl('stop', ['-m', 'immediate']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Whether this machine has redis-server. */
export const canStartRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

/** A Redis server of the test's own, which the test may kill and start again on the same port. */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error('redis-server did not start');
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}

/** Whether this machine has moto's S3-compatible server (`moto_server`). */
export const canStartS3 = (() => {
  try {
    execFileSync('moto_server', ['--help'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * An S3-compatible server of the test's own (moto's `moto_server`, in memory) on a free port of
 * loopback, answered once it takes requests.
 */
export async function startOwnS3() {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('moto_server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

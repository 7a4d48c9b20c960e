import cluster, { type Address, type Worker } from 'node:cluster';

export type PrimaryOptions = {
  /** How many API processes to keep running. */
  processes: number;
  /** Printed once, when every process listens for the first time. */
  onAllListening: (port: number) => void;
};

/** A process that dies sooner than this after it started counts as a failed start. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** The processes' own graceful shutdown gives up after 10 s; the primary waits a little longer. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` API processes (docs/decisions/028-api-processes.md § Processes):
 * it serves nothing itself, forks the processes that share the port through `node:cluster`, starts
 * again any that dies (waiting longer after each quick death, up to 30 s), and on SIGTERM or SIGINT
 * asks every process to finish its requests and exits when all have. A process that dies before
 * any has ever listened stops the whole start: the same error (a database that cannot be
 * reached, a migration that fails) would only kill each new one again.
 */
export function runPrimary(options: PrimaryOptions): void {
  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  let hasEverListened = false;
  let quickDeaths = 0;
  let closing = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('listening', (worker: Worker, address: Address) => {
    listening.add(worker.id);
    if (!hasEverListened && listening.size === options.processes) {
      hasEverListened = true;
      options.onAllListening(address.port);
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    listening.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const pid = worker.process.pid ?? 0;
    if (!hasEverListened) {
      process.stderr.write(`API process ${pid} ended (${signal ?? code}) while starting\n`);
      shutdown(1);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, quickDeaths ? 1000 * 2 ** (quickDeaths - 1) : 0);
    process.stderr.write(
      `API process ${pid} ended (${signal ?? code}); starting another in ${delay / 1000} s\n`,
    );
    setTimeout(fork, delay);
  });

  const shutdown = (code: number) => {
    if (closing) return;
    closing = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  for (let n = 0; n < options.processes; n++) fork();
}

import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

// Linux reports CPU time in clock ticks of 1/100 s (getconf CLK_TCK).
const TICKS_PER_SECOND = 100;

/** utime + stime of one process in seconds, and its parent; undefined once it is gone. */
function readStat(pid: number): { parent: number; seconds: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the name: state, ppid, … utime and stime are fields 14 and 15 of /proc/<pid>/stat.
    return {
      parent: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a process and all its descendants: the cluster primary and its API
 * processes (docs/decisions/028-api-processes.md § Processes) count as one server.
 */
export function treeCpuSeconds(root: number): number {
  const children = new Map<number, number[]>();
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (!stat) continue;
    seconds.set(pid, stat.seconds);
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), pid]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += seconds.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * CPU seconds of the PostgreSQL backends serving one database (the server runs on this machine):
 * `pg_stat_activity` names them, /proc counts their time. Call before and after a run and subtract
 * with `databaseCpuSince`.
 */
export async function databaseCpu(
  adminUrl: string,
  database: string,
): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return new Map(rows.map((row) => [row.pid, readStat(row.pid)?.seconds ?? 0]));
  } finally {
    await client.end();
  }
}

/** Seconds the backends used between two readings (a backend new since `before` counts whole). */
export function databaseCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

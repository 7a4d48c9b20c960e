import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority to the nice value `nice`, so that the API processes on the
 * same machine keep their cores while quotes are read (docs/decisions/012-job-queue-pg-boss.md §
 * Jobs). On Linux a nice value belongs to each thread, and a new thread takes its creator's: every
 * thread alive now (the main one, V8's and libuv's) is lowered, so the OCR threads started later
 * from any of them are too. Elsewhere the value is the process's own.
 */
export function lowerCpuPriority(nice: number): void {
  for (const thread of ownThreadIds()) {
    try {
      setPriority(thread, nice);
    } catch (error) {
      // A thread that ended since the folder was listed has nothing left to lower.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

function ownThreadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [0];
  }
}

/**
 * Puts every thread of this process in Linux's idle scheduling class (SCHED_IDLE): they run only
 * when a core has nothing else to run, and a waking API or database thread takes the core from
 * them at once (docs/decisions/012-job-queue-pg-boss.md § Jobs). Like the nice value, the class
 * belongs to each thread and a new thread takes its creator's, so OCR threads started later are
 * idle too. Node has no call for it; `chrt` of util-linux (on every Debian system) sets it. Returns
 * whether it was set: elsewhere, or without `chrt`, the nice value alone applies.
 */
export function runOnlyOnIdleCores(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return true;
  } catch {
    return false;
  }
}

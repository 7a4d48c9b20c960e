import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this process's CPU priority to the nice value `nice`, so that the API processes on the
 * same machine keep their cores while quotes are read (docs/architecture.md § Jobs). On Linux a
 * nice value belongs to each thread, and a new thread takes its creator's: every thread alive now
 * (the main one, V8's and libuv's) is lowered, so the OCR threads started later from any of them
 * are too. Elsewhere the value is the process's own.
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

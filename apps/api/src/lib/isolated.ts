import { parentPort, Worker } from 'node:worker_threads';
import type { IsolatedTask, IsolatedTaskResult } from './isolated-task.ts';

/** Why a task in a thread of its own ended without an answer. */
export type IsolationFailure = 'out_of_memory' | 'timeout' | 'crashed';

/** A task's thread ran out of its heap, out of its time, or died: only it, never the process. */
export class IsolationError extends Error {
  readonly reason: IsolationFailure;
  constructor(reason: IsolationFailure, message: string) {
    super(message);
    this.name = 'IsolationError';
    this.reason = reason;
  }
}

export type IsolationLimits = {
  /** The thread's old-generation heap, in MB (READ_HEAP_MB). */
  heapMb: number;
  /** The thread is stopped after this long, whatever it is doing. */
  timeoutMs: number;
};

const TASK_URL = new URL('./isolated-task.ts', import.meta.url);

/** Idle threads kept per heap size: starting one (tsx and the reader's modules) costs a second. */
const MAX_IDLE_THREADS = 2;
/** Idle threads by their entry file and heap size. */
const idle = new Map<string, Worker[]>();

const poolKey = (url: URL, heapMb: number) => `${url.href} ${heapMb}`;

function startThread(url: URL, heapMb: number): Worker {
  const worker = new Worker(url, {
    // The sources are TypeScript run by tsx, in the thread as in the process.
    execArgv: ['--import', 'tsx'],
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.floor(heapMb / 16))),
    },
  });
  // An idle thread never keeps the process alive.
  worker.unref();
  return worker;
}

function takeThread(url: URL, heapMb: number): Worker {
  return idle.get(poolKey(url, heapMb))?.pop() ?? startThread(url, heapMb);
}

function giveBack(url: URL, heapMb: number, worker: Worker): void {
  const threads = idle.get(poolKey(url, heapMb)) ?? [];
  if (threads.length >= MAX_IDLE_THREADS) {
    void worker.terminate();
    return;
  }
  threads.push(worker);
  idle.set(poolKey(url, heapMb), threads);
}

/** Stops the idle threads (a closing process, tests). */
export async function stopIdleThreads(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  await Promise.all(all.map((worker) => worker.terminate()));
}

/**
 * Runs a task that reads an untrusted file (a quote, an item import) in a worker thread with its
 * own heap limit and a hard time limit, one task per thread at a time
 * (docs/decisions/019-reading-in-isolation.md § Reading in isolation). The request's or job's event
 * loop stays free, and a file that needs more memory or time than allowed ends its own thread with
 * an `IsolationError` while the process and every other task go on. A thread that answered is kept
 * for the next task.
 */
export function runIsolated<K extends IsolatedTask['kind']>(
  task: Extract<IsolatedTask, { kind: K }>,
  limits: IsolationLimits,
): Promise<IsolatedTaskResult<K>> {
  return runInThread<IsolatedTaskResult<K>>(TASK_URL, task, limits);
}

/**
 * Runs `task` in a worker thread started from the module at `url` (one that answers each message
 * with `{ ok, result }` or `{ ok: false, message }`, see `serveThreadTasks`), with the same limits
 * and the same reuse of idle threads as `runIsolated`.
 */
export function runInThread<R>(url: URL, task: unknown, limits: IsolationLimits): Promise<R> {
  const worker = takeThread(url, limits.heapMb);
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    const cleanUp = () => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
    };
    const fail = (error: Error) => {
      if (settled) return;
      cleanUp();
      reject(error);
      void worker.terminate();
    };
    const onMessage = (message: { ok: true; result: R } | { ok: false; message: string }) => {
      if (settled) return;
      cleanUp();
      if (message.ok) {
        giveBack(url, limits.heapMb, worker);
        resolve(message.result);
      } else {
        giveBack(url, limits.heapMb, worker);
        reject(new IsolationError('crashed', message.message));
      }
    };
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new IsolationError('out_of_memory', `The task needed more than ${limits.heapMb} MB.`)
          : new IsolationError('crashed', error.message),
      );
    const onExit = (code: number) =>
      fail(new IsolationError('crashed', `The task's thread exited with code ${code}.`));
    const timer = setTimeout(
      () =>
        fail(new IsolationError('timeout', `The task took longer than ${limits.timeoutMs} ms.`)),
      limits.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // Busy, the thread keeps the process alive until it answers.
    worker.ref();
    worker.postMessage(task);
  });
}

/**
 * The thread's side of `runInThread`: answers each task with `run`'s result, one task at a time
 * (the thread is handed the next only after it answered the last).
 */
export function serveThreadTasks<T>(run: (task: T) => Promise<unknown>): void {
  parentPort?.on('message', (task: T) => {
    void run(task).then(
      (result) => parentPort?.postMessage({ ok: true, result }),
      (error: unknown) =>
        parentPort?.postMessage({
          ok: false,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
}

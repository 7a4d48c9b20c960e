import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Word } from '../page.ts';
import { OcrError } from './ocr-error.ts';

/**
 * One long-lived pool of tesseract.js workers per process: creating a worker loads ~5 MB of
 * trained data and costs about a second, so workers are created lazily, reused across pages and
 * documents, and ended by `closeOcr()` (the CLI calls it once at the end).
 *
 * The trained data comes from the npm data packages (LSTM-only "best_int" models), never from a
 * CDN: tesseract.js reads every language from one `langPath`, so the two packages' files are
 * linked into one temporary folder.
 */

export type OcrLanguage = 'spa' | 'eng';
export const DEFAULT_LANGUAGES: readonly OcrLanguage[] = ['spa', 'eng'];

/** Two cores on the target machine: one worker per core, never more. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
export const WORKER_START_TIMEOUT_MS = 30_000;
/** A dense A4 page takes 3–5 s; ten times that means the engine is stuck. */
export const PAGE_TIMEOUT_MS = 60_000;

/**
 * The page time limit on a busy machine: a page shares its core with the other runnable processes,
 * so the limit grows with the load per core (one-minute load average), up to four times. A page
 * that takes 60 s alone on its core is stuck; one that takes 60 s beside three other processes
 * is not. The document's own time limit (read-quote.ts) still bounds the whole reading.
 */
export function pageTimeoutMs(load = loadavg()[0] ?? 0, cores = availableParallelism()): number {
  return scaledForLoad(PAGE_TIMEOUT_MS, load, cores);
}

/** The same for starting a worker (loading the trained data), which a busy machine slows alike. */
export function workerStartTimeoutMs(
  load = loadavg()[0] ?? 0,
  cores = availableParallelism(),
): number {
  return scaledForLoad(WORKER_START_TIMEOUT_MS, load, cores);
}

function scaledForLoad(ms: number, load: number, cores: number): number {
  const perCore = cores > 0 ? load / cores : 1;
  return Math.round(ms * Math.min(4, Math.max(1, perCore)));
}

const require = createRequire(import.meta.url);

type PooledWorker = { worker: Worker; languages: string };

let dataFolder: Promise<string> | null = null;
const idle: PooledWorker[] = [];
const waiting: ((worker: PooledWorker | null) => void)[] = [];
let live = 0;

function trainedDataFile(language: OcrLanguage): string {
  return require.resolve(
    `@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`,
  );
}

async function linkTrainedData(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'cotiza-tessdata-'));
  for (const language of DEFAULT_LANGUAGES) {
    await symlink(trainedDataFile(language), join(folder, `${language}.traineddata.gz`));
  }
  return folder;
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => OcrError): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function startWorker(languages: string): Promise<PooledWorker> {
  dataFolder ??= linkTrainedData();
  const langPath = await dataFolder;
  const starting = createWorker(languages, OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  const worker = await withTimeout(starting, workerStartTimeoutMs(), () => {
    // A worker that starts after all must not keep the process alive.
    starting.then((late) => late.terminate()).catch(() => undefined);
    return new OcrError('image_unreadable', 'The OCR engine did not start in time.');
  });
  await worker.setParameters({
    // One block of text per page is wrong for quotes: tables, headers and footers sit apart.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    preserve_interword_spaces: '1',
  });
  return { worker, languages };
}

/** What a page whose document gave up (its time limit, or its caller) is told. */
function cancelled(): OcrError {
  return new OcrError('timeout', 'Reading the scan was cancelled.');
}

/**
 * A worker for `languages`: an idle one, a new one in a free slot, or the next one released.
 * A signal that aborts meanwhile rejects at once and takes nothing from the pool: the page leaves
 * the queue, and a worker it was starting goes to the pool when it is up.
 */
async function acquire(languages: string, signal?: AbortSignal): Promise<PooledWorker> {
  if (signal?.aborted) throw cancelled();
  const index = idle.findIndex((pooled) => pooled.languages === languages);
  if (index >= 0) return idle.splice(index, 1)[0]!;
  if (live < POOL_SIZE || idle.length > 0) return unlessAborted(startInSlot(languages), signal);
  const handed = await waitForRelease(signal);
  return handed ?? acquire(languages, signal);
}

/** A new worker in a free slot, or in the slot of an idle worker with other languages. */
async function startInSlot(languages: string): Promise<PooledWorker> {
  const stale = idle.pop();
  if (stale) await stale.worker.terminate();
  else live += 1;
  try {
    return await startWorker(languages);
  } catch (error) {
    live -= 1;
    waiting.shift()?.(null);
    throw error;
  }
}

/** The worker being started, unless the signal aborts first: then it is released when up. */
function unlessAborted(starting: Promise<PooledWorker>, signal?: AbortSignal) {
  if (!signal) return starting;
  return new Promise<PooledWorker>((resolve, reject) => {
    const leave = () => {
      starting.then(release, () => undefined);
      reject(cancelled());
    };
    signal.addEventListener('abort', leave, { once: true });
    starting.finally(() => signal.removeEventListener('abort', leave)).then(resolve, reject);
  });
}

/**
 * The next released worker (null: a slot was freed, try again). An abort takes the page out of
 * the queue, so the worker goes to the next page instead.
 */
function waitForRelease(signal?: AbortSignal): Promise<PooledWorker | null> {
  return new Promise((resolve, reject) => {
    const take = (pooled: PooledWorker | null) => {
      signal?.removeEventListener('abort', leave);
      resolve(pooled);
    };
    const leave = () => {
      const at = waiting.indexOf(take);
      if (at >= 0) waiting.splice(at, 1);
      reject(cancelled());
    };
    waiting.push(take);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

function release(pooled: PooledWorker): void {
  const next = waiting.shift();
  if (next) next(pooled);
  else idle.push(pooled);
}

async function discard(pooled: PooledWorker): Promise<void> {
  live -= 1;
  waiting.shift()?.(null);
  await pooled.worker.terminate().catch(() => undefined);
}

export type RecognizeOptions = {
  languages?: readonly OcrLanguage[];
  signal?: AbortSignal;
  /** Resolution of the page image; tesseract sizes its noise filters by it. */
  dpi?: number;
  /**
   * Page segmentation: sparse text (default) finds scattered blocks, a single block reads every
   * row, a single line reads one cropped table cell.
   */
  segmentation?: 'sparse' | 'block' | 'line';
};

/**
 * Recognizes one prepared page image (PNG bytes) and returns its words with boxes in that image's
 * pixels and the engine's confidence scaled to 0–1. A page that takes longer than
 * `pageTimeoutMs()`, or whose signal aborts while it is read, ends its worker (tesseract cannot
 * cancel a job) so the pool stays usable. A signal that aborts before the page has a worker (its
 * document's time limit, docs/decisions/014-quote-reader.md § Quote reader) ends the wait at once
 * with `timeout`: the page never reads, and no worker is ended for it.
 */
export async function recognizeWords(
  image: Buffer,
  options: RecognizeOptions = {},
): Promise<Word[]> {
  if (options.signal?.aborted) throw cancelled();
  const languages = (options.languages ?? DEFAULT_LANGUAGES).join('+');
  const pooled = await acquire(languages, options.signal);
  if (options.signal?.aborted) {
    release(pooled);
    throw cancelled();
  }
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(cancelled());
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await pooled.worker.setParameters({
      user_defined_dpi: String(Math.round(options.dpi ?? 300)),
      tessedit_pageseg_mode:
        options.segmentation === 'block'
          ? PSM.SINGLE_BLOCK
          : options.segmentation === 'line'
            ? PSM.SINGLE_LINE
            : PSM.SPARSE_TEXT,
    });
    const job = pooled.worker.recognize(image, {}, { blocks: true, text: false });
    const result = await withTimeout(
      Promise.race([job, aborted]),
      pageTimeoutMs(),
      () => new OcrError('timeout', 'Reading a scanned page took too long.'),
    );
    release(pooled);
    return wordsOf(result.data);
  } catch (error) {
    await discard(pooled);
    if (error instanceof OcrError) throw error;
    throw new OcrError('image_unreadable', 'The OCR engine could not read the image.', {
      cause: error,
    });
  } finally {
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
  }
}

type TesseractPage = Awaited<ReturnType<Worker['recognize']>>['data'];

function wordsOf(page: TesseractPage): Word[] {
  const words: Word[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({ text, x0, y0, x1, y1, confidence: word.confidence / 100 });
        }
      }
    }
  }
  return words;
}

/**
 * The pool as it stands: its size, the workers alive (reading or idle), the idle ones and the
 * pages waiting for one. For tests and diagnostics.
 */
export function ocrPoolState(): { size: number; live: number; idle: number; waiting: number } {
  return { size: POOL_SIZE, live, idle: idle.length, waiting: waiting.length };
}

/** Ends every OCR worker; the next recognition starts new ones. */
export async function closeOcr(): Promise<void> {
  const ending = idle.splice(0).map((pooled) => pooled.worker.terminate());
  live -= ending.length;
  await Promise.allSettled(ending);
  const folder = dataFolder;
  dataFolder = null;
  if (folder && live === 0) await rm(await folder, { recursive: true, force: true });
}

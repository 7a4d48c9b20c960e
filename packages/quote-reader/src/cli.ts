import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { closeOcr } from './formats/image.ts';
import { readQuote } from './read-quote.ts';
import type { ReadResult } from './result.ts';

const USAGE = `Usage: npm run cli -- quotes read FILE… --out DIR`;

/**
 * The answer-key JSON: the quote without the reader's own bookkeeping fields, its amounts as
 * decimal text (the corpus scorer and `packages/comparison` read numeric strings).
 */
export function toPrediction(result: ReadResult): Record<string, unknown> {
  if (result.error) return { error: result.error.message, code: result.error.code };
  const { file: _file, format: _format, confidence, source, warnings, ...quote } = result;
  return { ...quote, confidence, source, warnings };
}

function progress(done: number, total: number, name: string): void {
  if (!process.stderr.isTTY) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${name.slice(0, 40).padEnd(40)}`,
  );
  if (done === total) process.stderr.write('\n');
}

async function readOne(file: string): Promise<{ prediction: Record<string, unknown>; ms: number }> {
  const started = performance.now();
  try {
    const bytes = new Uint8Array(await readFile(file));
    const result = await readQuote(bytes, basename(file));
    return { prediction: toPrediction(result), ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { prediction: { error: message }, ms: performance.now() - started };
  }
}

/**
 * `quotes read FILE… --out DIR`: one `<name>.pred.json` per file, an error file for a bad one.
 * For the benchmark, `--stats` prints each file's reading time and the process's peak memory, and
 * `--warm` reads each file a second time to time it once the libraries are loaded.
 */
export async function runQuotesCli(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'read') {
    console.error(USAGE);
    return 2;
  }
  const outIndex = rest.indexOf('--out');
  const outDir = outIndex >= 0 ? rest[outIndex + 1] : undefined;
  const wantsStats = rest.includes('--stats');
  const isWarm = rest.includes('--warm');
  const files = rest.filter(
    (a, i) => i !== outIndex && i !== outIndex + 1 && a !== '--stats' && a !== '--warm',
  );
  if (!outDir || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  await mkdir(outDir, { recursive: true });
  let failed = 0;
  for (const [index, file] of files.entries()) {
    progress(index, files.length, basename(file));
    const { prediction, ms } = await readOne(file);
    const warmMs = isWarm ? (await readOne(file)).ms : null;
    if ('error' in prediction) failed++;
    const name = basename(file, extname(file));
    await writeFile(join(outDir, `${name}.pred.json`), `${JSON.stringify(prediction, null, 2)}\n`);
    if (wantsStats) {
      const maxRssMb = process.resourceUsage().maxRSS / 1024;
      console.log(JSON.stringify({ stats: { file: basename(file), ms, warmMs, maxRssMb } }));
    }
  }
  progress(files.length, files.length, '');
  // OCR workers keep the process alive until they are closed.
  await closeOcr();
  if (failed > 0) console.error(`${failed} of ${files.length} file(s) could not be read.`);
  return 0;
}

const isMain = process.argv[1] && /quote-reader\/src\/cli\.ts$/.test(process.argv[1]);
if (isMain) {
  runQuotesCli(process.argv.slice(2).filter((a, i) => !(i === 0 && a === 'quotes'))).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { readQuote } from './read-quote.ts';
import type { ReadResult } from './result.ts';

const USAGE = `Usage: npm run cli -- quotes read FILE… --out DIR`;

/** The answer-key JSON: the quote without the reader's own bookkeeping fields. */
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

/** `quotes read FILE… --out DIR`: one `<name>.pred.json` per file, an error file for a bad one. */
export async function runQuotesCli(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'read') {
    console.error(USAGE);
    return 2;
  }
  const outIndex = rest.indexOf('--out');
  const outDir = outIndex >= 0 ? rest[outIndex + 1] : undefined;
  const wantsStats = rest.includes('--stats');
  const files = rest.filter((a, i) => i !== outIndex && i !== outIndex + 1 && a !== '--stats');
  const started = performance.now();
  if (!outDir || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  await mkdir(outDir, { recursive: true });
  let failed = 0;
  for (const [index, file] of files.entries()) {
    progress(index, files.length, basename(file));
    let prediction: Record<string, unknown>;
    try {
      const bytes = new Uint8Array(await readFile(file));
      const result = await readQuote(bytes, basename(file));
      prediction = toPrediction(result);
      if (result.error) failed++;
    } catch (error) {
      failed++;
      prediction = { error: error instanceof Error ? error.message : String(error) };
    }
    const name = basename(file, extname(file));
    await writeFile(join(outDir, `${name}.pred.json`), `${JSON.stringify(prediction, null, 2)}\n`);
  }
  progress(files.length, files.length, '');
  if (failed > 0) console.error(`${failed} of ${files.length} file(s) could not be read.`);
  if (wantsStats) {
    // For the benchmark: reading time and the process's peak resident memory.
    const ms = performance.now() - started;
    const maxRssMb = process.resourceUsage().maxRSS / 1024;
    console.log(JSON.stringify({ stats: { ms, maxRssMb } }));
  }
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

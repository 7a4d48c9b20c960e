/**
 * A development loop for the reading logic: reads the corpus' documents with the scans' OCR lines
 * cached (OCR is the slow part and does not change while the reading logic does), writes the
 * predictions and scores them with the corpus scorer.
 *   npx tsx bench/iterate.ts --set dev2 --out /tmp/preds [--cache /tmp/ocr-lines] [--only ID]
 * Not the benchmark: `npm run bench:quotes` reads every document the way the product does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toPrediction } from '../src/cli.ts';
import { closeOcr } from '../src/formats/image.ts';
import { detectKind } from '../src/formats/detect.ts';
import type { Line } from '../src/layout/line.ts';
import { linesOf, readQuote } from '../src/read-quote.ts';
import { interpret } from '../src/reading/interpret.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpus = realpathSync(
  resolve(process.env.QUOTES_CORPUS ?? join(here, '../../../../shared/quotes-corpus')),
);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

async function main(): Promise<void> {
  const set = arg('--set', 'dev2');
  const out = arg('--out', `/tmp/preds-${set}`);
  const cache = arg('--cache', '/tmp/reader-ocr-lines');
  const only = arg('--only', '');
  const dir = join(corpus, set);
  await mkdir(out, { recursive: true });
  await mkdir(cache, { recursive: true });
  const files = (await readdir(dir))
    .filter((f) => !f.endsWith('.json') && f.startsWith(set) && (!only || f.includes(only)))
    .sort();
  const started = performance.now();
  for (const file of files) {
    const bytes = new Uint8Array(await readFile(join(dir, file)));
    const kind = await detectKind(bytes, file);
    let prediction: Record<string, unknown>;
    if (kind === 'email') {
      prediction = toPrediction(await readQuote(bytes, file));
    } else {
      const cached = join(cache, `${file}.json`);
      let read: { lines: Line[]; pages: number | null; format: string };
      if (
        !existsSync(cached) &&
        process.argv.includes('--no-ocr') &&
        /\.(?:png|jpe?g)$/i.test(file)
      )
        continue;
      if (existsSync(cached)) read = JSON.parse(await readFile(cached, 'utf8')) as typeof read;
      else {
        read = await linesOf(kind, bytes, {});
        if (read.format === 'scan') await writeFile(cached, JSON.stringify(read));
      }
      prediction = toPrediction(
        interpret(read.lines, { file, format: read.format, pages: read.pages }),
      );
    }
    const name = basename(file, extname(file));
    await writeFile(join(out, `${name}.pred.json`), `${JSON.stringify(prediction, null, 2)}\n`);
  }
  await closeOcr();
  console.error(
    `${files.length} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!only) {
    const scored = spawnSync(
      'node',
      [
        join(corpus, 'score.mjs'),
        '--truth',
        dir,
        '--pred',
        out,
        '--json',
        join(out, 'report.json'),
      ],
      { encoding: 'utf8' },
    );
    await writeFile(join(out, 'report.txt'), scored.stdout);
    process.stdout.write(scored.stdout.split('\n').slice(-3).join('\n'));
  }
}

await main();

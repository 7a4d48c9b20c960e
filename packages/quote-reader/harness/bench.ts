/**
 * The overfitting harness's benchmark (docs/measurements/reader.md § OCR engine and the overfitting
 * harness): renders the layout families and the metamorphic variations of the development answer
 * keys, reads every document with the product's reader, and scores the readings with the corpus
 * scorer, one figure per family and per variation.
 *
 *   npm run bench:quotes:families [-- --sample] [-- --keep DIR] [-- --only NAME]
 *     [-- --part families|variations]
 *
 * `--sample` (CI) renders fewer documents; `--keep DIR` leaves the documents, keys and readings
 * there; `--only` keeps the families and variations whose name contains NAME.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { toPrediction } from '../src/cli.ts';
import { closeOcr } from '../src/formats/image.ts';
import { readQuote } from '../src/read-quote.ts';
import { renderCase } from './documents.ts';
import { familyCases, type Case } from './families.ts';
import { loadTruths } from './quote.ts';
import { variationCases } from './variations.ts';

type SliceScore = {
  quotes: number;
  true_lines: number;
  line_f1: number;
  field_f1: { quantity: number; unit: number; unit_price: number; line_total: number };
  header_accuracy: number;
};
type ScoreReport = { results: Record<string, SliceScore> };

const args = parseArgs({
  options: {
    sample: { type: 'boolean', default: false },
    keep: { type: 'string' },
    only: { type: 'string' },
    part: { type: 'string' },
  },
});
const corpus = resolve(
  process.env.QUOTES_CORPUS ?? join(import.meta.dirname, '../../../../shared/quotes-corpus'),
);
const { scoreAll } = (await import(pathToFileURL(join(corpus, 'score.mjs')).href)) as {
  scoreAll: (truthDir: string, predDir: string) => ScoreReport;
};

const sample = args.values.sample;
const truths = [
  ...(await loadTruths(join(corpus, 'dev'))),
  ...(await loadTruths(join(corpus, 'dev2'))),
];
const only = args.values.only;
const keep = (item: Case) => !only || item.slice.includes(only);
const part = args.values.part;
const families = part === 'variations' ? [] : familyCases(sample ? 2 : 6).filter(keep);
const variations =
  part === 'families' ? [] : variationCases(truths, sample ? 3 : 10, sample ? 1 : 3).filter(keep);

const root = args.values.keep
  ? resolve(args.values.keep)
  : await mkdtemp(join(tmpdir(), 'cotiza-harness-'));
const started = performance.now();

/** Renders, reads and files one set of cases; returns the scorer's report on them. */
async function run(name: string, cases: Case[]): Promise<ScoreReport> {
  const folder = join(root, name);
  for (const sub of ['docs', 'truth', 'pred']) await mkdir(join(folder, sub), { recursive: true });
  for (const [index, item] of cases.entries()) {
    const document = await renderCase(item);
    await writeFile(join(folder, 'docs', document.name), document.bytes);
    const key = { ...item.quote, file: document.name };
    await writeFile(join(folder, 'truth', `${item.id}.truth.json`), JSON.stringify(key, null, 1));
    const result = await readQuote(document.bytes, document.name).catch((error: unknown) => ({
      error: { message: error instanceof Error ? error.message : String(error), code: 'crash' },
    }));
    const prediction = 'file' in result ? toPrediction(result) : { error: result.error.message };
    await writeFile(join(folder, 'pred', `${item.id}.pred.json`), JSON.stringify(prediction));
    if (process.stderr.isTTY) process.stderr.write(`\r${name} ${index + 1}/${cases.length}   `);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  return scoreAll(join(folder, 'truth'), join(folder, 'pred'));
}

const f3 = (value: number) => value.toFixed(3);

function table(title: string, report: ScoreReport, order: string[]): void {
  console.log(`\n${title}`);
  console.log(
    'slice                           n  lines  line F1 | qty F1 unit F1 price F1 total F1 | header',
  );
  const rows = [...order.map((slice) => `layout:${slice}`), 'ALL'];
  for (const key of rows) {
    const score = report.results[key];
    if (!score) continue;
    const label = key === 'ALL' ? 'all' : key.slice('layout:'.length);
    console.log(
      `${label.padEnd(30)} ${String(score.quotes).padStart(3)} ${String(score.true_lines).padStart(6)}   ${f3(score.line_f1)} |  ${f3(score.field_f1.quantity)}   ${f3(score.field_f1.unit)}    ${f3(score.field_f1.unit_price)}    ${f3(score.field_f1.line_total)} | ${f3(score.header_accuracy)}`,
    );
  }
}

const unique = (cases: Case[]) => [...new Set(cases.map((item) => item.slice))];
console.log(
  `Overfitting harness${sample ? ' (sample)' : ''}: ${families.length} documents in ${unique(families).length} layout families, ${variations.length} documents in ${unique(variations).length} variations of ${truths.length} answer keys (dev + dev2); scored with ${join(corpus, 'score.mjs')}`,
);
if (families.length)
  table(
    'Layout families (neither dev nor dev2 has them)',
    await run('families', families),
    unique(families),
  );
if (variations.length)
  table(
    'Metamorphic variations of dev + dev2 (every one should read as its answer key)',
    await run('variations', variations),
    unique(variations),
  );
await closeOcr();
console.log(
  `\n${((performance.now() - started) / 1000).toFixed(0)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB${args.values.keep ? `, documents in ${root}` : ''}`,
);
if (!args.values.keep) await rm(root, { recursive: true, force: true });

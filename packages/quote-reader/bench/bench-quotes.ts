/**
 * Quote reader benchmark: reads the corpus' development documents with the CLI (a pool of two
 * processes, one document each, so that peak memory is per document; scans one at a time), scores
 * them with the corpus scorer and prints the scorer's tables, the headline, time and peak memory
 * by format, and the aims (docs/architecture.md § Quote reader), each with the figure measured.
 *   npm run bench:quotes -- [--sample] [--min-line-f1 X] [--min-header Y] [--keep-preds DIR]
 * `--keep-preds DIR` keeps the predictions (`<id>.pred.json`) for
 * `npm run bench:compare -- --reader-preds DIR`, which compares the groups on what was read.
 * The corpus sits at ../shared/quotes-corpus beside the repository; QUOTES_CORPUS overrides it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPdf, drawSpanishQuote } from '../src/testing/fixtures.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const corpus = resolve(process.env.QUOTES_CORPUS ?? join(repoRoot, '../shared/quotes-corpus'));
const cli = join(here, '../src/cli.ts');

/** A fixed sample for CI: one document of each format detail, chosen by name, not by score. */
const SAMPLE = [
  'dev-g01-q02.pdf',
  'dev-g01-q04.pdf',
  'dev-g02-q02.pdf',
  'dev-g06-q01.pdf',
  'dev-g01-q03.csv',
  'dev-g05-q03.xlsx',
  'dev-g03-q01.eml',
  'dev-g05-q02.eml',
  'dev-g02-q01.png',
  'dev-g03-q03.jpg',
  'dev-g03-q02.jpg',
  'dev-g03-q04.pdf',
];

type Stat = {
  file: string;
  ms: number;
  /** null for scans, which are read once */
  warmMs: number | null;
  maxRssMb: number;
  format: string;
};
const warmOf = (s: Omit<Stat, 'format'>) => s.warmMs ?? s.ms;

let pagesOf = new Map<string, number>();

function isScanned(detail: string | undefined): boolean {
  return /^(?:scan|photo)_/.test(detail ?? '');
}

/** Reads a generated 10-page text quote the same way, for the multi-page speed aim. */
async function timeTenPagePdf(dir: string): Promise<Omit<Stat, 'format'> | null> {
  const file = join(dir, 'ten-pages.pdf');
  const bytes = await buildPdf((doc) => {
    for (let page = 0; page < 10; page++) {
      if (page > 0) doc.addPage();
      drawSpanishQuote(doc);
    }
  });
  await writeFile(file, bytes);
  const result = await run(process.execPath, [
    '--import',
    'tsx',
    cli,
    'read',
    file,
    '--out',
    dir,
    '--stats',
    '--warm',
  ]);
  const line = result.stdout.split('\n').find((l) => l.startsWith('{"stats"'));
  return line ? (JSON.parse(line) as { stats: Omit<Stat, 'format'> }).stats : null;
}

type SliceScore = {
  line_f1: number;
  field_f1: Record<'quantity' | 'unit' | 'unit_price' | 'line_total', number>;
  header_accuracy: number;
};
type Report = { results: Record<string, SliceScore | undefined> };

/**
 * The quote reader's aims (docs/architecture.md § Quote reader) on this machine, each with the
 * figure measured in this run and whether it is met. Text PDFs are judged warm (a server reads one
 * quote after another in a warm process), with the cold figure beside it; scans are read once, cold.
 */
function printAims(report: Report, stats: Stat[], tenPages: Omit<Stat, 'format'> | null): void {
  const all = report.results.ALL;
  const scans = report.results['format:scan'];
  const perPage = (s: Stat, ms: number) => ms / 1000 / (pagesOf.get(s.file) ?? 1);
  const textPdfs = stats.filter((s) => s.format === 'pdf_text');
  const scanned = stats.filter((s) => isScanned(s.format));
  const max = (values: number[]) => (values.length ? Math.max(...values) : NaN);
  const rows: [string, string, number, (v: number) => boolean, string?][] = [];
  const fixed = (v: number) => v.toFixed(3);
  if (all) {
    rows.push(['line-item F1', '≥ 0.98', all.line_f1, (v) => v >= 0.98]);
    rows.push(['header accuracy', '≥ 0.97', all.header_accuracy, (v) => v >= 0.97]);
    for (const field of ['quantity', 'unit', 'unit_price', 'line_total'] as const)
      rows.push([`${field} F1`, '≥ 0.98', all.field_f1[field], (v) => v >= 0.98]);
  }
  if (scans)
    rows.push(['scans and photos line-item F1', '≥ 0.95', scans.line_f1, (v) => v >= 0.95]);
  if (textPdfs.length) {
    const cold = max(textPdfs.map((s) => perPage(s, s.ms)));
    rows.push([
      'text PDF, s per page (slowest, warm)',
      '< 0.3',
      max(textPdfs.map((s) => perPage(s, warmOf(s)))),
      (v) => v < 0.3,
      `cold ${fixed(cold)}`,
    ]);
  }
  if (scanned.length)
    rows.push([
      'scanned page, s (slowest)',
      '< 5',
      max(scanned.map((s) => perPage(s, s.ms))),
      (v) => v < 5,
    ]);
  if (tenPages) rows.push(['10-page text PDF, s (cold)', '< 2', tenPages.ms / 1000, (v) => v < 2]);
  rows.push([
    'peak memory per reading process, MB',
    '< 600',
    max([...stats, ...(tenPages ? [tenPages] : [])].map((s) => s.maxRssMb)),
    (v) => v < 600,
  ]);
  console.log('\nAims of the quote reader, on this machine:');
  for (const [aim, target, value, met, note] of rows) {
    console.log(
      `  ${aim.padEnd(38)} ${target.padEnd(7)} ${fixed(value).padStart(8)}  ${met(value) ? 'met' : 'NOT met'}${note ? `  (${note})` : ''}`,
    );
  }
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function run(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

async function main(): Promise<number> {
  const dev = join(corpus, 'dev');
  if (!existsSync(dev)) {
    console.error(`No corpus at ${dev}: set QUOTES_CORPUS to the quotes-corpus folder.`);
    return 2;
  }
  const manifest = JSON.parse(await readFile(join(dev, 'manifest.json'), 'utf8')) as {
    quotes: { file: string; format_detail: string; pages: number | null }[];
  };
  const detailOf = new Map(manifest.quotes.map((q) => [q.file, q.format_detail]));
  pagesOf = new Map(manifest.quotes.map((q) => [q.file, q.pages ?? 1]));
  const all = (await readdir(dev)).filter((f) => !f.endsWith('.json') && detailOf.has(f)).sort();
  const isSample = process.argv.includes('--sample');
  const files = isSample ? all.filter((f) => SAMPLE.includes(f)) : all;
  const out = await mkdtemp(join(tmpdir(), 'quotes-bench-'));
  const stats: Stat[] = [];
  // Documents without OCR are read two at a time; scans after them, one at a time: a scan's page
  // is read by two OCR workers at once, one per core, so a second scan beside it would time the
  // machine's sharing rather than the page.
  let queue = files.filter((f) => !isScanned(detailOf.get(f)));
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await run(process.execPath, [
        '--import',
        'tsx',
        cli,
        'read',
        join(dev, file),
        '--out',
        out,
        '--stats',
        // A second OCR of a scan would double the run; scans are timed cold only.
        ...(isScanned(detailOf.get(file)) ? [] : ['--warm']),
      ]);
      const line = result.stdout.split('\n').find((l) => l.startsWith('{"stats"'));
      if (!line) {
        console.error(`${file}: the reader failed\n${result.stderr}`);
        continue;
      }
      const { stats: s } = JSON.parse(line) as { stats: Omit<Stat, 'format'> };
      stats.push({ ...s, file, format: detailOf.get(file) ?? extname(file) });
    }
  };
  await Promise.all([worker(), worker()]);
  queue = files.filter((f) => isScanned(detailOf.get(f)));
  await worker();

  const truthArgs = ['--truth', dev, '--pred', out, '--json', join(out, 'report.json')];
  // Only the sampled documents are scored when sampling: the scorer reads the truth folder whole.
  if (isSample) {
    const { mkdir, copyFile } = await import('node:fs/promises');
    const truth = join(out, 'truth');
    await mkdir(join(truth, 'groups'), { recursive: true });
    for (const f of files)
      await copyFile(
        join(dev, f.replace(/\.[^.]+$/, '.truth.json')),
        join(truth, f.replace(/\.[^.]+$/, '.truth.json')),
      );
    truthArgs[1] = truth;
  }
  const scored = await run(process.execPath, [join(corpus, 'score.mjs'), ...truthArgs]);
  process.stdout.write(scored.stdout);
  if (scored.code !== 0) console.error(scored.stderr);
  // The reader reads one quote at a time and writes no group predictions, so the scorer's group
  // figures count none (or, on the sample, no groups at all).
  console.log(
    '\n(The group figures above score no group predictions: the reader does not compare quotes.' +
      ' `npm run bench:compare -- --reader-preds DIR`, with DIR from `--keep-preds DIR`, scores' +
      ' the comparison on what the reader read.)',
  );

  console.log(
    `\nTime and peak memory per document (${isSample ? 'CI sample' : 'whole dev set'}, one process each;` +
      ' cold = first read in a fresh process, warm = the same file read again; scans are read once):',
  );
  console.log(
    'format          docs  pages  cold mean s  warm mean s  warm s/page  warm max s  peak MB',
  );
  const byFormat = new Map<string, Stat[]>();
  for (const s of stats) byFormat.set(s.format, [...(byFormat.get(s.format) ?? []), s]);
  const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / values.length;
  for (const [format, list] of [...byFormat.entries()].sort()) {
    const pages = list.reduce((t, s) => t + (pagesOf.get(s.file) ?? 1), 0);
    const warmTotal = list.reduce((t, s) => t + warmOf(s), 0) / 1000;
    console.log(
      [
        format.padEnd(14),
        String(list.length).padStart(5),
        String(pages).padStart(6),
        (mean(list.map((s) => s.ms)) / 1000).toFixed(3).padStart(12),
        (mean(list.map(warmOf)) / 1000).toFixed(3).padStart(12),
        (warmTotal / pages).toFixed(3).padStart(12),
        (Math.max(...list.map(warmOf)) / 1000).toFixed(3).padStart(11),
        Math.max(...list.map((s) => s.maxRssMb))
          .toFixed(0)
          .padStart(8),
      ].join(' '),
    );
  }
  for (const s of [...stats].sort((a, b) => a.file.localeCompare(b.file))) {
    console.log(
      `  ${s.file.padEnd(22)} cold ${(s.ms / 1000).toFixed(3).padStart(7)} s  warm ${s.warmMs === null ? '      –' : (s.warmMs / 1000).toFixed(3).padStart(7)} s ${s.maxRssMb.toFixed(0).padStart(5)} MB`,
    );
  }
  const tenPages = await timeTenPagePdf(out);
  if (tenPages) {
    console.log(
      `10-page text PDF: cold ${(tenPages.ms / 1000).toFixed(3)} s, warm ${(warmOf(tenPages) / 1000).toFixed(3)} s, peak ${tenPages.maxRssMb.toFixed(0)} MB`,
    );
  }

  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  printAims(report, stats, tenPages);
  const keepPreds = argValue('--keep-preds');
  if (keepPreds) {
    await cp(out, keepPreds, {
      recursive: true,
      filter: (source) =>
        source === out || (source.endsWith('.pred.json') && dirname(source) === out),
    });
  }
  await rm(out, { recursive: true, force: true });
  const headline = /line-item F1 ([\d.]+), header accuracy ([\d.]+)/.exec(scored.stdout);
  const lineF1 = Number(headline?.[1] ?? NaN);
  const header = Number(headline?.[2] ?? NaN);
  const minLine = Number(argValue('--min-line-f1') ?? 0);
  const minHeader = Number(argValue('--min-header') ?? 0);
  if (!(lineF1 >= minLine) || !(header >= minHeader)) {
    console.error(
      `\nBelow the floor: line-item F1 ${lineF1} (floor ${minLine}), header accuracy ${header} (floor ${minHeader}).`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Quote reader benchmark: reads the corpus' development sets `dev` and `dev2` with the CLI (a pool of two
 * processes, one document each, so that peak memory is per document; scans one at a time), scores
 * them with the corpus scorer and prints the scorer's tables, the headline, time and peak memory
 * by format, and the aims (docs/measurements/reader.md § Quote reader), each with the figure
 * measured.   npm run bench:quotes -- [--sample] [--min-line-f1 X] [--min-header Y]
 *     [--min-line-f1-dev2 X] [--min-header-dev2 Y] [--keep-preds DIR]
 * Per set it prints the scorer's headline figures (line-item F1, header, scans, photos, e-mails,
 * unit F1), then, over both sets, the calibration of the reader's confidence (bench/calibration.ts)
 * and the aims of the reader on documents it was not tuned on (docs/measurements/reader.md § Quote
 * reader). `--sample` reads dev whole and a fixed sample of dev2 (CI).
 * `--keep-preds DIR` keeps the predictions (`<id>.pred.json`) for
 * `npm run bench:compare -- --reader-preds DIR`, which compares the groups on what was read.
 * The corpus sits at ../shared/quotes-corpus beside the repository; QUOTES_CORPUS overrides it.
 */
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPdf, drawSpanishQuote } from '../src/testing/fixtures.ts';
import { calibrationReport, judgeValues, type Judged } from './calibration.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const corpusPath = resolve(process.env.QUOTES_CORPUS ?? join(repoRoot, '../shared/quotes-corpus'));
// The scorer runs its command line only when started by its real path, not through a link.
const corpus = existsSync(corpusPath) ? realpathSync(corpusPath) : corpusPath;
const cli = join(here, '../src/cli.ts');

type Stat = {
  file: string;
  ms: number;
  /** null for scans, which are read once */
  warmMs: number | null;
  maxRssMb: number;
  format: string;
};
const warmOf = (s: Omit<Stat, 'format'>) => s.warmMs ?? s.ms;

const pagesOf = new Map<string, number>();

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
 * The quote reader's aims (docs/measurements/reader.md § Quote reader) on this machine, each with
 * the figure measured in this run and whether it is met. Text PDFs are judged warm (a server reads
 * one quote after another in a warm process), with the cold figure beside it; scans are read once,
 * cold.
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

type SetRun = {
  name: string;
  out: string;
  stats: Stat[];
  report: Report & { results: Record<string, (SliceScore & { line_f1: number }) | undefined> };
  scored: string;
};

/**
 * A fixed sample of dev2 for CI, chosen by name and format, not by score: the documents whose
 * group and quote numbers add up to a multiple of four (about a quarter of the set), and every
 * phone photo, too few to sample.
 */
function isDev2Sample(file: string, detail: string | undefined): boolean {
  const m = /-g(\d+)-q(\d+)\./.exec(file);
  return detail === 'photo_jpg' || (!!m && (Number(m[1]) + Number(m[2])) % 4 === 0);
}

async function readSet(name: string, isSample: boolean): Promise<SetRun | null> {
  const dir = join(corpus, name);
  if (!existsSync(join(dir, 'manifest.json'))) return null;
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
    quotes: { file: string; format_detail: string; pages: number | null }[];
  };
  const detailOf = new Map(manifest.quotes.map((q) => [q.file, q.format_detail]));
  for (const q of manifest.quotes) pagesOf.set(q.file, q.pages ?? 1);
  const all = (await readdir(dir)).filter((f) => !f.endsWith('.json') && detailOf.has(f)).sort();
  const files = !isSample
    ? all
    : name === 'dev'
      ? all
      : all.filter((f) => isDev2Sample(f, detailOf.get(f)));
  const out = await mkdtemp(join(tmpdir(), `quotes-bench-${name}-`));
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
        join(dir, file),
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
      const { stats: st } = JSON.parse(line) as { stats: Omit<Stat, 'format'> };
      stats.push({ ...st, file, format: detailOf.get(file) ?? extname(file) });
    }
  };
  await Promise.all([worker(), worker()]);
  queue = files.filter((f) => isScanned(detailOf.get(f)));
  await worker();

  const truthArgs = ['--truth', dir, '--pred', out, '--json', join(out, 'report.json')];
  // Only the documents read are scored when sampling: the scorer reads the truth folder whole.
  if (files.length < all.length) {
    const { mkdir, copyFile } = await import('node:fs/promises');
    const truth = join(out, 'truth');
    await mkdir(join(truth, 'groups'), { recursive: true });
    for (const f of files)
      await copyFile(
        join(dir, f.replace(/\.[^.]+$/, '.truth.json')),
        join(truth, f.replace(/\.[^.]+$/, '.truth.json')),
      );
    truthArgs[1] = truth;
  }
  const scored = await run(process.execPath, [join(corpus, 'score.mjs'), ...truthArgs]);
  if (scored.code !== 0) console.error(scored.stderr);
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as SetRun['report'];
  return { name, out, stats, report, scored: scored.stdout };
}

function printStats(stats: Stat[], label: string): void {
  console.log(
    `\nTime and peak memory per document (${label}, one process each;` +
      ' cold = first read in a fresh process, warm = the same file read again; scans are read once):',
  );
  console.log(
    'format          docs  pages  cold mean s  warm mean s  warm s/page  warm max s  peak MB',
  );
  const byFormat = new Map<string, Stat[]>();
  for (const st of stats) byFormat.set(st.format, [...(byFormat.get(st.format) ?? []), st]);
  const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / values.length;
  for (const [format, list] of [...byFormat.entries()].sort()) {
    const pages = list.reduce((t, st) => t + (pagesOf.get(st.file) ?? 1), 0);
    const warmTotal = list.reduce((t, st) => t + warmOf(st), 0) / 1000;
    console.log(
      [
        format.padEnd(14),
        String(list.length).padStart(5),
        String(pages).padStart(6),
        (mean(list.map((st) => st.ms)) / 1000).toFixed(3).padStart(12),
        (mean(list.map(warmOf)) / 1000).toFixed(3).padStart(12),
        (warmTotal / pages).toFixed(3).padStart(12),
        (Math.max(...list.map(warmOf)) / 1000).toFixed(3).padStart(11),
        Math.max(...list.map((st) => st.maxRssMb))
          .toFixed(0)
          .padStart(8),
      ].join(' '),
    );
  }
}

const f3 = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '    –' : v.toFixed(3));

/** The figures the reader's aims name per set, as the scorer computes them. */
function figures(r: SetRun['report']) {
  return {
    line: r.results.ALL?.line_f1,
    header: r.results.ALL?.header_accuracy,
    scans: r.results['format:scan']?.line_f1,
    photos: r.results['detail:photo_jpg']?.line_f1,
    emails: r.results['format:email']?.line_f1,
    unit: r.results.ALL?.field_f1.unit,
  };
}

async function main(): Promise<number> {
  if (!existsSync(join(corpus, 'dev'))) {
    console.log(`corpus not found, skipped (looked in ${corpus}; QUOTES_CORPUS sets it)`);
    return 0;
  }
  const isSample = process.argv.includes('--sample');
  const runs: SetRun[] = [];
  for (const name of ['dev', 'dev2']) {
    const result = await readSet(name, isSample);
    if (result) runs.push(result);
  }
  for (const r of runs) {
    console.log(`\n=== ${r.name}${isSample && r.name === 'dev2' ? ' (CI sample)' : ''}`);
    process.stdout.write(r.scored);
  }
  console.log(
    '\n(The group figures above score no group predictions: the reader does not compare quotes.' +
      ' `npm run bench:compare -- --reader-preds DIR`, with DIR from `--keep-preds DIR`, scores' +
      ' the comparison on what the reader read.)',
  );
  const stats = runs.flatMap((r) => r.stats);
  printStats(stats, runs.map((r) => r.name).join(' + '));
  const out = runs[0]!.out;
  const tenPages = await timeTenPagePdf(out);
  if (tenPages) {
    console.log(
      `10-page text PDF: cold ${(tenPages.ms / 1000).toFixed(3)} s, warm ${(warmOf(tenPages) / 1000).toFixed(3)} s, peak ${tenPages.maxRssMb.toFixed(0)} MB`,
    );
  }

  console.log('\nset      docs  line-item F1  header  scans  photos  e-mails  unit F1');
  for (const r of runs) {
    const f = figures(r.report);
    console.log(
      `${r.name.padEnd(8)} ${String(r.stats.length).padStart(5)}  ${f3(f.line).padStart(12)}  ${f3(f.header).padStart(6)}  ${f3(f.scans).padStart(5)}  ${f3(f.photos).padStart(6)}  ${f3(f.emails).padStart(7)}  ${f3(f.unit).padStart(7)}`,
    );
  }

  const judged: Judged[] = [];
  for (const r of runs) {
    const truth = join(corpus, r.name);
    judged.push(...(await judgeValues(corpus, truth, r.out)));
  }
  const calibration = calibrationReport(judged);
  console.log(
    `\nCalibration of the confidence (${judged.length} values written, ${runs.map((r) => r.name).join(' + ')}):`,
  );
  for (const line of calibration.lines) console.log(`  ${line}`);
  console.log(`  wrong values flagged (confidence < 0.8): ${f3(calibration.flaggedWrong)}`);
  console.log(`  right among values at ≥ 0.9:            ${f3(calibration.rightAmongSure)}`);
  console.log(`  values flagged:                         ${f3(calibration.flagged)}`);

  const dev = runs.find((r) => r.name === 'dev');
  const dev2 = runs.find((r) => r.name === 'dev2');
  printAims(dev!.report, dev!.stats.concat(dev2?.stats ?? []), tenPages);
  console.log(
    '\nAims on documents the reader was not tuned on (docs/measurements/reader.md § Quote reader):',
  );
  const aims: [string, string, number | undefined, (v: number) => boolean][] = [];
  if (dev2) {
    const f = figures(dev2.report);
    aims.push(['dev2 line-item F1', '≥ 0.97', f.line, (v) => v >= 0.97]);
    aims.push(['dev2 header accuracy', '≥ 0.97', f.header, (v) => v >= 0.97]);
    aims.push(['dev2 scans line-item F1', '≥ 0.95', f.scans, (v) => v >= 0.95]);
    aims.push(['dev2 photos line-item F1', '≥ 0.93', f.photos, (v) => v >= 0.93]);
    aims.push(['dev2 e-mails line-item F1', '≥ 0.97', f.emails, (v) => v >= 0.97]);
    aims.push(['dev2 unit F1', '≥ 0.97', f.unit, (v) => v >= 0.97]);
  }
  aims.push(['dev line-item F1', '≥ 0.99', figures(dev!.report).line, (v) => v >= 0.99]);
  aims.push(['wrong values flagged', '≥ 0.90', calibration.flaggedWrong, (v) => v >= 0.9]);
  aims.push(['right among values ≥ 0.9', '≥ 0.99', calibration.rightAmongSure, (v) => v >= 0.99]);
  aims.push(['values flagged', '≤ 0.15', calibration.flagged, (v) => v <= 0.15]);
  for (const [aim, target, value, met] of aims) {
    const shown = value === undefined ? NaN : value;
    console.log(
      `  ${aim.padEnd(38)} ${target.padEnd(7)} ${f3(shown).padStart(8)}  ${Number.isNaN(shown) ? '–' : met(shown) ? 'met' : 'NOT met'}`,
    );
  }

  const keepPreds = argValue('--keep-preds');
  if (keepPreds) {
    for (const r of runs) {
      await cp(r.out, r.name === 'dev' ? keepPreds : join(keepPreds, r.name), {
        recursive: true,
        filter: (source) =>
          source === r.out || (source.endsWith('.pred.json') && dirname(source) === r.out),
      });
    }
  }
  for (const r of runs) await rm(r.out, { recursive: true, force: true });
  let failed = false;
  const floor = (label: string, value: number | undefined, min: number) => {
    if (!(Number(value) >= min)) {
      console.error(`\nBelow the floor: ${label} ${f3(value)} (floor ${min}).`);
      failed = true;
    }
  };
  floor('dev line-item F1', figures(dev!.report).line, Number(argValue('--min-line-f1') ?? 0));
  floor('dev header accuracy', figures(dev!.report).header, Number(argValue('--min-header') ?? 0));
  if (dev2) {
    floor(
      'dev2 line-item F1',
      figures(dev2.report).line,
      Number(argValue('--min-line-f1-dev2') ?? 0),
    );
    floor(
      'dev2 header accuracy',
      figures(dev2.report).header,
      Number(argValue('--min-header-dev2') ?? 0),
    );
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Quote reader benchmark: reads the corpus' development documents with the CLI (a pool of two
 * processes, one document each, so that peak memory is per document), scores them with the
 * corpus scorer and prints the scorer's tables, the headline, and time and peak memory by format.
 *   npm run bench:quotes -- [--sample] [--min-line-f1 X] [--min-header Y]
 * The corpus sits at ../shared/quotes-corpus beside the repository; QUOTES_CORPUS overrides it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

type Stat = { file: string; ms: number; maxRssMb: number; format: string };

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
    quotes: { file: string; format_detail: string }[];
  };
  const detailOf = new Map(manifest.quotes.map((q) => [q.file, q.format_detail]));
  const all = (await readdir(dev)).filter((f) => !f.endsWith('.json') && detailOf.has(f)).sort();
  const isSample = process.argv.includes('--sample');
  const files = isSample ? all.filter((f) => SAMPLE.includes(f)) : all;
  const out = await mkdtemp(join(tmpdir(), 'quotes-bench-'));
  const stats: Stat[] = [];
  const queue = [...files];
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
      ]);
      const line = result.stdout.split('\n').find((l) => l.startsWith('{"stats"'));
      if (!line) {
        console.error(`${file}: the reader failed\n${result.stderr}`);
        continue;
      }
      const { stats: s } = JSON.parse(line) as { stats: { ms: number; maxRssMb: number } };
      stats.push({ file, ...s, format: detailOf.get(file) ?? extname(file) });
    }
  };
  await Promise.all([worker(), worker()]);

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

  console.log(
    `\nTime and peak memory per document (${isSample ? 'CI sample' : 'whole dev set'}, one process each):`,
  );
  console.log('format          docs   mean s    max s   peak MB');
  const byFormat = new Map<string, Stat[]>();
  for (const s of stats) byFormat.set(s.format, [...(byFormat.get(s.format) ?? []), s]);
  for (const [format, list] of [...byFormat.entries()].sort()) {
    const mean = list.reduce((t, s) => t + s.ms, 0) / list.length / 1000;
    const max = Math.max(...list.map((s) => s.ms)) / 1000;
    const mem = Math.max(...list.map((s) => s.maxRssMb));
    console.log(
      `${format.padEnd(14)} ${String(list.length).padStart(5)} ${mean.toFixed(3).padStart(8)} ${max.toFixed(3).padStart(8)} ${mem.toFixed(0).padStart(9)}`,
    );
  }
  for (const s of [...stats].sort((a, b) => a.file.localeCompare(b.file))) {
    console.log(
      `  ${s.file.padEnd(22)} ${(s.ms / 1000).toFixed(3).padStart(7)} s ${s.maxRssMb.toFixed(0).padStart(5)} MB`,
    );
  }

  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  await rm(out, { recursive: true, force: true });
  const headline = /line-item F1 ([\d.]+), header accuracy ([\d.]+)/.exec(scored.stdout);
  const lineF1 = Number(headline?.[1] ?? NaN);
  const header = Number(headline?.[2] ?? NaN);
  void report;
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

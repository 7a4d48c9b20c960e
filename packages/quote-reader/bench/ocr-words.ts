/**
 * OCR benchmark: for every scan and photo of the development sets (`dev`, `dev2`), how many of
 * its key values (quantities, unit prices, line totals, subtotal, tax, total, dates, tax id, quote
 * number) appear verbatim in the OCR words, how many of its printed words (descriptions, supplier,
 * customer) the OCR words hold, seconds per page (wall clock and CPU: the machine is shared) and
 * the process's peak memory. Only this script reads answer keys; the library never does.
 *
 *   npm run bench:ocr -w @app/quote-reader [-- --skip crop,flatten,deskew,upscale] [-- --with crop]
 *     [-- --only ID]
 *     [-- --set dev,dev2] [-- --engine tesseract|paddle] [-- --detail photo]
 *
 * `--engine paddle` measures @gutenye/ocr-node (PaddleOCR models on onnxruntime) on the same
 * cleaned page images; it is not a dependency of the product (docs/measurements/reader.md § OCR
 * engine and the overfitting harness), so install it by hand to repeat that measurement.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import sharp from 'sharp';
import { extractImages, getDocumentProxy } from 'unpdf';
import { closeOcr, readImagePages } from '../src/formats/image.ts';
import { readPdfImagePages } from '../src/ocr/pdf-images.ts';
import { openImagePage, prepareForOcr, type PrepareSteps } from '../src/ocr/prepare.ts';
import type { Page, Word } from '../src/page.ts';

type Truth = {
  id: string;
  file: string;
  format: string;
  format_detail: string;
  pages: number;
  supplier: { name: string | null; tax_id: string | null };
  customer_name: string | null;
  quote_number: string | null;
  issue_date: string | null;
  valid_until: string | null;
  validity_days: number | null;
  subtotal: number;
  tax: { amount: number } | null;
  total: number;
  line_items: { description: string; quantity: number; unit_price: number; line_total: number }[];
  meta: { number_style: 'us' | 'eu' | 'plain' };
};

const args = parseArgs({
  options: {
    skip: { type: 'string' },
    with: { type: 'string' },
    only: { type: 'string' },
    set: { type: 'string', default: 'dev' },
    engine: { type: 'string', default: 'tesseract' },
    detail: { type: 'string' },
  },
});
const engine = args.values.engine;
if (engine !== 'tesseract' && engine !== 'paddle') throw new Error('--engine tesseract|paddle');
const skipped = new Set((args.values.skip ?? '').split(',').filter(Boolean));
const added = new Set((args.values.with ?? '').split(',').filter(Boolean));
const prepare = Object.fromEntries([
  ...[...skipped].map((step): [string, boolean] => [step, false]),
  ...[...added].map((step): [string, boolean] => [step, true]),
]) as Partial<PrepareSteps>;
const corpus = resolve(
  process.env.QUOTES_CORPUS ?? join(import.meta.dirname, '../../../../shared/quotes-corpus'),
);
const sets = (args.values.set ?? 'dev').split(',').filter(Boolean);

const NUMBER_SHAPES = {
  us: /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/,
  eu: /^\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^\d+(?:,\d+)?$/,
  plain: /^\d+(?:[.,]\d+)?$/,
};

/** Values of the tokens that are well-formed numbers in the document's own number style. */
function numbersIn(words: string[], style: Truth['meta']['number_style']): Set<string> {
  const values = new Set<string>();
  for (const word of words) {
    const token = word
      .replace(/^[($€£]+|[)%:;€$]+$|[.,]$/g, '')
      .replace(/^(?:US|MX|COP|CLP)?\$/, '');
    if (!NUMBER_SHAPES[style].test(token)) continue;
    const canonical =
      style === 'eu'
        ? token.replaceAll('.', '').replace(',', '.')
        : style === 'us'
          ? token.replaceAll(',', '')
          : token.replace(',', '.');
    values.add(new Decimal(canonical).toString());
  }
  return values;
}

const MONTHS = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
};

/** Every usual way of printing an ISO date, lower-cased. */
function dateRenderings(iso: string): string[] {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const day = String(Number(d));
  const month = Number(m) - 1;
  const out = [
    `${d}-${m}-${y}`,
    `${d}/${m}/${y}`,
    `${m}/${d}/${y}`,
    `${day}/${Number(m)}/${y}`,
    iso,
    `${y}/${m}/${d}`,
  ];
  for (const names of [MONTHS.es, MONTHS.en]) {
    const name = names[month]!;
    const short = name.slice(0, 3);
    out.push(
      `${d}-${short}-${y}`,
      `${day} de ${name} de ${y}`,
      `${name} ${day}, ${y}`,
      `${short} ${day}, ${y}`,
      `${day} ${name} ${y}`,
      `${day} ${short} ${y}`,
    );
  }
  return out;
}

type Tally = { found: number; total: number; missed: string[] };

function count(tally: Tally, label: string, found: boolean): void {
  tally.total += 1;
  if (found) tally.found += 1;
  else tally.missed.push(label);
}

function score(truth: Truth, pages: Page[]): Tally {
  const words = pages.flatMap((page) => page.words.map((word) => word.text));
  const numbers = numbersIn(words, truth.meta.number_style);
  const text = ` ${words.join(' ').toLowerCase()} `;
  const compact = text.replace(/\s+/g, '');
  const tally: Tally = { found: 0, total: 0, missed: [] };
  const amount = (label: string, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    count(tally, `${label}=${value}`, numbers.has(new Decimal(value).toString()));
  };
  truth.line_items.forEach((line, i) => {
    amount(`L${i + 1}.qty`, line.quantity);
    amount(`L${i + 1}.price`, line.unit_price);
    amount(`L${i + 1}.total`, line.line_total);
  });
  amount('subtotal', truth.subtotal);
  amount('tax', truth.tax?.amount || null);
  amount('total', truth.total);
  for (const [label, iso] of [
    ['issue_date', truth.issue_date],
    ['valid_until', truth.validity_days === null ? truth.valid_until : null],
  ] as const) {
    if (iso)
      count(
        tally,
        `${label}=${iso}`,
        dateRenderings(iso).some((form) => text.includes(form)),
      );
  }
  for (const [label, value] of [
    ['tax_id', truth.supplier.tax_id],
    ['quote_number', truth.quote_number],
  ] as const) {
    if (value)
      count(tally, `${label}=${value}`, compact.includes(value.toLowerCase().replace(/\s+/g, '')));
  }
  return tally;
}

/** Lower-case words without accents, as the corpus scorer normalizes text. */
function wordsOfText(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/** Share of the printed words of descriptions, supplier and customer that the OCR words hold. */
function wordScore(truth: Truth, pages: Page[]): { found: number; total: number } {
  const read = new Set(
    pages.flatMap((page) => page.words.flatMap((word) => wordsOfText(word.text))),
  );
  const expected = [
    truth.supplier.name ?? '',
    truth.customer_name ?? '',
    ...truth.line_items.map((line) => line.description),
  ].flatMap(wordsOfText);
  return { found: expected.filter((word) => read.has(word)).length, total: expected.length };
}

type PaddleLine = { text: string; mean: number; box: number[][] };
type PaddleOcr = { detect(image: string): Promise<PaddleLine[]> };
let paddle: Promise<PaddleOcr> | null = null;

/** @gutenye/ocr-node, loaded only when measured (a variable specifier: not a dependency). */
async function paddleEngine(): Promise<PaddleOcr> {
  const specifier = '@gutenye/ocr-node';
  paddle ??= import(specifier).then((module: { default: { create(): Promise<PaddleOcr> } }) =>
    module.default.create(),
  );
  return paddle;
}

/** PaddleOCR reads text lines; their words get boxes shared out by character count. */
function paddleWords(lines: PaddleLine[]): Word[] {
  const words: Word[] = [];
  for (const line of lines) {
    const xs = line.box.map((point) => point[0]!);
    const ys = line.box.map((point) => point[1]!);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const perChar = (x1 - x0) / Math.max(1, line.text.length);
    let at = 0;
    for (const part of line.text.split(/(\s+)/)) {
      if (part.trim()) {
        words.push({
          text: part,
          x0: x0 + at * perChar,
          x1: x0 + (at + part.length) * perChar,
          y0,
          y1,
          confidence: line.mean,
        });
      }
      at += part.length;
    }
  }
  return words;
}

/** The page images of a scan: each image page, or each PDF page's largest embedded image. */
async function pageImages(bytes: Uint8Array, file: string, pages: number): Promise<Buffer[]> {
  if (!file.endsWith('.pdf')) return [await (await openImagePage(bytes)).png().toBuffer()];
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const out: Buffer[] = [];
  for (let number = 1; number <= pages; number += 1) {
    const images = await extractImages(pdf, number);
    const scan = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!scan) continue;
    out.push(
      await sharp(Buffer.from(scan.data), {
        raw: { width: scan.width, height: scan.height, channels: scan.channels },
      })
        .png()
        .toBuffer(),
    );
  }
  await pdf.loadingTask.destroy();
  return out;
}

/** The same cleaned page image tesseract gets, read by PaddleOCR. */
async function readWithPaddle(bytes: Uint8Array, truth: Truth): Promise<Page[]> {
  const ocr = await paddleEngine();
  const pages: Page[] = [];
  for (const image of await pageImages(bytes, truth.file, truth.pages)) {
    const prepared = await prepareForOcr(sharp(image), prepare);
    const file = join(tmpdir(), `cotiza-paddle-${process.pid}.png`);
    await writeFile(file, prepared.png);
    const words = paddleWords(await ocr.detect(file));
    pages.push({ number: pages.length + 1, width: prepared.width, height: prepared.height, words });
  }
  return pages;
}

const scans: { set: string; id: string }[] = [];
for (const set of sets) {
  const manifest = JSON.parse(await readFile(join(corpus, set, 'manifest.json'), 'utf8')) as {
    quotes: { id: string; format: string }[];
  };
  for (const quote of manifest.quotes) {
    if (quote.format !== 'scan' || (args.values.only && quote.id !== args.values.only)) continue;
    const detail = args.values.detail;
    if (detail) {
      const truth = JSON.parse(
        await readFile(join(corpus, set, `${quote.id}.truth.json`), 'utf8'),
      ) as Truth;
      if (!truth.format_detail.includes(detail)) continue;
    }
    scans.push({ set, id: quote.id });
  }
}
console.log(
  `OCR words benchmark (${engine}): ${scans.length} scans and photos of ${sets.join(' + ')}${skipped.size ? `, skipping ${[...skipped].join(', ')}` : ''}`,
);
console.log(
  'document         detail      keys found   share   words   share  wall s/p  cpu s/p  peak RSS MB',
);
type Sum = {
  found: number;
  total: number;
  words: number;
  wordTotal: number;
  wall: number;
  cpu: number;
  pages: number;
};
const sums = new Map<string, Sum>();
const add = (key: string, part: Sum) => {
  const sum = sums.get(key) ?? {
    found: 0,
    total: 0,
    words: 0,
    wordTotal: 0,
    wall: 0,
    cpu: 0,
    pages: 0,
  };
  for (const field of Object.keys(sum) as (keyof Sum)[]) sum[field] += part[field];
  sums.set(key, sum);
};
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1).padStart(5)} %`;
for (const { set, id } of scans) {
  const folder = join(corpus, set);
  const truth = JSON.parse(await readFile(join(folder, `${id}.truth.json`), 'utf8')) as Truth;
  const bytes = new Uint8Array(await readFile(join(folder, truth.file)));
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const pages =
    engine === 'paddle'
      ? await readWithPaddle(bytes, truth)
      : truth.file.endsWith('.pdf')
        ? await readPdfImagePages(
            bytes,
            Array.from({ length: truth.pages }, (_, i) => i + 1),
            { prepare },
          )
        : await readImagePages(bytes, { prepare });
  const wall = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpuBefore);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  const tally = score(truth, pages);
  const words = wordScore(truth, pages);
  const part: Sum = {
    found: tally.found,
    total: tally.total,
    words: words.found,
    wordTotal: words.total,
    wall,
    cpu,
    pages: pages.length,
  };
  add('all', part);
  add(truth.format_detail.startsWith('photo') ? 'photos' : 'scans', part);
  add(set, part);
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${id.padEnd(15)}  ${truth.format_detail.padEnd(9)}  ${`${tally.found}/${tally.total}`.padStart(9)}  ${pct(tally.found, tally.total)}  ${`${words.found}/${words.total}`.padStart(7)}  ${pct(words.found, words.total)}  ${(wall / pages.length).toFixed(2).padStart(8)}  ${(cpu / pages.length).toFixed(2).padStart(7)}  ${peak.toFixed(0).padStart(11)}`,
  );
  if (tally.missed.length) console.log(`    missed: ${tally.missed.join('  ')}`);
}
await closeOcr();
console.log(
  `\nengine ${engine}: slice, key values read verbatim, printed words read, s per page (wall, CPU)`,
);
for (const [key, sum] of sums) {
  console.log(
    `${key.padEnd(7)} values ${`${sum.found}/${sum.total}`.padStart(9)} ${pct(sum.found, sum.total)}  words ${`${sum.words}/${sum.wordTotal}`.padStart(9)} ${pct(sum.words, sum.wordTotal)}  ${(sum.wall / sum.pages).toFixed(2)} s wall, ${(sum.cpu / sum.pages).toFixed(2)} s CPU per page (${sum.pages} pages)`,
  );
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

/**
 * OCR benchmark: for every scan of the development corpus, how many of its key values (quantities,
 * unit prices, line totals, subtotal, tax, total, dates, tax id, quote number) appear verbatim in
 * the OCR words, seconds per page and the process's peak memory. Only this script reads answer
 * keys; the library never does.
 *
 *   npm run bench:ocr -w @app/quote-reader [-- --skip crop,flatten,deskew,upscale] [-- --only ID]
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import { closeOcr, readImagePages } from '../src/formats/image.ts';
import { readPdfImagePages } from '../src/ocr/pdf-images.ts';
import type { PrepareSteps } from '../src/ocr/prepare.ts';
import type { Page } from '../src/page.ts';

type Truth = {
  id: string;
  file: string;
  format: string;
  format_detail: string;
  pages: number;
  supplier: { tax_id: string | null };
  quote_number: string | null;
  issue_date: string | null;
  valid_until: string | null;
  validity_days: number | null;
  subtotal: number;
  tax: { amount: number } | null;
  total: number;
  line_items: { quantity: number; unit_price: number; line_total: number }[];
  meta: { number_style: 'us' | 'eu' | 'plain' };
};

const args = parseArgs({ options: { skip: { type: 'string' }, only: { type: 'string' } } });
const skipped = new Set((args.values.skip ?? '').split(',').filter(Boolean));
const prepare: Partial<PrepareSteps> = Object.fromEntries(
  [...skipped].map((step) => [step, false]),
);
const corpus = resolve(
  process.env.QUOTES_CORPUS ?? join(import.meta.dirname, '../../../../shared/quotes-corpus'),
);
const dev = join(corpus, 'dev');

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

const manifest = JSON.parse(await readFile(join(dev, 'manifest.json'), 'utf8')) as {
  quotes: { id: string; format: string }[];
};
const scans = manifest.quotes.filter(
  (quote) => quote.format === 'scan' && (!args.values.only || quote.id === args.values.only),
);
console.log(
  `OCR words benchmark: ${scans.length} scans from ${dev}${skipped.size ? `, skipping ${[...skipped].join(', ')}` : ''}`,
);
console.log('document        detail      keys found   share   s/page  peak RSS MB');
let found = 0;
let total = 0;
let seconds = 0;
let pageCount = 0;
for (const { id } of scans) {
  const truth = JSON.parse(await readFile(join(dev, `${id}.truth.json`), 'utf8')) as Truth;
  const bytes = new Uint8Array(await readFile(join(dev, truth.file)));
  const started = performance.now();
  const pages = truth.file.endsWith('.pdf')
    ? await readPdfImagePages(
        bytes,
        Array.from({ length: truth.pages }, (_, i) => i + 1),
        { prepare },
      )
    : await readImagePages(bytes, { prepare });
  const elapsed = (performance.now() - started) / 1000;
  const tally = score(truth, pages);
  found += tally.found;
  total += tally.total;
  seconds += elapsed;
  pageCount += pages.length;
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${id}  ${truth.format_detail.padEnd(9)}  ${`${tally.found}/${tally.total}`.padStart(9)}  ${((100 * tally.found) / tally.total).toFixed(1).padStart(5)} %  ${(elapsed / pages.length).toFixed(2).padStart(6)}  ${peak.toFixed(0).padStart(10)}`,
  );
  if (tally.missed.length) console.log(`    missed: ${tally.missed.join('  ')}`);
}
await closeOcr();
console.log(
  `all scans: ${found}/${total} key values read verbatim (${((100 * found) / total).toFixed(1)} %), ${(seconds / pageCount).toFixed(2)} s per page, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);

/**
 * Whether the reader's confidence means something: every value it wrote (each line's quantity,
 * unit, unit price and total; the nine header fields the scorer counts) paired with whether it is
 * right by the scorer's own rules, read from the answer keys after the reading (the reader never
 * sees them). docs/measurements/reader.md § Quote reader.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Scorer = {
  similarity: (a: unknown, b: unknown) => number;
  normTaxId: (s: unknown) => string;
  normText: (s: unknown) => string;
};

type Json = Record<string, unknown> & {
  line_items?: Record<string, unknown>[];
  supplier?: Record<string, unknown>;
  confidence?: Record<string, number>;
};

export type Judged = { confidence: number; right: boolean };

const num = (x: unknown) => (x === null || x === undefined || x === '' ? null : Number(x));
const within = (p: unknown, t: unknown, rel: number) => {
  const a = num(p);
  const b = num(t);
  if (a === null || b === null || Number.isNaN(a) || Number.isNaN(b)) return false;
  return b === 0 ? Math.abs(a) < 1e-9 : Math.abs(a - b) <= rel * Math.abs(b) + 1e-9;
};
const absWithin = (p: unknown, t: unknown) => {
  const a = num(p);
  const b = num(t);
  return a !== null && b !== null && Math.abs(a - b) <= 0.01 + 1e-9;
};
const isNull = (v: unknown) => v === null || v === undefined || v === '';
const LEGAL =
  /\b(s a de c v|s de r l de c v|sa de cv|s a|s l u|s l|s l p|s a s|sas|inc|llc|ltda|spa|co|lp|cia)\b/g;

function align(scorer: Scorer, tl: Record<string, unknown>[], pl: Record<string, unknown>[]) {
  const cands: [number, number, number, number][] = [];
  tl.forEach((t, i) =>
    pl.forEach((p, j) => {
      const s = scorer.similarity(t.description, p.description);
      const numeric =
        within(p.quantity, t.quantity, 0.005) && within(p.unit_price, t.unit_price, 0.005);
      if (s >= 0.5 || (numeric && s >= 0.3))
        cands.push([s + (numeric ? 0.5 : 0), -Math.abs(i - j), i, j]);
    }),
  );
  cands.sort((a, b) => b[0] - a[0] || b[1] - a[1] || a[2] - b[2] || a[3] - b[3]);
  const usedT = new Set<number>();
  const pairs = new Map<number, number>();
  for (const [, , i, j] of cands) {
    if (usedT.has(i) || pairs.has(j)) continue;
    usedT.add(i);
    pairs.set(j, i);
  }
  return pairs;
}

function headerRight(scorer: Scorer, field: string, t: Json, p: Json): boolean {
  const ts = t.supplier ?? {};
  const ps = p.supplier ?? {};
  const nullable = (tv: unknown, pv: unknown, same: (a: unknown, b: unknown) => boolean) =>
    isNull(tv) ? isNull(pv) : !isNull(pv) && same(tv, pv);
  const strip = (s: unknown) => scorer.normText(s).replace(LEGAL, ' ').replace(/\s+/g, ' ').trim();
  switch (field) {
    case 'supplier_name':
      return nullable(
        ts.name,
        ps.name,
        (a, b) => Math.max(scorer.similarity(a, b), scorer.similarity(strip(a), strip(b))) >= 0.85,
      );
    case 'tax_id':
      return nullable(ts.tax_id, ps.tax_id, (a, b) => scorer.normTaxId(a) === scorer.normTaxId(b));
    case 'quote_number': {
      const norm = (s: unknown) =>
        String(s)
          .toUpperCase()
          .replace(/^(NO\.?|N[°º]|#|FOLIO:?)\s*/, '')
          .replace(/\s+/g, '');
      return nullable(t.quote_number, p.quote_number, (a, b) => norm(a) === norm(b));
    }
    case 'issue_date':
    case 'valid_until':
      return nullable(t[field], p[field], (a, b) => String(a) === String(b).slice(0, 10));
    case 'currency':
      return nullable(t.currency, p.currency, (a, b) => String(a) === String(b).toUpperCase());
    case 'subtotal':
    case 'total':
      return absWithin(p[field], t[field]);
    case 'tax': {
      const tv = (t.tax as { amount?: number | string } | null)?.amount ?? null;
      const pv = (p.tax as { amount?: number | string } | null)?.amount ?? null;
      return tv === null ? pv === null || Number(pv) === 0 : absWithin(pv, tv);
    }
    default:
      return false;
  }
}

const HEADER_FIELDS = [
  'supplier_name',
  'tax_id',
  'quote_number',
  'issue_date',
  'valid_until',
  'currency',
  'subtotal',
  'tax',
  'total',
];
const LINE_FIELDS = ['quantity', 'unit', 'unit_price', 'line_total'] as const;

/** Every value of every prediction in `predDir`, with its confidence and whether it is right. */
export async function judgeValues(
  corpus: string,
  truthDir: string,
  predDir: string,
): Promise<Judged[]> {
  const scorer = (await import(pathToFileURL(join(corpus, 'score.mjs')).href)) as Scorer;
  const judged: Judged[] = [];
  for (const file of (await readdir(predDir)).filter((f) => f.endsWith('.pred.json'))) {
    const id = file.replace(/\.pred\.json$/, '');
    let truth: Json;
    try {
      truth = JSON.parse(await readFile(join(truthDir, `${id}.truth.json`), 'utf8')) as Json;
    } catch {
      continue;
    }
    const pred = JSON.parse(await readFile(join(predDir, file), 'utf8')) as Json;
    if ('error' in pred) continue;
    const confidence = pred.confidence ?? {};
    for (const field of HEADER_FIELDS) {
      judged.push({
        confidence: confidence[field] ?? 0,
        right: headerRight(scorer, field, truth, pred),
      });
    }
    const tl = truth.line_items ?? [];
    const pl = pred.line_items ?? [];
    const pairs = align(scorer, tl, pl);
    pl.forEach((p, j) => {
      const t = pairs.has(j) ? tl[pairs.get(j)!]! : null;
      const fields = (p.field_confidence ?? {}) as Record<string, number>;
      for (const field of LINE_FIELDS) {
        const right =
          !!t &&
          (field === 'unit'
            ? typeof p.unit === 'string' &&
              typeof t.unit === 'string' &&
              p.unit.toLowerCase() === t.unit.toLowerCase()
            : field === 'line_total'
              ? absWithin(p.line_total, t.line_total)
              : within(p[field], t[field], 0.005));
        judged.push({ confidence: fields[field] ?? Number(p.confidence ?? 0), right });
      }
    });
  }
  return judged;
}

/** The calibration table and the three figures the aims name, as printed lines. */
export function calibrationReport(judged: Judged[]): {
  lines: string[];
  flaggedWrong: number;
  rightAmongSure: number;
  flagged: number;
} {
  const buckets: [number, number][] = [
    [0, 0.5],
    [0.5, 0.7],
    [0.7, 0.8],
    [0.8, 0.9],
    [0.9, 0.95],
    [0.95, 1.0001],
  ];
  const lines = ['confidence     values   right   share right'];
  for (const [lo, hi] of buckets) {
    const inBucket = judged.filter((j) => j.confidence >= lo && j.confidence < hi);
    const right = inBucket.filter((j) => j.right).length;
    lines.push(
      `${`${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)}`.padEnd(13)} ${String(inBucket.length).padStart(7)} ${String(right).padStart(7)}   ${inBucket.length ? (right / inBucket.length).toFixed(3) : '  –  '}`,
    );
  }
  const wrong = judged.filter((j) => !j.right);
  const sure = judged.filter((j) => j.confidence >= 0.9);
  const share = (n: number, d: number) => (d ? n / d : 1);
  return {
    lines,
    flaggedWrong: share(wrong.filter((j) => j.confidence < 0.8).length, wrong.length),
    rightAmongSure: share(sure.filter((j) => j.right).length, sure.length),
    flagged: share(judged.filter((j) => j.confidence < 0.8).length, judged.length),
  };
}

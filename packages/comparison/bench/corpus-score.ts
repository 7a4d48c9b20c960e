import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareQuotes, type Comparison } from '../src/compare.ts';
import {
  readQuote,
  readRequest,
  writeGroupAnswer,
  type CorpusQuote,
  type CorpusRequest,
} from '../src/corpus.ts';
import type { FxTable } from '../src/fx.ts';

/**
 * The corpus beside the repository (CI: ../shared/quotes-corpus), or QUOTES_CORPUS; null when
 * absent. Its real path: the scorer runs only when called by its own path.
 */
export function corpusDir(): string | null {
  const dir =
    process.env.QUOTES_CORPUS ?? resolve(import.meta.dirname, '../../../../shared/quotes-corpus');
  return existsSync(join(dir, 'score.mjs')) ? realpathSync(dir) : null;
}

/**
 * The corpus's fixed rates as its README states them (1 USD = 18.50 MXN = 4000 COP = 950 CLP;
 * 1 EUR = 1.08 USD): test data the bench passes as a caller's table, never product code.
 */
export async function corpusFx(): Promise<FxTable> {
  return JSON.parse(await readFile(join(import.meta.dirname, 'corpus-fx.json'), 'utf8')) as FxTable;
}

export interface GroupFigures {
  line: string;
  matching: number;
  gapF1: number;
  substitutionF1: number;
  levelledTotals: number;
  /** Every comparison made, by group id, for the tables of conversions. */
  comparisons: Map<string, Comparison>;
  /** Where the predictions and the scorer's report were written. */
  out: string;
}

/**
 * Compares every group of a corpus set (`dev`, `dev2`) from the given quote source and scores it
 * with the corpus's own scorer. `truthLines` feeds the answer keys' lines (the comparison alone);
 * `readerPreds` a folder of the reader's `<id>.pred.json` files (the product as it ships).
 */
export async function scoreGroups(
  set: string,
  source: { truthLines: true } | { readerPreds: string },
  fx: FxTable,
): Promise<GroupFigures> {
  const corpus = corpusDir();
  if (!corpus) throw new Error('corpus not found');
  const dir = join(corpus, set);
  const out = await mkdtemp(join(tmpdir(), `compare-bench-${set}-`));
  await mkdir(join(out, 'groups'));
  const groupFiles = (await readdir(join(dir, 'groups')))
    .filter((f) => f.endsWith('.request.json'))
    .sort();
  const comparisons = new Map<string, Comparison>();
  for (const file of groupFiles) {
    const request = JSON.parse(await readFile(join(dir, 'groups', file), 'utf8')) as CorpusRequest;
    const quotes = [];
    for (const id of request.quote_ids ?? []) {
      const path =
        'truthLines' in source
          ? join(dir, `${id}.truth.json`)
          : join(source.readerPreds, `${id}.pred.json`);
      if (!existsSync(path)) continue;
      const json = JSON.parse(await readFile(path, 'utf8')) as CorpusQuote;
      quotes.push(readQuote(id, json, request.currency));
      if (!('truthLines' in source))
        await writeFile(join(out, `${id}.pred.json`), JSON.stringify(json));
    }
    const comparison = await compareQuotes(readRequest(request), quotes, { fx });
    comparisons.set(file.replace('.request.json', ''), comparison);
    const answer = writeGroupAnswer(
      request,
      comparison,
      'truthLines' in source ? { lineRef: 'truth' } : {},
    );
    await writeFile(
      join(out, 'groups', file.replace('.request.json', '.pred.json')),
      JSON.stringify(answer, null, 2),
    );
  }
  const reportFile = join(out, 'report.json');
  const printed = execFileSync(
    process.execPath,
    [join(corpus, 'score.mjs'), '--truth', dir, '--pred', out, '--json', reportFile],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const line = printed.split('\n').find((l) => l.startsWith('groups:')) ?? '';
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as {
    groups: {
      matching_accuracy: number;
      gap_detection: { F1: number };
      substitution_detection: { F1: number };
      levelled_total_accuracy: number;
    };
  };
  return {
    line,
    matching: report.groups.matching_accuracy,
    gapF1: report.groups.gap_detection.F1,
    substitutionF1: report.groups.substitution_detection.F1,
    levelledTotals: report.groups.levelled_total_accuracy,
    comparisons,
    out,
  };
}

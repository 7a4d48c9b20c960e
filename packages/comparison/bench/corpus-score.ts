import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareQuotes } from '../src/compare.ts';
import {
  readQuote,
  readRequest,
  writeGroupAnswer,
  type CorpusQuote,
  type CorpusRequest,
} from '../src/corpus.ts';
import { SEED_FX_TABLE } from '../src/fx.ts';

/** The corpus beside the repository (CI: ../shared/quotes-corpus), or QUOTES_CORPUS. */
export function corpusDir(): string {
  return (
    process.env.QUOTES_CORPUS ?? resolve(import.meta.dirname, '../../../../shared/quotes-corpus')
  );
}

export interface GroupFigures {
  line: string;
  matching: number;
  gapF1: number;
  substitutionF1: number;
  levelledTotals: number;
}

/**
 * Compares every dev group from the given quote source and scores it with the corpus's own
 * scorer. `truth` feeds the answer keys' lines (the comparison alone); a directory feeds the
 * reader's `<id>.pred.json` files (the product as it ships).
 */
export async function scoreGroups(
  source: { truthLines: true } | { readerPreds: string },
): Promise<GroupFigures> {
  const dev = join(corpusDir(), 'dev');
  const out = await mkdtemp(join(tmpdir(), 'compare-bench-'));
  await mkdir(join(out, 'groups'));
  const groupFiles = (await readdir(join(dev, 'groups')))
    .filter((f) => f.endsWith('.request.json'))
    .sort();
  for (const file of groupFiles) {
    const request = JSON.parse(await readFile(join(dev, 'groups', file), 'utf8')) as CorpusRequest;
    const quotes = [];
    for (const id of request.quote_ids ?? []) {
      const path =
        'truthLines' in source
          ? join(dev, `${id}.truth.json`)
          : join(source.readerPreds, `${id}.pred.json`);
      if (!existsSync(path)) continue;
      const json = JSON.parse(await readFile(path, 'utf8')) as CorpusQuote;
      quotes.push(readQuote(id, json, request.currency));
      if (!('truthLines' in source))
        await writeFile(join(out, `${id}.pred.json`), JSON.stringify(json));
    }
    const comparison = await compareQuotes(readRequest(request), quotes, { fx: SEED_FX_TABLE });
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
  if (process.env.BENCH_KEEP) console.error(out);
  const reportFile = join(out, 'report.json');
  const printed = execFileSync(
    process.execPath,
    [join(corpusDir(), 'score.mjs'), '--truth', dev, '--pred', out, '--json', reportFile],
    { encoding: 'utf8' },
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
  };
}

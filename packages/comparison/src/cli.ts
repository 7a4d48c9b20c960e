import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareQuotes } from './compare.ts';
import {
  readQuote,
  readRequest,
  writeGroupAnswer,
  type CorpusQuote,
  type CorpusRequest,
} from './corpus.ts';
import type { FxTable } from './fx.ts';

export const COMPARE_USAGE = `Usage:
  npm run cli -- quotes compare --request RFQ.request.json --quotes DIR --out FILE [--fx FX.json]
      compares DIR/<id>.pred.json against the request and writes the group answer to FILE;
      FX.json (or the request's "fx") is {"base":"USD","rates":{"MXN":{"unitsPerBase":"18.50"},
      "EUR":{"baseValue":"1.08"}}}: without a rate, a quote in another currency is not levelled`;

const PRED_SUFFIX = '.pred.json';

/** Reads a request and a folder of reader predictions, writes the group answer. */
export async function compareFiles(options: {
  request: string;
  quotes: string;
  out: string;
  fx?: string;
  lineRef?: 'truth';
}): Promise<void> {
  const request = JSON.parse(await readFile(options.request, 'utf8')) as CorpusRequest;
  // The caller's rates: a --fx file, else the request's own `fx` table when it carries one; none
  // otherwise, and a quote in another currency is then reported not levelled.
  const fx = options.fx ? (JSON.parse(await readFile(options.fx, 'utf8')) as FxTable) : request.fx;
  // The request's own quotes when it lists them (a folder may hold every group's predictions).
  const listed = request.quote_ids ? new Set(request.quote_ids) : null;
  const names = (await readdir(options.quotes))
    .filter((n) => n.endsWith(PRED_SUFFIX))
    .filter((n) => !listed || listed.has(basename(n, PRED_SUFFIX)))
    .sort();
  const quotes = await Promise.all(
    names.map(async (name) => {
      const json = JSON.parse(await readFile(join(options.quotes, name), 'utf8')) as CorpusQuote;
      return readQuote(basename(name, PRED_SUFFIX), json, request.currency);
    }),
  );
  const comparison = await compareQuotes(readRequest(request), quotes, { fx });
  const answer = writeGroupAnswer(request, comparison, { lineRef: options.lineRef });
  await writeFile(options.out, `${JSON.stringify(answer, null, 2)}\n`);
}

/** `quotes compare …`: returns the process exit code. */
export async function runCompareCli(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        request: { type: 'string' },
        quotes: { type: 'string' },
        out: { type: 'string' },
        fx: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${COMPARE_USAGE}`);
    return 2;
  }
  const { request, quotes, out, fx } = parsed.values;
  if (!request || !quotes || !out) {
    console.error(COMPARE_USAGE);
    return 2;
  }
  try {
    await compareFiles({ request, quotes, out, fx });
    return 0;
  } catch (error) {
    console.error(`Could not compare: ${(error as Error).message}`);
    return 1;
  }
}

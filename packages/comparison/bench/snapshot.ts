import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareQuotes } from '../src/compare.ts';
import { readQuote, readRequest, type CorpusQuote, type CorpusRequest } from '../src/corpus.ts';
import { TEST_FX_TABLE } from '../src/testing/rates.ts';
import { corpusDir } from './corpus-score.ts';
import { syntheticGroup } from './synthetic.ts';

/**
 * Every comparison of the dev groups (answer keys' lines, and the reader's predictions when
 * given) and of synthetic groups, serialised whole, so that a change meant only to be faster
 * can be checked to give exactly the same answers (docs/measurements/comparison.md § Comparison
 * speed): `npm run snapshot -w @app/comparison -- --out before.json [--reader-preds DIR]`, change,
 * then `-- --check before.json [--reader-preds DIR]` prints IDENTICAL or the first differences.
 */
const { values } = parseArgs({
  options: {
    'reader-preds': { type: 'string' },
    out: { type: 'string' },
    check: { type: 'string' },
  },
});

/** Sizes and seeds of the synthetic groups: the bench's own, then small and odd shapes. */
const SYNTHETIC: [items: number, quotes: number, seed: number][] = [
  [500, 20, 1],
  [60, 6, 2],
  [37, 9, 3],
  [12, 4, 4],
  [200, 3, 5],
];

async function devComparisons(out: Record<string, unknown>, preds: string | undefined) {
  const dev = join(corpusDir() ?? '.', 'dev');
  const files = (await readdir(join(dev, 'groups'))).filter((f) => f.endsWith('.request.json'));
  for (const file of files.sort()) {
    const request = JSON.parse(await readFile(join(dev, 'groups', file), 'utf8')) as CorpusRequest;
    for (const source of preds ? ['truth', 'pred'] : ['truth']) {
      const quotes = [];
      for (const id of request.quote_ids ?? []) {
        const path =
          source === 'truth' ? join(dev, `${id}.truth.json`) : join(preds!, `${id}.pred.json`);
        if (!existsSync(path)) continue;
        const json = JSON.parse(await readFile(path, 'utf8')) as CorpusQuote;
        quotes.push(readQuote(id, json, request.currency));
      }
      out[`${file} ${source}`] = await compareQuotes(readRequest(request), quotes, {
        fx: TEST_FX_TABLE,
      });
    }
  }
}

const out: Record<string, unknown> = {};
await devComparisons(out, values['reader-preds']);
for (const [items, quotes, seed] of SYNTHETIC) {
  const group = syntheticGroup(items, quotes, seed);
  out[`synthetic ${items}x${quotes} seed ${seed}`] = await compareQuotes(
    group.request,
    group.quotes,
    { fx: TEST_FX_TABLE },
  );
}
// Decimals serialise as their exact text; maps (item amounts) as objects in insertion order.
const text = JSON.stringify(out, (_key, v: unknown) => (v instanceof Map ? [...v] : v), 1);

if (values.out) {
  await writeFile(values.out, text);
  console.log(`wrote ${Object.keys(out).length} comparisons to ${values.out}`);
}
if (values.check) {
  const expected = await readFile(values.check, 'utf8');
  if (expected === text) console.log(`IDENTICAL: ${Object.keys(out).length} comparisons`);
  else {
    const a = expected.split('\n');
    const b = text.split('\n');
    const first = a.findIndex((line, i) => line !== b[i]);
    console.log(`DIFFERENT from line ${first + 1}:`);
    console.log(a.slice(Math.max(0, first - 5), first + 5).join('\n'));
    console.log('--- now ---');
    console.log(b.slice(Math.max(0, first - 5), first + 5).join('\n'));
    process.exitCode = 1;
  }
}

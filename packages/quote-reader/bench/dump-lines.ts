/** Prints a document's lines as the layout stage makes them (cells separated by " | "). */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { detectKind } from '../src/formats/detect.ts';
import { readEmail } from '../src/formats/email.ts';
import { pageFromText } from '../src/formats/text.ts';
import { linesFromPages } from '../src/layout/lines-from-pages.ts';
import type { Line } from '../src/layout/line.ts';
import { linesOf } from '../src/read-quote.ts';

for (const file of process.argv.slice(2)) {
  const bytes = new Uint8Array(await readFile(file));
  const kind = await detectKind(bytes, file);
  let lines: Line[];
  const cached = `/tmp/reader-ocr-lines/${basename(file)}.json`;
  if (kind === 'email') lines = linesFromPages([pageFromText((await readEmail(bytes)).body)]);
  else if (existsSync(cached))
    lines = (JSON.parse(await readFile(cached, 'utf8')) as { lines: Line[] }).lines;
  else lines = (await linesOf(kind, bytes, {})).lines;
  console.log(`=== ${basename(file)}`);
  lines.forEach((l, i) =>
    console.log(`${String(i).padStart(3)} p${l.page} ${l.cells.map((c) => c.text).join(' | ')}`),
  );
}
process.exit(0);

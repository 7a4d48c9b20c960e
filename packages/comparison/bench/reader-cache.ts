import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

/**
 * The reader's predictions for a corpus set, read once and kept in a temporary folder named by
 * the reader's own source (a changed reader reads again): the comparison bench's end-to-end
 * figures, without reading 150 documents on every run.
 */
const readerRoot = resolve(import.meta.dirname, '../../quote-reader');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|json|traineddata)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.includes('.test.'))
    .sort();
}

/** A short hash of the reader's source and data: the cache's key. */
export async function readerVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(join(readerRoot, 'src'))) {
    hash.update(file.slice(readerRoot.length));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function run(args: string[]): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

/**
 * The folder of `<id>.pred.json` for every document of `setDir`, reading (with the reader's CLI,
 * one process) only the documents not yet in the cache.
 */
export async function readerPredictions(setDir: string, set: string): Promise<string> {
  const out = join(tmpdir(), 'cotiza-compare-reader', await readerVersion(), set);
  await mkdir(out, { recursive: true });
  const documents = (await readdir(setDir, { withFileTypes: true }))
    .filter((e) => e.isFile() && !e.name.endsWith('.json'))
    .map((e) => e.name)
    .sort();
  const missing = documents.filter(
    (name) => !existsSync(join(out, `${name.slice(0, -extname(name).length)}.pred.json`)),
  );
  if (missing.length) {
    console.error(`reading ${missing.length} ${set} document(s) into ${out} (kept for next runs)`);
    const cli = join(readerRoot, 'src/cli.ts');
    const code = await run([
      '--import',
      'tsx',
      cli,
      'read',
      ...missing.map((name) => join(setDir, name)),
      '--out',
      out,
    ]);
    if (code !== 0) throw new Error(`the reader exited with ${code}`);
  }
  return out;
}

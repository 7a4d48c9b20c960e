/**
 * Builds the web app and prints the gzipped JS and CSS the browser loads first for `/` and
 * `/login`: the scripts and stylesheets of index.html (entry, modulepreloads, config.js) plus the
 * lazy route module React Router fetches for that path and its static imports, read from Vite's
 * manifest. Budget: 150 KB of gzipped JS per route. `--strict` exits 1 when a route is over it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const BUDGET_JS_BYTES = 150 * 1024;

/** Route path → the route module the router lazy-loads for it. */
const ROUTES: Record<string, string> = {
  '/': 'src/app/routes/landing.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
};

function collectStaticClosure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectStaticClosure(manifest, imported, files);
}

function filesOfIndexHtml(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g;
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  const manifest = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  let isOverBudget = false;

  for (const [route, module] of Object.entries(ROUTES)) {
    const files = new Set(filesOfIndexHtml());
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry) collectStaticClosure(manifest, key, files);
    }
    if (!manifest[module]) throw new Error(`${module} is not in the manifest`);
    collectStaticClosure(manifest, module, files);

    const sizes = [...files].map((file) => ({ file, gzip: gzippedSize(file) }));
    const js = sizes.filter((s) => s.file.endsWith('.js')).reduce((sum, s) => sum + s.gzip, 0);
    const css = sizes.filter((s) => s.file.endsWith('.css')).reduce((sum, s) => sum + s.gzip, 0);
    const isOk = js <= BUDGET_JS_BYTES;
    isOverBudget ||= !isOk;

    console.log(
      `\n${route}  JS ${kb(js)} gzip  CSS ${kb(css)} gzip  ${isOk ? 'within' : 'OVER'} the ${kb(BUDGET_JS_BYTES)} JS budget`,
    );
    for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
    }
  }
  if (isOverBudget && process.argv.includes('--strict')) process.exitCode = 1;
}

await main();

/**
 * Prints the brotli-compressed JS and CSS (what the server sends) the browser loads first for each public page, from the build
 * alone: the scripts and stylesheets of index.html (entry, modulepreloads, config.js) plus the
 * lazy route module React Router fetches for that path and its static imports, read from Vite's
 * manifest. Budget: 150 KB of compressed JS per route. What a browser really fetches (lazy chunks
 * after the first render included) is measured by `browser.ts`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
export const BUDGET_JS_BYTES = 150 * 1024;

/** Route path → the route module the router lazy-loads for it. */
const ROUTES: Record<string, string> = {
  '/': 'src/app/routes/landing.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
  '/signup': 'src/app/routes/auth/signup.tsx',
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

/** Brotli at the build's quality: the bytes the server sends a browser (docs/measurements/web.md § Web delivery). */
function compressedSize(file: string): number {
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  return brotliCompressSync(readFileSync(join(DIST, file)), { params }).length;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each route's first load from the build; true when one is over the budget. */
export function printBundleSizes(): boolean {
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

    const sizes = [...files].map((file) => ({ file, br: compressedSize(file) }));
    const js = sizes.filter((s) => s.file.endsWith('.js')).reduce((sum, s) => sum + s.br, 0);
    const css = sizes.filter((s) => s.file.endsWith('.css')).reduce((sum, s) => sum + s.br, 0);
    const isOk = js <= BUDGET_JS_BYTES;
    isOverBudget ||= !isOk;

    console.log(
      `\n${route}  JS ${kb(js)} brotli  CSS ${kb(css)} brotli  ${isOk ? 'within' : 'OVER'} the ${kb(BUDGET_JS_BYTES)} JS budget`,
    );
    for (const { file, br } of sizes.sort((a, b) => b.br - a.br)) {
      console.log(`  ${kb(br).padStart(9)}  ${file}`);
    }
  }
  return isOverBudget;
}

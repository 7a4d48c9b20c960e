import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Manifest, type Plugin } from 'vite';
import { LANGUAGES, type Language } from '@app/shared/constants/domain';
import { FIRST_PAINT_LANGUAGE_SCRIPT } from '@app/shared/constants/first-paint';

/** The pages whose first paint is prerendered, with the route module that draws each. */
const PAGES = [
  { path: '/', file: 'index.html', route: 'src/app/routes/landing.tsx' },
  { path: '/login', file: 'login.html', route: 'src/app/routes/auth/login.tsx' },
  { path: '/signup', file: 'signup.html', route: 'src/app/routes/auth/signup.tsx' },
] as const;

/** Where the API looks for them (apps/api/src/plugins/web-static.ts). */
const PRERENDERED_DIR = 'prerendered';

type RenderPage = (path: string, language: Language) => Promise<string>;

/** Shows the container of `<html lang>` (set by the inline script) and hides the others. */
const LANGUAGE_STYLE = LANGUAGES.map((l) => `html:not([lang=${l}]) #root-${l}`).join(',');

/** The stylesheets a route's chunk and its static imports bring, which the template lacks. */
function routeStylesheets(manifest: Manifest, route: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap(visit)];
  };
  return [...new Set(visit(route))];
}

/**
 * Rendering waits until the last language's container is parsed. A page of about 48 KB is parsed
 * in pieces, and Chromium now and then painted a half-parsed form (the login card without its
 * password field, the landing page's header before its buttons) and moved it as the rest came: a
 * layout shift of 0.02 to 0.06 (`e2e/first-paint.spec.ts`, about one run in twenty). `blocking`
 * on `<link rel=expect>` is Chromium's; other browsers ignore it and paint as they did.
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#root-${LANGUAGES.at(-1)}" blocking="render">`;

function buildPageHtml(template: string, stylesheets: string[], bodies: string[]): string {
  const links = stylesheets
    .filter((href) => !template.includes(`/${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
    .join('');
  const head = `<script>${FIRST_PAINT_LANGUAGE_SCRIPT}</script><style>${LANGUAGE_STYLE}{display:none}</style>${PAINT_WHEN_PARSED}`;
  return template
    .replace(/(<meta charset="UTF-8" \/>)/, `$1${head}`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', bodies.join(''));
}

/** Builds `src/app/render-page.tsx` for Node into a temporary folder and loads it. */
async function loadRenderer(root: string, alias: Alias[], outDir: string): Promise<RenderPage> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias },
    // Bundled whole so that CSS modules and Mantine's CSS imports resolve as in the browser build.
    ssr: { noExternal: true },
    build: { ssr: 'src/app/render-page.tsx', outDir, emptyOutDir: true, sourcemap: false },
  });
  const module = (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as {
    renderPage: RenderPage;
  };
  return module.renderPage;
}

/**
 * After the browser build, renders `/`, `/login` and `/signup` in every language with the app's
 * own tree and writes each page, both languages in it, to `dist/prerendered/`; the page's inline
 * script and style show the right language before the first paint, and `main.tsx` hydrates it
 * (docs/decisions/016-web-delivery.md § Web delivery). It runs before the compression step.
 */
export function prerender(alias: Alias[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cotiza-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const serverDir = mkdtempSync(join(tmpdir(), 'cotiza-prerender-'));
        try {
          const renderPage = await loadRenderer(root, alias, serverDir);
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const manifest = JSON.parse(
            readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Manifest;
          mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const page of PAGES) {
            const bodies: string[] = [];
            for (const language of LANGUAGES) {
              const html = await renderPage(page.path, language);
              bodies.push(`<div id="root-${language}" inert>${html}</div>`);
            }
            const stylesheets = routeStylesheets(manifest, page.route);
            writeFileSync(
              join(outDir, PRERENDERED_DIR, page.file),
              buildPageHtml(template, stylesheets, bodies),
            );
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

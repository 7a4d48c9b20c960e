/**
 * `npm run bench:web`: what the public pages cost, three ways (docs/measurements/web.md § Web
 * delivery).
 * 1. From the build: the brotli-compressed JS and CSS of each page's first load (`bundle-size.ts`).
 * 2. In Chromium, from the real server: bytes on the wire, requests and LCP until the network is
 *    idle, unthrottled and on Lighthouse's slow-4G phone (`browser.ts`).
 * 3. Lighthouse's mobile performance score (`lighthouse.ts`), a few runs per page.
 * Exits 1 when a page's JavaScript on the wire is over 150 KB; `--strict` also fails on the build
 * figures. `--reuse-build` skips the build, `--lighthouse-runs N` (default 3, 0 skips it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium, measurePage, type PageFigures } from './browser';
import { BUDGET_JS_BYTES, DIST, kb, printBundleSizes, ROOT } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { startWebServer } from './server';

const PAGES = ['/', '/login', '/signup'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '?' : `${Math.round(value)} ms`;

function describe(figures: PageFigures): string {
  return (
    `${figures.requests} requests, ${kb(figures.totalBytes)} on the wire ` +
    `(JS ${kb(figures.jsBytes)}, CSS ${kb(figures.cssBytes)}; ${figures.encodings}), ` +
    `FCP ${ms(figures.fcpMs)}, LCP ${ms(figures.lcpMs)} ${figures.lcpElement}`
  );
}

/** Measures each page in Chromium; true when one is over the JS budget. */
async function printBrowserFigures(origin: string): Promise<boolean> {
  const browser = await launchChromium();
  let isOverBudget = false;
  try {
    console.log(
      '\nIn Chromium until the network is idle for 2 s (Accept-Encoding: br, gzip, empty cache):',
    );
    for (const path of PAGES) {
      const fast = await measurePage(browser, `${origin}${path}`, { isThrottled: false });
      const slow = await measurePage(browser, `${origin}${path}`, { isThrottled: true });
      const isOk = fast.jsBytes <= BUDGET_JS_BYTES && slow.jsBytes <= BUDGET_JS_BYTES;
      isOverBudget ||= !isOk;
      console.log(
        `\n${path}  JS on the wire ${kb(Math.max(fast.jsBytes, slow.jsBytes))}  ${isOk ? 'within' : 'OVER'} the ${kb(BUDGET_JS_BYTES)} budget`,
      );
      console.log(`  unthrottled:        ${describe(fast)}`);
      console.log(`  slow 4G, CPU ×4:    ${describe(slow)}`);
    }
  } finally {
    await browser.close();
  }
  return isOverBudget;
}

async function printLighthouseFigures(origin: string, runs: number): Promise<void> {
  if (runs === 0) return console.log('\nLighthouse skipped (--lighthouse-runs 0).');
  console.log(`\nLighthouse 12.8.2, mobile defaults, performance (${runs} runs per page):`);
  for (const path of PAGES) {
    const scores: number[] = [];
    let opportunities: string[] = [];
    for (let i = 1; i <= runs; i++) {
      try {
        const result = await runLighthouse(`${origin}${path}`);
        scores.push(result.score);
        opportunities = result.opportunities;
        console.log(
          `${path.padEnd(8)} run ${i}: performance ${result.score}  LCP ${ms(result.lcpMs)}  TBT ${ms(result.tbtMs)}  FCP ${ms(result.fcpMs)}  CLS ${result.cls.toFixed(3)}`,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return console.log(`Lighthouse skipped: npx could not get or run it (${reason}).`);
      }
    }
    const sorted = [...scores].sort((a, b) => a - b);
    console.log(`${path.padEnd(8)} median performance ${sorted[Math.floor(sorted.length / 2)]}`);
    if (opportunities.length) console.log(`  opportunities: ${opportunities.join('; ')}`);
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--reuse-build') || !existsSync(join(DIST, 'index.html'))) {
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  }
  const isBuildOverBudget = printBundleSizes();
  const server = await startWebServer(DIST);
  try {
    const isWireOverBudget = await printBrowserFigures(server.origin);
    await printLighthouseFigures(server.origin, Number(option('--lighthouse-runs') ?? 3));
    if (isWireOverBudget || (isBuildOverBudget && process.argv.includes('--strict'))) {
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

const run = promisify(execFile);

/**
 * Lighthouse is 185 MB and its scores depend on the machine's load, so it is fetched on demand
 * (npx's cache keeps it) rather than installed with the project; 12.8 is the last line that runs on
 * Node 20.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';

type Audit = {
  title: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number };
};
type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
};

export type LighthouseFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Cumulative layout shift: a prerendered page that React redraws differently shows here. */
  cls: number;
  /** The opportunities Lighthouse found, largest saving first: `title (−N ms)`. */
  opportunities: string[];
};

/** Throws when npx cannot get Lighthouse or Lighthouse fails; the caller says so and goes on. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'cotiza-lighthouse-'));
  const reportPath = join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${reportPath}`,
        '--quiet',
        // Chromium sends `br` over HTTPS only; production is served over HTTPS.
        `--extra-headers=${JSON.stringify({ 'Accept-Encoding': 'br, gzip' })}`,
        `--chrome-flags=${['--headless=new', '--no-sandbox', ...CHROMIUM_FLAGS].join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        timeout: 240_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const opportunities = Object.values(report.audits)
      .filter((audit) => audit.details?.type === 'opportunity')
      .filter((audit) => (audit.details?.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .map((audit) => `${audit.title} (−${Math.round(audit.details?.overallSavingsMs ?? 0)} ms)`);
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      fcpMs: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      opportunities,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

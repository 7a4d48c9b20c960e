import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium with the flags that keep it from calling home (the machine is offline). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * Lighthouse's mobile profile as DevTools applies it (a slow 4G network and a phone's CPU, 4 times
 * slower than this machine), so the LCP printed here is of the same kind as Lighthouse's.
 */
const SLOW_4G = { latency: 562.5, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;

export type PageFigures = {
  requests: number;
  /** Encoded (as sent) body bytes of every response, the page included. */
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
  /** `br ×12, none ×3`: how the responses came. */
  encodings: string;
  lcpMs?: number;
  lcpElement: string;
  fcpMs?: number;
};

type Sized = { type: 'js' | 'css' | 'other'; bytes: number; encoding: string };

function kindOf(contentType: string): Sized['type'] {
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return 'other';
}

function countEncodings(responses: Sized[]): string {
  const counts = new Map<string, number>();
  for (const { encoding } of responses) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
}

const READ_FCP = `performance.getEntriesByName('first-contentful-paint').length > 0`;

type Paints = { lcpMs?: number; lcpElement: string; fcpMs?: number };

/**
 * The last LCP candidate and the first contentful paint, as the page's own observers saw them.
 * Sent as text: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const READ_PAINTS = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const done = (entry) => {
    const element = entry && entry.element;
    const text = ((element && element.textContent) || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    resolve({
      lcpMs: entry && entry.startTime,
      lcpElement: element ? '<' + element.tagName.toLowerCase() + '> "' + text + '"' : '?',
      fcpMs: fcp && fcp.startTime,
    });
  };
  new PerformanceObserver((list) => done(list.getEntries().at(-1))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
  setTimeout(() => done(undefined), 2000);
})`;

/**
 * Loads `url` in a fresh browser profile (nothing cached), as a browser asks for it over HTTPS
 * (`Accept-Encoding: br, gzip`), waits until the network is idle (no request for 2 s) and sums what came over the wire.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  options: { isThrottled: boolean },
): Promise<PageFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
  });
  const page = await context.newPage();
  if (options.isThrottled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.download,
      uploadThroughput: SLOW_4G.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const pending: Promise<Sized>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        await response.finished();
        const sizes = await response.request().sizes();
        return {
          type: kindOf(headers['content-type'] ?? ''),
          bytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'none',
        };
      })(),
    );
  });
  // Playwright's `networkidle` (500 ms without a request) comes too soon on a slowed CPU, while the
  // page still parses the chunk that will ask for the next one: idle here is 2 s of quiet.
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // On a slowed CPU the page can parse for seconds without a request: idle counts after a paint.
  // (Polled from here: `waitForFunction` evaluates with eval, which the server's CSP forbids.)
  while (!(await page.evaluate<boolean>(READ_FCP))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const paints = await page.evaluate<Paints>(READ_PAINTS);
  const responses = await Promise.all(pending);
  await context.close();
  const sum = (type?: Sized['type']) =>
    responses.filter((r) => !type || r.type === type).reduce((total, r) => total + r.bytes, 0);
  return {
    requests: responses.length,
    totalBytes: sum(),
    jsBytes: sum('js'),
    cssBytes: sum('css'),
    encodings: countEncodings(responses),
    ...paints,
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

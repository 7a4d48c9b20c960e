import { expect, test } from './fixtures/test.ts';

/** The prerendered pages, with their headline and a label of their form (docs/decisions/016-web-delivery.md § Web delivery). */
const PAGES = [
  { path: '/', headline: 'landing:hero.title', control: 'a', label: 'landing:nav.login' },
  { path: '/login', headline: 'auth:login.title', control: 'label', label: 'auth:fields.email' },
  { path: '/signup', headline: 'signup:title', control: 'label', label: 'signup:fields.email' },
] as const;

declare global {
  interface Window {
    __layoutShift?: number;
    /** Each shift's elements, where they were and where they went, to name them on a failure. */
    __shiftSources?: string[];
    __firstHeadline?: Element | null;
  }
}

/** A layout-shift entry as Chromium reports it (the DOM library has no type for it yet). */
type LayoutShift = PerformanceEntry & {
  value: number;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

test.describe('first paint', () => {
  for (const { path, headline, control, label } of PAGES) {
    test(`${path} shows its headline and form in the visitor's language before any of the app's JavaScript runs`, async ({
      page,
      lang,
      t,
    }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1:visible')).toHaveText(t(headline));
      await expect(
        page
          .locator(control)
          .filter({ visible: true, hasText: t(label) })
          .first(),
      ).toBeVisible();
    });

    test(`${path} is taken over by the app as drawn: the same headline element, no layout shift`, async ({
      page,
      t,
    }) => {
      await page.addInitScript(() => {
        window.__layoutShift = 0;
        window.__shiftSources = [];
        const box = (rect: DOMRectReadOnly) =>
          [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
                  : String(node?.nodeName);
              window.__shiftSources?.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ` +
                  `from ${box(source.previousRect)} to ${box(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          window.__firstHeadline = document.querySelector('#root h1');
        });
      });
      await page.goto(path);
      // The app removes `inert` once it has hydrated the page.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(headline));
      expect(
        await page.evaluate(() => window.__firstHeadline === document.querySelector('#root h1')),
      ).toBe(true);
      // No shift anyone could see: a fresh CI run once measured 0.0001 (a sub-pixel move, a
      // ten-thousandth of the viewport) on /signup; a page drawn again differently shifts by far
      // more than a thousandth.
      const shift = await page.evaluate(() => window.__layoutShift);
      const sources = await page.evaluate(() => window.__shiftSources ?? []);
      expect(shift, `what moved: ${sources.join('; ') || 'nothing reported'}`).toBeLessThan(0.001);
    });
  }
});

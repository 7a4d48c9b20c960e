import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { answerByLink, seedSentRfq } from './fixtures/purchasing.ts';

const ITEMS = [
  'Cemento gris CPC 30R 50 kg',
  'Varilla corrugada 3/8" x 12 m',
  'Arena de río',
  'Grava 3/4"',
  'Block hueco 15x20x40',
  'Alambre recocido cal. 18',
  'Clavo para madera 2 1/2"',
  'Malla electrosoldada 6x6-10/10',
  'Impermeabilizante acrílico 19 l',
  'Tubo PVC sanitario 4"',
  'Tabique rojo recocido',
  'Cal hidratada 25 kg',
];

/** True when the page itself scrolls sideways (only a table's own box may). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );

/** Whether `inner` lies within `outer` on screen (both boxes measured now). */
async function isInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return (
    a.x >= b.x - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y >= b.y - 1 &&
    a.y + a.height <= b.y + b.height + 1
  );
}

test('At 1440 px the comparison of eight offers scrolls inside its table, keeping the items, the header and the totals in view', async ({
  page,
  t,
  lang,
  signIn,
  checkScreen,
}) => {
  test.setTimeout(240_000);
  const names = Array.from({ length: 8 }, (_, i) => `Proveedor ${String.fromCharCode(65 + i)}`);
  const seeded = await seedSentRfq(lang, 'wide-buyer', { supplierNames: names, items: ITEMS });
  for (const [index, supplier] of seeded.suppliers.entries())
    await answerByLink(
      seeded,
      supplier.link,
      ITEMS.map((_, item) => `${100 + index * 3 + item}.50`),
    );
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(seeded.buyer);
  await page.goto(`/in/rfqs/${seeded.rfq.id}/comparison`);
  const grid = page.getByRole('region', { name: t('comparison:title') });
  const table = page.getByRole('table', { name: t('comparison:title') });
  await expect(table.getByRole('columnheader', { name: /Proveedor H/ })).toBeAttached();
  await grid.scrollIntoViewIfNeeded();

  await test.step('only the table scrolls sideways, and its totals row stays in its box', async () => {
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await grid.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const total = table.locator('tfoot th').first();
    await expect(total).toHaveText(t('comparison:total'));
    // Twelve items are taller than the box: the totals row is held at its bottom.
    expect(await grid.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    expect(await isInside(total, grid)).toBe(true);
  });

  await test.step('scrolled to the last offer, the item names and the header are still there', async () => {
    await grid.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
      box.scrollTop = box.scrollHeight / 3;
    });
    const last = table.getByRole('columnheader', { name: /Proveedor H/ });
    const firstItem = table.getByText(`6. ${ITEMS[5]}`);
    await expect(async () => {
      expect(await isInside(last, grid)).toBe(true);
      expect(await isInside(firstItem, grid)).toBe(true);
    }).toPass();
    await checkScreen('comparison-eight-offers');
  });
});

test('At 375 px the answer page shows one card per item with a usable price field, its total and the grand total', async ({
  t,
  lang,
  openPage,
}) => {
  test.setTimeout(120_000);
  const seeded = await seedSentRfq(lang, 'phone-buyer', {
    supplierNames: ['Ferretería Móvil'],
    items: ITEMS.slice(0, 3),
  });
  const page = await openPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(seeded.suppliers[0]!.link);
  const price = (n: number) =>
    page.getByRole('textbox', { name: `${t('rfq-answer:lines.unitPrice')} ${n}`, exact: true });

  await test.step('each item is a card whose fields use the width of the phone', async () => {
    await expect(price(1)).toBeVisible();
    expect((await price(1).boundingBox())!.width).toBeGreaterThan(250);
    for (const field of ['brand', 'deliveryDays', 'note'] as const) {
      const input = page.getByRole('textbox', {
        name: `${t(`rfq-answer:lines.${field}`)} 1`,
        exact: true,
      });
      await input.scrollIntoViewIfNeeded();
      await expect(input).toBeInViewport({ ratio: 1 });
    }
    expect(await pageScrollsSideways(page)).toBe(false);
  });

  await test.step('the line totals and the grand total follow the prices and the freight', async () => {
    // 100 × 245.50 + 200 × 150 = 54,550.00; freight 500 makes 55,050.00.
    await price(1).fill('245.50');
    await price(2).fill('150');
    await page
      .getByRole('textbox', { name: t('rfq-answer:terms.freight'), exact: true })
      .fill('500');
    const card = page.getByRole('listitem', { name: `1. ${ITEMS[0]}` });
    await expect(card).toContainText(/24[.,\s\u202f]?550[.,]00/);
    await expect(page.getByTestId('answer-grand-total')).toHaveText(/55[.,\s\u202f]?050[.,]00 MXN/);
  });

  await test.step('the grand total is there on a wide screen too', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('answer-grand-total')).toHaveText(/55[.,\s\u202f]?050[.,]00 MXN/);
    await expect(
      page
        .getByRole('table', { name: t('rfq-answer:lines.label') })
        .getByText(/24[.,\s\u202f]?550[.,]00/),
    ).toBeVisible();
  });
});

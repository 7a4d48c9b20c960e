import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.ts';
import { answerByLink, fileConfirmedQuote, seedSentRfq } from './fixtures/purchasing.ts';

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

/**
 * True when an element's text runs past its box: an input's value cut at its edge, or a button
 * whose label is clipped (the element or anything inside it scrolls sideways).
 */
const isCut = (element: Locator) =>
  element.evaluate((node) =>
    [node, ...node.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
  );

/** Whether the element lies wholly within the page's width (the window's, at rest). */
const isWithinWidth = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
};

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

test("At 375 px the comparison's extra lines keep their action in view, and the award plan's choices show whole prices", async ({
  page,
  t,
  lang,
  signIn,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  const coded = 'Producto ACX-27 según plano de obra';
  const tape = 'Cinta de aislar vinílica para muros';
  const items = [ITEMS[0]!, ITEMS[1]!, 'M.O. pintura muros y plafones'];
  const seeded = await seedSentRfq(lang, 'phone-award', {
    supplierNames: ['Materiales del Bajío', 'Ferretería y Aceros del Norte'],
    items,
    units: ['pc', 'pc', 'm2'],
  });
  await answerByLink(seeded, seeded.suppliers[0]!.link, ['245.50', '189.90', '1450.00']);
  await answerByLink(seeded, seeded.suppliers[1]!.link, ['239.90', '195.00', '1390.00']);
  // A quote with two lines that answer no requested item: one worded the supplier's way, and the
  // tape, which the matcher only suggests for the painting (docs/product-rules.md § Reassigning a
  // match): its row carries the suggestion, its button and the reassignment's.
  await fileConfirmedQuote(seeded, lang, 'Aceros Coded', [
    [items[0]!, '100', 'pc', '251.00'],
    [coded, '200', 'pc', '150.00'],
    [tape, '300', 'm2', '90.00'],
  ]);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(seeded.buyer);
  await page.goto(`/in/rfqs/${seeded.rfq.id}/comparison`);
  await expect(page.getByRole('table', { name: t('comparison:title') })).toBeVisible();

  await test.step('the lines that answer no item show their whole buttons, which work', async () => {
    const buttons = [
      page.getByRole('button', {
        name: t('comparison:reassign.buttonLabel', { description: coded }),
      }),
      page.getByRole('button', {
        name: t('comparison:reassign.buttonLabel', { description: tape }),
      }),
      page.getByRole('button', {
        name: t('comparison:suggestion.acceptLabel', { description: tape }),
      }),
    ];
    for (const button of buttons) {
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(await isWithinWidth(page, button), await button.innerText()).toBe(true);
      expect(await isCut(button), await button.innerText()).toBe(false);
    }
    expect(await pageScrollsSideways(page)).toBe(false);
    const reassign = buttons[0]!;
    await checkScreen('comparison-extras');
    await reassign.click();
    const dialog = page.getByRole('dialog', { name: t('comparison:reassign.title') });
    await expect(dialog.getByText(coded)).toBeVisible();
    await dialog.getByRole('button', { name: t('comparison:reassign.cancel') }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the plan's supplier choices show each price whole, closed and open", async () => {
    await page.getByRole('button', { name: t('purchase-orders:award.propose') }).click();
    const plan = page.getByRole('region', { name: t('purchase-orders:award.planTitle') });
    await expect(plan).toBeVisible();
    // The cheapest offer of each item, by its levelled unit price.
    const chosen = [/^239[.,]90 MXN$/, /^189[.,]90 MXN$/, /^1[.,\s\u202f]?390[.,]00 MXN$/];
    for (const [index, description] of items.entries()) {
      const card = plan.getByRole('listitem', { name: `${index + 1}. ${description}` });
      const choice = card.getByRole('combobox', {
        name: `${t('purchase-orders:award.supplier')}: ${index + 1}. ${description}`,
      });
      await choice.scrollIntoViewIfNeeded();
      expect(await isCut(choice), `the choice of item ${index + 1}`).toBe(false);
      expect(await isWithinWidth(page, choice)).toBe(true);
      const price = card.getByTestId('plan-unit-price');
      await expect(price).toHaveText(chosen[index]!);
      expect(await isCut(price)).toBe(false);
      expect(await isWithinWidth(page, price)).toBe(true);
    }
    const first = plan.getByRole('combobox', {
      name: `${t('purchase-orders:award.supplier')}: 1. ${items[0]}`,
    });
    await first.click();
    const options = page.getByRole('option');
    await expect(options.filter({ hasText: /Materiales del Bajío/ })).toContainText(
      /245[.,]50 MXN/,
    );
    await expect(options.filter({ hasText: /Aceros Coded/ })).toContainText(/251[.,]00 MXN/);
    for (const option of await options.all()) {
      expect(await isCut(option), await option.innerText()).toBe(false);
      expect(await isWithinWidth(page, option)).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});

test('At 375 px the supplier directory fits the phone: its merge button wraps its words', async ({
  page,
  t,
  lang,
  signIn,
}) => {
  const seeded = await seedSentRfq(lang, 'phone-suppliers', {
    supplierNames: ['Materiales del Bajío', 'Ferretería y Aceros del Norte'],
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(seeded.buyer);
  await page.goto('/in/suppliers');
  await expect(page.getByText('Ferretería y Aceros del Norte')).toBeVisible();
  const merge = page.getByRole('button', { name: t('suppliers:actions.mergeSelect') });
  expect(await isWithinWidth(page, merge)).toBe(true);
  expect(await isCut(merge)).toBe(false);
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

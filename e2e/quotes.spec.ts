import { join } from 'node:path';
import { createActiveAccount } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const SCAN = join(import.meta.dirname, 'fixtures', 'files', 'presupuesto-escaneado.jpg');
// Two pages: the quote (pdfkit, US points: the second line 16 pt below the first), then terms.
const TEXT_PDF = join(import.meta.dirname, 'fixtures', 'files', 'cotizacion-texto.pdf');
const PAGE_WIDTH_PT = 612;
const PAGE_HEIGHT_PT = 792;
const ROW_STEP_PT = 16;
// Where the PDF prints the first line's unit price ("245.00") and the total's amount ("412,960.00"),
// in points from the top left: the first line's first cell is its quantity at x 40, the total's
// label "Total" at x 400.
const PRICE_PT = { x0: 400, x1: 428, y0: 159, y1: 168 };
const TOTAL_PT = { x0: 500, x1: 545, y0: 237, y1: 246 };

type Drawn = { x: number; y: number; width: number; height: number };
/** The centre of a drawn box in the page's points, measured on the drawn page. */
function centrePt(box: Drawn, page: Drawn) {
  return {
    x: ((box.x + box.width / 2 - page.x) / page.width) * PAGE_WIDTH_PT,
    y: ((box.y + box.height / 2 - page.y) / page.height) * PAGE_HEIGHT_PT,
  };
}

test('Quotes: a buyer uploads a scanned quote, watches it read, corrects a value beside its source and confirms', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  // OCR of a scanned page takes seconds, more on a busy machine.
  test.setTimeout(240_000);
  const buyer = await createActiveAccount('company', lang, 'quotes-buyer');
  await signIn(buyer);
  await page.getByRole('link', { name: t('shell:nav.quotes'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('quotes:title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('quotes:list.emptyTitle'))).toBeVisible();
  await checkScreen('quotes-empty');

  // A file that is no quote is refused at once, with its reason; a broken PDF is taken and fails.
  await page.getByTestId('quote-files').setInputFiles([
    { name: 'precios.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a document') },
    {
      name: 'roto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF'),
    },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'precios.pdf' })).toBeVisible();
  const broken = page.getByRole('row').filter({ hasText: 'roto.pdf' });
  await expect(broken.getByText(t('quotes:status.failed'))).toBeVisible({ timeout: 60_000 });

  await page.getByTestId('quote-files').setInputFiles(SCAN);
  const row = page.getByRole('row').filter({ hasText: 'presupuesto-escaneado.jpg' });
  await expect(row).toBeVisible();
  await checkScreen('quotes-reading');
  // The list asks again by itself until the scan is read.
  await expect(row.getByText(t('quotes:status.to_review'))).toBeVisible({ timeout: 180_000 });
  await checkScreen('quotes-list');
  // A phone: the page does not scroll sideways; the table and the status filter scroll in their
  // own frames, and the project filter is there beside a Project column saying "—".
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('radio', { name: t('quotes:filter.confirmed') })).toBeAttached();
  // The navigation collapses once the narrow layout has been drawn: ask until it has settled.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await expect(page.getByRole('combobox', { name: t('quotes:list.project') })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('—');
  await page.setViewportSize({ width: 1280, height: 720 });

  await broken.getByRole('link', { name: 'roto.pdf' }).click();
  await expect(page.getByText(t('quotes:review.failedTitle'))).toBeVisible();
  await checkScreen('quote-failed');
  await page.getByRole('link', { name: t('quotes:review.back') }).click();

  await row.getByRole('link', { name: 'presupuesto-escaneado.jpg' }).click();
  const price = page.getByRole('textbox', {
    name: t('quotes:review.cell', { field: t('quotes:field.unit_price'), line: 1 }),
    exact: true,
  });
  await expect(price).toBeVisible();
  await expect(
    page.getByAltText(t('quotes:source.alt', { name: 'presupuesto-escaneado.jpg' })),
  ).toBeVisible();
  // Focusing a value of a line draws its box on the scan.
  await price.focus();
  await expect(page.getByTestId('source-highlight')).toBeVisible();
  // What the reader was unsure of is marked in words, and only that: the first line's price (its
  // product needed a correction) and the tax id OCR did not find; not the first line's unit.
  const check = t('quotes:review.checkValue');
  await expect(price).toHaveAttribute('aria-description', check);
  await expect(
    page.getByRole('textbox', { name: t('quotes:field.supplier_tax_id'), exact: true }),
  ).toHaveAttribute('aria-description', check);
  await expect(
    page.getByRole('combobox', {
      name: t('quotes:review.cell', { field: t('quotes:field.unit'), line: 1 }),
      exact: true,
    }),
  ).not.toHaveAttribute('aria-description');
  await checkScreen('quote-review', { fullPage: true });
  // At 1440 px, beside the document, every figure of the lines shows whole, flagged or not.
  await page.setViewportSize({ width: 1440, height: 900 });
  const lines = page.getByRole('table', { name: t('quotes:review.lines') });
  await expect(price).toBeVisible();
  const cut = await lines.evaluate((table) =>
    [...table.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]')]
      .filter((input) => input.value !== '' && input.scrollWidth > input.clientWidth)
      .map((input) => `${input.getAttribute('aria-label')}: ${input.value}`),
  );
  expect(cut).toEqual([]);
  // On a phone the review's fields and buttons stack: the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await price.fill('3.75');
  // 220 × 3.75 is not the printed 816.20: the line is marked.
  await expect(page.getByText(t('quotes:review.arithmetic')).first()).toBeVisible();
  await page.getByRole('button', { name: t('quotes:review.save') }).click();
  await expect(page.getByText(t('quotes:review.saved'))).toBeVisible();
  await page.getByRole('button', { name: t('quotes:review.confirm') }).click();
  // The arithmetic is still red, so confirming asks first (docs/product-rules.md § Quote intake
  // and review), naming the line.
  const ask = page.getByRole('dialog', { name: t('quotes:redArithmetic.title') });
  await expect(ask.getByText(t('quotes:redArithmetic.line', { n: 1 }))).toBeVisible();
  await ask.getByRole('button', { name: t('quotes:redArithmetic.confirm') }).click();
  await expect(page.getByText(t('quotes:status.confirmed')).first()).toBeVisible();
  await expect(price).toHaveValue('3.75');
  await expect(price).not.toBeEditable();
});

test('Quotes: a text PDF is drawn page by page beside its values, the focused line outlined across its row, and lines split and merged by keyboard and buttons', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  // Reading is quick, but pdf.js's first start and the screenshots at four widths redraw pages.
  test.setTimeout(240_000);
  const buyer = await createActiveAccount('company', lang, 'quotes-pdf');
  await signIn(buyer);
  await page.getByRole('link', { name: t('shell:nav.quotes'), exact: true }).click();
  await page.getByTestId('quote-files').setInputFiles(TEXT_PDF);
  const row = page.getByRole('row').filter({ hasText: 'cotizacion-texto.pdf' });
  await expect(row.getByText(t('quotes:status.to_review'))).toBeVisible({ timeout: 90_000 });
  await row.getByRole('link', { name: 'cotizacion-texto.pdf' }).click();

  const name = t('quotes:source.alt', { name: 'cotizacion-texto.pdf' });
  const canvas = page.getByRole('img', { name });
  // The first PDF shown brings pdf.js and its worker (about 420 KB compressed) with it.
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('quotes:source.pageOf', { page: 1, pages: 2 }))).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: t('quotes:source.nextPage') }).click();
  await expect(page.getByText(t('quotes:source.pageOf', { page: 2, pages: 2 }))).toBeVisible();

  const cell = (field: string, line: number) =>
    page.getByRole('textbox', {
      name: t('quotes:review.cell', { field: t(`quotes:field.${field}`), line }),
      exact: true,
    });
  // Focusing a line turns to its page and outlines it; the band of its row runs across the page.
  await cell('unit_price', 1).click();
  await expect(page.getByText(t('quotes:source.pageOf', { page: 1, pages: 2 }))).toBeVisible();
  const highlight = page.getByTestId('source-highlight');
  await expect(highlight).toBeVisible();
  const first = await highlight.boundingBox();
  const band = await page.getByTestId('source-row-highlight').boundingBox();
  const drawn = await canvas.boundingBox();
  expect(first && band && drawn).toBeTruthy();
  if (!first || !band || !drawn) return;
  expect(band.width).toBeCloseTo(drawn.width, 0);
  // The outline is on the unit price itself, not on the line's first cell
  // (docs/product-rules.md § Quote review on screen).
  const onPrice = centrePt(first, drawn);
  expect(onPrice.x).toBeGreaterThan(PRICE_PT.x0);
  expect(onPrice.x).toBeLessThan(PRICE_PT.x1);
  expect(onPrice.y).toBeGreaterThan(PRICE_PT.y0);
  expect(onPrice.y).toBeLessThan(PRICE_PT.y1);
  // A sure reading carries no mark.
  await expect(cell('unit_price', 1)).not.toHaveAttribute('aria-description');
  // The keyboard moves down a line: the outline moves down one row of the page, to scale.
  await page.keyboard.press('ArrowDown');
  await expect(cell('unit_price', 2)).toBeFocused();
  await expect.poll(async () => (await highlight.boundingBox())?.y).not.toBe(first.y);
  const second = await highlight.boundingBox();
  expect(((second?.y ?? 0) - first.y) / drawn.height).toBeCloseTo(ROW_STEP_PT / PAGE_HEIGHT_PT, 2);
  await page.getByRole('button', { name: t('quotes:source.zoomIn') }).click();
  await expect(page.getByText('125 %')).toBeVisible();
  await expect
    .poll(async () => (await canvas.boundingBox())?.width ?? 0)
    .toBeGreaterThan(drawn.width * 1.2);
  await checkScreen('quote-review-pdf', { fullPage: true });

  // The total's box is on its amount, not on its label, measured on the page as drawn.
  const total = page.getByRole('textbox', { name: t('quotes:field.total'), exact: true });
  await total.click();
  await expect(total).not.toHaveAttribute('aria-description');
  const totalCentre = async () => {
    const box = await highlight.boundingBox();
    const pageBox = await canvas.boundingBox();
    return box && pageBox ? centrePt(box, pageBox) : null;
  };
  await expect.poll(async () => (await totalCentre())?.x ?? 0).toBeGreaterThan(TOTAL_PT.x0);
  const onTotal = (await totalCentre())!;
  expect(onTotal.x).toBeLessThan(TOTAL_PT.x1);
  expect(onTotal.y).toBeGreaterThan(TOTAL_PT.y0);
  expect(onTotal.y).toBeLessThan(TOTAL_PT.y1);

  // Split the second line, then merge the first two back; saved, the review keeps three lines.
  await page.getByRole('button', { name: t('quotes:review.splitLine', { line: 2 }) }).click();
  await expect(cell('description', 3)).toHaveValue(/Varilla/);
  await page.getByRole('checkbox', { name: t('quotes:review.selectLine', { line: 2 }) }).check();
  await page.getByRole('checkbox', { name: t('quotes:review.selectLine', { line: 3 }) }).check();
  await page.getByRole('button', { name: t('quotes:review.mergeLines', { n: 2 }) }).click();
  await expect(cell('description', 3)).toHaveCount(0);
  await page.getByRole('button', { name: t('quotes:review.save') }).click();
  await expect(page.getByText(t('quotes:review.saved'))).toBeVisible();
  // No supplier in a new company's directory: confirming adds the quote's own.
  await expect(
    page.getByRole('radio', {
      name: t('quotes:supplier.createNew', { name: 'Materiales del Bajío S.A. de C.V.' }),
    }),
  ).toBeChecked();
  // The "saved" notice may lie over the button: the reviewer confirms from the keyboard.
  await page.getByRole('button', { name: t('quotes:review.confirm') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('quotes:status.confirmed')).first()).toBeVisible();
  await expect(cell('description', 2)).toHaveValue(/Varilla/);
});

import { join } from 'node:path';
import { createActiveAccount } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const SCAN = join(import.meta.dirname, 'fixtures', 'files', 'presupuesto-escaneado.jpg');

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
  await checkScreen('quote-review', { fullPage: true });

  await price.fill('3.75');
  // 220 × 3.75 is not the printed 816.20: the line is marked.
  await expect(page.getByText(t('quotes:review.arithmetic')).first()).toBeVisible();
  await page.getByRole('button', { name: t('quotes:review.save') }).click();
  await expect(page.getByText(t('quotes:review.saved'))).toBeVisible();
  await page.getByRole('button', { name: t('quotes:review.confirm') }).click();
  await expect(page.getByText(t('quotes:status.confirmed')).first()).toBeVisible();
  await expect(price).toHaveValue('3.75');
  await expect(price).not.toBeEditable();
});

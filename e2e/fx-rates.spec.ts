import { createActiveAccount } from './fixtures/accounts.ts';
import { openSettingsTab } from './fixtures/shell.ts';
import { expect, test } from './fixtures/test.ts';

test('exchange rates: none to start with, a bad rate refused in the language, a rate added, a taken date refused', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  // Three screens, each at two widths, on a shared two-core machine.
  test.setTimeout(180_000);
  const owner = await createActiveAccount('company', lang, 'fx-rates');
  await signIn(owner);
  await openSettingsTab(page, t, 'fx');
  const table = page.getByRole('table');
  const pair = (rate: string) => t('settings:fx.pair', { base: 'USD', rate, quote: 'MXN' });
  // A new company has no rates: the development corpus's are no company's (docs/product-rules.md §
  // Exchange rates); the screen says what that means for the comparison.
  await expect(page.getByText(t('settings:fx.empty'))).toBeVisible();
  await expect(table).toBeHidden();
  await checkScreen('settings-fx');

  const rate = page.getByRole('textbox', { name: t('settings:fx.fields.rate') });
  const validFrom = page.getByRole('textbox', { name: t('settings:fx.fields.validFrom') });
  const submit = page.getByRole('button', { name: t('settings:fx.add'), exact: true });

  await test.step('a rate that is no number or of zero is refused, saying why', async () => {
    await page.getByRole('button', { name: t('settings:fx.add') }).click();
    await validFrom.fill('2026-05-01');
    await rate.fill('18,5,0');
    await submit.click();
    await expect(page.getByText(t('purchasing:fxRate.invalid'))).toBeVisible();
    await rate.fill('0.00');
    await submit.click();
    await expect(page.getByText(t('purchasing:fxRate.positive'))).toBeVisible();
    await checkScreen('settings-fx-refused', { fullPage: true });
  });

  await test.step('a good rate is added to the table', async () => {
    await rate.fill('19.25');
    await submit.click();
    // A Mexican company (the default country) writes numbers with a decimal point in both
    // languages; dates are never ISO, their words in the page's language (docs/product-rules.md §
    // Numbers and dates).
    const added = table.getByRole('row').filter({ hasText: pair('19.25') });
    await expect(added).toContainText(lang === 'es' ? '1 may 2026' : 'May 1, 2026');
    await expect(added).not.toContainText('2026-05-01');
    await expect(rate).toBeHidden();
  });

  await test.step('a second rate for the same pair and date is refused by the server', async () => {
    await page.getByRole('button', { name: t('settings:fx.add') }).click();
    await validFrom.fill('2026-05-01');
    await rate.fill('19.40');
    await submit.click();
    await expect(page.getByText(t('purchasing:fxRate.taken'))).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: '19.4' })).toHaveCount(0);
    await checkScreen('settings-fx-taken', { fullPage: true });
  });
});

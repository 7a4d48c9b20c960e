import { createActiveAccount, ensureAccountExecutive } from './fixtures/accounts.ts';
import { openSettingsTab } from './fixtures/shell.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures/test.ts';

/**
 * axe-core runs on every screen the journeys visit (checkScreen). These add the states the
 * journeys pass through too quickly (a notice on screen) and the landing page's decorative
 * preview, whose badge and saving text once fell below AA contrast.
 */
test.describe('accessibility', () => {
  test('the landing page, its quote-comparison preview included', async ({ page, t }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing:hero.title'));
    await expectNoSeriousA11yViolations(page);
  });

  test('the back office', async ({ page, t, lang, signIn }) => {
    await signIn(await ensureAccountExecutive(lang));
    await page.getByRole('link', { name: t('shell:nav.backoffice'), exact: true }).click();
    await expect(
      page.getByRole('heading', { name: t('backoffice:title'), level: 1 }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the members table with status badges', async ({ page, t, lang, signIn }) => {
    await signIn(await createActiveAccount('provider', lang, 'a11y-members'));
    await openSettingsTab(page, t, 'members');
    await expect(page.getByRole('row').filter({ hasText: t('members:status.active') })).toHaveCount(
      1,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a notice on screen (its close button is named)', async ({ page, t, lang, signIn }) => {
    const owner = await createActiveAccount('company', lang, 'a11y');
    await signIn(owner);
    await openSettingsTab(page, t, 'company');
    await page
      .getByRole('textbox', { name: t('company:fields.name'), exact: true })
      .fill('Obras Accesibles');
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('company:messages.saved'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import { createActiveAccount } from './fixtures/accounts.ts';
import { waitForMailLink } from './fixtures/control.ts';
import { expect, test } from './fixtures/test.ts';

test('forgot password: the mailed link resets it, /login follows after 3 s, the new password signs in', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  const account = await createActiveAccount('company', lang, 'forgot');

  await page.goto('/login');
  await checkScreen('login');
  await page.getByRole('link', { name: t('auth:login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: t('auth:forgotPassword.title') })).toBeVisible();
  await page
    .getByRole('textbox', { name: t('auth:fields.email'), exact: true })
    .fill(account.email);
  await page.getByRole('button', { name: t('auth:forgotPassword.submit') }).click();
  await expect(page.getByText(t('common:messages.passwordResetSent'))).toBeVisible();
  await checkScreen('forgot-password');

  const link = await waitForMailLink(account.email, /^\/reset-password\/[^/]+\/[^/]+\/?$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: t('auth:resetPassword.title') })).toBeVisible();
  const newPassword = 'Cemento#Gris2027';
  const password = page.getByRole('textbox', { name: t('auth:fields.newPassword'), exact: true });
  const confirm = page.getByRole('textbox', {
    name: t('auth:fields.confirmPassword'),
    exact: true,
  });
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await page.getByRole('button', { name: t('auth:resetPassword.submit') }).click();
  await expect(page.getByText(t('validation:password.mismatchReset'))).toBeVisible();
  await checkScreen('reset-password');

  await confirm.fill(newPassword);
  await page.getByRole('button', { name: t('auth:resetPassword.submit') }).click();
  await expect(page.getByText(t('common:messages.passwordResetDone'))).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  expect(Date.now() - shownAt, 'the redirect waits about 3 s').toBeGreaterThan(2_000);

  await signIn({ email: account.email, password: newPassword });
});

import { createActiveAccount, uniqueEmail } from './fixtures/accounts.ts';
import { setNextOidcUser } from './fixtures/control.ts';
import { expect, test } from './fixtures/test.ts';

test.describe('sign in with Google', () => {
  test('the login button goes through the provider to /in, greeting the user by first name', async ({
    page,
    t,
    lang,
  }) => {
    const account = await createActiveAccount('provider', lang, 'google');
    await setNextOidcUser({
      email: account.email,
      name: `${account.firstName} ${account.lastName}`,
    });
    await page.goto('/login');
    await page.getByRole('button', { name: t('auth:login.google') }).click();
    await expect(page).toHaveURL(/\/in\/?$/);
    await expect(page.getByText(t('shell:greeting', { name: account.firstName }))).toBeVisible();
  });

  test('an email without an account comes back to /login with the message', async ({
    page,
    t,
    checkScreen,
  }) => {
    await setNextOidcUser({ email: uniqueEmail('nobody'), name: 'Nadie Nobody' });
    await page.goto('/login');
    await page.getByRole('button', { name: t('auth:login.google') }).click();
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByText(t('errors:googleNoAccount'))).toBeVisible();
    await checkScreen('login-google-error');
  });
});

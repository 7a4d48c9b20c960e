import { callApi, createActiveAccount, uniqueEmail } from './fixtures/accounts.ts';
import { chromiumLaunchOptions } from './fixtures/chromium.ts';
import { setNextOidcUser } from './fixtures/control.ts';
import { expect, test } from './fixtures/test.ts';

// Playwright turns the browser's back-forward cache off; a user's browser has it on, and a page
// restored from it comes back as it was left.
test.use({
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

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

  test('Back from the provider finds the Google button ready for another try', async ({
    page,
    t,
  }) => {
    // The provider's page, where the user changes their mind and presses Back.
    await page.route('**/authorize?**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Google</title><p>Choose an account</p>',
      }),
    );
    await page.goto('/login');
    await page.evaluate(() => Object.assign(window, { leftForGoogle: true }));
    const google = page.getByRole('button', { name: t('auth:login.google') });
    await google.click();
    await expect(page.getByText('Choose an account')).toBeVisible();

    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => 'leftForGoogle' in window)).toBe(true);
    await expect(google).toBeEnabled();
    await expect(google).not.toHaveAttribute('data-loading');
  });

  test('a crafted link carrying an attacker’s tokens leaves the visitor signed out', async ({
    page,
    t,
    lang,
  }) => {
    // The attacker signs in to their own account and mails the victim a callback link with it.
    const attacker = await createActiveAccount('company', lang, 'attacker');
    const { body: tokens } = await callApi<{ access: string; refresh: string }>('/token/', {
      body: { email: attacker.email, password: attacker.password },
    });
    const link = `/google-callback?tokens=${encodeURIComponent(JSON.stringify(tokens))}`;
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?error=googleOtherBrowser$/);
    await expect(page.getByText(t('errors:googleOtherBrowser'))).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(
      tokens.access,
    );
    await page.goto('/in');
    await expect(page).toHaveURL(/\/login/);
  });
});

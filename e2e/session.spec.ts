import { callApi, createActiveAccount } from './fixtures/accounts.ts';
import { expectGreeting, openSettingsTab } from './fixtures/shell.ts';
import { expect, test } from './fixtures/test.ts';

const STALE_ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhY2Nlc3MifQ.expired-or-invalid';

test('session: an invalid access token is refreshed once unnoticed; a revoked refresh token leads to /login', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  const account = await createActiveAccount('company', lang, 'session');
  await signIn(account);
  await expectGreeting(page, t, account.firstName);
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/token/refresh/')) refreshCalls.push(request.url());
  });

  await test.step('an invalid access token is refreshed once, without the user noticing', async () => {
    await page.evaluate(
      (token) => window.localStorage.setItem('accessToken', token),
      STALE_ACCESS_TOKEN,
    );
    await openSettingsTab(page, t, 'locations');
    await expect(page.getByText(t('my-locations:empty.title'))).toBeVisible();
    await expect(page).toHaveURL(/\/in\/settings/);
    expect(refreshCalls).toHaveLength(1);
    const stored = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    expect(stored).not.toBe(STALE_ACCESS_TOKEN);
    expect(stored).toBeTruthy();
  });

  await test.step('a revoked refresh token ends the session with the message', async () => {
    const refresh = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    expect(refresh).toBeTruthy();
    const { status } = await callApi('/token/blacklist/', { body: { refresh } });
    expect(status).toBeLessThan(300);
    await page.evaluate(
      (token) => window.localStorage.setItem('accessToken', token),
      STALE_ACCESS_TOKEN,
    );
    await page.getByRole('tab', { name: t('settings:tabs.members') }).click();
    await expect(page).toHaveURL(/\/login\?expired=1$/);
    await expect(page.getByText(t('errors:sessionExpired'))).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBeNull();
    await checkScreen('login-session-expired');
  });
});

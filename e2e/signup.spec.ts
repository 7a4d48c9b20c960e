import { ensureAccountExecutive, type Account } from './fixtures/accounts.ts';
import { listMail } from './fixtures/control.ts';
import { activateThroughMail, signUpThroughUi } from './fixtures/flows.ts';
import { expectGreeting } from './fixtures/shell.ts';
import { expect, signInOn, test } from './fixtures/test.ts';
import type { RegistrationType } from './fixtures/accounts.ts';

const TYPES: RegistrationType[] = ['provider', 'company', 'retail'];

test.describe('sign-up to first sign-in', () => {
  test('provider, buyer company and retail sign up, the account executive approves in the back office, activation from the mail, greeting', async ({
    page,
    t,
    lang,
    checkScreen,
    signIn,
    openPage,
  }) => {
    test.slow(); // three sign-ups through the UI, the back office and three first sign-ins
    const accounts: Account[] = [];
    for (const type of TYPES) {
      accounts.push(await test.step(`${type} signs up`, () => signUpThroughUi(page, t, type)));
      if (type === 'provider') await checkScreen('signup-success');
    }

    await test.step('the account executive is told and approves in the back office', async () => {
      const executive = await ensureAccountExecutive(lang);
      // Mail leaves through the outbox, after the answer: it arrives shortly, not at once.
      for (const account of accounts)
        await expect
          .poll(
            async () =>
              (await listMail(executive.email)).some((mail) => mail.text.includes(account.email)),
            { timeout: 30_000 },
          )
          .toBe(true);
      const backOffice = await openPage();
      await signInOn(backOffice, t, executive);
      await backOffice.getByRole('link', { name: t('shell:nav.backoffice'), exact: true }).click();
      await expect(
        backOffice.getByRole('heading', { name: t('backoffice:title'), level: 1 }),
      ).toBeVisible();
      for (const account of accounts) {
        const name = `${account.firstName} ${account.lastName}`;
        const approve = backOffice.getByRole('button', {
          name: t('backoffice:approveLabel', { name, company: account.companyName }),
        });
        if (account.type === 'provider') await checkScreen('backoffice', { page: backOffice });
        await approve.click();
        await expect(approve).toBeHidden();
      }
    });

    for (const account of accounts) {
      await test.step(`${account.type}: activation from the mailed link`, () =>
        activateThroughMail(page, t, account.email));
      if (account.type === 'provider') await checkScreen('activate');
      await test.step(`${account.type}: sign in and the greeting`, async () => {
        await signIn(account);
        await expectGreeting(page, t, account.firstName);
      });
      if (account.type === 'provider') await checkScreen('dashboard');
      await page.evaluate(() => {
        window.localStorage.removeItem('accessToken');
        window.localStorage.removeItem('refreshToken');
      });
    }
  });

  test('the sign-up form: steps, validation messages and going back', async ({
    page,
    t,
    checkScreen,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: t('signup:title') })).toBeVisible();
    const next = page.getByRole('button', { name: t('common:actions.next'), exact: true });
    await expect(next).toBeDisabled();
    await page
      .getByRole('textbox', { name: t('signup:fields.email'), exact: true })
      .fill('not-an-email');
    await page.getByRole('textbox', { name: t('signup:fields.phone'), exact: true }).fill('12');
    await page.getByRole('textbox', { name: t('signup:fields.password'), exact: true }).fill('abc');
    await page
      .getByRole('textbox', { name: t('signup:fields.confirmPassword'), exact: true })
      .fill('abd');
    await page.getByRole('textbox', { name: t('signup:fields.firstName'), exact: true }).click();
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    await expect(page.getByText(t('validation:phone.invalid'))).toBeVisible();
    await expect(page.getByText(t('validation:password.mismatchSignup'))).toBeVisible();
    await expect(
      page.getByText(t('signup:strength.label', { strength: t('signup:strength.weak') })),
    ).toBeVisible();
    await expect(next).toBeDisabled();
    await checkScreen('signup');
    // Focus is still in the empty first name: one click on Back is enough (its blur must not
    // insert a message that moves the button away from under the pointer).
    await expect(
      page.getByRole('textbox', { name: t('signup:fields.firstName'), exact: true }),
    ).toBeFocused();
    await page.getByRole('button', { name: t('common:actions.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

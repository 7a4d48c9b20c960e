import type { Page } from '@playwright/test';
import { createActiveAccount, uniqueEmail } from './fixtures/accounts.ts';
import { waitForMailLink } from './fixtures/control.ts';
import type { Translate } from './fixtures/i18n.ts';
import { openSettingsTab } from './fixtures/shell.ts';
import { expect, signInOn, test } from './fixtures/test.ts';

async function invite(page: Page, t: Translate, email: string, role: 'ADMIN' | 'STAFF') {
  const form = page.getByRole('form', { name: t('members:invite.title') });
  await form.getByRole('textbox', { name: t('members:fields.email'), exact: true }).fill(email);
  await form.getByRole('combobox', { name: t('members:fields.role'), exact: true }).click();
  await page.getByRole('option', { name: t(`members:roles.${role}`), exact: true }).click();
  await form.getByRole('button', { name: t('members:invite.submit') }).click();
  await expect(page.getByText(t('common:messages.invitationSent')).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(t('members:status.pending'));
  // The status badge shows whole, never cut to "PENDIEN…" (1280 px, the longest label is Spanish).
  const label = row.locator('td[data-column="status"] .mantine-Badge-label');
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

async function acceptInvitation(
  page: Page,
  t: Translate,
  email: string,
  password: string,
  checkScreen: (name: string, options: { page: Page }) => Promise<void>,
) {
  const link = await waitForMailLink(email, /^\/accept-invitation\/[^/]+\/?$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: t('auth:acceptInvitation.title') })).toBeVisible();
  await checkScreen('accept-invitation', { page });
  await page
    .getByRole('textbox', { name: t('auth:fields.newPassword'), exact: true })
    .fill(password);
  await page
    .getByRole('textbox', { name: t('auth:fields.confirmPassword'), exact: true })
    .fill(password);
  await page.getByRole('button', { name: t('auth:acceptInvitation.submit') }).click();
  await expect(page.getByText(t('common:messages.invitationAccepted'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
}

test('an owner invites an admin and a staff member, the staff member reads only, the admin deactivates them', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
  openPage,
}) => {
  test.slow(); // three users, two invitation acceptances with their 3 s redirects
  const owner = await createActiveAccount('provider', lang, 'owner');
  const admin = { email: uniqueEmail('admin'), password: 'Andamio#Alto2027' };
  const staff = { email: uniqueEmail('staff'), password: 'Bloque#Hueco2027' };

  await test.step('the owner invites', async () => {
    await signIn(owner);
    await openSettingsTab(page, t, 'members');
    await invite(page, t, admin.email, 'ADMIN');
    await invite(page, t, staff.email, 'STAFF');
  });

  const adminPage = await openPage();
  const staffPage = await openPage();
  await test.step('both accept from the mail', async () => {
    await acceptInvitation(adminPage, t, admin.email, admin.password, checkScreen);
    await acceptInvitation(staffPage, t, staff.email, staff.password, checkScreen);
    // The owner's list now shows both as active members.
    await page.reload();
    for (const email of [admin.email, staff.email]) {
      await expect(page.getByRole('row').filter({ hasText: email })).toContainText(
        t('members:status.active'),
      );
    }
    await checkScreen('settings-members');
  });

  await test.step('the staff member sees the settings read-only', async () => {
    await signInOn(staffPage, t, staff);
    await openSettingsTab(staffPage, t, 'company');
    await expect(staffPage.getByText(t('company:readOnly'))).toBeVisible();
    await checkScreen('settings-company-readonly', { page: staffPage });
    await expect(
      staffPage.getByRole('button', { name: t('common:actions.save'), exact: true }),
    ).toHaveCount(0);
    await openSettingsTab(staffPage, t, 'members');
    await expect(staffPage.getByText(t('members:readOnly'))).toBeVisible();
    await expect(staffPage.getByRole('form', { name: t('members:invite.title') })).toHaveCount(0);
    await openSettingsTab(staffPage, t, 'locations');
    await expect(staffPage.getByText(t('my-locations:readOnly'))).toBeVisible();
    await expect(
      staffPage.getByRole('button', { name: t('my-locations:actions.add') }),
    ).toHaveCount(0);
  });

  await test.step('the admin deactivates the staff member', async () => {
    await signInOn(adminPage, t, admin);
    await openSettingsTab(adminPage, t, 'members');
    await adminPage
      .getByRole('button', { name: t('members:actions.deactivate', { email: staff.email }) })
      .click();
    await expect(adminPage.getByText(t('members:messages.deactivated'))).toBeVisible();
    await expect(adminPage.getByRole('row').filter({ hasText: staff.email })).toContainText(
      t('members:status.inactive'),
    );
  });

  await test.step("the staff member's next action leads to /login", async () => {
    await staffPage.reload();
    await expect(staffPage).toHaveURL(/\/login/);
    await expect(staffPage.getByText(t('errors:sessionExpired'))).toBeVisible();
  });
});

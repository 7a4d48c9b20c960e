import { createActiveAccount } from './fixtures/accounts.ts';
import { makeAvatarPng } from './fixtures/png.ts';
import { expectGreeting, openUserMenuItem } from './fixtures/shell.ts';
import { expect, test } from './fixtures/test.ts';

test('profile: edit and cancel, save, avatar, password change, sign out and in with the new password', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  const account = await createActiveAccount('company', lang, 'profile');
  await signIn(account);
  await openUserMenuItem(page, t, t('shell:userMenu.profile'));
  await expect(page).toHaveURL(/\/in\/profile$/);
  await expect(page.getByRole('heading', { name: t('profile:title'), level: 1 })).toBeVisible();
  await checkScreen('profile');

  const firstName = page.getByRole('textbox', { name: t('profile:fields.firstName'), exact: true });
  const edit = page.getByRole('button', { name: t('profile:details.edit') });

  await test.step('cancel discards the change', async () => {
    await edit.click();
    await firstName.fill('Descartado');
    await page.getByRole('button', { name: t('common:actions.cancel'), exact: true }).click();
    await expect(firstName).toBeHidden();
    await expect(page.getByText('Descartado')).toHaveCount(0);
    await expect(page.getByText(account.firstName, { exact: true })).toBeVisible();
  });

  await test.step('save a new name and a picture', async () => {
    await edit.click();
    await checkScreen('profile-edit');
    await firstName.fill('Renata');
    await page
      .getByRole('textbox', { name: t('profile:fields.phone'), exact: true })
      .fill('+34612345678');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('profile:avatar.choose') }).click();
    await (
      await chooser
    ).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makeAvatarPng() });
    const crop = page.getByRole('dialog', { name: t('profile:avatar.cropTitle') });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: t('profile:avatar.apply') }).click();
    await expect(crop).toBeHidden();
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('profile:messages.saved'))).toBeVisible();
    await expect(page.getByText('Renata', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: t('profile:avatar.alt') })).toHaveAttribute(
      'src',
      /^data:image\//,
    );
    await expectGreeting(page, t, 'Renata');
  });

  const newPassword = 'Varilla#Acero2027';
  await test.step('change the password', async () => {
    await page
      .getByRole('textbox', { name: t('profile:password.current'), exact: true })
      .fill(account.password);
    await page
      .getByRole('textbox', { name: t('profile:password.new'), exact: true })
      .fill(newPassword);
    await page
      .getByRole('textbox', { name: t('profile:password.confirm'), exact: true })
      .fill(newPassword);
    await page.getByRole('button', { name: t('profile:password.submit') }).click();
    await expect(page.getByText(t('common:messages.passwordChanged'))).toBeVisible();
  });

  await test.step('sign out, then in with the new password', async () => {
    await openUserMenuItem(page, t, t('common:actions.logout'));
    await expect(page).toHaveURL(/\/login/);
    await signIn({ email: account.email, password: newPassword });
    await expectGreeting(page, t, 'Renata');
  });
});

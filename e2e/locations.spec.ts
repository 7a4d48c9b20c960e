import { createActiveAccount } from './fixtures/accounts.ts';
import { openSettingsTab } from './fixtures/shell.ts';
import { expect, test } from './fixtures/test.ts';

test('locations: add with validation, edit, delete after confirmation', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  const owner = await createActiveAccount('company', lang, 'locations');
  await signIn(owner);
  await openSettingsTab(page, t, 'company');
  await expect(
    page.getByRole('textbox', { name: t('company:fields.name'), exact: true }),
  ).toHaveValue(owner.companyName);
  await checkScreen('settings-company');
  await openSettingsTab(page, t, 'locations');
  await expect(page.getByText(t('my-locations:empty.title'))).toBeVisible();
  await checkScreen('settings-locations');

  const field = (key: string) =>
    page.getByRole('textbox', { name: t(`my-locations:fields.${key}`), exact: true });
  await test.step('required fields are checked', async () => {
    await page.getByRole('button', { name: t('my-locations:actions.add') }).click();
    await expect(page.getByText(t('my-locations:form.addTitle'))).toBeVisible();
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('validation:required'))).toHaveCount(5);
    await checkScreen('settings-locations-form');
  });

  await test.step('add', async () => {
    await field('name').fill('Bodega Norte');
    await field('route').fill('Av. Insurgentes');
    await field('streetNumber').fill('1200');
    await field('city').fill('Monterrey');
    await field('state').fill('Nuevo León');
    await field('postalCode').fill('64000');
    await field('country').fill('México');
    await expect(page.getByText(t('validation:required'))).toHaveCount(0);
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('my-locations:messages.added'))).toBeVisible();
    await expect(page.getByRole('list', { name: t('my-locations:title') })).toContainText(
      'Bodega Norte',
    );
  });

  await test.step('edit', async () => {
    await page
      .getByRole('button', { name: t('my-locations:actions.edit', { name: 'Bodega Norte' }) })
      .click();
    await expect(
      page.getByText(t('my-locations:form.editTitle', { name: 'Bodega Norte' })),
    ).toBeVisible();
    await field('city').fill('');
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('validation:required'))).toHaveCount(1);
    await field('city').fill('San Pedro Garza García');
    await field('name').fill('Bodega Sur');
    await page.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('my-locations:messages.updated'))).toBeVisible();
    const list = page.getByRole('list', { name: t('my-locations:title') });
    await expect(list).toContainText('Bodega Sur');
    await expect(list).toContainText('San Pedro Garza García');
    await expect(list).not.toContainText('Bodega Norte');
  });

  await test.step('delete after confirmation', async () => {
    await page
      .getByRole('button', { name: t('my-locations:actions.delete', { name: 'Bodega Sur' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('my-locations:delete.title') });
    await expect(dialog).toContainText(t('my-locations:delete.body', { name: 'Bodega Sur' }));
    await dialog.getByRole('button', { name: t('common:actions.cancel'), exact: true }).click();
    await expect(page.getByRole('list', { name: t('my-locations:title') })).toContainText(
      'Bodega Sur',
    );
    await page
      .getByRole('button', { name: t('my-locations:actions.delete', { name: 'Bodega Sur' }) })
      .click();
    await dialog.getByRole('button', { name: t('my-locations:delete.confirm') }).click();
    await expect(page.getByText(t('my-locations:messages.deleted'))).toBeVisible();
    await expect(page.getByText(t('my-locations:empty.title'))).toBeVisible();
  });
});

import {
  callApi,
  createActiveAccount,
  newAccountData,
  obtainTokens,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { waitForMailLink } from './fixtures/control.ts';
import { expect, signInOn, test } from './fixtures/test.ts';
import { answerByLink, awardBestPerItem, seedSentRfq } from './fixtures/purchasing.ts';

/*
 * The places a new buyer and a new provider stopped at during their first week (the dead ends,
 * the wording, the figures that said something else), each walked in both languages.
 */

test('A week of a buyer: typed answers count as quotes, the plan says "at most N", the savings card shows money, merging needs two', async ({
  page,
  t,
  lang,
  signIn,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  const seeded = await seedSentRfq(lang, 'week-buyer', {
    supplierNames: ['Ferretería Norte', 'Aceros Sur'],
  });
  await answerByLink(seeded, seeded.suppliers[0]!.link, ['245.50', '150.00'], { freight: '500' });
  await answerByLink(seeded, seeded.suppliers[1]!.link, ['260.00', '140.00']);
  await signIn(seeded.buyer);

  await test.step('the RFQ counts the two answers typed through the link among its quotes', async () => {
    await page.goto(`/in/rfqs/${seeded.rfq.id}`);
    await expect(
      page.getByRole('heading', { name: t('quotes:rfq.title', { count: 2 }) }),
    ).toBeVisible();
    await expect(page.getByText(t('quotes:rfq.typedOnly_other', { count: 2 }))).toBeVisible();
  });

  await test.step('the award plan says "at most N suppliers"', async () => {
    await page.goto(`/in/rfqs/${seeded.rfq.id}/comparison`);
    await page.getByText(t('purchase-orders:award.strategies.max_suppliers')).click();
    await page.getByRole('textbox', { name: t('purchase-orders:award.maxSuppliers') }).fill('2');
    await expect(
      page.getByText(t('purchase-orders:award.maxSuppliersSummary_other', { count: 2 })),
    ).toBeVisible();
    await page.getByRole('textbox', { name: t('purchase-orders:award.maxSuppliers') }).fill('1');
    await expect(
      page.getByText(t('purchase-orders:award.maxSuppliersSummary_one', { count: 1 })),
    ).toBeVisible();
  });

  await test.step("the dashboard's savings card shows the month's saving as its figure", async () => {
    await awardBestPerItem(seeded, lang);
    await page.getByRole('link', { name: t('shell:nav.dashboard'), exact: true }).click();
    const savings = page.getByRole('region', { name: t('dashboard:savings.title') });
    // Not the number of awards (1): an amount of money.
    await expect(savings.getByTestId('dashboard-figure')).toHaveText(/\d[.,]\d{2} MXN$/);
    await checkScreen('buyer-dashboard-savings');
  });

  await test.step('the suppliers page never offers to merge 0 duplicates', async () => {
    await page.getByRole('link', { name: t('shell:nav.suppliers'), exact: true }).click();
    const merge = page.getByRole('button', { name: t('suppliers:actions.mergeSelect') });
    await expect(merge).toBeDisabled();
    await expect(page.getByText(/(Unir|Merge) 0/)).toHaveCount(0);
  });
});

test('A new buyer with no delivery place adds a job site and invites a supplier by e-mail from the RFQ editor', async ({
  page,
  t,
  lang,
  signIn,
  checkScreen,
}) => {
  test.setTimeout(180_000);
  const buyer = await createActiveAccount('company', lang, 'invite-buyer');
  const { access } = await obtainTokens(buyer);
  const project = await callApi<{ id: number }>('/projects/', {
    token: access,
    lang,
    body: { name: 'Casa Coyoacán', code: 'CC-1', currency: 'MXN', tax_rate: '16' },
  });
  expect(project.status).toBe(201);
  const newSupplier = uniqueEmail('ventas-nuevo');
  await signIn(buyer);
  await page.goto(`/in/projects/${project.body.id}/rfqs/new`);

  await test.step('the empty list of delivery places says what to do and adds a job site in place', async () => {
    await expect(page.getByText(t('rfqs:fields.noLocations'))).toBeVisible();
    await page.getByRole('button', { name: t('rfqs:fields.addJobSite') }).click();
    const form = page.locator('form').filter({ hasText: t('my-locations:fields.postalCode') });
    await form
      .getByRole('textbox', { name: t('my-locations:fields.name'), exact: true })
      .fill('Obra Coyoacán');
    await form
      .getByRole('textbox', { name: t('my-locations:fields.route') })
      .fill('Av. Universidad');
    await form.getByRole('textbox', { name: t('my-locations:fields.streetNumber') }).fill('1200');
    await form
      .getByRole('textbox', { name: t('my-locations:fields.city') })
      .fill('Ciudad de México');
    await form.getByRole('textbox', { name: t('my-locations:fields.state') }).fill('CDMX');
    await form.getByRole('textbox', { name: t('my-locations:fields.postalCode') }).fill('04000');
    await form.getByRole('textbox', { name: t('my-locations:fields.country') }).fill('México');
    await form.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByLabel(t('rfqs:fields.deliveryLocation')).first()).toHaveValue(
      'Obra Coyoacán',
    );
    await expect(page.getByText(t('rfqs:fields.noLocations'))).toBeHidden();
  });

  await test.step('an e-mail typed in the invite box becomes a supplier of the directory, invited', async () => {
    await page.getByRole('textbox', { name: t('rfqs:fields.title') }).fill('Acabados');
    await page.getByRole('button', { name: t('rfqs:paste.open') }).click();
    await page
      .getByRole('textbox', { name: t('rfqs:paste.label') })
      .fill(
        'Descripción\tCantidad\tUnidad\nPintura vinílica blanca 19 l\t12\tcubeta\nSellador 5x1\t6\tcubeta',
      );
    await page.getByRole('button', { name: t('rfqs:paste.read') }).click();
    await expect(page.getByText(t('rfqs:paste.summary_other', { count: 2 }))).toBeVisible();
    const invite = page.getByRole('textbox', { name: t('rfqs:invite.label') });
    await invite.fill('no-es-un-correo');
    await page.getByRole('button', { name: t('rfqs:invite.submit'), exact: true }).click();
    await expect(page.getByText(t('validation:email.invalid'))).toBeVisible();
    await invite.fill(newSupplier);
    await page.getByRole('button', { name: t('rfqs:invite.submit'), exact: true }).click();
    await expect(page.getByText(t('rfqs:invite.added', { email: newSupplier }))).toBeVisible();
    await expect(invite).toHaveValue('');
    await checkScreen('rfq-editor-invite', { fullPage: true });
    await page.getByRole('button', { name: t('rfqs:editor.saveDraft') }).click();
    await expect(page.getByText(t('rfqs:status.draft'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('rfqs:actions.send') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('rfqs:send.confirm') })
      .click();
    await expect(page.getByText(t('rfqs:messages.sent'))).toBeVisible();
    // The invited address gets the RFQ with its answer link.
    expect(await waitForMailLink(newSupplier, /^\/rfq-answer\//)).toContain('/rfq-answer/');
    await page.getByRole('link', { name: t('shell:nav.suppliers'), exact: true }).click();
    await expect(page.getByRole('table', { name: t('suppliers:title') })).toContainText(
      newSupplier,
    );
  });
});

test("A provider's menu has no analytics of a buyer, and the page does not call the buyer's views", async ({
  page,
  t,
  lang,
}) => {
  const provider = await createActiveAccount('provider', lang, 'analytics-provider');
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/analytics/') && response.status() === 403)
      refused.push(response.url());
  });
  await signInOn(page, t, provider);
  const nav = page.getByRole('navigation', { name: t('shell:nav.label') });
  await expect(nav.getByRole('link', { name: t('shell:nav.inbox'), exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('shell:nav.analytics'), exact: true })).toHaveCount(
    0,
  );
  await page.goto('/in/analytics');
  await expect(page).toHaveURL(/\/in$/);
  await expect(
    page.getByRole('region', { name: t('dashboard:provider.orders.title') }),
  ).toBeVisible();
  expect(refused).toEqual([]);
});

test('Sign-up: step 2 is fetched while step 1 is typed, so no spinner shows between them', async ({
  page,
  t,
}) => {
  const account = newAccountData('company', 'preload');
  await page.goto('/signup');
  await page
    .getByRole('textbox', { name: t('signup:fields.firstName'), exact: true })
    .fill(account.firstName);
  await page
    .getByRole('textbox', { name: t('signup:fields.lastName'), exact: true })
    .fill(account.lastName);
  await page
    .getByRole('textbox', { name: t('signup:fields.email'), exact: true })
    .fill(account.email);
  await page
    .getByRole('textbox', { name: t('signup:fields.phone'), exact: true })
    .fill('+5215512345678');
  await page
    .getByRole('textbox', { name: t('signup:fields.password'), exact: true })
    .fill(account.password);
  await page
    .getByRole('textbox', { name: t('signup:fields.confirmPassword'), exact: true })
    .fill(account.password);
  await expect(page.getByText(t('signup:emailStatus.available'))).toBeVisible();
  // Any loader that reaches the page between the two steps, however briefly, is recorded.
  await page.evaluate(() => {
    const seen = { loader: false };
    (window as unknown as { __loaderSeen: typeof seen }).__loaderSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.mantine-Loader-root')) seen.loader = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: t('common:actions.next'), exact: true }).click();
  await expect(
    page.getByRole('radio', { name: new RegExp(`^${t('signup:types.company.label')}`) }),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __loaderSeen: { loader: boolean } }).__loaderSeen.loader,
    ),
  ).toBe(false);
});

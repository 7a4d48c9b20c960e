import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callApi, createActiveAccount, obtainTokens, uniqueEmail } from './fixtures/accounts.ts';
import { waitForMailLink } from './fixtures/control.ts';
import type { Lang, Translate } from './fixtures/i18n.ts';
import { expect, signInOn, test } from './fixtures/test.ts';

/** Ten requested items as a spreadsheet puts them on the clipboard (Spanish headers, decimal comma). */
const PASTED_ROWS = [
  ['Descripción', 'Cantidad', 'Unidad', 'Marca'],
  ['Cemento gris CPC 30R 50 kg', '530', 'bulto', 'Cemex'],
  ['Varilla corrugada 3/8" x 12 m', '1.200', 'pza', ''],
  ['Arena de río', '45,5', 'm3', ''],
  ['Grava 3/4"', '38', 'm3', ''],
  ['Block hueco 15x20x40', '6.500', 'pzas', ''],
  ['Alambre recocido cal. 18', '120', 'kg', ''],
  ['Clavo para madera 2 1/2"', '25', 'kg', ''],
  ['Malla electrosoldada 6x6-10/10', '40', 'rollo', ''],
  ['Impermeabilizante acrílico 19 l', '12', 'cubeta', ''],
  ['Tubo PVC sanitario 4"', '30', 'tramos', ''],
]
  .map((cells) => cells.join('\t'))
  .join('\n');

/** A supplier's quote as a CSV file, uploaded on the project without an RFQ. */
const CSV_QUOTE = join(import.meta.dirname, 'fixtures', 'files', 'cotizacion-ferreteria.csv');

/** A supplier's own wording for the rebar: nothing the comparison's matcher can tie to an item. */
const CODED = 'Producto ACX-27 según plano de obra';

/**
 * A quote typed in under the RFQ and confirmed through the API: the cement as requested (530 bags
 * at 250.00) and the rebar under the supplier's code (1,200 pieces at 150.00).
 */
async function fileConfirmedQuote(token: string, lang: Lang, rfqId: number) {
  const line = (description: string, quantity: string, unit: string, price: string) => ({
    id: null,
    sku: null,
    description,
    brand: null,
    quantity,
    unit,
    unit_price: price,
    discount_pct: null,
    line_total: null,
  });
  const typed = await callApi<{ id: number; version: number }>('/quotes/typed/', {
    token,
    lang,
    body: {
      rfq_id: rfqId,
      supplier_name: 'Aceros Coded',
      supplier_tax_id: null,
      quote_number: null,
      issue_date: null,
      valid_until: null,
      currency: 'MXN',
      payment_terms: null,
      delivery_time: null,
      subtotal: null,
      freight: null,
      tax_amount: null,
      total: null,
      notes: null,
      lines: [
        line('Cemento gris CPC 30R 50 kg', '530', 'bag', '250.00'),
        line(CODED, '1200', 'pc', '150.00'),
      ],
    },
  });
  expect(typed.status).toBe(201);
  const confirmed = await callApi(`/quotes/${typed.body.id}/confirm/`, {
    token,
    lang,
    body: { version: typed.body.version },
  });
  expect(confirmed.status).toBe(200);
}

async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).click();
}

/** Types unit prices for the first requested items (one price per item) and sends the answer. */
async function answerFirstItem(page: Page, t: Translate, ...prices: string[]) {
  for (const [index, price] of prices.entries())
    await page
      .getByRole('textbox', {
        name: `${t('rfq-answer:lines.unitPrice')} ${index + 1}`,
        exact: true,
      })
      .fill(price);
  await page
    .getByRole('textbox', { name: t('rfq-answer:terms.paymentTerms'), exact: true })
    .fill('30');
  await page.getByRole('button', { name: t('rfq-answer:actions.submit') }).click();
  await expect(page.getByText(t('rfq-answer:messages.saved'))).toBeVisible();
}

test('RFQ: a buyer asks two suppliers by pasting items; one answers by link, one from its inbox; the buyer awards and the provider acknowledges its order', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
  openPage,
}) => {
  test.setTimeout(300_000);
  const buyer = await createActiveAccount('company', lang, 'rfq-buyer');
  const provider = await createActiveAccount('provider', lang, 'rfq-provider');
  const linkSupplierEmail = uniqueEmail('rfq-link-supplier');
  const { access } = await obtainTokens(buyer);
  const site = await callApi('/locations/', {
    token: access,
    lang,
    body: {
      name: 'Obra Torre Reforma',
      location_type: 'JOB_SITE',
      route: 'Av. Reforma',
      street_number: '500',
      city: 'Ciudad de México',
      state: 'CDMX',
      postal_code: '06600',
      country: 'México',
    },
  });
  expect(site.status).toBe(201);
  await callApi('/suppliers/', {
    token: access,
    lang,
    body: { legal_name: 'Materiales del Bajío', country: 'MX', emails: [linkSupplierEmail] },
  });

  await signIn(buyer);
  await test.step('the buyer adds the provider company to the supplier directory', async () => {
    await page.getByRole('link', { name: t('shell:nav.suppliers'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('suppliers:title') })).toBeVisible();
    await page.getByRole('button', { name: t('suppliers:actions.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('suppliers:form.addTitle') });
    await dialog
      .getByRole('textbox', { name: t('suppliers:fields.legalName') })
      .fill(provider.companyName);
    const emails = dialog.getByLabel(t('suppliers:fields.emails')).first();
    await emails.fill(provider.email);
    await emails.press('Enter');
    await checkScreen('suppliers-form', { fullPage: true });
    await dialog.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByText(t('suppliers:messages.added'))).toBeVisible();
    // The form fades out as it closes; the page is checked once it has gone (a fading label
    // would fail the contrast check).
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: t('suppliers:title') })).toContainText(
      provider.companyName,
    );
    await checkScreen('suppliers', { fullPage: true });
  });

  await test.step('the buyer creates a project delivered to the job site', async () => {
    await page.getByRole('link', { name: t('shell:nav.projects'), exact: true }).click();
    await expect(page.getByText(t('projects:empty.title'))).toBeVisible();
    await page.getByRole('button', { name: t('projects:actions.create') }).click();
    const dialog = page.getByRole('dialog', { name: t('projects:form.createTitle') });
    await dialog.getByRole('textbox', { name: t('projects:fields.name') }).fill('Torre Reforma');
    await dialog.getByRole('textbox', { name: t('projects:fields.code') }).fill('TORRE-A');
    await pickOption(page, t('projects:fields.deliveryLocation'), 'Obra Torre Reforma');
    await checkScreen('project-form');
    await dialog.getByRole('button', { name: t('common:actions.save'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Torre Reforma' })).toBeVisible();
    await expect(page.getByText('Obra Torre Reforma')).toBeVisible();
    await checkScreen('project-detail');
  });

  await test.step('the buyer pastes 10 rows and invites both suppliers', async () => {
    await page.getByRole('link', { name: t('projects:actions.newRfq') }).click();
    await page
      .getByRole('textbox', { name: t('rfqs:fields.title') })
      .fill('Obra negra, primera etapa');
    await page.getByRole('button', { name: t('rfqs:paste.open') }).click();
    await page.getByRole('textbox', { name: t('rfqs:paste.label') }).fill(PASTED_ROWS);
    await page.getByRole('button', { name: t('rfqs:paste.read') }).click();
    await expect(page.getByText(t('rfqs:paste.summary_other', { count: 10 }))).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: `${t('rfqs:items.quantity')} 3`, exact: true }),
    ).toHaveValue('45.5');
    await pickOption(page, t('rfqs:fields.suppliers'), new RegExp(provider.companyName));
    await page.getByRole('option', { name: /Materiales del Bajío/ }).click();
    await page.keyboard.press('Escape');
    await checkScreen('rfq-editor', { fullPage: true });
    await page.getByRole('button', { name: t('rfqs:editor.saveDraft') }).click();
    await expect(page.getByText(t('rfqs:status.draft'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('rfqs:actions.send') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('rfqs:send.confirm') })
      .click();
    await expect(page.getByText(t('rfqs:messages.sent'))).toBeVisible();
    await expect(page.getByText(t('rfqs:status.sent'), { exact: true })).toBeVisible();
  });

  await test.step('the supplier without an account answers through the mailed link', async () => {
    const link = await waitForMailLink(linkSupplierEmail, /^\/rfq-answer\//);
    const supplierPage = await openPage();
    await supplierPage.goto(link);
    await expect(supplierPage.getByText(buyer.companyName)).toBeVisible();
    await answerFirstItem(supplierPage, t, '245,50');
    await checkScreen('rfq-answer', { page: supplierPage, fullPage: true });
    await supplierPage.goto(`${link}tampered`);
    await expect(
      supplierPage.getByRole('heading', { level: 1, name: t('rfq-answer:problem.title') }),
    ).toBeVisible();
    await checkScreen('rfq-answer-invalid', { page: supplierPage });
  });

  await test.step('the provider company answers from its inbox', async () => {
    const providerPage = await openPage();
    await signInOn(providerPage, t, provider);
    await providerPage.getByRole('link', { name: t('shell:nav.inbox'), exact: true }).click();
    await expect(providerPage.getByText(buyer.companyName)).toBeVisible();
    await checkScreen('provider-inbox', { page: providerPage });
    await providerPage.getByRole('link', { name: /Obra negra, primera etapa/ }).click();
    await answerFirstItem(providerPage, t, '239.90', '152.30');
    await checkScreen('provider-inbox-answer', { page: providerPage, fullPage: true });
    await providerPage.close();
  });

  await test.step('the buyer sees both answers on the RFQ', async () => {
    await page.reload();
    await expect(
      page.getByRole('heading', { name: t('rfqs:invitations.title', { answered: 2, invited: 2 }) }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: t('rfqs:invitations.toggle', { name: 'Materiales del Bajío' }) })
      .click();
    await page
      .getByRole('button', { name: t('rfqs:invitations.toggle', { name: provider.companyName }) })
      .click();
    const prices = page.getByRole('table', { name: t('rfqs:answers.tableLabel') });
    await expect(prices).toHaveCount(2);
    await expect(prices.filter({ hasText: /245[.,]50/ })).toHaveCount(1);
    await expect(prices.filter({ hasText: /239[.,]90/ })).toHaveCount(1);
    await checkScreen('rfq-detail', { fullPage: true });
  });

  await test.step('the buyer compares the two answers, levelled, the best marked and gaps shown', async () => {
    await page.getByRole('link', { name: t('rfqs:detail.compare') }).click();
    const table = page.getByRole('table', { name: t('comparison:title') });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Materiales del Bajío/ })).toBeVisible();
    await expect(
      table.getByRole('columnheader', { name: new RegExp(provider.companyName) }),
    ).toBeVisible();
    // Both answered the first item, the provider the second too: 239.90 is the best, the other
    // eight items are gaps.
    const first = table.getByRole('row').filter({ hasText: '1. Cemento gris CPC 30R 50 kg' });
    await expect(first.getByText(t('comparison:best'))).toHaveCount(1);
    await expect(first.getByRole('cell').filter({ hasText: /239[.,]9/ })).toContainText(
      t('comparison:best'),
    );
    await expect(table.getByText(t('comparison:gap')).first()).toBeVisible();
    await checkScreen('comparison', { fullPage: true });
  });

  await test.step('the buyer downloads the comparison as XLSX, with live formulas', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('comparison:export.downloadXlsx') }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const formulas: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas.push(cell.formula);
      }),
    );
    // Each quoted amount is levelled price × quantity, and each offer's subtotal sums them.
    expect(formulas.some((f) => /^[A-Z]+\d+\*[A-Z]+\d+$/.test(f))).toBe(true);
    expect(formulas.some((f) => f.startsWith('SUM('))).toBe(true);
  });

  await test.step('the buyer awards to at most 2 suppliers, moves one item by hand and confirms', async () => {
    const award = page.getByRole('region', { name: t('purchase-orders:award.planTitle') });
    await page.getByText(t('purchase-orders:award.strategies.max_suppliers')).click();
    await page.getByRole('textbox', { name: t('purchase-orders:award.maxSuppliers') }).fill('2');
    await page.getByRole('button', { name: t('purchase-orders:award.propose') }).click();
    await expect(award).toBeVisible();
    // The cheapest plan gives both quoted items to the provider; the cement goes by hand to the
    // supplier who answered by link.
    const cement = award.getByRole('combobox', {
      name: `${t('purchase-orders:award.supplier')}: 1. Cemento gris CPC 30R 50 kg`,
    });
    await expect(cement).toHaveValue(new RegExp(provider.companyName));
    await cement.click();
    await page.getByRole('option', { name: /Materiales del Bajío/ }).click();
    await expect(award.getByText(t('purchase-orders:award.manual'))).toBeVisible();
    await expect(cement).toHaveValue(/Materiales del Bajío/);
    await checkScreen('award-plan', { fullPage: true });
    await award.getByRole('button', { name: t('purchase-orders:award.confirm') }).click();
    const dialog = page.getByRole('dialog', { name: t('purchase-orders:award.confirmTitle') });
    await dialog.getByRole('button', { name: t('purchase-orders:award.confirmYes') }).click();
    await expect(dialog).toBeHidden();
    const orders = page.getByRole('table', { name: t('purchase-orders:award.orders') });
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders.getByText('Materiales del Bajío')).toBeVisible();
    await expect(orders.getByText(provider.companyName)).toBeVisible();
    await checkScreen('award-confirmed', { fullPage: true });
    // The award's notice goes before the next screens are checked, not while it fades out there
    // (its fading text fails the contrast check).
    await expect(
      page.getByText(t('purchase-orders:award.done', { issued: 2, cancelled: 0 })),
    ).toBeHidden({ timeout: 15_000 });
  });

  await test.step('the buyer ties a quote line the matcher left out to an item; its total grows', async () => {
    const rfqId = Number(/\/rfqs\/(\d+)\//.exec(page.url())?.[1]);
    await fileConfirmedQuote(access, lang, rfqId);
    await page.reload();
    const totals = page
      .getByRole('table', { name: t('comparison:title') })
      .getByRole('row')
      .filter({ hasText: t('comparison:total') });
    // The cement alone (530 × 250.00); then the rebar too (+ 1,200 × 150.00).
    await expect(totals).toContainText(/132[.,\s\u202f]?500[.,]00/);
    await page
      .getByRole('button', { name: t('comparison:reassign.buttonLabel', { description: CODED }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('comparison:reassign.title') });
    await dialog.getByRole('combobox', { name: t('comparison:reassign.item') }).click();
    await dialog.getByRole('option', { name: /^2\. Varilla/ }).click();
    await dialog.getByRole('button', { name: t('comparison:reassign.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(totals).toContainText(/312[.,\s\u202f]?500[.,]00/);
  });

  await test.step("the buyer sees the RFQ's quotes on its page, then files a quote on the project alone and sees it there", async () => {
    await page.goto(`/in/rfqs/${Number(/\/rfqs\/(\d+)\//.exec(page.url())?.[1])}`);
    // The typed quote filed under the RFQ, and the two answers typed through the link and the
    // inbox, which are quotes of the request too.
    const rfqTitle = t('quotes:rfq.title', { count: 3 });
    await expect(page.getByRole('heading', { name: rfqTitle })).toBeVisible();
    const rfqQuotes = page.getByRole('table', { name: rfqTitle });
    await expect(rfqQuotes.getByRole('row').filter({ hasText: 'Aceros Coded' })).toContainText(
      t('quotes:list.typed'),
    );
    await checkScreen('rfq-quotes', { fullPage: true });

    await page
      .getByRole('link', { name: t('rfqs:detail.back', { name: 'Torre Reforma' }) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Torre Reforma' })).toBeVisible();
    // The project's quotes include its RFQ's; an upload here is filed on the project alone.
    await expect(
      page.getByRole('heading', { name: t('quotes:project.title', { count: 1 }) }),
    ).toBeVisible();
    await page.getByTestId('quote-files').setInputFiles(CSV_QUOTE);
    const projectTitle = t('quotes:project.title', { count: 2 });
    await expect(page.getByRole('heading', { name: projectTitle })).toBeVisible();
    const uploaded = page
      .getByRole('table', { name: projectTitle })
      .getByRole('row')
      .filter({ hasText: 'cotizacion-ferreteria.csv' });
    // Read in the background; the list asks again by itself until it is done.
    await expect(uploaded.getByText(t('quotes:status.to_review'))).toBeVisible({ timeout: 60_000 });
    await expect(uploaded.getByRole('cell').nth(3)).toHaveText('—');
    await checkScreen('project-quotes', { fullPage: true });
  });

  await test.step("the buyer's dashboard shows the award's saving and its orders waiting", async () => {
    await page.getByRole('link', { name: t('shell:nav.dashboard'), exact: true }).click();
    const savings = page.getByRole('region', { name: t('dashboard:savings.title') });
    await expect(savings.getByText(t('dashboard:savings.vsHighest'))).toBeVisible();
    await expect(savings.getByText(t('dashboard:savings.empty'))).toBeHidden();
    const orders = page.getByRole('region', { name: t('dashboard:orders.title') });
    await expect(orders.getByRole('link', { name: /OC-\d{4}-\d{4}/ })).toHaveCount(2);
    await checkScreen('buyer-dashboard', { fullPage: true });
  });

  await test.step('the buyer opens the order list and downloads an order as PDF', async () => {
    await page.getByRole('link', { name: t('shell:nav.purchaseOrders'), exact: true }).click();
    const list = page.getByRole('table', { name: t('purchase-orders:title') });
    await expect(list.getByRole('row')).toHaveCount(3);
    await checkScreen('purchase-orders');
    await list
      .getByRole('row')
      .filter({ hasText: 'Materiales del Bajío' })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /OC-\d{4}-\d{4}/ })).toBeVisible();
    await expect(page.getByText(t('purchase-orders:status.sent'), { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('purchase-orders:actions.pdf') }).click();
    expect((await download).suggestedFilename()).toMatch(/^OC-\d{4}-\d{4}\.pdf$/);
    await checkScreen('purchase-order', { fullPage: true });
  });

  await test.step('the provider sees its order to acknowledge on its dashboard, and acknowledges it', async () => {
    const providerPage = await openPage();
    await signInOn(providerPage, t, provider);
    await providerPage.getByRole('link', { name: t('shell:nav.dashboard'), exact: true }).click();
    const toAcknowledge = providerPage.getByRole('region', {
      name: t('dashboard:provider.orders.title'),
    });
    await expect(toAcknowledge.getByRole('link', { name: /OC-\d{4}-\d{4}/ })).toHaveCount(1);
    await checkScreen('provider-dashboard', { page: providerPage, fullPage: true });
    await providerPage
      .getByRole('link', { name: t('shell:nav.inboxPurchaseOrders'), exact: true })
      .click();
    await providerPage.getByRole('link', { name: /^OC-/ }).click();
    await expect(
      providerPage.getByRole('heading', { level: 1, name: /OC-\d{4}-\d{4}/ }),
    ).toBeVisible();
    await expect(providerPage.getByText(buyer.companyName)).toBeVisible();
    await expect(providerPage.getByText(/Varilla corrugada/)).toBeVisible();
    await providerPage
      .getByRole('button', { name: t('purchase-orders:actions.acknowledged') })
      .click();
    await expect(
      providerPage.getByText(t('purchase-orders:status.acknowledged'), { exact: true }),
    ).toBeVisible();
    await checkScreen('provider-purchase-order', { page: providerPage, fullPage: true });
  });
});

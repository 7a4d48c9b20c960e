import type { Page } from '@playwright/test';
import { callApi, createActiveAccount, obtainTokens, uniqueEmail } from './fixtures/accounts.ts';
import type { Lang } from './fixtures/i18n.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * The buyer's analytics (docs/product-rules.md § Analytics), on purchases made through the API as
 * the screens would make them: two projects, each with an RFQ of cement that two suppliers quote
 * (typed in and confirmed, so every price enters the price memory) and that is awarded to the
 * cheaper one.
 *   Torre Norte, 100 bags: Cementos Alfa 250.00 (2026-09-15), Materiales Beta 262.40 → Alfa,
 *   25,000.00 MXN.
 *   Plaza Sur, 200 bags: Cementos Alfa 255.00 (2026-10-20), Materiales Beta 245.50 → Beta,
 *   49,100.00 MXN.
 */
const CEMENT = 'Cemento gris CPC 30R bulto 50 kg';

/**
 * What the screen shows for an amount: the separators of the company's country (Mexico here, in
 * either language: docs/product-rules.md § Numbers and dates), then the currency.
 */
const AMOUNTS: Record<Lang, Record<string, string>> = {
  es: { '25000': '25,000.00 MXN', '49100': '49,100.00 MXN', '250': '250.00 MXN' },
  en: { '25000': '25,000.00 MXN', '49100': '49,100.00 MXN', '250': '250.00 MXN' },
};

type Created = { id: number };
type Quote = { id: number; version: number };

async function seedPurchases(token: string, lang: Lang) {
  const post = async <T>(path: string, body: unknown, status = [200, 201]): Promise<T> => {
    const response = await callApi<T>(path, { token, lang, body });
    expect(status, `${path}: ${JSON.stringify(response.body)}`).toContain(response.status);
    return response.body;
  };
  const supplier = (name: string) =>
    post<Created>('/suppliers/', {
      legal_name: name,
      country: 'MX',
      emails: [uniqueEmail('analytics-supplier')],
      language: lang,
    });
  const project = (name: string, code: string) =>
    post<Created>('/projects/', { name, code, currency: 'MXN', tax_rate: '16' });
  const alfa = await supplier('Cementos Alfa');
  const beta = await supplier('Materiales Beta');
  const torre = await project('Torre Norte', 'TN-1');
  const plaza = await project('Plaza Sur', 'PS-1');

  /** An RFQ of cement, sent to both suppliers; their typed quotes confirmed; then awarded. */
  const purchase = async (
    projectId: number,
    bags: string,
    quotes: Array<[Created, string, string]>,
  ) => {
    const rfq = await post<Created>('/rfqs/', {
      project_id: projectId,
      title: 'Cemento para losas',
      due_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      need_by_date: '2030-01-15',
      items: [{ description: CEMENT, quantity: bags, unit: 'bag', section: 'Estructura' }],
      supplier_ids: quotes.map(([s]) => s.id),
    });
    await post(`/rfqs/${rfq.id}/send/`, {});
    for (const [from, date, price] of quotes) {
      const quote = await post<Quote>('/quotes/typed/', {
        rfq_id: rfq.id,
        supplier_name: from === alfa ? 'Cementos Alfa' : 'Materiales Beta',
        supplier_tax_id: null,
        quote_number: null,
        issue_date: date,
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
          {
            id: null,
            sku: null,
            description: CEMENT,
            brand: null,
            quantity: bags,
            unit: 'bag',
            unit_price: price,
            discount_pct: null,
            line_total: null,
          },
        ],
      });
      await post(`/quotes/${quote.id}/confirm/`, { version: quote.version, supplier_id: from.id });
    }
    await post(`/rfqs/${rfq.id}/award/`, { strategy: 'best_per_item' });
  };
  await purchase(torre.id, '100', [
    [alfa, '2026-09-15', '250.00'],
    [beta, '2026-09-15', '262.40'],
  ]);
  await purchase(plaza.id, '200', [
    [alfa, '2026-10-20', '255.00'],
    [beta, '2026-10-20', '245.50'],
  ]);
}

/** A calendar date as the page writes it: the company's country and the reader's language, in UTC. */
async function pageDate(page: Page, lang: Lang, iso: string): Promise<string> {
  return page.evaluate(
    ([language, value]) =>
      new Intl.DateTimeFormat(`${language}-MX`, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${value}T00:00:00Z`),
      ),
    [lang, iso] as const,
  );
}

/** The rows of a section's table, each as its cells' texts, once it shows `count` rows. */
async function tableRows(page: Page, section: string, count: number) {
  const body = page
    .getByRole('region', { name: section, exact: true })
    .getByRole('table')
    .locator('tbody');
  // The charts' chunk loads with the first view; the shared machine can take a while.
  await expect(body.getByRole('row')).toHaveCount(count, { timeout: 30_000 });
  const rows = await body
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
  return rows;
}

test('Analytics: a buyer sees spend by supplier and the price trend of cement, then narrows them to one project', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  // Three screens checked by axe and shot at two widths each, on a machine others share.
  test.setTimeout(480_000);
  const buyer = await createActiveAccount('company', lang, 'analytics-buyer');
  const { access } = await obtainTokens(buyer);
  await seedPurchases(access, lang);
  const money = AMOUNTS[lang];
  const bySupplier = t('analytics:spend.by_supplier.title');
  const trendTitle = t('analytics:trend.title');

  await signIn(buyer);
  await test.step('the buyer opens Analytics and sees the spend of both awards by supplier', async () => {
    await page.getByRole('link', { name: t('shell:nav.analytics'), exact: true }).click();
    await expect(page).toHaveURL(/\/in\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: t('analytics:title') })).toBeVisible();
    expect(await tableRows(page, bySupplier, 2)).toEqual([
      ['Materiales Beta', 'MXN', '1', money['49100']],
      ['Cementos Alfa', 'MXN', '1', money['25000']],
    ]);
    const chart = page.getByRole('img', {
      name: t('analytics:chartLabel', { title: bySupplier, currency: 'MXN' }),
    });
    await expect(chart).toBeVisible();
    // The axis groups thousands like the table beside it ("15,000", never "15000").
    const ticks = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(
      ticks.some((tick) => /^\d{1,3}(,\d{3})+$/.test(tick)),
      ticks.join(' | '),
    ).toBe(true);
    expect(ticks.filter((tick) => /^\d{4,}$/.test(tick))).toEqual([]);
    await checkScreen('analytics-spend', { fullPage: true });
  });

  await test.step('the price trend of cement shows every quote of both RFQs, oldest first', async () => {
    await page.getByRole('tab', { name: t('analytics:tabs.trend') }).click();
    await expect(page).toHaveURL(/[?&]view=trend/);
    await expect(
      page.getByRole('combobox', { name: t('analytics:trend.item'), exact: true }),
    ).toHaveValue(t('analytics:trend.itemOption_other', { description: CEMENT, count: 4 }));
    const rows = await tableRows(page, trendTitle, 4);
    const september = await pageDate(page, lang, '2026-09-15');
    const october = await pageDate(page, lang, '2026-10-20');
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [september, 'Cementos Alfa', 'Torre Norte'],
      [september, 'Materiales Beta', 'Torre Norte'],
      [october, 'Cementos Alfa', 'Plaza Sur'],
      [october, 'Materiales Beta', 'Plaza Sur'],
    ]);
    expect(rows[0]?.[6]).toBe(money['250']);
    await expect(
      page.getByRole('img', { name: new RegExp(`^${trendTitle} \\(MXN`) }),
    ).toBeVisible();
    await checkScreen('analytics-trend', { fullPage: true });
  });

  await test.step('the project filter narrows the trend and the spend to Torre Norte, and the URL keeps it', async () => {
    await page.getByRole('combobox', { name: t('analytics:filters.project'), exact: true }).click();
    await page.getByRole('option', { name: 'Torre Norte' }).click();
    await expect(page).toHaveURL(/[?&]project_id=\d+/);
    const narrowed = await tableRows(page, trendTitle, 2);
    const september = await pageDate(page, lang, '2026-09-15');
    expect(narrowed.map((r) => [r[0], r[1], r[2]])).toEqual([
      [september, 'Cementos Alfa', 'Torre Norte'],
      [september, 'Materiales Beta', 'Torre Norte'],
    ]);
    await page.getByRole('tab', { name: t('analytics:tabs.spend') }).click();
    expect(await tableRows(page, bySupplier, 1)).toEqual([
      ['Cementos Alfa', 'MXN', '1', money['25000']],
    ]);
    // The link opens the same view: a reload reads the filter back from the URL.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('analytics:title') })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('combobox', { name: t('analytics:filters.project'), exact: true }),
    ).toHaveValue('Torre Norte');
    expect(await tableRows(page, bySupplier, 1)).toEqual([
      ['Cementos Alfa', 'MXN', '1', money['25000']],
    ]);
    await checkScreen('analytics-filtered', { fullPage: true });
  });

  await test.step('a period before the orders were issued shows no spend', async () => {
    await page.getByLabel(t('analytics:filters.to'), { exact: true }).fill('2020-12-31');
    await expect(page).toHaveURL(/[?&]to=2020-12-31/);
    await expect(
      page.getByRole('region', { name: bySupplier }).getByText(t('analytics:spend.empty')),
    ).toBeVisible();
    await page.getByRole('button', { name: t('analytics:filters.clear') }).click();
    expect(await tableRows(page, bySupplier, 2)).toEqual([
      ['Materiales Beta', 'MXN', '1', money['49100']],
      ['Cementos Alfa', 'MXN', '1', money['25000']],
    ]);
  });
});

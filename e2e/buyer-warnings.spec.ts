import type { Locator } from '@playwright/test';
import { callApi } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { seedSentRfq } from './fixtures/purchasing.ts';

/**
 * The contrast ratio of an element's text against the nearest background colour behind it (its
 * own or an ancestor's), as WCAG computes it.
 */
function contrastOnOwnBackground(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    let holder: Element | null = node;
    let background = 'rgba(0, 0, 0, 0)';
    while (holder && channels(background)[3] === 0) {
      background = getComputedStyle(holder).backgroundColor;
      holder = holder.parentElement;
    }
    const [a, b] = [
      luminance(channels(getComputedStyle(node).color)),
      luminance(channels(background)),
    ];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

/*
 * What a buyer is told before trusting an offer: a typed discount counts (docs/product-rules.md
 * § Document discount), an expired offer is flagged on the comparison and asked about at the
 * award (§ Comparing and awarding), a quote that arrived first is filed under its RFQ and red
 * arithmetic is asked about (§ Quote intake and review); walked in both languages.
 */

test('Warnings: a typed 225 discount on 4,500 levels at 4,275; an expired offer is flagged and the award asks', async ({
  page,
  t,
  lang,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seeded = await seedSentRfq(lang, 'warnings', {
    supplierNames: ['Ferretería Norte', 'Aceros Vencidos'],
  });
  const [typed, expired] = seeded.suppliers;

  await test.step('the supplier types a discount on the answer page and sees it off the total', async () => {
    await page.goto(typed!.link);
    await page
      .getByRole('textbox', { name: `${t('rfq-answer:lines.unitPrice')} 1`, exact: true })
      .fill('45');
    await page
      .getByRole('textbox', { name: t('rfq-answer:terms.discount'), exact: true })
      .fill('225');
    await expect(page.getByTestId('answer-grand-total')).toContainText('4,275.00');
    await page.getByRole('button', { name: t('rfq-answer:actions.submit') }).click();
    await expect(page.getByText(t('rfq-answer:messages.saved'))).toBeVisible();
  });

  // The other supplier's offer was valid until a year ago.
  const token = /\/rfq-answer\/([^/?#]+)/.exec(expired!.link)?.[1];
  const answered = await callApi(`/rfq-answer/${token}/`, {
    body: {
      currency: 'MXN',
      valid_until: '2025-10-25',
      lines: [{ item_id: seeded.rfq.items[1]!.id, unit_price: '150.00' }],
    },
  });
  expect(answered.status).toBe(200);

  await signIn(seeded.buyer);
  await test.step("the buyer sees the typed discount in the supplier's answer on the RFQ", async () => {
    await page.goto(`/in/rfqs/${seeded.rfq.id}`);
    await page
      .getByRole('button', { name: t('rfqs:invitations.toggle', { name: 'Ferretería Norte' }) })
      .click();
    await expect(
      page.getByText(t('rfqs:answers.discount', { amount: '225.00 MXN' }), { exact: false }),
    ).toBeVisible();
  });

  await test.step('the comparison levels the discount and flags the expired offer', async () => {
    await page.goto(`/in/rfqs/${seeded.rfq.id}/comparison`);
    const expiredColumn = page.getByRole('columnheader', { name: /Aceros Vencidos/ });
    const expiredBadge = expiredColumn.getByText(t('comparison:expired'), { exact: true });
    await expect(expiredBadge).toBeVisible();
    // Readable: its words stand out from the badge's own colour (WCAG AA, 4.5:1).
    expect(await contrastOnOwnBackground(expiredBadge)).toBeGreaterThanOrEqual(4.5);
    await expect(
      page
        .getByRole('columnheader', { name: /Ferretería Norte/ })
        .getByText(t('comparison:expired'), { exact: true }),
    ).toHaveCount(0);
    await expect(page.getByText('4,275.00').first()).toBeVisible();
  });

  await test.step('confirming the award lists the expired offer and asks', async () => {
    await page.getByRole('button', { name: t('purchase-orders:award.propose') }).click();
    await page.getByRole('button', { name: t('purchase-orders:award.confirm') }).click();
    const dialog = page.getByRole('dialog', { name: t('purchase-orders:award.confirmTitle') });
    await expect(dialog.getByText(t('purchase-orders:award.expiredTitle'))).toBeVisible();
    await expect(dialog.getByText(/Aceros Vencidos/)).toBeVisible();
    await dialog.getByRole('button', { name: t('purchase-orders:award.confirmYes') }).click();
    await expect(
      page.getByText(t('purchase-orders:award.done', { issued: 2, cancelled: 0 })),
    ).toBeVisible();
  });
});

test('Warnings: a quote that arrived first is filed under the RFQ, and confirming its red arithmetic asks', async ({
  page,
  t,
  lang,
  signIn,
}) => {
  test.setTimeout(180_000);
  const seeded = await seedSentRfq(lang, 'filing', { supplierNames: ['Ferretería Norte'] });
  // Typed in before the RFQ was chosen: 10 × 450 is not the 4,000 written as its amount.
  const typed = await callApi<{ id: number }>('/quotes/typed/', {
    token: seeded.access,
    lang,
    body: {
      rfq_id: null,
      supplier_name: 'Llegó Primero',
      supplier_tax_id: null,
      quote_number: null,
      issue_date: null,
      valid_until: null,
      currency: 'MXN',
      payment_terms: null,
      delivery_time: null,
      subtotal: '4000.00',
      freight: null,
      tax_amount: null,
      total: '4000.00',
      notes: null,
      lines: [
        {
          id: null,
          sku: null,
          description: 'Cemento gris CPC 30R 50 kg',
          brand: null,
          quantity: '10',
          unit: 'pc',
          unit_price: '450.00',
          discount_pct: null,
          line_total: '4000.00',
        },
      ],
    },
  });
  expect(typed.status).toBe(201);
  await signIn(seeded.buyer);
  await page.goto(`/in/quotes/${typed.body.id}`);
  const rfqName = `${seeded.rfq.number} · ${seeded.rfq.title}`;

  await test.step('"File under RFQ…" files it under the request', async () => {
    await page.getByRole('button', { name: t('quotes:filing.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('quotes:filing.title') });
    await dialog.getByLabel(t('quotes:filing.rfq')).click();
    await page.getByRole('option', { name: rfqName }).click();
    await dialog.getByRole('button', { name: t('quotes:filing.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: rfqName })).toBeVisible();
  });

  await test.step('confirming asks, listing the line that does not add up', async () => {
    await page.getByRole('button', { name: t('quotes:review.confirm'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('quotes:redArithmetic.title') });
    await expect(dialog.getByText(t('quotes:redArithmetic.line', { n: 1 }))).toBeVisible();
    await dialog.getByRole('button', { name: t('quotes:redArithmetic.confirm') }).click();
    await expect(page.getByText(t('quotes:review.confirmed'))).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInOn, test } from './fixtures/test.ts';
import {
  JOB_SITE,
  answerByLink,
  awardBestPerItem,
  pdfText,
  seedSentRfq,
} from './fixtures/purchasing.ts';

/** The site's name, then its postal address: what a supplier needs to price freight. */
const ADDRESS = `${JOB_SITE.name}, Av. Reforma 500, 06600 Ciudad de México, CDMX, México`;

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return pdfText(await readFile(file));
}

test('Delivery: the RFQ PDF, the answer page, the order screen and the order PDF say where to deliver, whom to ask and by when', async ({
  page,
  t,
  lang,
  checkScreen,
  openPage,
}) => {
  test.setTimeout(180_000);
  const seeded = await seedSentRfq(lang, 'delivery-buyer', { supplierNames: ['Ferretería Norte'] });
  const contact = `${seeded.buyer.firstName} ${seeded.buyer.lastName}`;
  const supplier = seeded.suppliers[0]!;

  await test.step('the supplier reads the street, postal code, city, contact and need-by date on the answer page', async () => {
    const supplierPage = await openPage();
    await supplierPage.goto(supplier.link);
    const place = supplierPage
      .getByText(t('rfq-answer:header.deliveryLocation'), { exact: true })
      .locator('xpath=following-sibling::*[1]');
    // The whole address, and no separator left dangling after the site's name.
    await expect(place).toHaveText(ADDRESS);
    const who = supplierPage
      .getByText(t('rfq-answer:header.contact'), { exact: true })
      .locator('xpath=following-sibling::*[1]');
    await expect(who).toContainText(contact);
    await expect(who).toContainText(seeded.buyer.email);
    const needBy = supplierPage
      .getByText(t('rfq-answer:header.needBy'), { exact: true })
      .locator('xpath=following-sibling::*[1]');
    await expect(needBy).toContainText('2030');
    await checkScreen('rfq-answer-delivery', { page: supplierPage, fullPage: true });
    await supplierPage.close();
  });

  await test.step("the RFQ's PDF names the address and the contact", async () => {
    await signInOn(page, t, seeded.buyer);
    await page.goto(`/in/rfqs/${seeded.rfq.id}`);
    const fact = page
      .getByText(t('rfqs:fields.deliveryLocation'), { exact: true })
      .locator('xpath=following-sibling::*[1]');
    await expect(fact).toHaveText(ADDRESS);
    await expect(
      page
        .getByText(t('rfqs:fields.deliveryContact'), { exact: true })
        .locator('xpath=following-sibling::*[1]'),
    ).toContainText(contact);
    const text = await downloaded(page, async () => {
      await page.getByRole('button', { name: t('rfqs:detail.download') }).click();
      await page.getByRole('menuitem', { name: 'PDF' }).click();
    });
    expect(text).toContain(ADDRESS);
    expect(text).toContain(contact);
    expect(text).toContain(seeded.buyer.email);
  });

  await test.step('the order screen and its PDF carry the address, the contact and the need-by date', async () => {
    await answerByLink(seeded, supplier.link, ['245.50', '150.00']);
    const [order] = await awardBestPerItem(seeded, lang);
    await page.goto(`/in/purchase-orders/${order!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: order!.number })).toBeVisible();
    const fact = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(fact(t('purchase-orders:fields.deliverTo'))).toHaveText(ADDRESS);
    await expect(fact(t('purchase-orders:fields.contact'))).toContainText(contact);
    // The date as the reader writes it, like every other date on the screen.
    await expect(fact(t('purchase-orders:fields.needBy'))).toHaveText(
      lang === 'es' ? '15 ene 2030' : 'Jan 15, 2030',
    );
    await checkScreen('purchase-order-delivery', { fullPage: true });
    const text = await downloaded(page, () =>
      page.getByRole('button', { name: t('purchase-orders:actions.pdf') }).click(),
    );
    expect(text).toContain(ADDRESS);
    expect(text).toContain(contact);
    expect(text).toContain('2030');
  });
});

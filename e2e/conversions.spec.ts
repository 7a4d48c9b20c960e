import { callApi } from './fixtures/accounts.ts';
import { seedSentRfq } from './fixtures/purchasing.ts';
import { expect, test } from './fixtures/test.ts';

test('comparison: the buyer opens a conversion, reads its reason and changes the factor; the levelled total follows', async ({
  page,
  t,
  lang,
  checkScreen,
  signIn,
}) => {
  test.setTimeout(180_000);
  // 100 bags of 50 kg requested; the supplier quotes 5 t in bulk at 5,000.00 a tonne.
  const seeded = await seedSentRfq(lang, 'conversions', {
    supplierNames: ['Cementos del Valle'],
    items: ['Cemento gris CPC 30R bulto 50 kg'],
    units: ['bag'],
  });
  const supplier = seeded.suppliers[0]!;
  const typed = await callApi<{ id: number; version: number }>('/quotes/typed/', {
    token: seeded.access,
    lang,
    body: {
      rfq_id: seeded.rfq.id,
      supplier_name: supplier.name,
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
        {
          id: null,
          sku: null,
          description: 'Cemento gris CPC 30R a granel',
          brand: null,
          quantity: '5',
          unit: 't',
          unit_price: '5000.00',
          discount_pct: null,
          line_total: null,
        },
      ],
    },
  });
  expect(typed.status).toBe(201);
  const confirmed = await callApi(`/quotes/${typed.body.id}/confirm/`, {
    token: seeded.access,
    lang,
    body: { version: typed.body.version, supplier_id: supplier.id },
  });
  expect(confirmed.status).toBe(200);

  await signIn(seeded.buyer);
  await page.goto(`/in/rfqs/${seeded.rfq.id}/comparison`);
  const table = page.getByRole('table', { name: t('comparison:title') });
  const totals = table.getByRole('row').filter({ hasText: t('comparison:total') });
  // 1 t = 1,000 kg: 5,000.00 a tonne is 250.00 a 50 kg bag, 100 bags 25,000.00.
  await expect(totals).toContainText(/25[,\s\u202f]?000\.00/);
  const description = 'Cemento gris CPC 30R a granel';
  const open = page.getByRole('button', {
    name: t('comparison:conversion.buttonLabel', { description }),
  });
  await expect(open).toContainText(
    t('comparison:conversion.factor', {
      quoted: t('rfqs:units.t'),
      factor: '1,000',
      comparable: t('rfqs:units.kg'),
    }),
  );
  await open.click();
  const dialog = page.getByRole('dialog', { name: t('comparison:conversion.title') });
  // The reason, in the page's language.
  await expect(dialog.getByText(t('comparison:conversion.kind.unit'))).toBeVisible();
  await expect(dialog.getByText('5 t × 1,000 kg = 5,000 kg')).toBeVisible();
  await checkScreen('comparison-conversion');

  // The buyer's factor, with the company's decimal mark (a point for a Mexican company).
  const factor = dialog.getByRole('textbox', {
    name: t('comparison:conversion.factorLabel', {
      quoted: t('rfqs:units.t'),
      comparable: t('rfqs:units.kg'),
    }),
  });
  await factor.fill('1,250,0');
  await dialog.getByRole('button', { name: t('comparison:conversion.save') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('purchasing:conversionFactor.invalid'));
  await factor.fill('1250.5');
  await dialog.getByRole('button', { name: t('comparison:conversion.save') }).click();
  await expect(dialog).toBeHidden();
  // 5,000 × 50 ÷ 1,250.5 = 199.92 a bag; 100 bags 19,992.00.
  await expect(totals).toContainText(/19[,\s\u202f]?992\.00/);
  await page
    .getByRole('button', { name: t('comparison:conversion.buttonLabel', { description }) })
    .click();
  await expect(dialog.getByText(t('comparison:conversion.kind.buyer'))).toBeVisible();
  await dialog.getByRole('button', { name: t('comparison:conversion.clear') }).click();
  await expect(dialog).toBeHidden();
  await expect(totals).toContainText(/25[,\s\u202f]?000\.00/);
});

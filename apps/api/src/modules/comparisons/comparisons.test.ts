import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Rfq } from '@app/shared/schemas/rfqs';
import {
  answerTokenOf,
  confirmQuote,
  createCompany,
  signIn,
  typeQuote,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

describe('/api/rfqs/:id/comparison/', () => {
  let t: TestApp;
  let owner: string;
  let rfq: Rfq;
  const emails = [uniqueEmail('cementera'), uniqueEmail('ferretera')];
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    const suppliers = [
      await createSupplier(t, owner, { email: emails[0], name: 'Cementera del Norte' }),
      await createSupplier(t, owner, { email: emails[1], name: 'Ferretera Sur' }),
    ];
    rfq = await createRfq(
      t,
      owner,
      rfqBody(
        project.id,
        suppliers.map((s) => s.id),
      ),
    );
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
  });
  afterAll(() => t.close());

  const comparison = async (token = owner) =>
    t.request({ method: 'GET', url: `/api/rfqs/${rfq.id}/comparison/`, token });

  it('levels every answer to the RFQ, marks the best offer per item and shows a gap as a gap', async () => {
    const [cement, steel] = rfq.items;
    const answer = async (email: string, body: object) => {
      const token = answerTokenOf(await waitForMail(t, email, rfq.number));
      const response = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/`,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // Both items, with freight; and only the cement, cheaper, with no freight.
    await answer(emails[0]!, {
      currency: 'MXN',
      freight: '500.00',
      payment_terms: '30 días',
      lines: [
        { item_id: cement!.id, unit_price: '250.00' },
        { item_id: steel!.id, unit_price: '20000.00' },
      ],
    });
    await answer(emails[1]!, {
      currency: 'MXN',
      lines: [{ item_id: cement!.id, unit_price: '240.10' }],
    });

    const response = await comparison();
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Comparison>();
    const byName = Object.fromEntries(result.offers.map((o) => [o.supplier_name, o]));
    // 400 × 250 + 1.5 × 20,000 + 500 freight; 400 × 240.10.
    expect(byName['Cementera del Norte']).toMatchObject({
      levelled_total: '130500.00',
      coverage: '1',
      gap_item_ids: [],
    });
    expect(byName['Ferretera Sur']).toMatchObject({
      levelled_total: '96040.00',
      coverage: '0.5',
      gap_item_ids: [steel!.id],
    });
    const items = Object.fromEntries(result.items.map((i) => [i.id, i]));
    expect(items[cement!.id]?.best_offer_key).toBe(byName['Ferretera Sur']?.key);
    expect(items[steel!.id]?.best_offer_key).toBe(byName['Cementera del Norte']?.key);
    // A gap is no price at all, never a zero.
    expect(
      result.cells.filter(
        (c) => c.item_id === steel!.id && c.offer_key === byName['Ferretera Sur']?.key,
      ),
    ).toEqual([]);
    expect(
      result.cells.find(
        (c) => c.item_id === cement!.id && c.offer_key === byName['Ferretera Sur']?.key,
      ),
    ).toMatchObject({ quoted_unit_price: '240.10', levelled_unit_price: '240.1' });
  });

  it('shows every confirmed quote filed under the RFQ, past a page of the quote list', async () => {
    const filed = await createRfq(t, owner, rfqBody(rfq.project.id, []));
    // One more than a page of the quote list (50): each its own supplier and cement price.
    const names = Array.from(
      { length: 51 },
      (_, i) => `Distribuidora ${String(i + 1).padStart(2, '0')}`,
    );
    for (const [index, supplier] of names.entries()) {
      const typed = await typeQuote(t, owner, {
        rfqId: filed.id,
        supplier,
        date: null,
        lines: [
          {
            description: 'Cemento gris CPC 30R bulto 50 kg',
            quantity: '400',
            unit: 'bag',
            price: `${200 + index}.00`,
          },
        ],
      });
      await confirmQuote(t, owner, typed);
    }

    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${filed.id}/comparison/`,
      token: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Comparison>();
    expect(result.offers.map((o) => o.supplier_name).sort()).toEqual(names);
    const cement = result.items[0]!;
    const priced = result.cells.filter((c) => c.item_id === cement.id && c.quoted_unit_price);
    expect(priced).toHaveLength(51);
    // The cheapest is the first one filed, which the first page of 50 (newest first) left out.
    expect(cement.best_offer_key).toBe(
      result.offers.find((o) => o.supplier_name === 'Distribuidora 01')?.key,
    );
  }, 120_000);

  it('says where it assumed a conversion for a line that states no unit', async () => {
    const filed = await createRfq(t, owner, rfqBody(rfq.project.id, []));
    const typed = await typeQuote(t, owner, {
      rfqId: filed.id,
      supplier: 'Aceros sin unidad',
      date: null,
      lines: [
        {
          description: 'Cemento gris CPC 30R bulto 50 kg',
          quantity: '400',
          unit: 'bag',
          price: '250.00',
        },
        // 1.5 of the 1.5 t asked for, at a price per tonne: the line itself says no unit.
        {
          description: 'Varilla corrugada 3/8" grado 42',
          quantity: '1.5',
          unit: null,
          price: '20000.00',
        },
      ],
    });
    await confirmQuote(t, owner, typed);
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${filed.id}/comparison/`,
      token: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Comparison>();
    const rebar = result.cells.find(
      (c) => c.item_id === result.items[1]!.id && c.quoted_unit_price,
    );
    expect(rebar).toMatchObject({
      levelled_unit_price: '20000',
      conversion_note: 'conversión supuesta (la línea no indica unidad ni contenido): 1 = 1 t',
    });
    const cement = result.cells.find(
      (c) => c.item_id === result.items[0]!.id && c.quoted_unit_price,
    );
    expect(cement?.conversion_note).toBeNull();
  });

  it('is the RFQ company’s alone', async () => {
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    expect((await comparison(stranger)).statusCode).toBe(404);
  });
});

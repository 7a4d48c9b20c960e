import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '@app/shared/schemas/comparisons';
import { answerThroughLink, createCompany, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, createSupplier, inDays } from '../../../test/rfq-helpers.ts';

/**
 * docs/product-rules.md § Comparing and awarding, Substitution: an answer typed through the link
 * or the inbox goes through the same substitution check as a read quote.
 */
describe('a brand substitution typed in an answer', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  async function answeredCell(line: { brand?: string; note?: string }) {
    const project = await createProject(t, owner);
    const email = uniqueEmail('cables');
    const supplier = await createSupplier(t, owner, { email, name: `Cables ${email}` });
    const rfq = await createRfq(t, owner, {
      project_id: project.id,
      title: 'Cableado',
      due_at: inDays(5),
      items: [
        {
          description: 'Cable THW-LS calibre 12 AWG Argos',
          brand: 'Argos',
          quantity: '500',
          unit: 'm',
        },
      ],
      supplier_ids: [supplier.id],
    });
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    await answerThroughLink(t, email, rfq, {
      currency: 'MXN',
      lines: [{ item_id: rfq.items[0]!.id, unit_price: '12.50', ...line }],
    });
    const response = await t.request({
      method: 'GET',
      url: `/api/rfqs/${rfq.id}/comparison/`,
      token: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Comparison>().cells.find((c) => c.quoted_unit_price);
  }

  it('flags another brand typed with a note naming the requested one', async () => {
    const cell = await answeredCell({
      brand: 'Condumex',
      note: 'Argos agotado, ofrecemos Condumex',
    });
    expect(cell).toMatchObject({ substitution: true });
    expect(cell?.note).toContain('Condumex');
  });

  it('flags another brand written only in the note, after "marca"', async () => {
    const cell = await answeredCell({ note: 'marca Condumex' });
    expect(cell).toMatchObject({ substitution: true });
  });

  it('does not flag the requested brand', async () => {
    const cell = await answeredCell({ brand: 'Argos' });
    expect(cell).toMatchObject({ substitution: false });
  });
});

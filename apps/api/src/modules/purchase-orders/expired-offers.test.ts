import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { answerThroughLink, createCompany, signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProject, createRfq, createSupplier, rfqBody } from '../../../test/rfq-helpers.ts';

/** docs/product-rules.md § Comparing and awarding, Expired offers: the award asks first. */
describe('awarding an expired offer', () => {
  let t: TestApp;
  let owner: string;
  let rfq: Rfq;
  const email = uniqueEmail('vencida');
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const project = await createProject(t, owner);
    const supplier = await createSupplier(t, owner, { email, name: 'Cementos Vencidos' });
    rfq = await createRfq(t, owner, rfqBody(project.id, [supplier.id], 1));
    await t.request({ method: 'POST', url: `/api/rfqs/${rfq.id}/send/`, token: owner });
    // Valid until a year ago: the offer has expired.
    await answerThroughLink(t, email, rfq, {
      currency: 'MXN',
      valid_until: '2025-10-25',
      lines: [{ item_id: rfq.items[0]!.id, unit_price: '250.00' }],
    });
  });
  afterAll(() => t.close());

  const award = (extra: object = {}) =>
    t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/award/`,
      token: owner,
      headers: { 'accept-language': 'es' },
      payload: { strategy: 'best_per_item', ...extra },
    });

  it('refuses the award without an acknowledgement, naming the expired offer', async () => {
    const refused = await award();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'award_expired_unacknowledged',
      error:
        'La adjudicación usa ofertas que ya no están vigentes (Cementos Vencidos (2025-10-25)): confirma de nuevo sabiendo que vencieron.',
    });
    const orders = await t.request({ method: 'GET', url: '/api/purchase-orders/', token: owner });
    expect(orders.json<{ total: number }>().total).toBe(0);
  });

  it('awards it when the buyer acknowledges the expired offer', async () => {
    const confirmed = await award({ acknowledge_expired: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationAnswers } from '@app/shared/schemas/rfq-answers';
import type { Rfq } from '@app/shared/schemas/rfqs';
import {
  answerTokenOf,
  type Company,
  createCompany,
  createMember,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createProject,
  createRfq,
  createSupplier,
  rfqBody,
  waitForMail,
} from '../../../test/rfq-helpers.ts';

describe("reading a supplier's answers on the RFQ", () => {
  let t: TestApp;
  let buyer: Company;
  let owner: string;
  let rfq: Rfq;
  let invitationId: number;
  const url = (rfqId: number, id: number) => `/api/rfqs/${rfqId}/invitations/${id}/answers/`;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createCompany(t, { type: 'company', name: 'Constructora Gamma' });
    owner = (await signIn(t, buyer.ownerEmail)).access;
  });
  afterAll(() => t.close());

  /** A sent RFQ answered twice through its link (expect.poll, used to wait for the mail, runs only inside a test). */
  let answered: Promise<void> | undefined;
  const sentAndAnswered = () => (answered ??= answerTwice());
  async function answerTwice() {
    const project = await createProject(t, owner);
    const supplier = await createSupplier(t, owner);
    const draft = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${draft.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    rfq = sent.json<Rfq>();
    invitationId = rfq.invitations[0]?.id ?? 0;
    const token = answerTokenOf(await waitForMail(t, supplier.emails[0] ?? '', rfq.number));
    for (const price of ['245.50', '239.90']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/`,
        payload: {
          currency: 'MXN',
          payment_terms: '30 días',
          lines: [{ item_id: rfq.items[0]?.id, unit_price: price, delivery_days: 3 }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  it('shows a BUYER every revision, newest first, with exact prices', async () => {
    await sentAndAnswered();
    const member = await createMember(t, buyer, 'BUYER');
    const token = (await signIn(t, member.email)).access;
    const response = await t.request({ method: 'GET', url: url(rfq.id, invitationId), token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<InvitationAnswers>();
    expect(body.revisions.map((revision) => revision.revision)).toEqual([2, 1]);
    expect(body.revisions[0]?.lines[0]).toMatchObject({
      item_id: rfq.items[0]?.id,
      unit_price: '239.90',
      delivery_days: 3,
    });
    expect(body.revisions[0]?.payment_terms).toBe('30 días');
  });

  it('answers 404 to another company, and for an invitation of another RFQ', async () => {
    await sentAndAnswered();
    const other = await createCompany(t, { type: 'company', name: 'Otra Constructora' });
    const otherToken = (await signIn(t, other.ownerEmail)).access;
    const foreign = await t.request({
      method: 'GET',
      url: url(rfq.id, invitationId),
      token: otherToken,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongPair = await t.request({
      method: 'GET',
      url: url(rfq.id, invitationId + 999),
      token: owner,
    });
    expect(wrongPair.statusCode).toBe(404);
  });

  it('refuses a provider company and a caller without a token', async () => {
    await sentAndAnswered();
    const provider = await createCompany(t, { type: 'provider', name: 'Aceros Delta' });
    const providerToken = (await signIn(t, provider.ownerEmail)).access;
    const asProvider = await t.request({
      method: 'GET',
      url: url(rfq.id, invitationId),
      token: providerToken,
    });
    expect(asProvider.statusCode).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: url(rfq.id, invitationId) });
    expect(anonymous.statusCode).toBe(401);
  });
});

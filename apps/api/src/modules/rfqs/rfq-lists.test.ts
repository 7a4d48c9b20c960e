import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RfqStatus } from '@app/shared/constants/purchasing';
import type { InboxList, RfqList } from '@app/shared/schemas/rfqs';
import { createCompany, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rfqInvitations, rfqs } from '../../db/schema/index.ts';
import { createProject } from '../../../test/rfq-helpers.ts';

const MINUTE = 60_000;
const BASE = Date.UTC(2030, 0, 15, 12);

type Seeded = { id: number; at: Date };

/** Newest first, and the higher id first within one instant: the order both lists promise. */
const newestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).map((row) => row.id);

/**
 * Each later row is a minute older than the one before it, and rows come in pairs sharing one
 * instant: the expected order is neither the ids' nor their reverse, so it proves the ORDER BY.
 */
const instantOf = (index: number) => new Date(BASE - Math.floor(index / 2) * MINUTE);

describe('paged RFQ lists: GET /rfqs/ and GET /inbox/rfqs/', () => {
  let t: TestApp;
  let sequence = 0;

  /** Inserts RFQs straight into the table: 50+ through the API would mail and render for minutes. */
  async function insertRfqs(
    company: Company,
    projectId: number,
    count: number,
    status: RfqStatus = 'draft',
  ): Promise<Seeded[]> {
    const values = Array.from({ length: count }, (_, index) => ({
      stakeholderId: company.id,
      projectId,
      number: `SDC-2030-${String(++sequence).padStart(4, '0')}`,
      title: `Solicitud ${sequence}`,
      dueAt: new Date(BASE + 30 * 24 * 60 * MINUTE),
      status,
      createdById: company.ownerId,
      createdAt: instantOf(index),
      sentAt: status === 'draft' ? null : instantOf(index),
    }));
    const rows = await t.database.db
      .insert(rfqs)
      .values(values)
      .returning({ id: rfqs.id, at: rfqs.createdAt });
    return rows;
  }

  async function invite(
    rfqIds: number[],
    to: { providerId: number | null; email: string; isSent?: boolean },
  ): Promise<Seeded[]> {
    const rows = await t.database.db
      .insert(rfqInvitations)
      .values(
        rfqIds.map((rfqId, index) => ({
          rfqId,
          supplierName: 'Distribuidora Delta',
          email: to.email,
          language: 'es' as const,
          providerStakeholderId: to.providerId,
          sentAt: to.isSent === false ? null : instantOf(index),
        })),
      )
      .returning({ id: rfqInvitations.id, at: rfqInvitations.sentAt });
    return rows.map((row) => ({ id: row.id, at: row.at ?? new Date(0) }));
  }

  const get = async <T>(url: string, token: string) => {
    const response = await t.request({ method: 'GET', url, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  let buyerToken: string;
  let otherBuyerToken: string;
  let buyerRfqs: Seeded[];
  let secondProjectId: number;
  let providerToken: string;
  let strangerToken: string;
  let inbox: Seeded[];

  beforeAll(async () => {
    t = await createTestApp();
    const buyer = await createCompany(t, { type: 'company', name: 'Constructora Alfa' });
    const otherBuyer = await createCompany(t, { type: 'company', name: 'Constructora Omega' });
    const sender = await createCompany(t, { type: 'company', name: 'Constructora Sigma' });
    const provider = await createCompany(t, { type: 'provider', name: 'Distribuidora Delta' });
    const stranger = await createCompany(t, { type: 'provider', name: 'Aceros Épsilon' });
    const tokenOf = async (company: Company) => (await signIn(t, company.ownerEmail)).access;
    buyerToken = await tokenOf(buyer);
    otherBuyerToken = await tokenOf(otherBuyer);
    providerToken = await tokenOf(provider);
    strangerToken = await tokenOf(stranger);
    const senderToken = await tokenOf(sender);

    const project = await createProject(t, buyerToken);
    secondProjectId = (await createProject(t, buyerToken)).id;
    buyerRfqs = [
      ...(await insertRfqs(buyer, project.id, 53)),
      ...(await insertRfqs(buyer, secondProjectId, 2)),
    ];
    await insertRfqs(otherBuyer, (await createProject(t, otherBuyerToken)).id, 3);

    // The provider's inbox: 51 RFQs sent to it, one more to its owner's e-mail (written in other
    // case, before the company was linked), and what it must not see: a draft (linked, and to the
    // owner's e-mail), an invitation not mailed yet, and an RFQ sent only to another provider.
    const senderProject = (await createProject(t, senderToken)).id;
    const sent = await insertRfqs(sender, senderProject, 53, 'sent');
    const [draft] = await insertRfqs(sender, senderProject, 1);
    const linked = await invite(
      sent.slice(0, 51).map((row) => row.id),
      { providerId: provider.id, email: 'ventas@delta.example' },
    );
    const byEmail = await invite([sent[51]?.id ?? 0], {
      providerId: null,
      email: provider.ownerEmail.toUpperCase(),
    });
    await invite([draft?.id ?? 0], { providerId: provider.id, email: 'ventas@delta.example' });
    await invite([draft?.id ?? 0], { providerId: null, email: provider.ownerEmail });
    await invite([sent[52]?.id ?? 0], {
      providerId: provider.id,
      email: 'ventas@delta.example',
      isSent: false,
    });
    await invite([sent[52]?.id ?? 0], { providerId: stranger.id, email: 'ventas@epsilon.example' });
    inbox = [...linked, ...byEmail];
    // Setup signs in five owners (scrypt) on a shared 2-core machine: give it room.
  }, 180_000);
  afterAll(() => t.close());

  it('answers the buyer 50 RFQs a page, newest first, with the total of its own company only', async () => {
    const order = newestFirst(buyerRfqs);
    const first = await get<RfqList>('/api/rfqs/', buyerToken);
    expect({ ...first, rfqs: first.rfqs.length }).toEqual({
      rfqs: 50,
      page: 1,
      page_size: 50,
      total: 55,
    });
    expect(first.rfqs.map((rfq) => rfq.id)).toEqual(order.slice(0, 50));
    const second = await get<RfqList>('/api/rfqs/?page=2', buyerToken);
    expect(second).toMatchObject({ page: 2, page_size: 50, total: 55 });
    expect(second.rfqs.map((rfq) => rfq.id)).toEqual(order.slice(50));
    expect(await get<RfqList>('/api/rfqs/?page=3', buyerToken)).toEqual({
      rfqs: [],
      page: 3,
      page_size: 50,
      total: 55,
    });
    const other = await get<RfqList>('/api/rfqs/', otherBuyerToken);
    expect({ count: other.rfqs.length, total: other.total }).toEqual({ count: 3, total: 3 });
  });

  it('pages and counts within the filters it is given', async () => {
    const byProject = await get<RfqList>(`/api/rfqs/?project=${secondProjectId}`, buyerToken);
    expect(byProject.total).toBe(2);
    expect(byProject.rfqs.map((rfq) => rfq.id)).toEqual(newestFirst(buyerRfqs.slice(53)));
    const sent = await get<RfqList>('/api/rfqs/?status=sent', buyerToken);
    expect(sent).toEqual({ rfqs: [], page: 1, page_size: 50, total: 0 });
  });

  // A query the schema refuses answers 404, as every query does (plugins/errors.ts).
  it('answers 404 for a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/rfqs/?page=${page}`,
        token: buyerToken,
      });
      expect(response.statusCode, page).toBe(404);
    }
    const inboxPage = await t.request({
      method: 'GET',
      url: '/api/inbox/rfqs/?page=0',
      token: providerToken,
    });
    expect(inboxPage.statusCode).toBe(404);
  });

  it('answers the provider 50 inbox entries a page, the latest sent first, only what was sent to it', async () => {
    const order = newestFirst(inbox);
    const first = await get<InboxList>('/api/inbox/rfqs/', providerToken);
    expect({ ...first, rfqs: first.rfqs.length }).toEqual({
      rfqs: 50,
      page: 1,
      page_size: 50,
      total: 52,
    });
    expect(first.rfqs.map((entry) => entry.invitation_id)).toEqual(order.slice(0, 50));
    const second = await get<InboxList>('/api/inbox/rfqs/?page=2', providerToken);
    expect(second).toMatchObject({ page: 2, page_size: 50, total: 52 });
    expect(second.rfqs.map((entry) => entry.invitation_id)).toEqual(order.slice(50));
    expect(await get<InboxList>('/api/inbox/rfqs/?page=9', providerToken)).toEqual({
      rfqs: [],
      page: 9,
      page_size: 50,
      total: 52,
    });
    const stranger = await get<InboxList>('/api/inbox/rfqs/', strangerToken);
    expect(stranger).toMatchObject({ total: 1, page: 1 });
    expect(stranger.rfqs.map((entry) => entry.email)).toEqual(['ventas@epsilon.example']);
  });
});

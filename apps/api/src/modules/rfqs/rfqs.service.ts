import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { RfqList, RfqListQuery, Rfq, RfqSummary, SaveRfqData } from '@app/shared/schemas/rfqs';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { assertOwnLocation } from '../locations/locations.service.ts';
import { assertActiveProject } from '../projects/projects.service.ts';
import { getSuppliersForInvitation, type SupplierRow } from '../suppliers/suppliers.service.ts';
import {
  drawRfqFiles,
  mailRfqToSuppliers,
  prepareRfqFiles,
  whatToDraw,
  type RfqFiles,
  type RfqToDraw,
} from './rfq-mail.service.ts';
import {
  findProviderForEmail,
  findRfqHeader,
  insertInvitations,
  insertRfq,
  type InvitationRow,
  listInvitations,
  listItemsAt,
  listRfqSummaries,
  lockRfq,
  moveQuotesToRfqProject,
  nextRfqNumber,
  reinstateInvitations,
  type RfqSummaryRow,
  syncItems,
  updateRfq,
  withdrawInvitations,
} from './rfqs.repository.ts';
import { toDeliveryContact } from '../../lib/delivery-contact.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

const conflict = (messageKey: ErrorMessageKey, field?: string) =>
  new AppError({ code: 'rfq_invalid_state', messageKey, ...(field ? { field } : {}) });

function toSummary(row: RfqSummaryRow): RfqSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    project: { id: row.projectId, name: row.projectName, code: row.projectCode },
    status: row.status,
    due_at: row.dueAt.toISOString(),
    need_by_date: row.needByDate,
    item_count: row.itemCount,
    invited_count: row.invitedCount,
    answered_count: row.answeredCount,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

function toInvitation(row: InvitationRow): Rfq['invitations'][number] {
  return {
    id: row.id,
    supplier: { id: row.supplierId, name: row.supplierName },
    email: row.email,
    language: row.language,
    status: row.status,
    provider_company:
      row.providerStakeholderId !== null && row.providerName !== null
        ? { id: row.providerStakeholderId, name: row.providerName }
        : null,
    sent_at: row.sentAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    revision_count: row.revisionCount,
    file_count: row.fileCount,
  };
}

/** The RFQ number as people read it: SDC-2026-0001 (docs/product-rules.md § Requests for quotation). */
export function formatRfqNumber(year: number, sequence: number): string {
  return `SDC-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * One page of the caller's RFQs, newest first, optionally of one project or status; a page past
 * the end answers no rows and the total (docs/product-rules.md § Requests for quotation).
 */
export async function getRfqs(ctx: Ctx, scope: Scope, query: RfqListQuery): Promise<RfqList> {
  const { rows, total } = await listRfqSummaries(ctx.db, scope.stakeholderId, {
    projectId: query.project,
    status: query.status,
    page: query.page,
  });
  return { rfqs: rows.map(toSummary), page: query.page, page_size: LIST_PAGE_SIZE, total };
}

/**
 * The project of one of the caller's RFQs, read from its header alone (no items, no
 * invitations); another company's id answers 404.
 */
export async function getRfqProjectId(
  ctx: Pick<Ctx, 'db'>,
  scope: Scope,
  id: number,
): Promise<number> {
  const row = await findRfqHeader(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  return row.projectId;
}

/** One RFQ with its items and invitations; another company's id answers 404. */
export async function getRfq(ctx: Pick<Ctx, 'db'>, scope: Scope, id: number): Promise<Rfq> {
  const row = await findRfqHeader(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  const [items, invitations] = await Promise.all([
    listItemsAt(ctx.db, id, row.itemsVersion),
    listInvitations(ctx.db, id),
  ]);
  return {
    ...toSummary(row),
    currency: row.currency,
    delivery_location:
      row.deliveryLocationId !== null && row.locationName !== null
        ? {
            id: row.deliveryLocationId,
            name: row.locationName,
            full_address: row.locationAddress ?? '',
          }
        : null,
    delivery_contact: toDeliveryContact(row),
    notes: row.notes,
    items,
    invitations: invitations.map(toInvitation),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** Checks what needs the database: the project, the location, the suppliers and their e-mails. */
async function checkReferences(
  ctx: Ctx,
  scope: Scope,
  input: SaveRfqData,
): Promise<{ suppliers: SupplierRow[]; deliveryLocationId: number | null }> {
  const project = await assertActiveProject(ctx, scope, input.project_id);
  await assertOwnLocation(
    ctx,
    scope.stakeholderId,
    input.delivery_location_id,
    'delivery_location_id',
  );
  const suppliers = await getSuppliersForInvitation(ctx, scope, input.supplier_ids, 'supplier_ids');
  const withoutEmail = suppliers.find((supplier) => !supplier.emails.length);
  if (withoutEmail) {
    throw new AppError({
      code: 'supplier_no_email',
      messageKey: 'errors.supplierNoEmail',
      field: 'supplier_ids',
      params: { name: withoutEmail.legalName },
    });
  }
  return {
    suppliers,
    deliveryLocationId: input.delivery_location_id ?? project.delivery_location?.id ?? null,
  };
}

function headerValues(input: SaveRfqData, deliveryLocationId: number | null) {
  return {
    projectId: input.project_id,
    title: input.title,
    deliveryLocationId,
    needByDate: input.need_by_date,
    dueAt: new Date(input.due_at),
    notes: input.notes,
  };
}

function itemValues(input: SaveRfqData) {
  return input.items.map((item, index) => ({
    id: item.id,
    position: index + 1,
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    brand: item.brand,
    notes: item.notes,
    section: item.section,
  }));
}

async function invitationValues(db: Db, suppliers: SupplierRow[]) {
  return Promise.all(
    suppliers.map(async (supplier) => {
      const email = supplier.emails[0] ?? '';
      return {
        supplierId: supplier.id,
        supplierName: supplier.tradeName || supplier.legalName,
        email,
        language: supplier.language,
        providerStakeholderId:
          supplier.providerStakeholderId ?? (await findProviderForEmail(db, email)),
      };
    }),
  );
}

function assertDueInFuture(input: SaveRfqData): void {
  if (new Date(input.due_at).getTime() <= Date.now())
    throw badRequest('rfq_due_in_past', 'errors.rfqDueInPast', 'due_at');
}

/**
 * Creates a draft RFQ with its items and invited suppliers, numbered SDC-<year>-<n> from the
 * company's counter in the same transaction (no gaps, no duplicates under concurrency).
 */
export async function createRfq(ctx: Ctx, scope: Scope, input: SaveRfqData): Promise<Rfq> {
  assertDueInFuture(input);
  const { suppliers, deliveryLocationId } = await checkReferences(ctx, scope, input);
  const id = await ctx.db.transaction(async (tx) => {
    const year = new Date().getUTCFullYear();
    const sequence = await nextRfqNumber(tx, scope.stakeholderId, year);
    const rfqId = await insertRfq(tx, {
      ...headerValues(input, deliveryLocationId),
      stakeholderId: scope.stakeholderId,
      number: formatRfqNumber(year, sequence),
      createdById: scope.userId,
    });
    await syncItems(tx, rfqId, itemValues(input));
    await insertInvitations(tx, rfqId, await invitationValues(tx, suppliers));
    return rfqId;
  });
  return getRfq(ctx, scope, id);
}

/**
 * Replaces a draft or sent RFQ. On a sent RFQ the suppliers still invited are mailed the change
 * with the new documents, newly invited ones get the RFQ, and those left out are withdrawn.
 */
export async function replaceRfq(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveRfqData,
): Promise<Rfq> {
  const current = await findRfqHeader(ctx.db, scope.stakeholderId, id);
  if (!current) throw notFound();
  if (current.status !== 'draft' && current.status !== 'sent')
    throw conflict('errors.rfqNotEditable');
  if (new Date(input.due_at).getTime() !== current.dueAt.getTime()) assertDueInFuture(input);
  const { suppliers, deliveryLocationId } = await checkReferences(ctx, scope, input);
  const write = async (tx: Db) => {
    const locked = await lockRfq(tx, scope.stakeholderId, id);
    if (!locked) throw notFound();
    if (locked.status !== 'draft' && locked.status !== 'sent')
      throw conflict('errors.rfqNotEditable');
    await updateRfq(tx, id, headerValues(input, deliveryLocationId));
    if (locked.projectId !== input.project_id)
      await moveQuotesToRfqProject(tx, id, input.project_id);
    await syncItems(tx, id, itemValues(input));
    const supplierIds = suppliers.map((supplier) => supplier.id);
    await withdrawInvitations(tx, id, { keepSupplierIds: supplierIds });
    const before = await listInvitations(tx, id);
    const known = new Set(before.map((invitation) => invitation.supplierId));
    await reinstateInvitations(tx, id, supplierIds);
    await insertInvitations(
      tx,
      id,
      await invitationValues(
        tx,
        suppliers.filter((supplier) => !known.has(supplier.id)),
      ),
    );
    return locked.status;
  };
  // A sent RFQ's files are drawn from the edit rehearsed and rolled back, so the RFQ is not
  // locked while drawing (docs/product-rules.md § Documents off the request's thread).
  const files =
    current.status === 'sent' ? await drawRfqFiles(await rehearse(ctx, write, id)) : null;
  await ctx.db.transaction(async (tx) => {
    if ((await write(tx)) !== 'sent') return;
    const after = await listInvitations(tx, id);
    const unsent = after.filter((i) => i.status !== 'withdrawn' && !i.sentAt).map((i) => i.id);
    const sent = after.filter((i) => i.status !== 'withdrawn' && i.sentAt).map((i) => i.id);
    // One drawing per language serves the change notices and the new invitations alike; drawn
    // again here only if the RFQ changed since the rehearsal.
    const drawn: RfqFiles = files ?? { content: '', byLanguage: new Map() };
    await mailRfqToSuppliers(ctx, tx, id, { isChange: true, onlyIds: sent, files: drawn });
    await mailRfqToSuppliers(ctx, tx, id, { isChange: false, onlyIds: unsent, files: drawn });
  });
  return getRfq(ctx, scope, id);
}

/** Thrown to roll a rehearsal back once it has read what it came for. */
class Rehearsed extends Error {
  constructor(readonly toDraw: RfqToDraw) {
    super('rehearsed');
  }
}

/**
 * Runs `write` in a transaction that is always rolled back, and answers what the RFQ's files would
 * be drawn from after it; the writes' own refusals (404, 409) come out as they would.
 */
async function rehearse(
  ctx: Ctx,
  write: (tx: Db) => Promise<unknown>,
  id: number,
): Promise<RfqToDraw> {
  try {
    await ctx.db.transaction(async (tx) => {
      await write(tx);
      throw new Rehearsed(await whatToDraw(tx, id));
    });
  } catch (error) {
    if (error instanceof Rehearsed) return error.toDraw;
    throw error;
  }
  throw new Error('a rehearsal always rolls back');
}

/**
 * Sends a draft: each invited supplier is mailed the RFQ (PDF, XLSX, answer link) in one
 * transaction. The files are drawn before it, in worker threads, so the RFQ's lock is held only
 * for the writes (docs/product-rules.md § Documents off the request's thread). Sending again an
 * RFQ already sent to exactly its invitations answers as the first send did
 * (docs/product-rules.md § Sending twice).
 */
export async function sendRfq(ctx: Ctx, scope: Scope, id: number): Promise<Rfq> {
  const current = await findRfqHeader(ctx.db, scope.stakeholderId, id);
  if (!current) throw notFound();
  if (current.status === 'draft') {
    // Refused before anything is drawn; checked again under the lock.
    if (current.dueAt.getTime() <= Date.now()) throw conflict('errors.rfqDueInPast', 'due_at');
    if (!current.invitedCount) throw conflict('errors.rfqNoSuppliers', 'supplier_ids');
    const files = await prepareRfqFiles(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const locked = await lockRfq(tx, scope.stakeholderId, id);
      if (!locked) throw notFound();
      if (locked.status !== 'draft') {
        if (await alreadySent(tx, locked.status, id)) return;
        throw conflict('errors.rfqNotDraft');
      }
      const header = await findRfqHeader(tx, scope.stakeholderId, id);
      if (!header || header.dueAt.getTime() <= Date.now())
        throw conflict('errors.rfqDueInPast', 'due_at');
      if (!header.invitedCount) throw conflict('errors.rfqNoSuppliers', 'supplier_ids');
      await updateRfq(tx, id, { status: 'sent', sentAt: new Date() });
      await mailRfqToSuppliers(ctx, tx, id, { isChange: false, files });
    });
  } else if (!(await alreadySent(ctx.db, current.status, id))) {
    throw conflict('errors.rfqNotDraft');
  }
  return getRfq(ctx, scope, id);
}

/**
 * Whether an RFQ no longer a draft is sent and every invitation still standing was mailed: a
 * send repeated (a retry after a lost answer) then changes nothing and answers the RFQ.
 */
async function alreadySent(db: Db, status: Rfq['status'], id: number): Promise<boolean> {
  if (status !== 'sent') return false;
  const standing = (await listInvitations(db, id)).filter((i) => i.status !== 'withdrawn');
  return standing.length > 0 && standing.every((invitation) => invitation.sentAt !== null);
}

/** Closes a sent RFQ: no more answers; the answers already given stay. */
export async function closeRfq(ctx: Ctx, scope: Scope, id: number): Promise<Rfq> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockRfq(tx, scope.stakeholderId, id);
    if (!locked) throw notFound();
    if (locked.status !== 'sent') throw conflict('errors.rfqNotSent');
    await updateRfq(tx, id, { status: 'closed', closedAt: new Date() });
  });
  return getRfq(ctx, scope, id);
}

/** Withdraws one invitation: the supplier's link stops working at once. */
export async function withdrawInvitation(
  ctx: Ctx,
  scope: Scope,
  id: number,
  invitationId: number,
): Promise<Rfq> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockRfq(tx, scope.stakeholderId, id))) throw notFound();
    const invitation = (await listInvitations(tx, id)).find((i) => i.id === invitationId);
    if (!invitation) throw notFound();
    await withdrawInvitations(tx, id, { invitationId });
  });
  return getRfq(ctx, scope, id);
}

/**
 * Locks one of the caller's RFQs for the rest of the transaction `db` (an award queues up behind
 * edits and sending) and answers its status; 404 when it is not the caller's.
 */
export async function lockRfqForAward(db: Db, scope: Scope, id: number): Promise<Rfq['status']> {
  const locked = await lockRfq(db, scope.stakeholderId, id);
  if (!locked) throw notFound();
  return locked.status;
}

/** Marks an RFQ awarded inside the award's transaction. */
export async function markRfqAwarded(db: Db, id: number): Promise<void> {
  await updateRfq(db, id, { status: 'awarded' });
}

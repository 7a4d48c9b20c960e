import type { ErrorCode, ErrorMessageKey } from '@app/shared/api/error-codes';
import type {
  AnswerRevision,
  InboxEntry,
  InboxList,
  InboxListQuery,
  QuoteFile,
  SubmitAnswerData,
  SupplierRfqView,
} from '@app/shared/schemas/rfqs';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import {
  ANSWER_FILES_MAX,
  ANSWER_FILES_PER_DAY,
  CURRENCY_DECIMALS,
} from '@app/shared/constants/purchasing';
import {
  documentDiscountAmount,
  isGreater,
  itemsSubtotal,
} from '@app/shared/rules/document-discount';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { answerLinkExpiry, verifyAnswerToken } from '../../lib/answer-token.ts';
import {
  countInvitationFiles,
  findInboxInvitation,
  findInvitation,
  insertAnswer,
  listFiles,
  listInbox,
  listRevisions,
  lockInvitation,
  lockInvitationFiles,
  lockRfqForSupplier,
  markInvitationViewed,
  type AnswerInvitationRow,
} from './answers.repository.ts';
import {
  readRfqHeader,
  readRfqItems,
  readRfqItemsAt,
  type RfqHeader,
} from '../rfqs/rfq-reads.service.ts';
import { receiveQuoteFile } from '../quotes/quotes.service.ts';
import { toDeliveryContact } from '../../lib/delivery-contact.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Invitation = NonNullable<AnswerInvitationRow>;
/** Who answers: the mailed link (no user) or a signed-in provider user. */
export type Answerer = { invitation: Invitation; userId: number | null };

const gone = (messageKey: ErrorMessageKey, code: ErrorCode) => new AppError({ code, messageKey });

/**
 * The invitation an answer link stands for. A tampered or unknown link answers 404, an expired
 * one (due date + grace) or a withdrawn invitation 410: the page says which, and nothing changes.
 */
export async function resolveAnswerLink(ctx: Ctx, token: string): Promise<Answerer> {
  const check = await verifyAnswerToken(ctx.config.secretKey, token);
  if (check.kind === 'expired') throw gone('errors.answerLinkExpired', 'answer_link_expired');
  const invitation =
    check.kind === 'valid' ? await findInvitation(ctx.db, check.claims.invitationId) : undefined;
  if (!invitation || check.kind !== 'valid') {
    throw new AppError({
      code: 'answer_link_invalid',
      messageKey: 'errors.answerLinkInvalid',
    });
  }
  if (invitation.status === 'withdrawn' || invitation.tokenNonce !== check.claims.nonce) {
    throw gone('errors.answerLinkWithdrawn', 'answer_link_withdrawn');
  }
  const header = await readRfqHeader(ctx.db, null, invitation.rfqId);
  if (!header || answerLinkExpiry(header.dueAt).getTime() < Date.now()) {
    throw gone('errors.answerLinkExpired', 'answer_link_expired');
  }
  return { invitation, userId: null };
}

/** The invitation a provider user opens from the inbox; anything not sent to the company is 404. */
export async function resolveInboxInvitation(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<Answerer> {
  const invitation = await findInboxInvitation(ctx.db, scope.stakeholderId, id);
  if (!invitation) throw notFound();
  return { invitation, userId: scope.userId };
}

function canAnswer(header: RfqHeader, invitation: Invitation): boolean {
  return (
    header.status === 'sent' &&
    invitation.status !== 'withdrawn' &&
    header.dueAt.getTime() >= Date.now()
  );
}

async function loadHeader(db: Db, invitation: Invitation): Promise<RfqHeader> {
  const header = await readRfqHeader(db, null, invitation.rfqId);
  if (!header) throw notFound();
  return header;
}

/**
 * What the supplier sees: the RFQ as sent to them, their revisions and files. The first look marks
 * the invitation viewed.
 */
export async function getSupplierView(ctx: Ctx, answerer: Answerer): Promise<SupplierRfqView> {
  const { invitation } = answerer;
  if (invitation.status === 'invited') {
    await markInvitationViewed(ctx.db, invitation.rfqId, invitation.id);
  }
  const header = await loadHeader(ctx.db, invitation);
  const [items, revisions, files] = await Promise.all([
    readRfqItemsAt(ctx.db, invitation.rfqId, header.itemsVersion),
    listRevisions(ctx.db, invitation.id),
    listFiles(ctx.db, invitation.id),
  ]);
  const current = await findInvitation(ctx.db, invitation.id);
  return {
    invitation_id: invitation.id,
    number: header.number,
    title: header.title,
    buyer_company: header.buyerCompany,
    buyer_country: header.buyerCountry,
    project: header.projectName,
    currency: header.currency,
    delivery_location:
      header.deliveryLocationId !== null && header.locationName !== null
        ? {
            id: header.deliveryLocationId,
            name: header.locationName,
            full_address: header.locationAddress ?? '',
          }
        : null,
    delivery_contact: toDeliveryContact(header),
    need_by_date: header.needByDate,
    due_at: header.dueAt.toISOString(),
    notes: header.notes,
    rfq_status: header.status,
    invitation_status: current?.status ?? invitation.status,
    supplier_name: invitation.supplierName,
    can_answer: canAnswer(header, invitation),
    items,
    revisions: revisions.map(toRevision),
    files: files.map(toQuoteFile),
  };
}

/** One kept revision of a supplier's answer, as both the supplier and the buyer read it. */
export function toRevision(
  revision: Awaited<ReturnType<typeof listRevisions>>[number],
): AnswerRevision {
  return {
    revision: revision.revision,
    currency: revision.currency,
    valid_until: revision.validUntil,
    freight: revision.freight,
    discount_total: revision.discountTotal,
    discount_pct: revision.discountPct,
    payment_terms: revision.paymentTerms,
    notes: revision.notes,
    lines: revision.lines.map((line) => ({
      item_id: line.itemId,
      unit_price: line.unitPrice,
      brand: line.brand,
      note: line.note,
      delivery_days: line.deliveryDays,
    })),
    submitted_at: revision.createdAt.toISOString(),
    by_account: revision.submittedByUserId !== null,
  };
}

export function toQuoteFile(row: Awaited<ReturnType<typeof listFiles>>[number]): QuoteFile {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    uploaded_at: row.createdAt.toISOString(),
  };
}

async function assertOpen(ctx: Ctx, invitation: Invitation): Promise<void> {
  if (!canAnswer(await loadHeader(ctx.db, invitation), invitation)) {
    throw new AppError({ code: 'answer_closed', messageKey: 'errors.answerClosed' });
  }
}

/**
 * Adds a revision of the supplier's answer (docs/product-rules.md § Answering an RFQ): prices
 * per requested item, header terms; earlier revisions are kept. Until the due date only.
 */
export async function submitAnswer(
  ctx: Ctx,
  answerer: Answerer,
  input: SubmitAnswerData,
): Promise<SupplierRfqView> {
  const { invitation } = answerer;
  await assertOpen(ctx, invitation);
  const items = new Map(
    (await readRfqItems(ctx.db, invitation.rfqId)).map((item) => [item.id, item]),
  );
  if (input.lines.some((line) => !items.has(line.item_id))) {
    throw badRequest('answer_unknown_item', 'purchasing.answerUnknownItem', 'lines');
  }
  const priced = input.lines.filter((line) => line.unit_price !== null);
  if (!priced.length && !(await listFiles(ctx.db, invitation.id)).length) {
    throw badRequest('answer_empty', 'purchasing.answerEmpty', 'lines');
  }
  const discountTotal = answerDiscount(input, (itemId) => items.get(itemId)?.quantity ?? null);
  await ctx.db.transaction(async (tx) => {
    await lockRfqForSupplier(tx, invitation.rfqId);
    const locked = await lockInvitation(tx, invitation.id);
    if (!locked || locked.status === 'withdrawn') {
      throw gone('errors.answerLinkWithdrawn', 'answer_link_withdrawn');
    }
    const byItem = new Map(input.lines.map((line) => [line.item_id, line]));
    await insertAnswer(
      tx,
      {
        invitationId: invitation.id,
        currency: input.currency,
        validUntil: input.valid_until,
        freight: input.freight,
        discountTotal,
        discountPct: input.discount_pct,
        paymentTerms: input.payment_terms,
        notes: input.notes,
        submittedByUserId: answerer.userId,
      },
      [...byItem.values()].map((line) => ({
        itemId: line.item_id,
        unitPrice: line.unit_price,
        brand: line.brand,
        note: line.note,
        deliveryDays: line.delivery_days,
      })),
    );
  });
  return getSupplierView(ctx, answerer);
}

/**
 * The answer's document discount as an amount (docs/product-rules.md § Document discount): as
 * typed, or the percentage of the priced items (quantity × unit price) rounded to the currency's
 * decimals; more than the priced items is refused on the field it was typed in.
 */
function answerDiscount(
  input: SubmitAnswerData,
  quantityOf: (itemId: number) => string | null,
): string | null {
  const subtotal = itemsSubtotal(
    input.lines.map((line) => ({ quantity: quantityOf(line.item_id), unitPrice: line.unit_price })),
  );
  const amount = documentDiscountAmount({
    amount: input.discount_total,
    pct: input.discount_pct,
    subtotal,
    decimals: CURRENCY_DECIMALS[input.currency],
  });
  if (amount !== null && isGreater(amount, subtotal)) {
    throw new AppError({
      code: 'discount_too_large',
      messageKey: 'purchasing.discountTooLarge',
      field: input.discount_pct === null ? 'discount_total' : 'discount_pct',
      params: { subtotal },
    });
  }
  return amount;
}

/** Keeps an uploaded quote file (type from its bytes) for the quote reader, until the due date. */
export async function uploadQuoteFile(
  ctx: Ctx & Pick<AppContext, 'jobs' | 'log' | 'storage'>,
  answerer: Answerer,
  fileName: string,
  bytes: Buffer,
): Promise<SupplierRfqView> {
  const { invitation } = answerer;
  await assertOpen(ctx, invitation);
  // Refused early, before the bytes are stored; counted again under a lock of the invitation's
  // uploads in the transaction that keeps the file, so uploads sent at once cannot pass together.
  await assertFilesLeft(ctx.db, invitation.id);
  // The buyer's quote, read in the background like an upload (docs/product-rules.md § Quote intake
  // and review); the file is checked there, from its bytes.
  await receiveQuoteFile(
    ctx,
    {
      stakeholderId: invitation.stakeholderId,
      userId: answerer.userId,
      origin: answerer.userId === null ? 'answer_link' : 'inbox',
      rfqId: invitation.rfqId,
      invitationId: invitation.id,
      admit: async (tx) => {
        await lockInvitationFiles(tx, invitation.id);
        await assertFilesLeft(tx, invitation.id);
      },
    },
    fileName,
    bytes,
  );
  return getSupplierView(ctx, answerer);
}

/** One invitation takes so many files a day and in all (docs/product-rules.md § Answering an RFQ). */
async function assertFilesLeft(db: Db, invitationId: number): Promise<void> {
  const sent = await countInvitationFiles(db, invitationId);
  if (sent.total >= ANSWER_FILES_MAX || sent.lastDay >= ANSWER_FILES_PER_DAY) {
    throw new AppError({
      code: 'answer_files_limit',
      messageKey: 'purchasing.answerFilesLimit',
      field: 'file',
      params: { max: ANSWER_FILES_MAX, perDay: ANSWER_FILES_PER_DAY },
    });
  }
}

/**
 * One page of the RFQs sent to the provider company's e-mails, the latest sent first, with each
 * one's status; a page past the end answers no rows and the total.
 */
export async function getInbox(ctx: Ctx, scope: Scope, query: InboxListQuery): Promise<InboxList> {
  const { rows, total } = await listInbox(ctx.db, scope.stakeholderId, { page: query.page });
  const now = Date.now();
  const entries = rows.map((row): InboxEntry => ({
    invitation_id: row.invitationId,
    number: row.number,
    title: row.title,
    buyer_company: row.buyerCompany,
    rfq_status: row.rfqStatus,
    invitation_status: row.invitationStatus,
    email: row.email,
    due_at: row.dueAt.toISOString(),
    item_count: row.itemCount,
    sent_at: row.sentAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    can_answer:
      row.rfqStatus === 'sent' &&
      row.invitationStatus !== 'withdrawn' &&
      row.dueAt.getTime() >= now,
  }));
  return { rfqs: entries, page: query.page, page_size: LIST_PAGE_SIZE, total };
}

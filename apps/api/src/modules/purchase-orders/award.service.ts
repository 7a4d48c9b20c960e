import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import { PO_NUMBER_PREFIX, type PoStatus } from '@app/shared/constants/purchasing';
import { isOfferExpired, todayUtc } from '@app/shared/rules/offer-validity';
import type { Award, AwardRequestParsed } from '@app/shared/schemas/purchase-orders';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { countSubstitutions, getComparisonDetail } from '../comparisons/comparisons.service.ts';
import { getProject } from '../projects/projects.service.ts';
import { getRfq, lockRfqForAward, markRfqAwarded } from '../rfqs/rfqs.service.ts';
import { computePlan, toPlan } from './award-plan.service.ts';
import { draftOrder, sameOrder, type OrderDraft } from './order-drafts.ts';
import { cancelOrders, toSummary } from './purchase-orders.service.ts';
import {
  findAward,
  insertPurchaseOrder,
  listActiveOrdersOfRfq,
  listOrderLines,
  listOrders,
  nextPoNumber,
  saveAward,
} from './purchase-orders.repository.ts';
import { queueOrderMail } from './order-mail.service.ts';

/*
 * The award (docs/product-rules.md § Awarding and purchase orders): the plan confirmed, the orders
 * it changes cancelled and reissued, numbered and mailed, and the award read back.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail' | 'jobs'>;

const conflict = (messageKey: ErrorMessageKey, params?: Record<string, string>) =>
  new AppError({ code: 'conflict', messageKey, ...(params ? { params } : {}) });

/** Statuses an order may still be cancelled from when the award changes. */
const CANCELLABLE: readonly PoStatus[] = ['sent', 'acknowledged'];

/**
 * Refuses an award that uses an offer whose validity has passed unless the buyer acknowledges it,
 * naming those offers (docs/product-rules.md § Comparing and awarding, Expired offers).
 */
function assertNoExpiredOffers(
  detail: Awaited<ReturnType<typeof getComparisonDetail>>,
  awards: { supplierId: string }[],
): void {
  const used = new Set(awards.map((award) => award.supplierId));
  const today = todayUtc();
  const expired = detail.offers
    .filter((offer) => used.has(offer.key))
    .map(({ origin }) =>
      origin.source === 'answer'
        ? { name: origin.invitation.supplierName, validUntil: origin.answer.validUntil }
        : {
            name: origin.quote.supplierName ?? `#${origin.quote.id}`,
            validUntil: origin.quote.validUntil,
          },
    )
    .filter((offer) => isOfferExpired(offer.validUntil, today));
  if (!expired.length) return;
  throw new AppError({
    code: 'award_expired_unacknowledged',
    messageKey: 'purchasing.awardExpiredUnacknowledged',
    params: {
      offers: expired.map((offer) => `${offer.name} (${offer.validUntil ?? ''})`).join(', '),
    },
  });
}

/**
 * POST /rfqs/:id/award/: stores the award and issues one order per chosen supplier, each mailed
 * with its PDF in the supplier's language. Changing an award cancels and reissues only the orders
 * whose content changes; one already being delivered stops the change (409). The award, the
 * orders, their numbers and the cancellations stand or fall together in one transaction; the new
 * orders' mails are queued in it, and their PDFs drawn after it commits, in worker threads
 * (docs/product-rules.md § Documents off the request's thread).
 */
export async function confirmAward(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  request: AwardRequestParsed,
): Promise<Award> {
  const detail = await getComparisonDetail(ctx, scope, rfqId);
  if (detail.rfq.status === 'draft') throw conflict('purchasing.awardRfqDraft');
  const { plan } = await computePlan(detail, request);
  if (plan.status === 'infeasible' || plan.awards.length === 0)
    throw badRequest('award_empty', 'purchasing.awardEmpty');
  if (!request.acknowledge_expired) assertNoExpiredOffers(detail, plan.awards);
  const project = await getProject(ctx, scope, detail.rfq.project.id);
  const bySupplier = new Map<string, Set<number>>();
  for (const award of plan.awards) {
    const set = bySupplier.get(award.supplierId) ?? new Set<number>();
    set.add(Number(award.itemId));
    bySupplier.set(award.supplierId, set);
  }
  const drafts = new Map<string, OrderDraft>();
  for (const [offerKey, itemIds] of bySupplier)
    drafts.set(offerKey, await draftOrder(ctx, scope, detail, offerKey, itemIds, project.tax_rate));
  const result = toPlan(detail.rfq.currency, plan);
  const counts = await ctx.db.transaction(async (tx) => {
    if ((await lockRfqForAward(tx, scope, rfqId)) === 'draft')
      throw conflict('purchasing.awardRfqDraft');
    const standing = await listActiveOrdersOfRfq(tx, rfqId);
    const keep = new Set<string>();
    const cancel = [];
    for (const order of standing) {
      const draft = drafts.get(order.offerKey);
      if (
        draft &&
        !keep.has(order.offerKey) &&
        sameOrder(order, await listOrderLines(tx, order.id), draft)
      )
        keep.add(order.offerKey);
      else cancel.push(order);
    }
    const stuck = cancel.find((order) => !CANCELLABLE.includes(order.status));
    if (stuck) throw conflict('purchasing.awardOrderDelivered', { number: stuck.number });
    await cancelOrders(ctx, tx, scope, cancel);
    let issued = 0;
    for (const [offerKey, draft] of drafts) {
      if (keep.has(offerKey)) continue;
      await queueOrderMail(ctx, tx, await issueOrder(tx, scope, draft));
      issued++;
    }
    await saveAward(
      tx,
      {
        rfqId,
        stakeholderId: scope.stakeholderId,
        options: request,
        currency: detail.rfq.currency,
        itemsTotal: result.items_total,
        freightTotal: result.freight_total,
        total: result.total,
        savingVsHighest: result.saving_vs_highest,
        savingVsMedian: result.saving_vs_median,
        awardedById: scope.userId,
      },
      result.lines.map((line) => ({
        itemId: line.item_id,
        offerKey: line.offer_key,
        amount: line.amount,
      })),
      countSubstitutions(detail),
    );
    await markRfqAwarded(tx, rfqId);
    return { issued, cancelled: cancel.length };
  });
  return {
    ...(await getAward(ctx, scope, rfqId)),
    issued: counts.issued,
    cancelled: counts.cancelled,
  };
}

/** Numbers and stores one order; answers its id. */
async function issueOrder(tx: Db, scope: Scope, draft: OrderDraft): Promise<number> {
  const year = new Date().getUTCFullYear();
  const sequence = await nextPoNumber(tx, scope.stakeholderId, year);
  const number = `${PO_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;
  return insertPurchaseOrder(
    tx,
    { ...draft.values, number, stakeholderId: scope.stakeholderId, createdById: scope.userId },
    draft.lines,
  );
}

/** GET /rfqs/:id/award/: the current award, if any, and every order of the RFQ. */
export async function getAward(ctx: Ctx, scope: Scope, rfqId: number): Promise<Award> {
  const rfq = await getRfq(ctx, scope, rfqId);
  const stored = await findAward(ctx.db, rfqId);
  const { rows } = await listOrders(ctx.db, { buyer: scope.stakeholderId }, { page: 1, rfqId });
  return {
    award: stored
      ? {
          status: 'optimal',
          currency: stored.award.currency,
          lines: stored.lines.map((l) => ({
            item_id: l.itemId,
            offer_key: l.offerKey,
            amount: l.amount,
          })),
          unawarded_item_ids: rfq.items
            .map((item) => item.id)
            .filter((id) => !stored.lines.some((l) => l.itemId === id)),
          offer_keys: [...new Set(stored.lines.map((l) => l.offerKey))].sort(),
          items_total: stored.award.itemsTotal,
          freight_total: stored.award.freightTotal,
          total: stored.award.total,
          saving_vs_highest: stored.award.savingVsHighest,
          saving_vs_median: stored.award.savingVsMedian,
          options: stored.award.options,
          awarded_at: stored.award.awardedAt.toISOString(),
        }
      : null,
    purchase_orders: rows.map(toSummary),
  };
}

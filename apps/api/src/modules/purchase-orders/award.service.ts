import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import Decimal from 'decimal.js';
import {
  awardInputFromComparison,
  optimizeAward,
  overrideAward,
  type AwardInput,
  type AwardPlan as EnginePlan,
} from '@app/comparison/award';
import { WEB_PATHS } from '@app/shared/api/paths';
import {
  CURRENCY_DECIMALS,
  PO_NUMBER_PREFIX,
  type Currency,
  type PoStatus,
} from '@app/shared/constants/purchasing';
import type { Award, AwardPlan, AwardRequestParsed } from '@app/shared/schemas/purchase-orders';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { renderPurchaseOrderMail } from '../../mail/templates.ts';
import {
  countSubstitutions,
  getComparisonDetail,
  type ComparisonDetail,
} from '../comparisons/comparisons.service.ts';
import { getProject } from '../projects/projects.service.ts';
import { getRfq, lockRfqForAward, markRfqAwarded } from '../rfqs/rfqs.service.ts';
import { getSupplier } from '../suppliers/suppliers.service.ts';
import { cancelOrders, loadOrderDocument, toSummary } from './purchase-orders.service.ts';
import {
  findAward,
  insertPurchaseOrder,
  listActiveOrdersOfRfq,
  listOrderLines,
  listOrders,
  nextPoNumber,
  saveAward,
  type PurchaseOrderLineValues,
  type PurchaseOrderValues,
} from './purchase-orders.repository.ts';
import { renderPurchaseOrderPdf } from './purchase-order-documents.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

const conflict = (messageKey: ErrorMessageKey, params?: Record<string, string>) =>
  new AppError({ code: 'conflict', messageKey, ...(params ? { params } : {}) });

const STRATEGY = {
  best_per_item: 'best-per-item',
  single_supplier: 'single-supplier',
  max_suppliers: 'max-suppliers',
} as const;

function engineInput(detail: ComparisonDetail): AwardInput {
  return awardInputFromComparison(
    detail.rfq.items.map((item) => String(item.id)),
    {
      quotes: detail.offers.map((offer) => ({
        quoteId: offer.key,
        freight: offer.compared.freight,
        levelledTotal: offer.compared.levelledTotal,
        itemAmounts: offer.compared.itemAmounts,
      })),
    },
  );
}

/**
 * The plan under the buyer's strategy, constraints and choices (docs/product-rules.md § Awarding
 * and purchase orders): an item the buyer assigned is forced onto that offer inside the optimizer,
 * so the freight it brings is weighed; an item set to "none" is left out afterwards.
 */
async function computePlan(
  detail: ComparisonDetail,
  request: AwardRequestParsed,
): Promise<{ input: AwardInput; plan: EnginePlan }> {
  const input = engineInput(detail);
  const keys = new Set(detail.offers.map((offer) => offer.key));
  if (request.exclude.some((key) => !keys.has(key)))
    throw badRequest('award_unknown_offer', 'purchasing.awardUnknownOffer', 'exclude');
  const itemIds = new Set(input.items);
  const forced: Record<string, string> = {};
  const dropped: Record<string, null> = {};
  for (const [itemId, offerKey] of Object.entries(request.overrides)) {
    if (!itemIds.has(itemId))
      throw badRequest('award_unknown_item', 'purchasing.awardUnknownItem', 'overrides');
    if (offerKey === null) {
      dropped[itemId] = null;
      continue;
    }
    if (!input.offers.some((o) => o.itemId === itemId && o.supplierId === offerKey))
      throw badRequest('award_not_offered', 'purchasing.awardNotOffered', 'overrides');
    forced[itemId] = offerKey;
  }
  const optimized = await optimizeAward(input, {
    strategy: STRATEGY[request.strategy],
    ...(request.max_suppliers !== null ? { maxSuppliers: request.max_suppliers } : {}),
    excludeSuppliers: request.exclude,
    forced,
    noSubstitutions: request.no_substitutions,
    fullCoverage: request.full_coverage,
    timeLimitSeconds: 2,
  });
  if (!Object.keys(dropped).length) return { input, plan: optimized };
  const plan = overrideAward(input, optimized, dropped);
  return { input, plan: { ...plan, status: optimized.status } };
}

function toPlan(currency: Currency, plan: EnginePlan): AwardPlan {
  const decimals = CURRENCY_DECIMALS[currency];
  const money = (value: Decimal) => value.toFixed(decimals);
  return {
    status: plan.status === 'time-limit' ? 'time_limit' : plan.status,
    currency,
    lines: plan.awards.map((a) => ({
      item_id: Number(a.itemId),
      offer_key: a.supplierId,
      amount: money(a.amount),
    })),
    unawarded_item_ids: plan.unawarded.map(Number),
    offer_keys: plan.suppliers,
    items_total: money(plan.itemsTotal),
    freight_total: money(plan.freightTotal),
    total: money(plan.total),
    saving_vs_highest: plan.savingVsHighest ? money(plan.savingVsHighest) : null,
    saving_vs_median: plan.savingVsMedian ? money(plan.savingVsMedian) : null,
  };
}

/** POST /rfqs/:id/award/plan/: the plan the optimizer proposes, nothing stored. */
export async function previewAward(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  request: AwardRequestParsed,
): Promise<AwardPlan> {
  const detail = await getComparisonDetail(ctx, scope, rfqId);
  const { plan } = await computePlan(detail, request);
  return toPlan(detail.rfq.currency, plan);
}

/** An order as the award would issue it, before it has a number. */
type OrderDraft = {
  values: Omit<PurchaseOrderValues, 'number' | 'stakeholderId' | 'createdById'>;
  lines: PurchaseOrderLineValues[];
};

const ZERO = new Decimal(0);
const dec = (value: string | null | undefined) =>
  value == null || value === '' ? ZERO : new Decimal(value);

/**
 * One supplier's order from its offer: the quoted lines of the items it won, with the quoted
 * prices, units and line discounts in the quote's currency; the quote's document discount in
 * proportion to the ordered lines; its freight once; the project's tax rate.
 */
async function draftOrder(
  ctx: Ctx,
  scope: Scope,
  detail: ComparisonDetail,
  offerKey: string,
  itemIds: Set<number>,
  taxRate: string,
): Promise<OrderDraft> {
  const offer = detail.offers.find((o) => o.key === offerKey);
  if (!offer) throw new Error(`offer ${offerKey} vanished`);
  const items = detail.rfq.items.filter((item) => itemIds.has(item.id));
  const origin = offer.origin;
  const currency: Currency =
    origin.source === 'answer'
      ? origin.answer.currency
      : (origin.quote.currency ?? detail.rfq.currency);
  const decimals = CURRENCY_DECIMALS[currency];
  const round = (value: Decimal) => value.toDecimalPlaces(decimals);
  const lines: PurchaseOrderLineValues[] = [];
  const push = (line: Omit<PurchaseOrderLineValues, 'position' | 'amount'>) => {
    const amount = dec(line.quantity)
      .times(dec(line.unitPrice))
      .times(new Decimal(1).minus(dec(line.discountPct).div(100)));
    lines.push({ ...line, position: lines.length + 1, amount: round(amount).toFixed() });
  };
  let supplier: Pick<
    PurchaseOrderValues,
    'supplierId' | 'supplierName' | 'supplierEmail' | 'language' | 'providerStakeholderId'
  >;
  let terms: { paymentTerms: string; deliveryTime: string; quoteReference: string };
  let freight: Decimal;
  let discount = ZERO;
  if (origin.source === 'answer') {
    const { invitation, answer } = origin;
    for (const item of items) {
      const answered = answer.lines.find((l) => l.itemId === item.id && l.unitPrice !== null);
      if (!answered) continue;
      push({
        rfqItemId: item.id,
        description: [item.description, answered.brand, answered.note].filter(Boolean).join(' · '),
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: String(answered.unitPrice),
        discountPct: '0',
      });
    }
    supplier = {
      supplierId: invitation.supplierId,
      supplierName: invitation.supplierName,
      supplierEmail: invitation.email,
      language: invitation.language,
      providerStakeholderId: invitation.providerStakeholderId,
    };
    const days = answer.lines
      .filter((l) => items.some((item) => item.id === l.itemId) && l.deliveryDays !== null)
      .map((l) => l.deliveryDays!);
    terms = {
      paymentTerms: answer.paymentTerms,
      deliveryTime: days.length ? `${Math.max(...days)} d` : '',
      quoteReference: '',
    };
    freight = dec(answer.freight);
  } else {
    const { quote, lines: quoteLines } = origin;
    for (const item of items) {
      const matched = offer.compared.lines.filter((l) => l.reqId === String(item.id));
      for (const match of matched) {
        const line = quoteLines.find((l) => l.position === match.lineNo);
        if (!line || line.unitPrice === null) continue;
        push({
          rfqItemId: item.id,
          description: [line.sku, line.description, line.brand].filter(Boolean).join(' '),
          quantity: line.quantity ?? item.quantity,
          unit: line.unit ?? item.unit,
          unitPrice: line.unitPrice,
          discountPct: line.discountPct ?? '0',
        });
      }
    }
    const directory = quote.supplierId
      ? await getSupplier(ctx, scope, quote.supplierId).catch(() => null)
      : null;
    supplier = {
      supplierId: directory?.id ?? null,
      supplierName:
        directory?.trade_name || directory?.legal_name || quote.supplierName || `#${quote.id}`,
      supplierEmail: directory?.emails[0] ?? quote.supplierEmail ?? '',
      language: directory?.language ?? (quote.language === 'en' ? 'en' : 'es'),
      providerStakeholderId: directory?.provider_company?.id ?? null,
    };
    terms = {
      paymentTerms: quote.paymentTerms ?? '',
      deliveryTime: quote.deliveryTime ?? '',
      quoteReference: quote.quoteNumber ?? '',
    };
    freight = quote.freightIncluded ? ZERO : dec(quote.freight);
    const ordered = lines.reduce((sum, l) => sum.plus(l.amount), ZERO);
    const subtotal = dec(quote.subtotal);
    if (dec(quote.discountTotal).gt(0) && subtotal.gt(0))
      discount = dec(quote.discountTotal).times(ordered).div(subtotal);
    else if (dec(quote.discountPct).gt(0))
      discount = ordered.times(dec(quote.discountPct)).div(100);
  }
  const subtotal = lines.reduce((sum, l) => sum.plus(l.amount), ZERO);
  discount = round(discount);
  freight = round(freight);
  const tax = round(subtotal.minus(discount).plus(freight).times(dec(taxRate)).div(100));
  const location = detail.rfq.delivery_location;
  return {
    values: {
      rfqId: detail.rfq.id,
      projectId: detail.rfq.project.id,
      offerKey,
      invitationId: origin.source === 'answer' ? origin.invitation.id : null,
      quoteId: origin.source === 'quote' ? origin.quote.id : null,
      ...supplier,
      deliveryLocationId: location?.id ?? null,
      deliverTo: location ? [location.name, location.full_address].filter(Boolean).join(', ') : '',
      needByDate: detail.rfq.need_by_date,
      currency,
      ...terms,
      subtotal: subtotal.toFixed(),
      discount: discount.toFixed(),
      freight: freight.toFixed(),
      taxRate,
      tax: tax.toFixed(),
      total: subtotal.minus(discount).plus(freight).plus(tax).toFixed(),
    },
    lines,
  };
}

/** Whether a standing order already says what a new draft would (then it is left alone). */
function sameOrder(
  order: { currency: string; freight: string; discount: string; taxRate: string },
  orderLines: {
    rfqItemId: number | null;
    quantity: string;
    unitPrice: string;
    discountPct: string;
    unit: string;
  }[],
  draft: OrderDraft,
): boolean {
  const eq = (a: string, b: string) => new Decimal(a).eq(b);
  return (
    order.currency === draft.values.currency &&
    eq(order.freight, draft.values.freight) &&
    eq(order.discount, draft.values.discount) &&
    eq(order.taxRate, draft.values.taxRate) &&
    orderLines.length === draft.lines.length &&
    orderLines.every((line, i) => {
      const other = draft.lines[i]!;
      return (
        line.rfqItemId === other.rfqItemId &&
        line.unit === other.unit &&
        eq(line.quantity, other.quantity) &&
        eq(line.unitPrice, other.unitPrice) &&
        eq(line.discountPct, String(other.discountPct ?? '0'))
      );
    })
  );
}

/** Statuses an order may still be cancelled from when the award changes. */
const CANCELLABLE: readonly PoStatus[] = ['sent', 'acknowledged'];

/**
 * POST /rfqs/:id/award/: stores the award and issues one order per chosen supplier, each mailed
 * with its PDF in the supplier's language. Changing an award cancels and reissues only the orders
 * whose content changes; one already being delivered stops the change (409). All in one
 * transaction: the award, the orders, their numbers and their mails stand or fall together.
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
      await issueOrder(ctx, tx, scope, draft);
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
  return { ...(await getAward(ctx, scope, rfqId)), ...counts };
}

async function issueOrder(ctx: Ctx, tx: Db, scope: Scope, draft: OrderDraft): Promise<void> {
  const year = new Date().getUTCFullYear();
  const sequence = await nextPoNumber(tx, scope.stakeholderId, year);
  const number = `${PO_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;
  const id = await insertPurchaseOrder(
    tx,
    { ...draft.values, number, stakeholderId: scope.stakeholderId, createdById: scope.userId },
    draft.lines,
  );
  const { values } = draft;
  if (!values.supplierEmail) return;
  const document = await loadOrderDocument(tx, id);
  const mail = renderPurchaseOrderMail(values.language, {
    company: document.buyerCompany,
    supplier: values.supplierName,
    number,
    rfq: document.rfq,
    project: document.project,
    total: document.totalText(values.language),
    url: values.providerStakeholderId
      ? `${ctx.config.appUrl}${WEB_PATHS.inboxPurchaseOrder(id)}`
      : null,
  });
  await ctx.mail.enqueue(tx, values.supplierEmail, mail, [
    {
      filename: `${number}.pdf`,
      contentType: 'application/pdf',
      content: await renderPurchaseOrderPdf(values.language, document.document),
    },
  ]);
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

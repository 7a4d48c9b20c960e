import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import type { Language } from '@app/shared/constants/domain';
import { PO_BUYER_TRANSITIONS, type PoStatus } from '@app/shared/constants/purchasing';
import type {
  PurchaseOrder,
  PurchaseOrderList,
  PurchaseOrderSummary,
} from '@app/shared/schemas/purchase-orders';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { toDeliveryContact } from '../../lib/delivery-contact.ts';
import { renderPurchaseOrderCancelledMail } from '../../mail/templates.ts';
import {
  findOrder,
  listOrderLines,
  listOrders,
  lockOrder,
  PO_PAGE_SIZE,
  setOrderStatus,
  type OrderOwner,
  type PurchaseOrderRow,
  type PurchaseOrderSummaryRow,
} from './purchase-orders.repository.ts';
import { renderPurchaseOrderFile, type PurchaseOrderDocument } from './purchase-order-documents.ts';
import { documentFormat } from '../../lib/document-format.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

const conflict = (messageKey: ErrorMessageKey) => new AppError({ code: 'conflict', messageKey });

const buyer = (scope: Scope): OrderOwner => ({ buyer: scope.stakeholderId });
const provider = (scope: Scope): OrderOwner => ({ provider: scope.stakeholderId });

export function toSummary(row: PurchaseOrderSummaryRow): PurchaseOrderSummary {
  const { order } = row;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    rfq: { id: order.rfqId, number: row.rfqNumber, title: row.rfqTitle },
    project_name: row.projectName,
    supplier_name: order.supplierName,
    buyer_company: row.buyerCompany,
    offer_key: order.offerKey,
    currency: order.currency,
    total: order.total,
    created_at: order.createdAt.toISOString(),
    acknowledged_at: order.acknowledgedAt?.toISOString() ?? null,
  };
}

async function toDetail(
  db: Db,
  row: PurchaseOrderSummaryRow,
  nextStatuses: readonly PoStatus[],
): Promise<PurchaseOrder> {
  const { order } = row;
  const lines = await listOrderLines(db, order.id);
  return {
    ...toSummary(row),
    supplier_email: order.supplierEmail,
    deliver_to: order.deliverTo,
    delivery_contact: toDeliveryContact(row),
    need_by_date: order.needByDate,
    payment_terms: order.paymentTerms,
    delivery_time: order.deliveryTime,
    quote_reference: order.quoteReference,
    subtotal: order.subtotal,
    discount: order.discount,
    freight: order.freight,
    tax_rate: order.taxRate,
    tax: order.tax,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      position: line.position,
      rfq_item_id: line.rfqItemId,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unitPrice,
      discount_pct: line.discountPct,
      amount: line.amount,
    })),
    next_statuses: [...nextStatuses],
  };
}

/** The order as its PDF shows it, read inside the caller's transaction. */
export async function loadOrderDocument(db: Db, id: number) {
  // The caller already holds the order, by its own scope or because it just issued it.
  const row = await findOrder(db, { issuer: true }, id);
  if (!row) throw new Error(`purchase order ${id} vanished`);
  const { order } = row;
  const lines = await listOrderLines(db, id);
  const document: PurchaseOrderDocument = {
    number: order.number,
    cancelled: order.status === 'cancelled',
    issuedAt: order.createdAt,
    buyerCompany: row.buyerCompany,
    buyerCountry: row.buyerCountry,
    project: row.projectName,
    rfq: `${row.rfqNumber} ${row.rfqTitle}`,
    supplierName: order.supplierName,
    deliverTo: order.deliverTo,
    contact: toDeliveryContact(row),
    needByDate: order.needByDate,
    currency: order.currency,
    paymentTerms: order.paymentTerms,
    deliveryTime: order.deliveryTime,
    quoteReference: order.quoteReference,
    lines: lines.map((line) => ({
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      discountPct: line.discountPct,
      amount: line.amount,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    freight: order.freight,
    taxRate: order.taxRate,
    tax: order.tax,
    total: order.total,
  };
  return {
    document,
    buyerCompany: row.buyerCompany,
    project: row.projectName,
    rfq: row.rfqNumber,
    totalText: (language: Language) =>
      documentFormat(language, row.buyerCountry).numbers.money(order.total, order.currency),
  };
}

/**
 * Cancels orders in the caller's transaction and tells each supplier, in its language, that the
 * order no longer stands.
 */
export async function cancelOrders(
  ctx: Ctx,
  tx: Db,
  _scope: Scope,
  orders: PurchaseOrderRow[],
): Promise<void> {
  for (const order of orders) {
    if (!(await setOrderStatus(tx, order.id, 'cancelled', ['sent', 'acknowledged'])))
      throw conflict('purchasing.purchaseOrderStatus');
    if (!order.supplierEmail) continue;
    const document = await loadOrderDocument(tx, order.id);
    await ctx.mail.enqueue(
      tx,
      order.supplierEmail,
      renderPurchaseOrderCancelledMail(order.language, {
        company: document.buyerCompany,
        number: order.number,
        rfq: document.rfq,
        project: document.project,
      }),
    );
  }
}

/** GET /purchase-orders/: the buyer's orders, newest first, 50 a page. */
export async function getPurchaseOrders(
  ctx: Ctx,
  scope: Scope,
  query: { page: number; rfq_id?: number | undefined; status?: PoStatus | undefined },
): Promise<PurchaseOrderList> {
  const { rows, total } = await listOrders(ctx.db, buyer(scope), {
    page: query.page,
    rfqId: query.rfq_id,
    status: query.status,
  });
  return { purchase_orders: rows.map(toSummary), page: query.page, page_size: PO_PAGE_SIZE, total };
}

export async function getPurchaseOrder(ctx: Ctx, scope: Scope, id: number): Promise<PurchaseOrder> {
  const row = await findOrder(ctx.db, buyer(scope), id);
  if (!row) throw notFound();
  return toDetail(ctx.db, row, PO_BUYER_TRANSITIONS[row.order.status]);
}

/** The order's PDF in a language (the supplier's by default), for buyer or provider. */
export async function getPurchaseOrderPdf(
  ctx: Ctx,
  scope: Scope,
  id: number,
  as: 'buyer' | 'provider',
  language: Language | undefined,
): Promise<{ fileName: string; content: Buffer }> {
  const row = await findOrder(ctx.db, as === 'buyer' ? buyer(scope) : provider(scope), id);
  if (!row) throw notFound();
  const document = await loadOrderDocument(ctx.db, id);
  return {
    fileName: `${row.order.number}.pdf`,
    content: await renderPurchaseOrderFile(language ?? row.order.language, document.document),
  };
}

/**
 * POST /purchase-orders/:id/status/: the buyer records delivery, closes or cancels
 * (docs/product-rules.md § Awarding and purchase orders). Cancelling tells the supplier.
 */
export async function changePurchaseOrderStatus(
  ctx: Ctx,
  scope: Scope,
  id: number,
  status: PoStatus,
): Promise<PurchaseOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, buyer(scope), id);
    if (!order) throw notFound();
    if (!PO_BUYER_TRANSITIONS[order.status].includes(status))
      throw conflict('purchasing.purchaseOrderStatus');
    if (status === 'cancelled') await cancelOrders(ctx, tx, scope, [order]);
    else await setOrderStatus(tx, id, status, [order.status]);
  });
  return getPurchaseOrder(ctx, scope, id);
}

/** GET /inbox/purchase-orders/: the orders buyers sent to the caller's provider company. */
export async function getInboxPurchaseOrders(
  ctx: Ctx,
  scope: Scope,
  query: { page: number },
): Promise<PurchaseOrderList> {
  const { rows, total } = await listOrders(ctx.db, provider(scope), { page: query.page });
  return { purchase_orders: rows.map(toSummary), page: query.page, page_size: PO_PAGE_SIZE, total };
}

export async function getInboxPurchaseOrder(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<PurchaseOrder> {
  const row = await findOrder(ctx.db, provider(scope), id);
  if (!row) throw notFound();
  return toDetail(ctx.db, row, row.order.status === 'sent' ? ['acknowledged'] : []);
}

/** POST /inbox/purchase-orders/:id/acknowledge/: the supplier confirms it received the order. */
export async function acknowledgePurchaseOrder(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<PurchaseOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, provider(scope), id);
    if (!order) throw notFound();
    if (order.status !== 'sent') throw conflict('purchasing.purchaseOrderStatus');
    await setOrderStatus(tx, id, 'acknowledged', ['sent']);
  });
  return getInboxPurchaseOrder(ctx, scope, id);
}

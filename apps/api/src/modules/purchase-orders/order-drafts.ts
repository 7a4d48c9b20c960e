import Decimal from 'decimal.js';
import { CURRENCY_DECIMALS, type Currency } from '@app/shared/constants/purchasing';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { ComparisonDetail } from '../comparisons/comparisons.service.ts';
import { getSupplier } from '../suppliers/suppliers.service.ts';
import type { PurchaseOrderLineValues, PurchaseOrderValues } from './purchase-orders.repository.ts';

/*
 * The orders an award would issue, one per chosen supplier, drafted from its offer before any
 * number is given (docs/product-rules.md § Awarding and purchase orders).
 */

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** An order as the award would issue it, before it has a number. */
export type OrderDraft = {
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
export async function draftOrder(
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
    // The answer's document discount in proportion to the ordered items, like a quote's
    // (docs/product-rules.md § Document discount).
    const answered = answer.lines.reduce((sum, l) => {
      const item = detail.rfq.items.find((entry) => entry.id === l.itemId);
      return item && l.unitPrice !== null
        ? sum.plus(dec(item.quantity).times(dec(l.unitPrice)))
        : sum;
    }, ZERO);
    const ordered = lines.reduce((sum, l) => sum.plus(l.amount), ZERO);
    if (dec(answer.discountTotal).gt(0) && answered.gt(0))
      discount = dec(answer.discountTotal).times(ordered).div(answered);
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
export function sameOrder(
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

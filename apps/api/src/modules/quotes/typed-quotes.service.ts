import type { QuoteDetail, SaveQuoteData, TypedQuoteData } from '@app/shared/schemas/quotes';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { insertQuote, replaceLines, type QuoteLineValues } from './quotes.repository.ts';
import { getQuote } from './quote-detail.service.ts';
import { assertFiling } from './quote-filing.service.ts';

function lineValues(line: SaveQuoteData['lines'][number], position: number): QuoteLineValues {
  return {
    position,
    sku: line.sku,
    description: line.description,
    brand: line.brand,
    quantity: line.quantity,
    unit: line.unit,
    unitAsWritten: null,
    unitPrice: line.unit_price,
    discountPct: line.discount_pct,
    lineTotal: line.line_total,
    section: null,
    confidence: 1,
    source: null,
    fieldMeta: {},
    rfqItemId: null,
  };
}

/**
 * A quote typed in by hand when there is no file: stored waiting for review, every value as typed,
 * filed on its RFQ or project with the upload's checks (docs/product-rules.md § Quote intake and
 * review).
 */
export async function createTypedQuote(
  ctx: Pick<AppContext, 'db' | 'config'>,
  scope: Scope,
  input: TypedQuoteData,
): Promise<QuoteDetail> {
  await assertFiling(ctx, scope, input, 'purchasing.typedQuoteProjectMismatch');
  const id = await ctx.db.transaction(async (tx) => {
    const quoteId = await insertQuote(tx, {
      stakeholderId: scope.stakeholderId,
      rfqId: input.rfq_id ?? null,
      projectId: input.project_id ?? null,
      origin: 'typed',
      status: 'to_review',
      createdByUserId: scope.userId,
      supplierName: input.supplier_name,
      supplierTaxId: input.supplier_tax_id,
      quoteNumber: input.quote_number,
      issueDate: input.issue_date,
      validUntil: input.valid_until,
      currency: input.currency,
      paymentTerms: input.payment_terms,
      deliveryTime: input.delivery_time,
      subtotal: input.subtotal,
      discountTotal: input.discount_total ?? null,
      freight: input.freight,
      taxAmount: input.tax_amount,
      total: input.total,
      notes: input.notes,
    });
    await replaceLines(
      tx,
      quoteId,
      input.lines.map((line, index) => lineValues(line, index + 1)),
    );
    return quoteId;
  });
  return getQuote(ctx, scope, id);
}

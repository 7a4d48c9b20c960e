import type { QuoteDetail } from '@app/shared/schemas/quotes';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { recordQuotePrices } from '../price-memory/price-memory.service.ts';
import { readRfqHeader } from '../rfqs/rfq-reads.service.ts';
import {
  clearLineItems,
  findQuote,
  insertCorrections,
  listLines,
  updateReviewed,
  type QuoteDetailRow,
} from './quotes.repository.ts';
import { getQuote } from './quote-detail.service.ts';

type Ctx = Pick<AppContext, 'db'>;

/** What filing a quote under an RFQ (or under none) changes on the quote. */
export type RfqFiling = { rfqId: number | null; projectId: number | null };

/**
 * Checks filing a quote that arrived first under one of the company's RFQs, or taking it out of
 * its RFQ (docs/product-rules.md § Quote intake and review): another company's RFQ answers 404; an
 * awarded RFQ, the one it is in or the one it goes to, is refused (`quote_rfq_awarded`), as is an
 * RFQ of another project than the quote's (`quote_project_mismatch`). The quote goes onto the
 * RFQ's project; taken out, it stays on its project.
 */
export async function checkRfqFiling(
  ctx: Ctx,
  scope: Scope,
  quote: QuoteDetailRow['quote'],
  rfqId: number | null,
): Promise<RfqFiling> {
  const target = rfqId === null ? null : await readRfqHeader(ctx.db, scope.stakeholderId, rfqId);
  if (rfqId !== null && !target) throw notFound();
  const current =
    quote.rfqId === null ? null : await readRfqHeader(ctx.db, scope.stakeholderId, quote.rfqId);
  for (const rfq of [current, target]) {
    if (rfq?.status === 'awarded') {
      throw new AppError({
        code: 'quote_rfq_awarded',
        messageKey: 'purchasing.quoteRfqAwarded',
        field: 'rfq_id',
        params: { number: rfq.number },
      });
    }
  }
  if (!target) return { rfqId: null, projectId: quote.projectId };
  // A quote on a project alone may join one of that project's RFQs, not another project's.
  if (quote.projectId !== null && quote.rfqId === null && quote.projectId !== target.projectId) {
    throw new AppError({
      code: 'quote_project_mismatch',
      messageKey: 'purchasing.quoteRfqProjectMismatch',
      field: 'rfq_id',
      params: { number: target.number },
    });
  }
  return { rfqId: target.id, projectId: target.projectId };
}

/**
 * Files a quote of any status under an RFQ of the company, or under none (`null`), at the version
 * the buyer saw; the move is kept as a correction and the lines' ties to the old RFQ's items are
 * given back to the matcher (docs/product-rules.md § Quote intake and review).
 */
export async function fileQuoteUnderRfq(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: { version: number; rfq_id: number | null },
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  if (row.quote.version !== input.version) throw staleVersion();
  if (row.quote.rfqId === input.rfq_id) return getQuote(ctx, scope, id);
  const filing = await checkRfqFiling(ctx, scope, row.quote, input.rfq_id);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateReviewed(tx, id, input.version, filing))) throw staleVersion();
    await clearLineItems(tx, id);
    // A confirmed quote's prices are remembered again under its new RFQ's items, or on their own
    // terms out of any RFQ (docs/product-rules.md § Price memory).
    if (row.quote.status === 'confirmed')
      await recordQuotePrices(
        { db: tx },
        scope,
        { ...row.quote, ...filing },
        await listLines(tx, id),
      );
    await insertCorrections(tx, [
      {
        quoteId: id,
        lineId: null,
        field: 'rfqId',
        oldValue: row.quote.rfqId === null ? null : String(row.quote.rfqId),
        newValue: filing.rfqId === null ? null : String(filing.rfqId),
        userId: scope.userId,
      },
    ]);
  });
  return getQuote(ctx, scope, id);
}

function staleVersion() {
  return new AppError({ code: 'stale_version', messageKey: 'purchasing.quoteChanged' });
}

import { WEB_PATHS } from '@app/shared/api/paths';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { renderPurchaseOrderMail } from '../../mail/templates.ts';
import { MAIL_PURCHASE_ORDER, type MailPurchaseOrderJob } from '../../queue/queue.ts';
import { renderPurchaseOrderFile } from './purchase-order-documents.ts';
import { loadOrderDocument } from './purchase-orders.service.ts';
import { findOrder, lockOrder, markOrderMailed } from './purchase-orders.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail' | 'jobs' | 'log'>;

/*
 * An issued order reaches its supplier (docs/product-rules.md § Documents off the request's
 * thread): its mail job is queued in the transaction that issues it, and the job draws the PDF in
 * a worker thread, then writes the mail to the outbox and marks the order mailed in one
 * transaction. A job that runs twice (its process stopped after writing) finds the order mailed
 * and writes nothing.
 */

/** Queues the mail of an order being issued, in the caller's transaction. */
export async function queueOrderMail(ctx: Pick<Ctx, 'jobs'>, tx: Db, orderId: number) {
  await ctx.jobs.sendInTransaction(
    tx,
    MAIL_PURCHASE_ORDER,
    { orderId } satisfies MailPurchaseOrderJob,
    { singletonKey: String(orderId) },
  );
}

/** Draws one order's PDF and writes its mail, unless it was mailed, cancelled or has no address. */
export async function mailIssuedOrder(ctx: Ctx, orderId: number): Promise<void> {
  const unsent = (await findOrder(ctx.db, { issuer: true }, orderId))?.order;
  if (!unsent || unsent.mailedAt || unsent.status === 'cancelled' || !unsent.supplierEmail) return;
  const { language, number, supplierEmail } = unsent;
  const document = await loadOrderDocument(ctx.db, orderId);
  const pdf = await renderPurchaseOrderFile(language, document.document);
  const mail = renderPurchaseOrderMail(language, {
    company: document.buyerCompany,
    supplier: unsent.supplierName,
    number,
    rfq: document.rfq,
    project: document.project,
    total: document.totalText(language),
    url: unsent.providerStakeholderId
      ? `${ctx.config.appUrl}${WEB_PATHS.inboxPurchaseOrder(orderId)}`
      : null,
  });
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { issuer: true }, orderId);
    if (!order || order.mailedAt || order.status === 'cancelled') return;
    await ctx.mail.enqueue(tx, supplierEmail, mail, [
      { filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf },
    ]);
    await markOrderMailed(tx, orderId);
  });
}

/**
 * Works the order-mail queue in this process, as every API process works the mail outbox: an
 * award's orders arrive together, so a batch is taken at once and the next without waiting for
 * the poll. A batch with a failed order is tried again whole; the orders it mailed are skipped.
 */
export async function workOrderMails(ctx: Ctx): Promise<void> {
  const boss = await ctx.jobs.ready();
  await boss.work<MailPurchaseOrderJob>(
    MAIL_PURCHASE_ORDER,
    {
      batchSize: 5,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
    },
    async (jobs) => {
      let failed: Error | undefined;
      for (const job of jobs) {
        try {
          await mailIssuedOrder(ctx, job.data.orderId);
        } catch (error) {
          // The log says why this try failed; pg-boss tries the batch again with backoff.
          ctx.log.error({ err: error, orderId: job.data.orderId }, 'purchase order mail failed');
          failed ??= error instanceof Error ? error : new Error(String(error));
        }
      }
      if (failed) throw failed;
    },
  );
}

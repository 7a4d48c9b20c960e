import { WEB_PATHS } from '@app/shared/api/paths';
import type { Db } from '../../db/client.ts';
import { renderRfqMail } from '../../mail/templates.ts';
import type { AppContext } from '../../app-context.ts';
import { signAnswerToken } from '../../lib/answer-token.ts';
import { toDeliveryContact } from '../../lib/delivery-contact.ts';
import { formatDueAt, renderRfqPdf, renderRfqXlsx, type RfqDocument } from './rfq-documents.ts';
import {
  findRfqHeader,
  listInvitations,
  listItems,
  markInvitationsSent,
  type InvitationRow,
} from './rfqs.repository.ts';

type Ctx = Pick<AppContext, 'config' | 'mail'>;

/** The answer link of one invitation (the public page of the web app). */
export async function answerLinkOf(
  ctx: Ctx,
  invitation: Pick<InvitationRow, 'id' | 'tokenNonce'>,
  dueAt: Date,
): Promise<string> {
  const token = await signAnswerToken(
    ctx.config.secretKey,
    { invitationId: invitation.id, nonce: invitation.tokenNonce },
    dueAt,
  );
  return `${ctx.config.appUrl}${WEB_PATHS.answerRfq(token)}`;
}

/** The supplier's copy of the RFQ as it stands in the transaction `db`. */
export async function loadRfqDocument(
  db: Db,
  rfqId: number,
  supplierName: string,
): Promise<RfqDocument> {
  const header = await findRfqHeader(db, null, rfqId);
  if (!header) throw new Error(`rfq ${rfqId} vanished`);
  return {
    number: header.number,
    title: header.title,
    buyerCompany: header.buyerCompany,
    buyerCountry: header.buyerCountry,
    project: `${header.projectName} (${header.projectCode})`,
    deliveryLocation:
      header.locationName !== null
        ? { name: header.locationName, fullAddress: header.locationAddress ?? '' }
        : null,
    contact: toDeliveryContact(header),
    needByDate: header.needByDate,
    dueAt: header.dueAt,
    notes: header.notes,
    supplierName,
    items: await listItems(db, rfqId),
  };
}

/**
 * Writes, in the caller's transaction, one mail per invitation in the supplier's language with
 * the RFQ as PDF and XLSX and their answer link: the RFQ itself (`isChange` false) or the notice
 * that it changed. Only invitations that are not withdrawn are mailed; `onlyIds` narrows further.
 */
export async function mailRfqToSuppliers(
  ctx: Ctx,
  db: Db,
  rfqId: number,
  options: { isChange: boolean; onlyIds?: number[] },
): Promise<number> {
  const invitations = (await listInvitations(db, rfqId)).filter(
    (invitation) =>
      invitation.status !== 'withdrawn' &&
      (!options.onlyIds || options.onlyIds.includes(invitation.id)),
  );
  if (!invitations.length) return 0;
  const shared = await loadRfqDocument(db, rfqId, '');
  for (const invitation of invitations) {
    const document = { ...shared, supplierName: invitation.supplierName };
    const language = invitation.language;
    const mail = renderRfqMail(language, {
      isChange: options.isChange,
      company: document.buyerCompany,
      supplier: invitation.supplierName,
      number: document.number,
      title: document.title,
      project: document.project,
      due: formatDueAt(language, document),
      url: await answerLinkOf(ctx, invitation, document.dueAt),
    });
    const base = `${document.number}`;
    await ctx.mail.enqueue(db, invitation.email, mail, [
      {
        filename: `${base}.pdf`,
        contentType: 'application/pdf',
        content: await renderRfqPdf(language, document),
      },
      {
        filename: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: await renderRfqXlsx(language, document),
      },
    ]);
  }
  await markInvitationsSent(
    db,
    invitations.map((invitation) => invitation.id),
  );
  return invitations.length;
}

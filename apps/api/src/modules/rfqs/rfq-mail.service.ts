import { WEB_PATHS } from '@app/shared/api/paths';
import type { Language } from '@app/shared/constants/domain';
import type { Db } from '../../db/client.ts';
import { renderRfqMail } from '../../mail/templates.ts';
import type { AppContext } from '../../app-context.ts';
import { signAnswerToken } from '../../lib/answer-token.ts';
import { toDeliveryContact } from '../../lib/delivery-contact.ts';
import { formatDueAt, renderRfqFiles, type RfqDocument } from './rfq-documents.ts';
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
export async function loadRfqDocument(db: Db, rfqId: number): Promise<RfqDocument> {
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
    // What the files print of each item, nothing more: the content compared to tell whether
    // files drawn earlier still hold must not change with an item's database id.
    items: (await listItems(db, rfqId)).map(
      ({ position, description, quantity, unit, brand, notes, section }) => ({
        position,
        description,
        quantity,
        unit,
        brand,
        notes,
        section,
      }),
    ),
  };
}

/**
 * An RFQ's files as drawn for one content of the RFQ: the supplier's copy names no supplier, so
 * one PDF and one XLSX per language serve every invitation (docs/product-rules.md § Documents off
 * the request's thread). `content` is the document they were drawn from, to tell whether they
 * still hold.
 */
export type RfqFiles = {
  content: string;
  byLanguage: Map<Language, { pdf: Buffer; xlsx: Buffer }>;
};

/**
 * Draws, in worker threads and outside any transaction, the files of the RFQ as it stands in `db`
 * for the languages of its invitations still standing.
 */
export async function prepareRfqFiles(db: Db, rfqId: number): Promise<RfqFiles> {
  return drawRfqFiles(await whatToDraw(db, rfqId));
}

/** The RFQ's document as it reads in `db`, and the languages of its invitations still standing. */
export async function whatToDraw(db: Db, rfqId: number): Promise<RfqToDraw> {
  const document = await loadRfqDocument(db, rfqId);
  const languages = new Set(
    (await listInvitations(db, rfqId))
      .filter((invitation) => invitation.status !== 'withdrawn')
      .map((invitation) => invitation.language),
  );
  return { document, languages };
}

export type RfqToDraw = {
  document: Awaited<ReturnType<typeof loadRfqDocument>>;
  languages: Set<Language>;
};

/** Draws the files of `whatToDraw`'s answer, one per language, in worker threads. */
export async function drawRfqFiles({ document, languages }: RfqToDraw): Promise<RfqFiles> {
  const files: RfqFiles = { content: JSON.stringify(document), byLanguage: new Map() };
  for (const language of languages)
    files.byLanguage.set(language, await renderRfqFiles(language, document));
  return files;
}

/**
 * Writes, in the caller's transaction, one mail per invitation in the supplier's language with
 * the RFQ as PDF and XLSX and their answer link: the RFQ itself (`isChange` false) or the notice
 * that it changed. Only invitations that are not withdrawn are mailed; `onlyIds` narrows further.
 * Files drawn beforehand (`files`) are used when the RFQ still reads as they were drawn from;
 * otherwise, or for a language they lack, they are drawn here (still in a worker thread) and
 * added to `files`.
 */
export async function mailRfqToSuppliers(
  ctx: Ctx,
  db: Db,
  rfqId: number,
  options: { isChange: boolean; onlyIds?: number[]; files?: RfqFiles },
): Promise<number> {
  const invitations = (await listInvitations(db, rfqId)).filter(
    (invitation) =>
      invitation.status !== 'withdrawn' &&
      (!options.onlyIds || options.onlyIds.includes(invitation.id)),
  );
  if (!invitations.length) return 0;
  const document = await loadRfqDocument(db, rfqId);
  const content = JSON.stringify(document);
  const files: RfqFiles = options.files ?? { content, byLanguage: new Map() };
  if (files.content !== content) {
    // Drawn from another content of the RFQ (it changed since): drawn again, and kept for the
    // caller's next batch of the same content.
    files.content = content;
    files.byLanguage.clear();
  }
  for (const invitation of invitations) {
    const language = invitation.language;
    let drawn = files.byLanguage.get(language);
    if (!drawn) {
      drawn = await renderRfqFiles(language, document);
      files.byLanguage.set(language, drawn);
    }
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
      { filename: `${base}.pdf`, contentType: 'application/pdf', content: drawn.pdf },
      {
        filename: `${base}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: drawn.xlsx,
      },
    ]);
  }
  await markInvitationsSent(
    db,
    invitations.map((invitation) => invitation.id),
  );
  return invitations.length;
}

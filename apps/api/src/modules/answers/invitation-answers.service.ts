import type { InvitationAnswers } from '@app/shared/schemas/rfq-answers';
import { notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../plugins/context.ts';
import { listFiles, listRevisions } from './answers.repository.ts';
import { toQuoteFile, toRevision } from './answers.service.ts';
import { readInvitations, readRfqHeader } from '../rfqs/rfq-reads.service.ts';

/**
 * The answers one invited supplier sent (docs/product-rules.md, "Answering an RFQ"), as the
 * buyer reads them on the RFQ. Only the RFQ's own company sees them: another company's RFQ or an
 * invitation of another RFQ answers 404. Reading does not mark anything as viewed.
 */
export async function getInvitationAnswers(
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  rfqId: number,
  invitationId: number,
): Promise<InvitationAnswers> {
  if (!(await readRfqHeader(ctx.db, scope.stakeholderId, rfqId))) throw notFound();
  const invitations = await readInvitations(ctx.db, rfqId);
  if (!invitations.some((invitation) => invitation.id === invitationId)) throw notFound();
  const [revisions, files] = await Promise.all([
    listRevisions(ctx.db, invitationId),
    listFiles(ctx.db, invitationId),
  ]);
  return {
    invitation_id: invitationId,
    revisions: revisions.map(toRevision),
    files: files.map(toQuoteFile),
  };
}

/**
 * The latest answer revision of each invitation of the company's RFQ that has one, with its lines
 * (each tied to a requested item): what the comparison reads of answers sent through the link or
 * the inbox.
 */
export async function getLatestAnswers(ctx: Pick<AppContext, 'db'>, scope: Scope, rfqId: number) {
  if (!(await readRfqHeader(ctx.db, scope.stakeholderId, rfqId))) throw notFound();
  const invitations = await readInvitations(ctx.db, rfqId);
  const answered = [];
  for (const invitation of invitations) {
    if (invitation.status === 'withdrawn') continue;
    const [latest] = await listRevisions(ctx.db, invitation.id);
    if (latest) answered.push({ invitation, answer: latest });
  }
  return answered;
}

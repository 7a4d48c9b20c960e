import type { InvitationAnswers } from '@app/shared/schemas/rfq-answers';
import { notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../plugins/context.ts';
import { listFiles, listRevisions } from './answers.repository.ts';
import { toQuoteFile, toRevision } from './answers.service.ts';
import { findRfqHeader, listInvitations } from './rfqs.repository.ts';

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
  if (!(await findRfqHeader(ctx.db, scope.stakeholderId, rfqId))) throw notFound();
  const invitations = await listInvitations(ctx.db, rfqId);
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

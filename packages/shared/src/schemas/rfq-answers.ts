import { z } from 'zod';
import { answerRevisionSchema, quoteFileSchema } from './rfqs.ts';

/**
 * GET /rfqs/:id/invitations/:invitationId/answers/: what one invited supplier sent the buyer,
 * every revision newest first, and its quote files.
 */
export const invitationAnswersSchema = z.object({
  invitation_id: z.number(),
  revisions: z.array(answerRevisionSchema),
  files: z.array(quoteFileSchema),
});
export type InvitationAnswers = z.infer<typeof invitationAnswersSchema>;

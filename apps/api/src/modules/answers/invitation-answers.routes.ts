import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema } from '@app/shared/schemas/common';
import { invitationAnswersSchema } from '@app/shared/schemas/rfq-answers';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getInvitationAnswers } from './invitation-answers.service.ts';

const params = z.object({
  id: z.coerce.number().int().positive(),
  invitationId: z.coerce.number().int().positive(),
});

/** The buyer reads what each invited supplier answered. */
export const invitationAnswersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.invitationAnswers(':id', ':invitationId'),
    {
      preValidation: authorize(app, 'rfqs.read'),
      schema: {
        tags: ['rfqs'],
        security: [{ bearer: [] }],
        params,
        response: {
          200: invitationAnswersSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) =>
      getInvitationAnswers(
        app.ctx,
        requireScope(request),
        request.params.id,
        request.params.invitationId,
      ),
  );
  return Promise.resolve();
};

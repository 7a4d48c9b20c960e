import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import { invitationSchema, updateMemberRoleSchema } from '@app/shared/schemas/users';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { changeMemberRole, toggleMemberStatus } from './members.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['users'], security: [{ bearer: [] }] };

/** Role and status of accepted members; both answer the member's entry as the list shows it. */
export const membersRoutes: FastifyPluginAsyncZod = (app) => {
  const manage = { preValidation: authorize(app, 'members.manage') };

  app.patch(
    API_PATHS.member(':id'),
    {
      ...manage,
      schema: {
        ...secured,
        params: idParamSchema,
        body: updateMemberRoleSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    (request) => changeMemberRole(app.ctx, requireScope(request), request.params.id, request.body),
  );

  app.post(
    API_PATHS.toggleMemberStatus(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, response: { 200: invitationSchema, ...errors } },
    },
    (request) => toggleMemberStatus(app.ctx, requireScope(request), request.params.id),
  );
  return Promise.resolve();
};

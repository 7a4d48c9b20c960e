import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { pendingRegistrationListSchema } from '@app/shared/schemas/companies';
import { errorBodySchema, idParamSchema, messageSchema } from '@app/shared/schemas/common';
import { forbidden } from '../../lib/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { approveRegistration, listPending } from './registration.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['backoffice'], security: [{ bearer: [] }] };

/** The account executives' back office: only staff users reach it. */
export const backofficeRoutes: FastifyPluginAsyncZod = (app) => {
  const staffOnly = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!requireActor(request).isStaff) throw forbidden('errors.staffOnly', 'staff_only');
  };

  app.get(
    API_PATHS.pendingRegistrations,
    {
      preValidation: staffOnly,
      schema: { ...secured, response: { 200: pendingRegistrationListSchema, ...errors } },
    },
    () => listPending(app.ctx),
  );

  app.post(
    API_PATHS.approveRegistration(':id'),
    {
      preValidation: staffOnly,
      schema: { ...secured, params: idParamSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await approveRegistration(app.ctx, { id: request.params.id });
      return { message: request.t('common.messages.registrationApproved') };
    },
  );
  return Promise.resolve();
};

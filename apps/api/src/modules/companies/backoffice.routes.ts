import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { backofficeContracts as contracts } from '@app/shared/api/contracts/backoffice';
import { forbidden } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { requireActor } from '../../plugins/auth.ts';
import { approveRegistration, listPending } from './registration.service.ts';

/** The account executives' back office: only staff users reach it. */
export const backofficeRoutes: FastifyPluginAsync = (app) => {
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!requireActor(request).isStaff) throw forbidden('errors.staffOnly', 'staff_only');
    },
  };

  route(app, contracts.pendingRegistrations, staffOnly, () => listPending(app.ctx));

  route(app, contracts.approveRegistration, staffOnly, async (request) => {
    await approveRegistration(app.ctx, { id: request.params.id });
    return { message: request.t('common.messages.registrationApproved') };
  });
  return Promise.resolve();
};

import type { FastifyPluginAsync } from 'fastify';
import { invitationsContracts as contracts } from '@app/shared/api/contracts/invitations';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  acceptInvitation,
  deleteInvitation,
  inviteUser,
  listInvitations,
  resendInvitation,
  updateInvitation,
} from './invitations.service.ts';

/** Members and invitations of the caller's company (docs/product-rules.md § Invitations). */
export const invitationsRoutes: FastifyPluginAsync = (app) => {
  const read = { preValidation: authorize(app, 'members.read') };
  const manage = { preValidation: authorize(app, 'members.manage') };

  route(app, contracts.list, read, (request) => listInvitations(app.ctx, requireScope(request)));

  route(app, contracts.create, manage, (request) =>
    inviteUser(app.ctx, requireScope(request), request.body),
  );

  route(app, contracts.update, manage, (request) =>
    updateInvitation(app.ctx, requireScope(request), request.params.id, request.body),
  );

  route(app, contracts.remove, manage, async (request) => {
    await deleteInvitation(app.ctx, requireScope(request), request.params.id);
    return null;
  });

  route(app, contracts.resend, manage, async (request) => {
    await resendInvitation(app.ctx, requireScope(request), request.params.id);
    return { message: request.t('common.messages.invitationSent') };
  });

  route(app, contracts.accept, { rateLimit: 'acceptInvitation' }, async (request) => {
    await acceptInvitation(app.ctx, request.body, request.language);
    return { message: request.t('common.messages.invitationAccepted') };
  });
  return Promise.resolve();
};

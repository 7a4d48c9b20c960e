import type { FastifyPluginAsync } from 'fastify';
import { membersContracts as contracts } from '@app/shared/api/contracts/members';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { changeMemberRole, toggleMemberStatus } from './members.service.ts';

/** Role and status of accepted members; both answer the member's entry as the list shows it. */
export const membersRoutes: FastifyPluginAsync = (app) => {
  const manage = { preValidation: authorize(app, 'members.manage') };

  route(app, contracts.updateRole, manage, (request) =>
    changeMemberRole(app.ctx, requireScope(request), request.params.id, request.body),
  );

  route(app, contracts.toggleStatus, manage, (request) =>
    toggleMemberStatus(app.ctx, requireScope(request), request.params.id),
  );
  return Promise.resolve();
};

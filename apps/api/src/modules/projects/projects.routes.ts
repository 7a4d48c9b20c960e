import type { FastifyPluginAsync } from 'fastify';
import { projectsContracts as contracts } from '@app/shared/api/contracts/projects';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createProject,
  getProject,
  getProjects,
  replaceProject,
  setProjectClosed,
} from './projects.service.ts';

/** Projects of the caller's buyer company or retail account. */
export const projectsRoutes: FastifyPluginAsync = (app) => {
  const read = { preValidation: authorize(app, 'projects.read') };
  const manage = { preValidation: authorize(app, 'projects.manage') };

  route(app, contracts.list, read, (request) =>
    getProjects(app.ctx, requireScope(request), request.query),
  );
  route(app, contracts.create, manage, (request) =>
    createProject(app.ctx, requireScope(request), request.body),
  );
  route(app, contracts.get, read, (request) =>
    getProject(app.ctx, requireScope(request), request.params.id),
  );
  route(app, contracts.update, manage, (request) =>
    replaceProject(app.ctx, requireScope(request), request.params.id, request.body),
  );
  route(app, contracts.close, manage, (request) =>
    setProjectClosed(app.ctx, requireScope(request), request.params.id, true),
  );
  route(app, contracts.reopen, manage, (request) =>
    setProjectClosed(app.ctx, requireScope(request), request.params.id, false),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import {
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  saveProjectSchema,
} from '@app/shared/schemas/projects';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createProject,
  getProject,
  getProjects,
  replaceProject,
  setProjectClosed,
} from './projects.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['projects'], security: [{ bearer: [] }] };

/** Projects of the caller's buyer company or retail account. */
export const projectsRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'projects.read') };
  const manage = { preValidation: authorize(app, 'projects.manage') };
  const one = { ...secured, params: idParamSchema, response: { 200: projectSchema, ...errors } };

  app.get(
    API_PATHS.projects,
    {
      ...read,
      schema: {
        ...secured,
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...errors },
      },
    },
    (request) => getProjects(app.ctx, requireScope(request), request.query),
  );
  app.post(
    API_PATHS.projects,
    {
      ...manage,
      schema: { ...secured, body: saveProjectSchema, response: { 201: projectSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProject(app.ctx, requireScope(request), request.body)),
  );
  app.get(API_PATHS.project(':id'), { ...read, schema: one }, (request) =>
    getProject(app.ctx, requireScope(request), request.params.id),
  );
  app.put(
    API_PATHS.project(':id'),
    { ...manage, schema: { ...one, body: saveProjectSchema } },
    (request) => replaceProject(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.post(API_PATHS.closeProject(':id'), { ...manage, schema: one }, (request) =>
    setProjectClosed(app.ctx, requireScope(request), request.params.id, true),
  );
  app.post(API_PATHS.reopenProject(':id'), { ...manage, schema: one }, (request) =>
    setProjectClosed(app.ctx, requireScope(request), request.params.id, false),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { companySchema, updateCompanySchema } from '@app/shared/schemas/companies';
import { errorBodySchema } from '@app/shared/schemas/common';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getMyCompany, renameMyCompany } from './company.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['stakeholders'], security: [{ bearer: [] }] };

/** The caller's own company (OWNER and ADMIN change it; STAFF and BUYER read it: docs/product-rules.md § Roles and permissions). */
export const companyRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.companyMine,
    {
      preValidation: authorize(app, 'company.read'),
      schema: { ...secured, response: { 200: companySchema, ...errors } },
    },
    (request) => getMyCompany(app.ctx, requireScope(request)),
  );

  app.patch(
    API_PATHS.companyMine,
    {
      preValidation: authorize(app, 'company.update'),
      schema: {
        ...secured,
        body: updateCompanySchema,
        response: { 200: companySchema, ...errors },
      },
    },
    (request) => renameMyCompany(app.ctx, requireScope(request), request.body),
  );
  return Promise.resolve();
};

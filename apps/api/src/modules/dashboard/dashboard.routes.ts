import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema } from '@app/shared/schemas/common';
import { buyerDashboardSchema, providerDashboardSchema } from '@app/shared/schemas/dashboard';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getBuyerDashboard, getProviderDashboard } from './dashboard.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const secured = { tags: ['dashboard'], security: [{ bearer: [] }] };

/**
 * The two dashboards (docs/product-rules.md § Dashboard): the buyer's, for whoever may read the
 * company's purchasing; the provider's, for whoever may read its inbox. Each sees its own company.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.dashboard,
    {
      preValidation: authorize(app, 'rfqs.read'),
      schema: { ...secured, response: { 200: buyerDashboardSchema, ...errors } },
    },
    (request) => getBuyerDashboard(app.ctx, requireScope(request)),
  );
  app.get(
    API_PATHS.inboxDashboard,
    {
      preValidation: authorize(app, 'inbox.read'),
      schema: { ...secured, response: { 200: providerDashboardSchema, ...errors } },
    },
    (request) => getProviderDashboard(app.ctx, requireScope(request)),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import {
  analyticsFilterSchema,
  priceTrendQuerySchema,
  priceTrendSchema,
  savingsSchema,
  spendSchema,
  supplierPerformanceSchema,
} from '@app/shared/schemas/analytics';
import { errorBodySchema } from '@app/shared/schemas/common';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  getPriceTrend,
  getSavings,
  getSpend,
  getSupplierPerformance,
} from './analytics.service.ts';

const errors = { 404: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const secured = { tags: ['analytics'], security: [{ bearer: [] }] };

/**
 * The buyer's analytics (docs/product-rules.md § Analytics): whoever may read the company's RFQs,
 * as the buyer's dashboard; providers get 403. Every figure is of the caller's company only.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = (app) => {
  const read = authorize(app, 'rfqs.read');
  const view = <T>(response: T) => ({
    ...secured,
    querystring: analyticsFilterSchema,
    response: { 200: response, ...errors },
  });
  app.get(API_PATHS.analyticsSpend, { preValidation: read, schema: view(spendSchema) }, (request) =>
    getSpend(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.analyticsSavings,
    { preValidation: read, schema: view(savingsSchema) },
    (request) => getSavings(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.analyticsPriceTrend,
    {
      preValidation: read,
      schema: { ...view(priceTrendSchema), querystring: priceTrendQuerySchema },
    },
    (request) => getPriceTrend(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.analyticsSuppliers,
    { preValidation: read, schema: view(supplierPerformanceSchema) },
    (request) => getSupplierPerformance(app.ctx, requireScope(request), request.query),
  );
  return Promise.resolve();
};

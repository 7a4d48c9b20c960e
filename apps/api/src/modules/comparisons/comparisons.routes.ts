import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import { comparisonSchema } from '@app/shared/schemas/comparisons';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getComparison } from './comparisons.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The comparison of an RFQ's offers (docs/product-rules.md § Comparing and awarding). */
export const comparisonsRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.rfqComparison(':id'),
    {
      preValidation: authorize(app, 'rfqs.read'),
      schema: {
        tags: ['comparisons'],
        security: [{ bearer: [] }],
        params: idParamSchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    (request) => getComparison(app.ctx, requireScope(request), request.params.id),
  );
  return Promise.resolve();
};

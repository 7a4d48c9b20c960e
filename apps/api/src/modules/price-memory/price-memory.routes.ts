import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema } from '@app/shared/schemas/common';
import { priceHistoryQuerySchema, priceHistorySchema } from '@app/shared/schemas/price-memory';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getPriceHistory } from './price-memory.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The company's price history of one item (docs/product-rules.md § Price memory): buyers only,
 * like the quotes it is made of; a provider never reads a buyer's price memory.
 */
export const priceMemoryRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.priceHistory,
    {
      preValidation: authorize(app, 'quotes.read'),
      schema: {
        tags: ['price-memory'],
        security: [{ bearer: [] }],
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistorySchema, ...errors },
      },
    },
    (request) => getPriceHistory(app.ctx, requireScope(request), request.query),
  );
  return Promise.resolve();
};

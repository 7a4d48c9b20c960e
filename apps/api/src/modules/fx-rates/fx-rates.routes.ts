import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import { fxRateListSchema, fxRateSchema, saveFxRateSchema } from '@app/shared/schemas/fx-rates';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { createFxRate, getFxRates, removeFxRate, replaceFxRate } from './fx-rates.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['fx-rates'], security: [{ bearer: [] }] };

/** The company's exchange-rate table (docs/product-rules.md § Exchange rates). */
export const fxRatesRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'fx_rates.read') };
  const manage = { preValidation: authorize(app, 'fx_rates.manage') };

  app.get(
    API_PATHS.fxRates,
    { ...read, schema: { ...secured, response: { 200: fxRateListSchema, ...errors } } },
    (request) => getFxRates(app.ctx, requireScope(request)),
  );

  app.post(
    API_PATHS.fxRates,
    {
      ...manage,
      schema: { ...secured, body: saveFxRateSchema, response: { 201: fxRateSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createFxRate(app.ctx, requireScope(request), request.body)),
  );

  app.put(
    API_PATHS.fxRate(':id'),
    {
      ...manage,
      schema: {
        ...secured,
        params: idParamSchema,
        body: saveFxRateSchema,
        response: { 200: fxRateSchema, ...errors },
      },
    },
    (request) => replaceFxRate(app.ctx, requireScope(request), request.params.id, request.body),
  );

  app.delete(
    API_PATHS.fxRate(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeFxRate(app.ctx, requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  return Promise.resolve();
};

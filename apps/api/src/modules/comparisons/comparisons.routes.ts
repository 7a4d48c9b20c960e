import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { MAX_ID, errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import {
  comparisonSchema,
  conversionFactorSchema,
  reassignLineSchema,
} from '@app/shared/schemas/comparisons';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getComparison } from './comparisons.service.ts';
import { clearLineConversion, setLineConversion } from './conversion-overrides.service.ts';
import { clearLineMatch, reassignLine } from './line-matches.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

const lineParamsSchema = idParamSchema.extend({
  lineId: z.coerce.number({ error: 'validation.invalidType' }).int().positive().max(MAX_ID),
});

const conversionItemQuerySchema = z.object({
  item_id: z.coerce.number({ error: 'validation.invalidType' }).int().positive().max(MAX_ID),
});

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

  // The buyer reassigns one quote line (docs/product-rules.md § Reassigning a match); both
  // answer the comparison as it now stands.
  app.put(
    API_PATHS.rfqComparisonLine(':id', ':lineId'),
    {
      preValidation: authorize(app, 'rfqs.manage'),
      schema: {
        tags: ['comparisons'],
        security: [{ bearer: [] }],
        params: lineParamsSchema,
        body: reassignLineSchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { id, lineId } = request.params;
      await reassignLine(app.ctx, scope, id, lineId, request.body.item_id);
      return getComparison(app.ctx, scope, id);
    },
  );

  app.delete(
    API_PATHS.rfqComparisonLine(':id', ':lineId'),
    {
      preValidation: authorize(app, 'rfqs.manage'),
      schema: {
        tags: ['comparisons'],
        security: [{ bearer: [] }],
        params: lineParamsSchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { id, lineId } = request.params;
      await clearLineMatch(app.ctx, scope, id, lineId);
      return getComparison(app.ctx, scope, id);
    },
  );

  // The buyer's own factor for the line's supplier's item (docs/product-rules.md § Comparing and
  // awarding, The buyer's factor); both answer the comparison as it now stands.
  app.put(
    API_PATHS.rfqComparisonLineConversion(':id', ':lineId'),
    {
      preValidation: authorize(app, 'rfqs.manage'),
      schema: {
        tags: ['comparisons'],
        security: [{ bearer: [] }],
        params: lineParamsSchema,
        body: conversionFactorSchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { id, lineId } = request.params;
      await setLineConversion(app.ctx, scope, id, lineId, request.body);
      return getComparison(app.ctx, scope, id);
    },
  );

  app.delete(
    API_PATHS.rfqComparisonLineConversion(':id', ':lineId'),
    {
      preValidation: authorize(app, 'rfqs.manage'),
      schema: {
        tags: ['comparisons'],
        security: [{ bearer: [] }],
        params: lineParamsSchema,
        querystring: conversionItemQuerySchema,
        response: { 200: comparisonSchema, ...errors },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { id, lineId } = request.params;
      await clearLineConversion(app.ctx, scope, id, lineId, request.query.item_id);
      return getComparison(app.ctx, scope, id);
    },
  );
  return Promise.resolve();
};

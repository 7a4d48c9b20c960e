import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import {
  confirmQuoteSchema,
  fileQuoteSchema,
  quoteCorrectionListSchema,
  quoteDetailSchema,
  quotePreviewPageParamsSchema,
  quotePreviewPagesSchema,
  saveQuoteSchema,
  typedQuoteSchema,
} from '@app/shared/schemas/quotes';
import { quotePriceAlertsSchema } from '@app/shared/schemas/price-memory';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getQuotePreviewPages, renderQuotePreviewPage } from './quote-preview.service.ts';
import {
  getCorrections,
  getQuote,
  getQuotePriceAlerts,
  getQuoteFile,
} from './quote-detail.service.ts';
import { confirmQuote, saveQuote } from './review.service.ts';
import { createTypedQuote } from './typed-quotes.service.ts';
import { fileQuoteUnderRfq } from './quote-rfq-filing.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const secured = { tags: ['quotes'], security: [{ bearer: [] }] };
const detail = { 200: quoteDetailSchema, ...errors };

/**
 * The review of one quote of the caller's buyer company: its values and source (a TIFF's pages as
 * PNG, which browsers cannot draw themselves), saves against a
 * version, corrections, typing a quote in and confirming it (docs/product-rules.md § Quote intake
 * and review).
 */
export const reviewRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'quotes.read') };
  const manage = { preValidation: authorize(app, 'quotes.manage') };

  app.post(
    API_PATHS.typedQuote,
    {
      ...manage,
      schema: {
        ...secured,
        body: typedQuoteSchema,
        response: { 201: quoteDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTypedQuote(app.ctx, requireScope(request), request.body)),
  );
  app.get(
    API_PATHS.quote(':id'),
    { ...read, schema: { ...secured, params: idParamSchema, response: detail } },
    (request) => getQuote(app.ctx, requireScope(request), request.params.id),
  );
  app.get(
    API_PATHS.quoteFile(':id'),
    {
      ...read,
      schema: { ...secured, params: idParamSchema, response: { 200: z.any(), ...errors } },
    },
    async (request, reply) => {
      const file = await getQuoteFile(app.ctx, requireScope(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, max-age=3600')
        .send(file.content);
    },
  );
  app.get(
    API_PATHS.quoteFilePages(':id'),
    {
      ...read,
      schema: {
        ...secured,
        params: idParamSchema,
        response: { 200: quotePreviewPagesSchema, ...errors, 422: errorBodySchema },
      },
    },
    (request) => getQuotePreviewPages(app.ctx, requireScope(request), request.params.id),
  );
  app.get(
    API_PATHS.quoteFilePage(':id', ':page'),
    {
      ...read,
      schema: {
        ...secured,
        params: quotePreviewPageParamsSchema,
        response: { 200: z.any(), ...errors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const png = await renderQuotePreviewPage(app.ctx, requireScope(request), id, page);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(png);
    },
  );
  app.get(
    API_PATHS.quoteCorrections(':id'),
    {
      ...read,
      schema: {
        ...secured,
        params: idParamSchema,
        response: { 200: quoteCorrectionListSchema, ...errors },
      },
    },
    (request) => getCorrections(app.ctx, requireScope(request), request.params.id),
  );
  app.get(
    API_PATHS.quotePriceAlerts(':id'),
    {
      ...read,
      schema: {
        ...secured,
        params: idParamSchema,
        response: { 200: quotePriceAlertsSchema, ...errors },
      },
    },
    (request) => getQuotePriceAlerts(app.ctx, requireScope(request), request.params.id),
  );
  app.put(
    API_PATHS.quote(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, body: saveQuoteSchema, response: detail },
    },
    (request) => saveQuote(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.put(
    API_PATHS.quoteRfq(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, body: fileQuoteSchema, response: detail },
    },
    (request) => fileQuoteUnderRfq(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.post(
    API_PATHS.confirmQuote(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, body: confirmQuoteSchema, response: detail },
    },
    (request) => confirmQuote(app.ctx, requireScope(request), request.params.id, request.body),
  );
  return Promise.resolve();
};

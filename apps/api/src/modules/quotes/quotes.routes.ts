import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileBytes } from '../../lib/app-error.ts';
import { API_PATHS } from '@app/shared/api/paths';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import { errorBodySchema } from '@app/shared/schemas/common';
import {
  quoteAddressSchema,
  quoteDetailSchema,
  quoteListQuerySchema,
  quoteListSchema,
  uploadQuoteQuerySchema,
} from '@app/shared/schemas/quotes';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getQuoteAddress, getQuotes, uploadQuote } from './quotes.service.ts';
import { QUOTE_UPLOAD_CONTENT_TYPES } from '../../lib/quote-file-type.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};
const secured = { tags: ['quotes'], security: [{ bearer: [] }] };

/**
 * Supplier quotes of the caller's buyer company: uploaded files read in the background, then
 * reviewed and confirmed (docs/product-rules.md § Quote intake and review).
 */
export const quotesRoutes: FastifyPluginAsyncZod = (app) => {
  // A quote file arrives as its raw bytes, whatever type the browser names: the type is found
  // from the bytes. The cap is checked while the body streams in.
  for (const type of QUOTE_UPLOAD_CONTENT_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: QUOTE_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  const read = { preValidation: authorize(app, 'quotes.read') };
  const manage = { preValidation: authorize(app, 'quotes.manage') };

  app.get(
    API_PATHS.quotes,
    {
      ...read,
      schema: {
        ...secured,
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema, ...errors },
      },
    },
    (request) => getQuotes(app.ctx, requireScope(request), request.query),
  );
  app.post(
    API_PATHS.quotes,
    {
      ...manage,
      bodyLimit: QUOTE_FILE_MAX_BYTES,
      config: { tooLargeMessageKey: 'errors.fileTooLarge' },
      schema: {
        ...secured,
        querystring: uploadQuoteQuerySchema,
        response: { 201: quoteDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await uploadQuote(
            app.ctx,
            requireScope(request),
            request.query,
            fileBytes(request.body, 'errors.fileType'),
          ),
        ),
  );
  app.get(
    API_PATHS.quoteAddress,
    { ...read, schema: { ...secured, response: { 200: quoteAddressSchema, ...errors } } },
    (request) => getQuoteAddress(app.ctx, requireScope(request)),
  );
  return Promise.resolve();
};

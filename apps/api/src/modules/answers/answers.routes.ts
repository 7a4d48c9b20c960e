import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileBytes } from '../../lib/app-error.ts';
import { API_PATHS } from '@app/shared/api/paths';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import { errorBodySchema } from '@app/shared/schemas/common';
import {
  answerTokenParamSchema,
  inboxListQuerySchema,
  inboxListSchema,
  invitationParamSchema,
  quoteFileQuerySchema,
  submitAnswerSchema,
  supplierRfqViewSchema,
} from '@app/shared/schemas/rfqs';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  getInbox,
  getSupplierView,
  resolveAnswerLink,
  resolveInboxInvitation,
  submitAnswer,
  uploadQuoteFile,
} from './answers.service.ts';
import { QUOTE_UPLOAD_CONTENT_TYPES } from '../../lib/quote-file-type.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  410: errorBodySchema,
  413: errorBodySchema,
};
const view = { 200: supplierRfqViewSchema, ...errors };
const publicTags = { tags: ['rfq-answer'] };
const inboxTags = { tags: ['inbox'], security: [{ bearer: [] }] };
/** Quote files arrive as the raw bytes of one file; the name comes in `file_name`. */
const upload = {
  bodyLimit: QUOTE_FILE_MAX_BYTES,
  config: { tooLargeMessageKey: 'errors.fileTooLarge' as const },
};

/**
 * Answering an RFQ: the public pages of the mailed link (no account, the signed token is the
 * credential) and the provider inbox (signed-in provider users), which share one service.
 */
export const answersRoutes: FastifyPluginAsyncZod = (app) => {
  for (const type of QUOTE_UPLOAD_CONTENT_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: QUOTE_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  const rateLimit = { max: Math.ceil(60 * app.ctx.config.rateLimitFactor), timeWindow: 60_000 };

  app.get(
    API_PATHS.rfqAnswer(':token'),
    {
      config: { rateLimit },
      schema: { ...publicTags, params: answerTokenParamSchema, response: view },
    },
    async (request) =>
      getSupplierView(app.ctx, await resolveAnswerLink(app.ctx, request.params.token)),
  );
  app.post(
    API_PATHS.rfqAnswer(':token'),
    {
      config: { rateLimit },
      schema: {
        ...publicTags,
        params: answerTokenParamSchema,
        body: submitAnswerSchema,
        response: view,
      },
    },
    async (request) =>
      submitAnswer(app.ctx, await resolveAnswerLink(app.ctx, request.params.token), request.body),
  );
  app.post(
    API_PATHS.rfqAnswerFiles(':token'),
    {
      ...upload,
      config: { ...upload.config, rateLimit },
      schema: {
        ...publicTags,
        params: answerTokenParamSchema,
        querystring: quoteFileQuerySchema,
        response: view,
      },
    },
    async (request) =>
      uploadQuoteFile(
        app.ctx,
        await resolveAnswerLink(app.ctx, request.params.token),
        request.query.file_name,
        fileBytes(request.body, 'errors.fileType'),
      ),
  );

  const read = { preValidation: authorize(app, 'inbox.read') };
  const answer = { preValidation: authorize(app, 'inbox.answer') };
  app.get(
    API_PATHS.inboxRfqs,
    {
      ...read,
      schema: {
        ...inboxTags,
        querystring: inboxListQuerySchema,
        response: { 200: inboxListSchema, ...errors },
      },
    },
    (request) => getInbox(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.inboxRfq(':id'),
    { ...read, schema: { ...inboxTags, params: invitationParamSchema, response: view } },
    async (request) =>
      getSupplierView(
        app.ctx,
        await resolveInboxInvitation(app.ctx, requireScope(request), request.params.id),
      ),
  );
  app.post(
    API_PATHS.inboxAnswer(':id'),
    {
      ...answer,
      schema: {
        ...inboxTags,
        params: invitationParamSchema,
        body: submitAnswerSchema,
        response: view,
      },
    },
    async (request) =>
      submitAnswer(
        app.ctx,
        await resolveInboxInvitation(app.ctx, requireScope(request), request.params.id),
        request.body,
      ),
  );
  app.post(
    API_PATHS.inboxFiles(':id'),
    {
      ...answer,
      ...upload,
      schema: {
        ...inboxTags,
        params: invitationParamSchema,
        querystring: quoteFileQuerySchema,
        response: view,
      },
    },
    async (request) =>
      uploadQuoteFile(
        app.ctx,
        await resolveInboxInvitation(app.ctx, requireScope(request), request.params.id),
        request.query.file_name,
        fileBytes(request.body, 'errors.fileType'),
      ),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileBytes } from '../../lib/app-error.ts';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { LANGUAGES } from '@app/shared/constants/domain';
import { errorBodySchema, fileResponseSchema, idParamSchema } from '@app/shared/schemas/common';
import {
  rfqListQuerySchema,
  rfqListSchema,
  rfqSchema,
  saveRfqSchema,
} from '@app/shared/schemas/rfqs';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  closeRfq,
  createRfq,
  getRfq,
  getRfqs,
  replaceRfq,
  sendRfq,
  withdrawInvitation,
} from './rfqs.service.ts';
import { getRfqDocument } from './rfq-download.service.ts';
import { importItems } from './import-items.service.ts';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import { importedItemsSchema, quoteFileQuerySchema } from '@app/shared/schemas/rfqs';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['rfqs'], security: [{ bearer: [] }] };
const invitationParams = z.object({
  id: z.coerce.number().int().positive(),
  invitationId: z.coerce.number().int().positive(),
});
const documentQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** The buyer's requests for quotation: edit, send, close, withdraw an invitation, documents. */
export const rfqsRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'rfqs.read') };
  const manage = { preValidation: authorize(app, 'rfqs.manage') };
  const one = { ...secured, params: idParamSchema, response: { 200: rfqSchema, ...errors } };

  app.get(
    API_PATHS.rfqs,
    {
      ...read,
      schema: {
        ...secured,
        querystring: rfqListQuerySchema,
        response: { 200: rfqListSchema, ...errors },
      },
    },
    (request) => getRfqs(app.ctx, requireScope(request), request.query),
  );
  app.post(
    API_PATHS.rfqs,
    {
      ...manage,
      schema: { ...secured, body: saveRfqSchema, response: { 201: rfqSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createRfq(app.ctx, requireScope(request), request.body)),
  );
  app.get(API_PATHS.rfq(':id'), { ...read, schema: one }, (request) =>
    getRfq(app.ctx, requireScope(request), request.params.id),
  );
  app.put(API_PATHS.rfq(':id'), { ...manage, schema: { ...one, body: saveRfqSchema } }, (request) =>
    replaceRfq(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.post(API_PATHS.sendRfq(':id'), { ...manage, schema: one }, (request) =>
    sendRfq(app.ctx, requireScope(request), request.params.id),
  );
  app.post(API_PATHS.closeRfq(':id'), { ...manage, schema: one }, (request) =>
    closeRfq(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    API_PATHS.withdrawInvitation(':id', ':invitationId'),
    { ...manage, schema: { ...one, params: invitationParams } },
    (request) =>
      withdrawInvitation(
        app.ctx,
        requireScope(request),
        request.params.id,
        request.params.invitationId,
      ),
  );
  // An imported spreadsheet arrives as raw bytes; its type comes from the bytes, not the header.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) => {
    next(null, body);
  });
  app.post(
    API_PATHS.importRfqItems,
    {
      ...manage,
      bodyLimit: QUOTE_FILE_MAX_BYTES,
      config: { tooLargeMessageKey: 'errors.fileTooLarge' },
      schema: {
        ...secured,
        querystring: quoteFileQuerySchema,
        response: { 200: importedItemsSchema, ...errors },
      },
    },
    (request) =>
      importItems(
        app.ctx,
        request.language,
        request.query.file_name,
        fileBytes(request.body, 'purchasing.importNotSpreadsheet'),
      ),
  );
  for (const kind of ['pdf', 'xlsx'] as const) {
    app.get(
      kind === 'pdf' ? API_PATHS.rfqPdf(':id') : API_PATHS.rfqXlsx(':id'),
      {
        ...read,
        schema: {
          ...secured,
          params: idParamSchema,
          querystring: documentQuery,
          response: { 200: fileResponseSchema },
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? request.language;
        const file = await getRfqDocument(
          app.ctx,
          requireScope(request),
          request.params.id,
          kind,
          language,
        );
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.content);
      },
    );
  }
  return Promise.resolve();
};

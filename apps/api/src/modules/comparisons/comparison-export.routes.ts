import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { LANGUAGES } from '@app/shared/constants/domain';
import { fileResponseSchema, idParamSchema } from '@app/shared/schemas/common';
import { requireActor } from '../../lib/actor.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getComparisonExport } from './comparison-export.service.ts';

/** `lang` picks the file's language; `language` is accepted too, as on the RFQ's own documents. */
const exportQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  language: z.enum(LANGUAGES).optional(),
});

/** The comparison of an RFQ as XLSX (live formulas) or PDF, in the user's language by default. */
export const comparisonExportRoutes: FastifyPluginAsyncZod = (app) => {
  for (const kind of ['xlsx', 'pdf'] as const) {
    app.get(
      kind === 'pdf' ? API_PATHS.rfqComparisonPdf(':id') : API_PATHS.rfqComparisonXlsx(':id'),
      {
        preValidation: authorize(app, 'rfqs.read'),
        schema: {
          tags: ['comparisons'],
          security: [{ bearer: [] }],
          params: idParamSchema,
          querystring: exportQuery,
          response: { 200: fileResponseSchema },
        },
      },
      async (request, reply) => {
        const { lang, language } = request.query;
        const chosen = lang ?? language ?? requireActor(request).language;
        const scope = requireScope(request);
        const file = await getComparisonExport(app.ctx, scope, request.params.id, kind, chosen);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.content);
      },
    );
  }
  return Promise.resolve();
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';

export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) =>
      (await app.ctx.database.ping())
        ? reply.send({ status: 'ok' as const })
        : reply.code(503).send({ status: 'unavailable' as const }),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsync } from 'fastify';
import { healthContracts as contracts } from '@app/shared/api/contracts/health';
import { route } from '../../lib/contract-route.ts';

export const healthRoutes: FastifyPluginAsync = (app) => {
  route(app, contracts.check, {}, async (_request, reply) =>
    (await app.ctx.database.ping())
      ? { status: 'ok' as const }
      : reply.code(503).send({ status: 'unavailable' as const }),
  );
  return Promise.resolve();
};

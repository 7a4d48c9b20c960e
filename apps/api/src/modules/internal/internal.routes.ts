import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { INTERNAL_CLI_PATH, cliCommandSchema, runCliCommand } from './internal.service.ts';

/**
 * Lets the CLI act through the running server when the embedded database is open here (only one
 * process may open its directory). Calls are signed with SECRET_KEY and accepted from loopback only.
 */
export const internalRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    INTERNAL_CLI_PATH,
    {
      // The signature is checked before the body, so a stranger learns nothing of its shape.
      preValidation: async (request) => {
        const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
          request.socket.remoteAddress ?? '',
        );
        const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const claims = token ? await app.ctx.jwt.verify('cli', token) : undefined;
        if (!isLoopback || claims?.sub !== 'cli') throw unauthorized();
      },
      schema: {
        hide: true,
        body: cliCommandSchema,
        response: { 200: z.object({ ok: z.boolean(), output: z.string() }) },
      },
    },
    (request) => runCliCommand(app.ctx, request.body),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import {
  checkEmailResponseSchema,
  checkEmailSchema,
  registerResponseSchema,
  registerSchema,
} from '@app/shared/schemas/companies';
import { errorBodySchema } from '@app/shared/schemas/common';
import { isEmailAvailable, register } from './registration.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

export const registrationRoutes: FastifyPluginAsyncZod = (app) => {
  const factor = app.ctx.config.rateLimitFactor;

  app.post(
    API_PATHS.checkEmail,
    {
      config: { rateLimit: { max: Math.ceil(60 * factor), timeWindow: 60_000 } },
      schema: {
        tags: ['stakeholders'],
        body: checkEmailSchema,
        response: { 200: checkEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({ available: await isEmailAvailable(app.ctx, request.body.email) }),
  );

  app.post(
    API_PATHS.register,
    {
      config: { rateLimit: { max: Math.ceil(10 * factor), timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['stakeholders'],
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(app.ctx, request.body, request.language)),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsync } from 'fastify';
import { companiesContracts as contracts } from '@app/shared/api/contracts/companies';
import { route } from '../../lib/contract-route.ts';
import { isEmailAvailable, register } from './registration.service.ts';

export const registrationRoutes: FastifyPluginAsync = (app) => {
  route(app, contracts.checkEmail, { rateLimit: 'checkEmail' }, async (request) => ({
    available: await isEmailAvailable(app.ctx, request.body.email),
  }));

  route(app, contracts.register, { rateLimit: 'register' }, (request) =>
    register(app.ctx, request.body, request.language),
  );
  return Promise.resolve();
};

import type { FastifyPluginAsync } from 'fastify';
import { companiesContracts as contracts } from '@app/shared/api/contracts/companies';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { getMyCompany, renameMyCompany } from './company.service.ts';

/** The caller's own company (docs/product-rules.md § Companies and members). */
export const companyRoutes: FastifyPluginAsync = (app) => {
  route(app, contracts.mine, { preValidation: authorize(app, 'company.read') }, (request) =>
    getMyCompany(app.ctx, requireScope(request)),
  );

  route(app, contracts.updateMine, { preValidation: authorize(app, 'company.update') }, (request) =>
    renameMyCompany(app.ctx, requireScope(request), request.body),
  );
  return Promise.resolve();
};

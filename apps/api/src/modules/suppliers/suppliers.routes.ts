import type { FastifyPluginAsync } from 'fastify';
import { suppliersContracts as contracts } from '@app/shared/api/contracts/suppliers';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createSupplier,
  getSupplier,
  getSuppliers,
  mergeSuppliers,
  replaceSupplier,
} from './suppliers.service.ts';

/** The buyer's supplier directory. */
export const suppliersRoutes: FastifyPluginAsync = (app) => {
  const read = { preValidation: authorize(app, 'suppliers.read') };
  const manage = { preValidation: authorize(app, 'suppliers.manage') };

  route(app, contracts.list, read, (request) =>
    getSuppliers(app.ctx, requireScope(request), request.query),
  );
  route(app, contracts.create, manage, (request) =>
    createSupplier(app.ctx, requireScope(request), request.body),
  );
  route(app, contracts.get, read, (request) =>
    getSupplier(app.ctx, requireScope(request), request.params.id),
  );
  route(app, contracts.update, manage, (request) =>
    replaceSupplier(app.ctx, requireScope(request), request.params.id, request.body),
  );
  route(app, contracts.merge, manage, (request) =>
    mergeSuppliers(app.ctx, requireScope(request), request.params.id, request.body),
  );
  return Promise.resolve();
};

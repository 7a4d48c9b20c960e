import type { FastifyPluginAsync } from 'fastify';
import { locationsContracts as contracts } from '@app/shared/api/contracts/locations';
import { route } from '../../lib/contract-route.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createLocation,
  getLocations,
  getLocationTypes,
  removeLocation,
  replaceLocation,
} from './locations.service.ts';

/** Locations of the caller's company or retail account (docs/product-rules.md § Locations). */
export const locationsRoutes: FastifyPluginAsync = (app) => {
  const read = { preValidation: authorize(app, 'locations.read') };
  const manage = { preValidation: authorize(app, 'locations.manage') };

  route(app, contracts.types, read, (request) => getLocationTypes(request.language));

  route(app, contracts.list, read, (request) => getLocations(app.ctx, requireScope(request)));

  route(app, contracts.create, manage, (request) =>
    createLocation(app.ctx, requireScope(request), request.body),
  );

  route(app, contracts.update, manage, (request) =>
    replaceLocation(app.ctx, requireScope(request), request.params.id, request.body),
  );

  route(app, contracts.remove, manage, async (request) => {
    await removeLocation(app.ctx, requireScope(request), request.params.id);
    return null;
  });
  return Promise.resolve();
};

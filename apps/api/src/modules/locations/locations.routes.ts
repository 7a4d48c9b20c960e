import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import {
  locationListSchema,
  locationSchema,
  locationTypesSchema,
  saveLocationSchema,
} from '@app/shared/schemas/locations';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createLocation,
  getLocations,
  getLocationTypes,
  removeLocation,
  replaceLocation,
} from './locations.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['locations'], security: [{ bearer: [] }] };

/** Locations of the caller's company or retail account (docs/product-rules.md § Locations). */
export const locationsRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'locations.read') };
  const manage = { preValidation: authorize(app, 'locations.manage') };

  app.get(
    API_PATHS.locationTypes,
    { ...read, schema: { ...secured, response: { 200: locationTypesSchema, ...errors } } },
    (request) => getLocationTypes(request.language),
  );

  app.get(
    API_PATHS.locations,
    { ...read, schema: { ...secured, response: { 200: locationListSchema, ...errors } } },
    (request) => getLocations(app.ctx, requireScope(request)),
  );

  app.post(
    API_PATHS.locations,
    {
      ...manage,
      schema: {
        ...secured,
        body: saveLocationSchema,
        response: { 201: locationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(app.ctx, requireScope(request), request.body)),
  );

  app.put(
    API_PATHS.location(':id'),
    {
      ...manage,
      schema: {
        ...secured,
        params: idParamSchema,
        body: saveLocationSchema,
        response: { 200: locationSchema, ...errors },
      },
    },
    (request) => replaceLocation(app.ctx, requireScope(request), request.params.id, request.body),
  );

  app.delete(
    API_PATHS.location(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeLocation(app.ctx, requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  return Promise.resolve();
};

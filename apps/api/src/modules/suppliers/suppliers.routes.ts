import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema } from '@app/shared/schemas/common';
import {
  mergeSuppliersSchema,
  saveSupplierSchema,
  supplierByEmailSchema,
  supplierListQuerySchema,
  supplierListSchema,
  supplierSchema,
} from '@app/shared/schemas/suppliers';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  createSupplier,
  findOrAddSupplierByEmail,
  getSupplier,
  getSuppliers,
  mergeSuppliers,
  replaceSupplier,
} from './suppliers.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const secured = { tags: ['suppliers'], security: [{ bearer: [] }] };

/** The buyer's supplier directory. */
export const suppliersRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'suppliers.read') };
  const manage = { preValidation: authorize(app, 'suppliers.manage') };
  const one = { ...secured, params: idParamSchema, response: { 200: supplierSchema, ...errors } };

  app.get(
    API_PATHS.suppliers,
    {
      ...read,
      schema: {
        ...secured,
        querystring: supplierListQuerySchema,
        response: { 200: supplierListSchema, ...errors },
      },
    },
    (request) => getSuppliers(app.ctx, requireScope(request), request.query),
  );
  app.post(
    API_PATHS.suppliers,
    {
      ...manage,
      schema: {
        ...secured,
        body: saveSupplierSchema,
        response: { 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSupplier(app.ctx, requireScope(request), request.body)),
  );
  app.post(
    API_PATHS.supplierByEmail,
    {
      ...manage,
      schema: {
        ...secured,
        body: supplierByEmailSchema,
        response: { 200: supplierSchema, 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { supplier, created } = await findOrAddSupplierByEmail(
        app.ctx,
        requireScope(request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(supplier);
    },
  );
  app.get(API_PATHS.supplier(':id'), { ...read, schema: one }, (request) =>
    getSupplier(app.ctx, requireScope(request), request.params.id),
  );
  app.put(
    API_PATHS.supplier(':id'),
    { ...manage, schema: { ...one, body: saveSupplierSchema } },
    (request) => replaceSupplier(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.post(
    API_PATHS.mergeSuppliers(':id'),
    { ...manage, schema: { ...one, body: mergeSuppliersSchema } },
    (request) => mergeSuppliers(app.ctx, requireScope(request), request.params.id, request.body),
  );
  return Promise.resolve();
};

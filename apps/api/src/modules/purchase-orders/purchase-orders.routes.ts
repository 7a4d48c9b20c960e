import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { LANGUAGES } from '@app/shared/constants/domain';
import {
  errorBodySchema,
  fileResponseSchema,
  idParamSchema,
  pageParam,
} from '@app/shared/schemas/common';
import {
  awardPlanSchema,
  awardRequestSchema,
  awardSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseOrderStatusSchema,
} from '@app/shared/schemas/purchase-orders';
import { authorize, requireScope } from '../../lib/permissions.ts';
import { previewAward } from './award-plan.service.ts';
import { confirmAward, getAward } from './award.service.ts';
import {
  acknowledgePurchaseOrder,
  changePurchaseOrderStatus,
  getInboxPurchaseOrder,
  getInboxPurchaseOrders,
  getPurchaseOrder,
  getPurchaseOrderPdf,
  getPurchaseOrders,
} from './purchase-orders.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const secured = { tags: ['purchase-orders'], security: [{ bearer: [] }] };
const pdfQuery = z.object({ language: z.enum(LANGUAGES).optional() });
const pageQuery = z.object({ page: pageParam });

/**
 * The award of an RFQ and the purchase orders it issues, for the buyer; the orders sent to a
 * provider company, for the supplier (docs/product-rules.md § Awarding and purchase orders).
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = (app) => {
  const award = { ...secured, params: idParamSchema, response: { 200: awardSchema, ...errors } };
  app.get(
    API_PATHS.rfqAward(':id'),
    { preValidation: authorize(app, 'rfqs.read'), schema: award },
    (request) => getAward(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    API_PATHS.rfqAwardPlan(':id'),
    {
      preValidation: authorize(app, 'rfqs.read'),
      schema: {
        ...secured,
        params: idParamSchema,
        body: awardRequestSchema,
        response: { 200: awardPlanSchema, ...errors },
      },
    },
    (request) => previewAward(app.ctx, requireScope(request), request.params.id, request.body),
  );
  app.post(
    API_PATHS.rfqAward(':id'),
    {
      preValidation: authorize(app, 'purchase_orders.manage'),
      schema: { ...award, body: awardRequestSchema },
    },
    (request) => confirmAward(app.ctx, requireScope(request), request.params.id, request.body),
  );

  const one = {
    ...secured,
    params: idParamSchema,
    response: { 200: purchaseOrderSchema, ...errors },
  };
  app.get(
    API_PATHS.purchaseOrders,
    {
      preValidation: authorize(app, 'purchase_orders.read'),
      schema: {
        ...secured,
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListSchema, ...errors },
      },
    },
    (request) => getPurchaseOrders(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.purchaseOrder(':id'),
    { preValidation: authorize(app, 'purchase_orders.read'), schema: one },
    (request) => getPurchaseOrder(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    API_PATHS.purchaseOrderStatus(':id'),
    {
      preValidation: authorize(app, 'purchase_orders.manage'),
      schema: { ...one, body: purchaseOrderStatusSchema },
    },
    (request) =>
      changePurchaseOrderStatus(
        app.ctx,
        requireScope(request),
        request.params.id,
        request.body.status,
      ),
  );

  app.get(
    API_PATHS.inboxPurchaseOrders,
    {
      preValidation: authorize(app, 'inbox.read'),
      schema: {
        ...secured,
        querystring: pageQuery,
        response: { 200: purchaseOrderListSchema, ...errors },
      },
    },
    (request) => getInboxPurchaseOrders(app.ctx, requireScope(request), request.query),
  );
  app.get(
    API_PATHS.inboxPurchaseOrder(':id'),
    { preValidation: authorize(app, 'inbox.read'), schema: one },
    (request) => getInboxPurchaseOrder(app.ctx, requireScope(request), request.params.id),
  );
  app.post(
    API_PATHS.acknowledgePurchaseOrder(':id'),
    { preValidation: authorize(app, 'inbox.answer'), schema: one },
    (request) => acknowledgePurchaseOrder(app.ctx, requireScope(request), request.params.id),
  );

  for (const as of ['buyer', 'provider'] as const) {
    app.get(
      as === 'buyer' ? API_PATHS.purchaseOrderPdf(':id') : API_PATHS.inboxPurchaseOrderPdf(':id'),
      {
        preValidation: authorize(app, as === 'buyer' ? 'purchase_orders.read' : 'inbox.read'),
        schema: {
          ...secured,
          params: idParamSchema,
          querystring: pdfQuery,
          response: { 200: fileResponseSchema },
        },
      },
      async (request, reply) => {
        const file = await getPurchaseOrderPdf(
          app.ctx,
          requireScope(request),
          request.params.id,
          as,
          request.query.language,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.content);
      },
    );
  }
  return Promise.resolve();
};

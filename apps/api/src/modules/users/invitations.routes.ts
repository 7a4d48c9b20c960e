import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, idParamSchema, messageSchema } from '@app/shared/schemas/common';
import {
  acceptInvitationSchema,
  invitationListSchema,
  invitationSchema,
  inviteUserSchema,
  updateInvitationSchema,
} from '@app/shared/schemas/users';
import { requireActor } from '../../lib/actor.ts';
import { countOrRefuse } from '../../lib/limits.ts';
import { authorize, requireScope } from '../../lib/permissions.ts';
import {
  acceptInvitation,
  deleteInvitation,
  inviteUser,
  listInvitations,
  resendInvitation,
  updateInvitation,
} from './invitations.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const secured = { tags: ['users'], security: [{ bearer: [] }] };

/** Members and invitations of the caller's company (docs/product-rules.md § Roles and permissions). */
export const invitationsRoutes: FastifyPluginAsyncZod = (app) => {
  const read = { preValidation: authorize(app, 'members.read') };
  const manage = { preValidation: authorize(app, 'members.manage') };

  app.get(
    API_PATHS.invites,
    { ...read, schema: { ...secured, response: { 200: invitationListSchema, ...errors } } },
    (request) => listInvitations(app.ctx, requireScope(request)),
  );

  // Invitation mails (docs/product-rules.md § Rate limits): 30 an hour per member who sends them,
  // new or sent again, and the same invitation sent again at most 3 times an hour.
  const invitationMailsPerSender = app.createRateLimit({
    max: Math.ceil(30 * app.ctx.config.rateLimitFactor),
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `invitations-by:${requireActor(request).userId}`,
  });
  const resendsPerInvitation = app.createRateLimit({
    max: Math.ceil(3 * app.ctx.config.rateLimitFactor),
    timeWindow: 60 * 60_000,
    keyGenerator: (request) =>
      `invitation-resend:${String((request.params as { id?: unknown }).id)}`,
  });

  app.post(
    API_PATHS.invites,
    {
      ...manage,
      schema: {
        ...secured,
        body: inviteUserSchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      await countOrRefuse(invitationMailsPerSender, request, reply);
      return reply.code(201).send(await inviteUser(app.ctx, requireScope(request), request.body));
    },
  );

  app.patch(
    API_PATHS.invite(':id'),
    {
      ...manage,
      schema: {
        ...secured,
        params: idParamSchema,
        body: updateInvitationSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    (request) => updateInvitation(app.ctx, requireScope(request), request.params.id, request.body),
  );

  app.delete(
    API_PATHS.invite(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteInvitation(app.ctx, requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATHS.resendInvitation(':id'),
    {
      ...manage,
      schema: { ...secured, params: idParamSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request, reply) => {
      await countOrRefuse(resendsPerInvitation, request, reply);
      await countOrRefuse(invitationMailsPerSender, request, reply);
      await resendInvitation(app.ctx, requireScope(request), request.params.id);
      return { message: request.t('common.messages.invitationSent') };
    },
  );

  app.post(
    API_PATHS.acceptInvitation,
    {
      config: {
        rateLimit: { max: Math.ceil(20 * app.ctx.config.rateLimitFactor), timeWindow: 15 * 60_000 },
      },
      schema: {
        tags: ['users'],
        body: acceptInvitationSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await acceptInvitation(app.ctx, request.body, request.language);
      return { message: request.t('common.messages.invitationAccepted') };
    },
  );
  return Promise.resolve();
};

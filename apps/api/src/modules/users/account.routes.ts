import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { errorBodySchema, messageSchema } from '@app/shared/schemas/common';
import {
  changePasswordSchema,
  meSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  profileSchema,
  setLanguageSchema,
  uidTokenParamsSchema,
  updateProfileSchema,
} from '@app/shared/schemas/users';
import { requireActor } from '../../plugins/auth.ts';
import {
  activateAccount,
  changePassword,
  confirmPasswordReset,
  getProfile,
  requestPasswordReset,
  setLanguage,
  updateProfile,
} from './account.service.ts';
import { countOrRefuse, refuseWhenUsedUp } from '../../lib/limits.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const secured = { tags: ['users'], security: [{ bearer: [] }] };

export const accountRoutes: FastifyPluginAsyncZod = (app) => {
  const factor = app.ctx.config.rateLimitFactor;
  // Before validation: a call without a valid token answers 401 before any field error, so the
  // body's shape is never told to a stranger (docs/product-rules.md § Errors).
  const authenticated = { preValidation: app.authenticate };
  // Mail and guessing limits beyond those per address (docs/product-rules.md § Rate limits): a
  // reset mail goes to one inbox at most 3 times an hour whoever asks, and a signed-in user gets
  // 10 wrong tries at changing their password in 15 minutes.
  const resetMailsPerRecipient = app.createRateLimit({
    max: Math.ceil(3 * factor),
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown }).email;
      return `reset-to:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  const passwordChangeFailures = app.createRateLimit({
    max: Math.ceil(10 * factor),
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `password-change:${requireActor(request).userId}`,
  });

  app.get(
    API_PATHS.me,
    { ...authenticated, schema: { ...secured, response: { 200: meSchema, ...errors } } },
    (request) => ({
      id: requireActor(request).userId,
    }),
  );

  app.get(
    API_PATHS.profile,
    { ...authenticated, schema: { ...secured, response: { 200: profileSchema, ...errors } } },
    (request) => getProfile(app.ctx, requireActor(request)),
  );

  app.put(
    API_PATHS.profile,
    {
      ...authenticated,
      schema: {
        ...secured,
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    (request) => updateProfile(app.ctx, requireActor(request), request.body),
  );

  app.post(
    API_PATHS.setUserLanguage,
    {
      ...authenticated,
      schema: { ...secured, body: setLanguageSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await setLanguage(app.ctx, requireActor(request), request.body.language);
      request.language = request.body.language;
      return { message: request.t('common.messages.languageSaved') };
    },
  );

  app.post(
    API_PATHS.changePassword,
    {
      ...authenticated,
      schema: {
        ...secured,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseWhenUsedUp(passwordChangeFailures, request, reply);
      try {
        await changePassword(app.ctx, requireActor(request), request.body);
      } catch (error) {
        await passwordChangeFailures(request);
        throw error;
      }
      return { message: request.t('common.messages.passwordChanged') };
    },
  );

  app.post(
    API_PATHS.passwordReset,
    {
      config: { rateLimit: { max: Math.ceil(5 * factor), timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['users'],
        body: passwordResetSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await countOrRefuse(resetMailsPerRecipient, request, reply);
      await requestPasswordReset(app.ctx, request.body.email);
      return { message: request.t('common.messages.passwordResetSent') };
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm(':uidb64', ':token'),
    {
      config: { rateLimit: { max: Math.ceil(20 * factor), timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['users'],
        params: uidTokenParamsSchema,
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.ctx, {
        ...request.params,
        newPassword: request.body.new_password,
      });
      return { message: request.t('common.messages.passwordResetDone') };
    },
  );

  app.get(
    API_PATHS.activate(':uidb64', ':token'),
    {
      config: { rateLimit: { max: Math.ceil(20 * factor), timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['users'],
        params: uidTokenParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await activateAccount(app.ctx, request.params.uidb64, request.params.token);
      return { message: request.t('common.messages.activated') };
    },
  );
  return Promise.resolve();
};

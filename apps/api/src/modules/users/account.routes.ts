import type { FastifyPluginAsync } from 'fastify';
import { accountContracts as contracts } from '@app/shared/api/contracts/account';
import { route } from '../../lib/contract-route.ts';
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

export const accountRoutes: FastifyPluginAsync = (app) => {
  route(app, contracts.me, {}, (request) => ({ id: requireActor(request).userId }));

  route(app, contracts.profile, {}, (request) => getProfile(app.ctx, requireActor(request)));

  route(app, contracts.updateProfile, {}, (request) =>
    updateProfile(app.ctx, requireActor(request), request.body),
  );

  route(app, contracts.setLanguage, {}, async (request) => {
    await setLanguage(app.ctx, requireActor(request), request.body.language);
    request.language = request.body.language;
    return { message: request.t('common.messages.languageSaved') };
  });

  route(app, contracts.changePassword, {}, async (request) => {
    await changePassword(app.ctx, requireActor(request), request.body);
    return { message: request.t('common.messages.passwordChanged') };
  });

  route(app, contracts.requestPasswordReset, { rateLimit: 'passwordReset' }, async (request) => {
    await requestPasswordReset(app.ctx, request.body.email);
    return { message: request.t('common.messages.passwordResetSent') };
  });

  route(
    app,
    contracts.confirmPasswordReset,
    { rateLimit: 'passwordResetConfirm' },
    async (request) => {
      await confirmPasswordReset(app.ctx, {
        ...request.params,
        newPassword: request.body.new_password,
      });
      return { message: request.t('common.messages.passwordResetDone') };
    },
  );

  route(app, contracts.activate, { rateLimit: 'activation' }, async (request) => {
    await activateAccount(app.ctx, request.params.uidb64, request.params.token);
    return { message: request.t('common.messages.activated') };
  });
  return Promise.resolve();
};

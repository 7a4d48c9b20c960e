import fp from 'fastify-plugin';
import type { Language } from '@app/shared/constants/domain';
import { pickLanguage, translate } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: `language` query parameter, then Accept-Language, then English. */
    language: Language;
    /** Translates a message key into the request's language. */
    t: (messageKey: string, params?: Record<string, unknown>) => string;
  }
}

export const languagePlugin = fp(
  (app) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest(
      't',
      function (this: { language: Language }, key: string, params?: Record<string, unknown>) {
        return translate(this.language, key, params);
      },
    );
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.language = pickLanguage(query?.language, request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isDataException } from '../lib/db-errors.ts';
import { reportError } from '../lib/error-reporting.ts';

type FieldErrors = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 413 on a route with its own body limit, naming that limit. */
    tooLargeMessageKey?: string;
  }
}

/**
 * The one place errors become answers (docs/product-rules.md § Errors): AppError and zod issues turn into
 * `{ field: [message] }` or `{ error: message }` in the request's language; anything unknown is a
 * generic 500 that is logged with the request id and never shows a stack, SQL or hash.
 */
export const errorsPlugin = fp(
  (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const message = request.t(error.messageKey, error.params);
        return reply
          .code(error.status)
          .send(error.field ? { [error.field]: [message] } : { error: message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldErrors = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').split('/')[0] || 'error';
          const key =
            typeof issue.message === 'string' &&
            issue.message.includes('.') &&
            !issue.message.includes(' ')
              ? issue.message
              : 'validation.invalidType';
          (fields[path] ??= []).push(request.t(key));
        }
        if (error.validationContext === 'params' || error.validationContext === 'querystring') {
          return reply.code(404).send({ error: request.t('errors.notFound') });
        }
        return reply.code(400).send(fields);
      }
      return sendFrameworkError(error, request, reply);
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // A route with its own limit (quote files: 20 MB) names that limit in its message.
    const key = request.routeOptions.config.tooLargeMessageKey ?? 'errors.bodyTooLarge';
    return reply.code(413).send({ error: request.t(key) });
  }
  if (status === 415) {
    return reply.code(415).send({ error: request.t('errors.unsupportedMediaType') });
  }
  if (status === 429) {
    return reply.code(429).send({ error: request.t('errors.rateLimited') });
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body, a bad header: the client's mistake, told plainly.
    const key =
      error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')
        ? 'errors.malformedJson'
        : status === 404
          ? 'errors.notFound'
          : 'errors.invalidRequest';
    return reply.code(status).send({ error: request.t(key) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is out of reach; answered 503');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: request.t('errors.unavailable') });
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value that input checks let through');
    return reply.code(400).send({ error: request.t('errors.invalidRequest') });
  }
  request.log.error({ err: error }, 'unhandled error');
  reportError(error);
  return reply.code(500).send({ error: request.t('errors.internal') });
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type ErrorMessageKey } from '@app/shared/api/error-codes';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isDataException } from '../lib/db-errors.ts';
import { reportError } from '../lib/error-reporting.ts';

type FieldErrors = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 413 on a route with its own body limit, naming that limit. */
    tooLargeMessageKey?: ErrorMessageKey;
  }
}

/**
 * The one place errors become answers (docs/product-rules.md § Errors): AppError and zod issues
 * turn into `{ field: [message] }` or `{ error: message }` in the request's language, with the
 * stable `error_code` beside (docs/product-rules.md § Error codes); anything unknown is a generic
 * 500 that is logged with the request id and never shows a stack, SQL or hash.
 */
export const errorsPlugin = fp(
  (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const message = request.t(error.messageKey, error.params);
        const body = error.field ? { [error.field]: [message] } : { error: message };
        return reply.code(error.status).send({ ...body, error_code: error.code });
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
          return sendError(reply, request, 'not_found', 'errors.notFound');
        }
        return reply.code(400).send({ ...fields, error_code: 'validation_failed' });
      }
      return sendFrameworkError(error, request, reply);
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

/** `{ error: message, error_code }`, the message in the request's language. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  messageKey: ErrorMessageKey,
  status: number = ERROR_STATUS[code],
) {
  return reply.code(status).send({ error: request.t(messageKey), error_code: code });
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // A route with its own limit (quote files: 20 MB) names that limit in its message.
    const key = request.routeOptions.config.tooLargeMessageKey ?? 'errors.bodyTooLarge';
    return sendError(reply, request, 'body_too_large', key);
  }
  if (status === 415) {
    return sendError(reply, request, 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  if (status === 429) {
    return sendError(reply, request, 'rate_limited', 'errors.rateLimited');
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body, a bad header: the client's mistake, told plainly.
    if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')) {
      return sendError(reply, request, 'malformed_json', 'errors.malformedJson', status);
    }
    if (status === 404) return sendError(reply, request, 'not_found', 'errors.notFound');
    return sendError(reply, request, 'invalid_request', 'errors.invalidRequest', status);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is out of reach; answered 503');
    return sendError(
      reply.header('retry-after', '5'),
      request,
      'unavailable',
      'errors.unavailable',
    );
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value that input checks let through');
    return sendError(reply, request, 'invalid_request', 'errors.invalidRequest');
  }
  request.log.error({ err: error }, 'unhandled error');
  reportError(error);
  return sendError(reply, request, 'internal', 'errors.internal');
}

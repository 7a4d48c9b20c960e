import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorMessageKey } from '@app/shared/api/error-codes';
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
 * The one place errors become answers (docs/product-rules.md § Errors): AppError and zod issues
 * turn into `{ field: [message], error_code }` or `{ error: message, error_code }` in the request's
 * language, `error_code` a stable error code; anything unknown is a generic 500 that is logged with the request id
 * and never shows a stack, SQL or hash.
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
          return sendError(reply, request, 404, 'not_found', 'errors.notFound');
        }
        // A body that is not an object at all has its issue at the root: told as `error`.
        const { error: rootMessages, ...fieldMessages } = fields;
        return reply.code(400).send({
          ...fieldMessages,
          ...(rootMessages ? { error: rootMessages.join(' ') } : {}),
          error_code: 'validation_failed',
        });
      }
      return sendFrameworkError(error, request, reply);
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

/** `{ error: message, error_code }` with the message in the request's language. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  messageKey: ErrorMessageKey,
) {
  return reply.code(status).send({ error: request.t(messageKey), error_code: code });
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // A route with its own limit (quote files: 20 MB) names that limit in its message.
    const key = (request.routeOptions.config.tooLargeMessageKey ??
      'errors.bodyTooLarge') as ErrorMessageKey;
    return sendError(reply, request, 413, 'body_too_large', key);
  }
  if (status === 415) {
    return sendError(reply, request, 415, 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  if (status === 429) return sendError(reply, request, 429, 'rate_limited', 'errors.rateLimited');
  if (status === 404) return sendError(reply, request, 404, 'not_found', 'errors.notFound');
  if (status >= 400 && status < 500) {
    // Malformed JSON, an empty JSON body, a bad header: the client's mistake, told plainly.
    return error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')
      ? sendError(reply, request, status, 'malformed_json', 'errors.malformedJson')
      : sendError(reply, request, status, 'invalid_request', 'errors.invalidRequest');
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is out of reach; answered 503');
    return sendError(
      reply.header('retry-after', '5'),
      request,
      503,
      'unavailable',
      'errors.unavailable',
    );
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value that input checks let through');
    return sendError(reply, request, 400, 'invalid_request', 'errors.invalidRequest');
  }
  request.log.error({ err: error }, 'unhandled error');
  reportError(error);
  return sendError(reply, request, 500, 'internal', 'errors.internal');
}

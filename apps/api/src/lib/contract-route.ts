import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import {
  successStatus,
  type Contract,
  type ContractParams,
  type ContractParsedBody,
  type ContractQuery,
  type ContractResponse,
} from '@app/shared/api/contract';
import { ERROR_STATUS } from '@app/shared/api/error-codes';
import { errorBodySchema } from '@app/shared/schemas/common';
import { rateLimitOptions, type RateLimitName } from '../config/rate-limits.ts';

export type RouteOptions = {
  /**
   * Runs before the body is validated: `authorize(app, 'perm.name')` or another guard that
   * authenticates. Without it, a contract with `auth: 'user'` gets `app.authenticate`.
   */
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The named limit of RATE_LIMITS this route counts against. */
  rateLimit?: RateLimitName;
};

export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ContractParams<C>;
  Querystring: ContractQuery<C>;
  Body: ContractParsedBody<C>;
}>;

/** Answers the contract's success body, or the reply itself when it sent something else. */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractResponse<C> | FastifyReply> | ContractResponse<C> | FastifyReply;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (read by the route/contract coverage test). */
    contract?: Contract;
  }
}

function buildSchema(contract: Contract): FastifySchema {
  const response: Record<number, z.ZodType | undefined> = { ...contract.responses };
  for (const code of contract.errors) response[ERROR_STATUS[code]] ??= errorBodySchema;
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(contract.auth === 'user' ? { security: [{ bearer: [] }] } : {}),
    ...(contract.hide ? { hide: true } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response,
  };
}

/**
 * Registers a Fastify route from its contract: method, path, validation of params, query and body,
 * serialization of every answer and the OpenAPI entry all come from the contract. The handler's
 * result is sent with the contract's success status (201 for a creation, 204 with no body).
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: ContractHandler<C>,
): void {
  const status = successStatus(contract);
  const factor = app.ctx.config.rateLimitFactor;
  const handle: RouteHandlerMethod = async (request, reply) => {
    void reply.code(status);
    const result = await handler(request as ContractRequest<C>, reply);
    if (result === reply || reply.sent) return reply;
    return status === 204 ? reply.send(null) : result;
  };
  app.route({
    method: contract.method,
    url: contract.path,
    schema: buildSchema(contract),
    config: {
      contract,
      ...(options.rateLimit ? { rateLimit: rateLimitOptions(options.rateLimit, factor) } : {}),
    },
    preValidation: options.preValidation ?? (contract.auth === 'user' ? app.authenticate : []),
    handler: handle,
  });
}

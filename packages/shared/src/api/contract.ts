import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses a contract may answer with a body of its own (errors use the error body). */
export type ResponseStatus = 200 | 201 | 204 | 302 | 503;

/**
 * One endpoint, written once: the API registers its route from it (validation, serialization,
 * OpenAPI) and the web calls it through `request(contract, input)`.
 */
export type Contract = {
  method: HttpMethod;
  /** Relative to /api, Fastify-style params (`/locations/:id/`), trailing slash as the paths have. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (200, 201, 204 or a 302 redirect), plus any other non-error answer. */
  responses: Partial<Record<ResponseStatus, z.ZodType>>;
  /** The stable codes of the error bodies it can answer. */
  errors: readonly ErrorCode[];
  /** `user`: a bearer access token is required. */
  auth: 'public' | 'user';
  summary: string;
  tags: readonly string[];
  /** Left out of the OpenAPI document. */
  hide?: boolean;
};

/** Keeps the literal types of a contract (its path, method, schemas) for both sides. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** Path params as the handler sees them (after coercion). */
export type ContractParams<C extends Contract> = Output<C['params']>;
export type ContractQuery<C extends Contract> = Output<C['query']>;
/** The body a client sends (the schema's input: before defaults and transforms). */
export type ContractBody<C extends Contract> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : never;
/** The body after validation, as the handler gets it. */
export type ContractParsedBody<C extends Contract> = Output<C['body']>;

/** The status the contract answers on success: the first of 200, 201, 204, 302 it declares. */
export type SuccessStatus<C extends Contract> = 200 extends keyof C['responses']
  ? 200
  : 201 extends keyof C['responses']
    ? 201
    : 204 extends keyof C['responses']
      ? 204
      : 302;

/** The success answer's body. */
export type ContractResponse<C extends Contract> = Output<C['responses'][SuccessStatus<C>]>;

const SUCCESS_STATUSES = [200, 201, 204, 302] as const;

/** The status of the success answer, read from the contract's responses. */
export function successStatus(contract: Contract): 200 | 201 | 204 | 302 {
  const status = SUCCESS_STATUSES.find((candidate) => contract.responses[candidate]);
  if (!status) throw new Error(`${contract.method} ${contract.path} declares no success answer`);
  return status;
}

/** The contract's path with each `:name` replaced by its (URL-encoded) value. */
export function fillPath(
  contract: Pick<Contract, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
}

import { fillPath, type Contract } from '@app/shared/api/contract';
import { API_BASE } from '@app/shared/api/paths';

/** An absolute MSW pattern for an API path (requests go to the same origin under /api). */
export function apiUrl(path: string): string {
  return `*${API_BASE}${path}`;
}

/**
 * The MSW pattern of a contract's endpoint: with params, that one URL; without, the contract's
 * path, whose `:name` segments MSW matches as it does Fastify.
 */
export function contractUrl(contract: Contract, params?: Record<string, string | number>): string {
  return apiUrl(params ? fillPath(contract, params) : contract.path);
}

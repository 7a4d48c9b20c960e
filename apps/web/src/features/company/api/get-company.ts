import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import type { Company } from '@app/shared/schemas/companies';
import { request } from '../../../lib/api-client';

/** GET /stakeholders/mine/: the caller's company, its name and type. */
export function getCompany(signal?: AbortSignal): Promise<Company> {
  return request(companiesContracts.mine, { signal });
}

export const companyQueryKey = ['company'] as const;

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyQueryKey, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(), enabled: options.enabled ?? true });
}

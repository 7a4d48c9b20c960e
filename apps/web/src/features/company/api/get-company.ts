import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { companySchema, type Company } from '@app/shared/schemas/companies';
import { api } from '../../../lib/api-client';

/** GET /stakeholders/mine/: the caller's company, its name and type. */
export async function getCompany(signal?: AbortSignal): Promise<Company> {
  return companySchema.parse(await api.get(API_PATHS.companyMine, { signal }));
}

export const companyQueryKey = ['company'] as const;

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyQueryKey, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(), enabled: options.enabled ?? true });
}

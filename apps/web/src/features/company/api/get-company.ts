import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema, type Company } from '@app/shared/schemas/companies';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /stakeholders/mine/: the caller's company, its name and type. */
export async function getCompany(signal?: AbortSignal): Promise<Company> {
  return companySchema.parse(await call(apiClient.GET('/api/stakeholders/mine/', { signal })));
}

export const companyQueryKey = ['company'] as const;

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyQueryKey, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(), enabled: options.enabled ?? true });
}

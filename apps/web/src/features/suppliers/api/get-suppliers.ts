import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierListSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { apiClient, call } from '../../../lib/api';

/** GET /suppliers/?search=: the buyer's directory (name, tax id, e-mail or category). */
export async function getSuppliers(search: string, signal?: AbortSignal): Promise<Supplier[]> {
  const query = search ? { search } : {};
  return supplierListSchema.parse(
    await call(apiClient.GET('/api/suppliers/', { params: { query }, signal })),
  );
}

export const suppliersQueryKey = ['suppliers'] as const;

export const suppliersQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [...suppliersQueryKey, search],
    queryFn: ({ signal }) => getSuppliers(search, signal),
  });

export function useSuppliers(search = '') {
  return useQuery(suppliersQueryOptions(search));
}

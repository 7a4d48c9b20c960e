import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { supplierListSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { api } from '../../../lib/api-client';

/** GET /suppliers/?search=: the buyer's directory (name, tax id, e-mail or category). */
export async function getSuppliers(search: string, signal?: AbortSignal): Promise<Supplier[]> {
  const params = search ? { search } : {};
  return supplierListSchema.parse(await api.get(API_PATHS.suppliers, { params, signal }));
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierListSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { apiClient, call } from '../lib/api';

/*
 * The buyer's supplier directory, read by the suppliers page, the RFQ editor's invite box and the
 * quote review's supplier choice through these options (docs/architecture.md § The web read layer).
 */

/** GET /suppliers/?search=: the directory (name, tax id, e-mail or category); all without a search. */
export async function getSuppliers(search: string, signal?: AbortSignal): Promise<Supplier[]> {
  const query = search ? { search } : {};
  return supplierListSchema.parse(
    await call(apiClient.GET('/api/suppliers/', { params: { query }, signal })),
  );
}

/** Every suppliers query starts with this key; a change invalidates it. */
export const suppliersQueryKey = ['suppliers'] as const;

export const suppliersQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [...suppliersQueryKey, search],
    queryFn: ({ signal }) => getSuppliers(search, signal),
  });

/** The directory, or what a search finds in it; `isEnabled` false waits until it is needed. */
export function useSuppliers(search = '', isEnabled = true) {
  return useQuery({ ...suppliersQueryOptions(search), enabled: isEnabled });
}

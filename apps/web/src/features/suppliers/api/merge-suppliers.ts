import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { supplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { api } from '../../../lib/api-client';
import { suppliersQueryKey } from './get-suppliers';

/** POST /suppliers/:id/merge/: folds the duplicates into the kept supplier. */
export async function mergeSuppliers({
  keepId,
  duplicateIds,
}: {
  keepId: number;
  duplicateIds: number[];
}): Promise<Supplier> {
  const body = await api.post(API_PATHS.mergeSuppliers(keepId), { duplicate_ids: duplicateIds });
  return supplierSchema.parse(body);
}

export function useMergeSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeSuppliers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { apiClient, call } from '#web/lib/api.ts';
import { suppliersQueryKey } from '#web/api/suppliers.ts';

/** POST /suppliers/:id/merge/: folds the duplicates into the kept supplier. */
export async function mergeSuppliers({
  keepId,
  duplicateIds,
}: {
  keepId: number;
  duplicateIds: number[];
}): Promise<Supplier> {
  const body = await call(
    apiClient.POST('/api/suppliers/{id}/merge/', {
      params: { path: { id: keepId } },
      body: { duplicate_ids: duplicateIds },
    }),
  );
  return supplierSchema.parse(body);
}

export function useMergeSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeSuppliers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}

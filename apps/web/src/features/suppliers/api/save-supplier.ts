import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supplierSchema,
  type SaveSupplierData,
  type Supplier,
} from '@app/shared/schemas/suppliers';
import { apiClient, call } from '#web/lib/api.ts';
import { suppliersQueryKey } from '#web/api/suppliers.ts';

/** POST /suppliers/ (no id) or PUT /suppliers/:id/: answers the saved supplier. */
export async function saveSupplier({
  id,
  ...input
}: SaveSupplierData & { id?: number }): Promise<Supplier> {
  const body = id
    ? await call(apiClient.PUT('/api/suppliers/{id}/', { params: { path: { id } }, body: input }))
    : await call(apiClient.POST('/api/suppliers/', { body: input }));
  return supplierSchema.parse(body);
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}

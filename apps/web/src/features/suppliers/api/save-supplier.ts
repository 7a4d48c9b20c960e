import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  supplierSchema,
  type SaveSupplierData,
  type Supplier,
} from '@app/shared/schemas/suppliers';
import { api } from '../../../lib/api-client';
import { suppliersQueryKey } from './get-suppliers';

/** POST /suppliers/ (no id) or PUT /suppliers/:id/: answers the saved supplier. */
export async function saveSupplier({
  id,
  ...input
}: SaveSupplierData & { id?: number }): Promise<Supplier> {
  const body = id
    ? await api.put(API_PATHS.supplier(id), input)
    : await api.post(API_PATHS.suppliers, input);
  return supplierSchema.parse(body);
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { suppliersQueryKey } from '../../../api/suppliers';
import { getCurrentLanguage } from '../../../lib/i18n';
import { apiClient, call } from '../../../lib/api';

/**
 * POST /suppliers/by-email/: the directory's supplier with this e-mail, added when there is none
 * (in the buyer's language); `created` tells which.
 */
async function supplierByEmail(email: string): Promise<{ supplier: Supplier; created: boolean }> {
  const language = getCurrentLanguage();
  const answer = await apiClient.POST('/api/suppliers/by-email/', { body: { email, language } });
  const supplier = supplierSchema.parse(await call(Promise.resolve(answer)));
  return { supplier, created: answer.response.status === 201 };
}

export function useSupplierByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: supplierByEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
}

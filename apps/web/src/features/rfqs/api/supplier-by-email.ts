import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { suppliersQueryKey } from '#web/api/suppliers.ts';
import { getCurrentLanguage } from '#web/lib/i18n.ts';
import { apiClient, call } from '#web/lib/api.ts';

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companySchema,
  type Company,
  type UpdateCompanyInput,
} from '@app/shared/schemas/companies';
import { apiClient, call } from '#web/lib/api.ts';
import { companyQueryKey } from './get-company';

/** PATCH /stakeholders/mine/: renames the company (OWNER and ADMIN). */
export async function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return companySchema.parse(
    await call(apiClient.PATCH('/api/stakeholders/mine/', { body: input })),
  );
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey, company),
  });
}

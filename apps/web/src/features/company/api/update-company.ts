import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  companySchema,
  type Company,
  type UpdateCompanyInput,
} from '@app/shared/schemas/companies';
import { api } from '../../../lib/api-client';
import { companyQueryKey } from './get-company';

/** PATCH /stakeholders/mine/: renames the company (OWNER and ADMIN). */
export async function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return companySchema.parse(await api.patch(API_PATHS.companyMine, input));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey, company),
  });
}

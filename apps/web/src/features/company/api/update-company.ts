import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import type { Company, UpdateCompanyInput } from '@app/shared/schemas/companies';
import { request } from '../../../lib/api-client';
import { companyQueryKey } from './get-company';

/** PATCH /stakeholders/mine/: renames the company (OWNER and ADMIN). */
export function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return request(companiesContracts.updateMine, { body: input });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey, company),
  });
}

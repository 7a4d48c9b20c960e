import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { projectSchema, type Project } from '@app/shared/schemas/projects';
import { supplierListSchema, supplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import { getCurrentLanguage } from '../../../lib/i18n';
import { apiClient, call } from '../../../lib/api';

/*
 * What the RFQ editor chooses from: the project, the company's locations and its suppliers. The
 * keys are those of the projects, locations and suppliers features, so they share one cache.
 */

async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await call(apiClient.GET('/api/locations/', { signal })));
}

async function getSuppliers(signal?: AbortSignal): Promise<Supplier[]> {
  return supplierListSchema.parse(await call(apiClient.GET('/api/suppliers/', { signal })));
}

async function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return projectSchema.parse(
    await call(apiClient.GET('/api/projects/{id}/', { params: { path: { id } }, signal })),
  );
}

export function useLocationChoices() {
  return useQuery(
    queryOptions({ queryKey: ['locations'], queryFn: ({ signal }) => getLocations(signal) }),
  );
}

export function useSupplierChoices() {
  return useQuery(
    queryOptions({ queryKey: ['suppliers', ''], queryFn: ({ signal }) => getSuppliers(signal) }),
  );
}

export function useProjectOf(id: number | null) {
  return useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => getProject(id ?? 0, signal),
    enabled: id !== null,
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}

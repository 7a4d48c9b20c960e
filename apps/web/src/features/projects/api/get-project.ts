import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectSchema, type Project } from '@app/shared/schemas/projects';
import { apiClient, call } from '../../../lib/api';
import { projectsQueryKey } from './get-projects';

/** GET /projects/:id/: one project of the company (another company's answers 404). */
export async function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return projectSchema.parse(
    await call(apiClient.GET('/api/projects/{id}/', { params: { path: { id } }, signal })),
  );
}

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProject(id, signal),
  });

export function useProject(id: number) {
  return useQuery(projectQueryOptions(id));
}

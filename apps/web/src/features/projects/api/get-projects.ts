import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  projectListSchema,
  type Project,
  type ProjectListQuery,
} from '@app/shared/schemas/projects';
import { apiClient, call } from '../../../lib/api';

/** GET /projects/: the company's projects, filtered by status and a search text. */
export async function getProjects(
  query: ProjectListQuery,
  signal?: AbortSignal,
): Promise<Project[]> {
  return projectListSchema.parse(
    await call(apiClient.GET('/api/projects/', { params: { query }, signal })),
  );
}

export const projectsQueryKey = ['projects'] as const;

export const projectsQueryOptions = (query: ProjectListQuery = {}) =>
  queryOptions({
    queryKey: [...projectsQueryKey, query],
    queryFn: ({ signal }) => getProjects(query, signal),
  });

export function useProjects(query: ProjectListQuery = {}) {
  return useQuery(projectsQueryOptions(query));
}

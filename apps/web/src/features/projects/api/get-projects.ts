import { API_PATHS } from '@app/shared/api/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  projectListSchema,
  type Project,
  type ProjectListQuery,
} from '@app/shared/schemas/projects';
import { api } from '../../../lib/api-client';

/** GET /projects/: the company's projects, filtered by status and a search text. */
export async function getProjects(
  query: ProjectListQuery,
  signal?: AbortSignal,
): Promise<Project[]> {
  return projectListSchema.parse(await api.get(API_PATHS.projects, { params: query, signal }));
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

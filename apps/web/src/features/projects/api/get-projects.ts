import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  projectListSchema,
  type ProjectList,
  type ProjectListQuery,
} from '@app/shared/schemas/projects';
import { apiClient, call } from '../../../lib/api';

/** What the list may be asked for; the API fills in page 1. */
export type ProjectListFilter = Partial<ProjectListQuery>;

/** GET /projects/?status=&search=&page=: one page of the company's projects. */
export async function getProjects(
  query: ProjectListFilter,
  signal?: AbortSignal,
): Promise<ProjectList> {
  return projectListSchema.parse(
    await call(apiClient.GET('/api/projects/', { params: { query }, signal })),
  );
}

export const projectsQueryKey = ['projects'] as const;

export const projectsQueryOptions = (query: ProjectListFilter = {}) =>
  queryOptions({
    queryKey: [...projectsQueryKey, query],
    queryFn: ({ signal }) => getProjects(query, signal),
    // The page on screen stays while the next one loads, so the pager does not jump away.
    placeholderData: keepPreviousData,
  });

export function useProjects(query: ProjectListFilter = {}) {
  return useQuery(projectsQueryOptions(query));
}

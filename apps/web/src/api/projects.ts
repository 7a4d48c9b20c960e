import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  projectListSchema,
  projectSchema,
  type Project,
  type ProjectList,
  type ProjectListQuery,
} from '@app/shared/schemas/projects';
import { apiClient, call } from '../lib/api';

/*
 * The company's projects, read by the projects feature, the RFQ editor and every project filter
 * (analytics, quotes) through these options (docs/architecture.md § The web read layer).
 */

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

/** GET /projects/:id/: one project of the company (another company's answers 404). */
export async function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return projectSchema.parse(
    await call(apiClient.GET('/api/projects/{id}/', { params: { path: { id } }, signal })),
  );
}

/** Every projects query (lists and details) starts with this key; a change invalidates it. */
export const projectsQueryKey = ['projects'] as const;

export const projectsQueryOptions = (query: ProjectListFilter = {}) =>
  queryOptions({
    queryKey: [...projectsQueryKey, query],
    queryFn: ({ signal }) => getProjects(query, signal),
    // The page on screen stays while the next one loads, so the pager does not jump away.
    placeholderData: keepPreviousData,
  });

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProject(id, signal),
  });

export function useProjects(query: ProjectListFilter = {}) {
  return useQuery(projectsQueryOptions(query));
}

/** One project; none while `id` is null (nothing chosen yet). */
export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}

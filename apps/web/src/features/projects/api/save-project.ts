import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type SaveProjectData } from '@app/shared/schemas/projects';
import { apiClient, call } from '#web/lib/api.ts';
import { projectsQueryKey } from '#web/api/projects.ts';

/** POST /projects/ (no id) or PUT /projects/:id/: answers the saved project. */
export async function saveProject({
  id,
  ...input
}: SaveProjectData & { id?: number }): Promise<Project> {
  const body = id
    ? await call(apiClient.PUT('/api/projects/{id}/', { params: { path: { id } }, body: input }))
    : await call(apiClient.POST('/api/projects/', { body: input }));
  return projectSchema.parse(body);
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

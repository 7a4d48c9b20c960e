import { API_PATHS } from '@app/shared/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type SaveProjectData } from '@app/shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectsQueryKey } from './get-projects';

/** POST /projects/ (no id) or PUT /projects/:id/: answers the saved project. */
export async function saveProject({
  id,
  ...input
}: SaveProjectData & { id?: number }): Promise<Project> {
  const body = id
    ? await api.put(API_PATHS.project(id), input)
    : await api.post(API_PATHS.projects, input);
  return projectSchema.parse(body);
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

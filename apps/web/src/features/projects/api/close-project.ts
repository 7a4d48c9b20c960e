import { API_PATHS } from '@app/shared/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project } from '@app/shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectsQueryKey } from './get-projects';

/** POST /projects/:id/close/ or /reopen/: a closed project takes no new RFQs. */
export async function setProjectClosed({
  id,
  isClosed,
}: {
  id: number;
  isClosed: boolean;
}): Promise<Project> {
  const path = isClosed ? API_PATHS.closeProject(id) : API_PATHS.reopenProject(id);
  return projectSchema.parse(await api.post(path));
}

export function useSetProjectClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectClosed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

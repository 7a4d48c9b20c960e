import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project } from '@app/shared/schemas/projects';
import { apiClient, call } from '#web/lib/api.ts';
import { projectsQueryKey } from '#web/api/projects.ts';

/** POST /projects/:id/close/ or /reopen/: a closed project takes no new RFQs. */
export async function setProjectClosed({
  id,
  isClosed,
}: {
  id: number;
  isClosed: boolean;
}): Promise<Project> {
  const params = { path: { id } };
  const body = isClosed
    ? await call(apiClient.POST('/api/projects/{id}/close/', { params }))
    : await call(apiClient.POST('/api/projects/{id}/reopen/', { params }));
  return projectSchema.parse(body);
}

export function useSetProjectClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectClosed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type UpdateProfileInput } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { cacheFirstName } from '#web/lib/auth-storage.ts';
import { profileQueryKey } from './get-profile';

/** PUT /users/profile/. `avatar` is present only when the user chose a new image. */
export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return profileSchema.parse(await call(apiClient.PUT('/api/users/profile/', { body: input })));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      cacheFirstName(profile.first_name);
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}

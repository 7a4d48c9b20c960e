import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { Profile, UpdateProfileInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';
import { cacheFirstName } from '../../../lib/auth-storage';
import { profileQueryKey } from './get-profile';

/** PUT /users/profile/. `avatar` is present only when the user chose a new image. */
export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return request(accountContracts.updateProfile, { body: input });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants/domain';
import type { Profile } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import { profileQueryKey } from './get-profile';

/** POST /users/set-user-language/: keeps the user's language (mail is written in it too). */
export async function setUserLanguage(language: Language): Promise<void> {
  await call(apiClient.POST('/api/users/set-user-language/', { body: { language } }));
}

/**
 * Switches the interface at once and keeps the choice on the server. A failure to save is only
 * logged (docs/product-rules.md § Screens: other failures show nothing); the interface keeps the new language.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await changeLanguage(language);
      await setUserLanguage(language);
      return language;
    },
    onSuccess: (language) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, language } : profile,
      );
    },
    onError: (error) => {
      console.error('The language could not be saved', error);
    },
  });
}

import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { useSetLanguage } from '../api/set-language';

/**
 * The signed-in header's English/Spanish switch: the public one, but the choice is also kept in
 * the user's profile (POST /users/set-user-language/), so mail and the next sign-in follow it.
 */
export function SavedLanguageSwitch() {
  const setLanguage = useSetLanguage();
  return <LanguageSwitch onSelect={(language) => setLanguage.mutate(language)} />;
}

import { useEffect, useRef } from 'react';
import type { Language } from '@app/shared/constants/domain';
import { changeLanguage, getCurrentLanguage } from '#web/lib/i18n.ts';

/**
 * Once per visit of the signed-in area, the interface takes the language kept in the profile, so a
 * user who chose Spanish sees Spanish on any device. Later switches are the user's own.
 */
export function useApplyProfileLanguage(language: Language | undefined): void {
  const isApplied = useRef(false);
  useEffect(() => {
    if (!language || isApplied.current) return;
    isApplied.current = true;
    if (language !== getCurrentLanguage()) void changeLanguage(language);
  }, [language]);
}

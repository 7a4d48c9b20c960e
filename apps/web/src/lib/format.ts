import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/shared/constants/domain';
import { createFormat, type Format } from '@app/shared/format/format';

/**
 * The page's formatter (docs/modules.md § Formatting): the shared `createFormat` with the
 * interface language and the signed-in company's country, which the profile brings
 * (`rememberCompanyCountry`) and storage keeps for the next load.
 */
/*
 * The company's country formats numbers before the profile has loaded (no flash of another
 * format). Kept here rather than in auth-storage, which every first load carries: sign-in and
 * sign-up format no amounts (docs/decisions/011-first-load-without-tanstack-query.md, the
 * first-load budget).
 */
const COUNTRY_KEY = 'companyCountry';

function getCachedCompanyCountry(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_KEY);
  } catch {
    return null;
  }
}

function cacheCompanyCountry(country: string | null): void {
  try {
    if (country === null) window.localStorage.removeItem(COUNTRY_KEY);
    else window.localStorage.setItem(COUNTRY_KEY, country);
  } catch {
    // Storage can be off (private mode): the profile brings the country again.
  }
}

let companyCountry: string | null = getCachedCompanyCountry();
const listeners = new Set<() => void>();

/** Called with each profile: every mounted formatter follows a change of country at once. */
export function rememberCompanyCountry(country: string | null): void {
  cacheCompanyCountry(country);
  if (country === companyCountry) return;
  companyCountry = country;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toLanguage(value: string | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/**
 * Money, numbers and dates for this page, and the parser of typed amounts. `country` overrides
 * the signed-in company's (the public answer page writes the buyer's way).
 */
export function useFormat(country?: string | null): Format {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // The prerendered public pages know no company: the default country's marks.
  const remembered = useSyncExternalStore(
    subscribe,
    () => companyCountry,
    () => null,
  );
  const chosen = country ?? remembered;
  return useMemo(() => createFormat({ language, country: chosen }), [language, chosen]);
}

import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@app/shared/constants/domain';
import { toI18nKey } from '@app/shared/i18n/keys';
import { sharedResources } from '@app/shared/i18n/resources';

const instance = i18next.createInstance();
void instance.init({
  resources: sharedResources,
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(sharedResources.en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lng) => [lng, instance.getFixedT(lng)]));

/** Translates a dotted message key (`errors.userExists`) into the given language. */
export function translate(
  language: Language,
  messageKey: string,
  params?: Record<string, unknown>,
): string {
  const t = fixed.get(language) ?? instance.getFixedT(language);
  return t(toI18nKey(messageKey), params ?? {});
}

/**
 * The request's language (docs/product-rules.md § Languages): the `language` query parameter first, then the first
 * supported Accept-Language entry by quality, then English.
 */
export function pickLanguage(queryLanguage: unknown, acceptLanguage: string | undefined): Language {
  if (typeof queryLanguage === 'string' && isLanguage(queryLanguage.toLowerCase())) {
    return queryLanguage.toLowerCase() as Language;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return {
          base: tag.trim().toLowerCase().split('-')[0] ?? '',
          q: q ? Number(q.split('=')[1]) : 1,
        };
      })
      .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((entry) => isLanguage(entry.base));
    if (match) return match.base as Language;
  }
  return 'en';
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
} from '@app/shared/constants/domain';
import { getStoredLanguage, storeLanguage } from './auth-storage';

const LOCALES = '../../../../packages/shared/src/i18n/locales';

/**
 * The namespaces the public screens need, bundled with the first load. Every other namespace file
 * under shared's locales belongs to the signed-in area and is fetched with it
 * (`loadSignedInTranslations`), so a feature namespace added later needs no registration and
 * does not grow the first load. Mail templates (`email`) never show in the browser.
 */
const publicModules = import.meta.glob<ResourceLanguage>(
  [
    '../../../../packages/shared/src/i18n/locales/*/common.json',
    '../../../../packages/shared/src/i18n/locales/*/validation.json',
    '../../../../packages/shared/src/i18n/locales/*/errors.json',
    '../../../../packages/shared/src/i18n/locales/*/landing.json',
    '../../../../packages/shared/src/i18n/locales/*/auth.json',
    '../../../../packages/shared/src/i18n/locales/*/signup.json',
  ],
  { eager: true, import: 'default' },
);
const signedInModules = import.meta.glob<ResourceLanguage>(
  [
    '../../../../packages/shared/src/i18n/locales/*/*.json',
    '!../../../../packages/shared/src/i18n/locales/*/common.json',
    '!../../../../packages/shared/src/i18n/locales/*/validation.json',
    '!../../../../packages/shared/src/i18n/locales/*/errors.json',
    '!../../../../packages/shared/src/i18n/locales/*/landing.json',
    '!../../../../packages/shared/src/i18n/locales/*/auth.json',
    '!../../../../packages/shared/src/i18n/locales/*/signup.json',
    '!../../../../packages/shared/src/i18n/locales/*/email.json',
  ],
  { import: 'default' },
);

/** Turns `…/locales/<lang>/<namespace>.json` modules into i18next resources. */
export function buildResources(modules: Record<string, ResourceLanguage>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const language = (resources[match[1]] ??= {});
    language[match[2]] = content;
  }
  return resources;
}

export const resources = buildResources(publicModules);
export const namespaces = [
  ...new Set(
    [...Object.keys(publicModules), ...Object.keys(signedInModules)]
      .filter((file) => file.startsWith(`${LOCALES}/${FALLBACK_LANGUAGE}/`))
      .map((file) => /([^/]+)\.json$/.exec(file)?.[1] ?? ''),
  ),
];

let signedInLoad: Promise<void> | undefined;

/** Fetches the signed-in area's namespaces (both languages) once; the /in routes wait for it. */
export function loadSignedInTranslations(): Promise<void> {
  signedInLoad ??= Promise.all(
    Object.entries(signedInModules).map(async ([file, load]) => [file, await load()] as const),
  ).then((loaded) => {
    const bundles = buildResources(Object.fromEntries(loaded));
    for (const [language, byNamespace] of Object.entries(bundles)) {
      for (const [namespace, content] of Object.entries(byNamespace)) {
        i18next.addResourceBundle(language, namespace, content, true, true);
      }
    }
  });
  return signedInLoad;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the interface starts in: the visitor's last choice, else Spanish. */
export function getInitialLanguage(): Language {
  const stored = getStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The language every API request is sent in. */
export function getCurrentLanguage(): Language {
  const current = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialization: Promise<unknown> | undefined;

/** Initialises i18next once; resolves when the interface language is ready. */
export function initI18n(language: Language = getInitialLanguage()): Promise<unknown> {
  initialization ??= i18next
    .use(initReactI18next)
    .init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
      partialBundledLanguages: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => {
      syncDocumentLanguage(getCurrentLanguage());
      i18next.on('languageChanged', syncDocumentLanguage);
    });
  return initialization;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };

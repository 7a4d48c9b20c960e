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
 * The namespaces the public screens need (`locales/public-<language>.ts`), fetched for the
 * interface language only before the first render (`initI18n`), and for another language when the
 * user switches to it: the first load carries one language, not two
 * (docs/decisions/016-web-delivery.md § Web delivery). Every other namespace file under shared's
 * locales belongs to the signed-in area and is fetched with it (`loadSignedInTranslations`), so a
 * feature namespace added later needs no registration and does not grow the first load. Mail
 * templates (`email`) never show in the browser.
 */
const PUBLIC_NAMESPACES = ['common', 'validation', 'errors', 'landing', 'auth', 'signup'];
const publicLoaders: Record<
  Language,
  () => Promise<{ default: Record<string, ResourceLanguage> }>
> = {
  es: () => import('./locales/public-es'),
  en: () => import('./locales/public-en'),
};
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

export const namespaces = [
  ...new Set([
    ...PUBLIC_NAMESPACES,
    ...Object.keys(signedInModules)
      .filter((file) => file.startsWith(`${LOCALES}/${FALLBACK_LANGUAGE}/`))
      .map((file) => /([^/]+)\.json$/.exec(file)?.[1] ?? ''),
  ]),
];

const publicLoads = new Map<Language, Promise<Resource>>();

/** The public namespaces of one language, fetched once (a failed fetch is tried again). */
function fetchPublicResources(language: Language): Promise<Resource> {
  let load = publicLoads.get(language);
  if (!load) {
    load = publicLoaders[language]().then((module) => buildResources(module.default));
    load.catch(() => publicLoads.delete(language));
    publicLoads.set(language, load);
  }
  return load;
}

function addBundles(bundles: Resource): void {
  for (const [language, byNamespace] of Object.entries(bundles)) {
    for (const [namespace, content] of Object.entries(byNamespace)) {
      i18next.addResourceBundle(language, namespace, content, true, true);
    }
  }
}

/**
 * Makes a language's public texts available. The English fallback is not fetched for a Spanish
 * interface: both languages have the same keys (a test checks it), so it would never show.
 */
export async function loadPublicTranslations(language: Language): Promise<void> {
  addBundles(await fetchPublicResources(language));
}

let signedInLoad: Promise<void> | undefined;

/** Fetches the signed-in area's namespaces (both languages) once; the /in routes wait for it. */
export function loadSignedInTranslations(): Promise<void> {
  signedInLoad ??= Promise.all(
    Object.entries(signedInModules).map(async ([file, load]) => [file, await load()] as const),
  ).then((loaded) => addBundles(buildResources(Object.fromEntries(loaded))));
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
  initialization ??= fetchPublicResources(language)
    .then((resources) =>
      i18next.use(initReactI18next).init({
        resources,
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: PUBLIC_NAMESPACES,
        partialBundledLanguages: true,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      }),
    )
    .then(() => {
      syncDocumentLanguage(getCurrentLanguage());
      i18next.on('languageChanged', syncDocumentLanguage);
    });
  return initialization;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadPublicTranslations(language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };

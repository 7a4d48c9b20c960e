/**
 * Fails when a translation key used in the code is missing from a language (docs/product-rules.md § Languages).
 * Keys are found in string literals: `t('ns:key')` (a key without a namespace is in `common`),
 * `i18nKey="ns:key"`, any literal `'ns:key.path'` of a known namespace (key maps), and the
 * dotted message keys zod and the API use (`'validation.password.tooShort'`).
 * Run with `npm run i18n:check`; the web app's test suite calls `findMissingKeys` too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = join(ROOT, 'packages/shared/src/i18n/locales');
const LANGUAGES = ['en', 'es'] as const;
const DEFAULT_NAMESPACE = 'common';

/** Code whose keys are checked: the web app and the shared schemas whose messages it shows. */
export const SOURCE_DIRS = ['apps/web/src', 'packages/shared/src/schemas'];

type Tree = { [key: string]: string | Tree };
type Locales = Record<string, Record<string, Tree>>;

export type UsedKey = { key: string; file: string };
export type MissingKey = UsedKey & { languages: string[] };

export function loadLocales(dir = LOCALES_DIR): Locales {
  const locales: Locales = {};
  for (const language of LANGUAGES) {
    locales[language] = {};
    for (const file of readdirSync(join(dir, language)).filter((f) => f.endsWith('.json'))) {
      const namespace = file.replace(/\.json$/, '');
      locales[language][namespace] = JSON.parse(
        readFileSync(join(dir, language, file), 'utf8'),
      ) as Tree;
    }
  }
  return locales;
}

function listSourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'testing') out.push(...listSourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      out.push(path);
    }
  }
  return out;
}

/** Every key a source text uses, in `namespace:key` form. */
export function extractKeys(source: string, namespaces: readonly string[]): string[] {
  const keys = new Set<string>();
  const ns = namespaces.join('|');
  const literal = `['"\`]([^'"\`$\\s]+)['"\`]`;
  for (const match of source.matchAll(new RegExp(`\\bt\\(\\s*${literal}`, 'g'))) {
    const key = match[1] ?? '';
    keys.add(key.includes(':') ? key : `${DEFAULT_NAMESPACE}:${key}`);
  }
  for (const match of source.matchAll(new RegExp(`i18nKey=\\{?${literal}`, 'g'))) {
    keys.add(match[1] ?? '');
  }
  for (const match of source.matchAll(new RegExp(`['"\`]((?:${ns}):[A-Za-z0-9_.]+)['"\`]`, 'g'))) {
    keys.add(match[1] ?? '');
  }
  // Message keys of zod schemas and API errors: `validation.x.y`, `errors.x`.
  for (const match of source.matchAll(/['"`]((?:validation|errors)\.[A-Za-z0-9_.]+)['"`]/g)) {
    const key = match[1] ?? '';
    const dot = key.indexOf('.');
    keys.add(`${key.slice(0, dot)}:${key.slice(dot + 1)}`);
  }
  return [...keys];
}

function hasKey(tree: Tree | undefined, path: string): boolean {
  let node: string | Tree | undefined = tree;
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object') return false;
    const isLast = index === parts.length - 1;
    const next: string | Tree | undefined = node[part];
    // A plural key is used without its suffix.
    if (isLast && next === undefined) return typeof node[`${part}_other`] === 'string';
    node = next;
  }
  return typeof node === 'string';
}

export function collectUsedKeys(
  root = ROOT,
  dirs = SOURCE_DIRS,
  locales = loadLocales(),
): UsedKey[] {
  const namespaces = Object.keys(locales.en ?? {});
  const used: UsedKey[] = [];
  for (const dir of dirs) {
    for (const file of listSourceFiles(join(root, dir))) {
      for (const key of extractKeys(readFileSync(file, 'utf8'), namespaces)) {
        used.push({ key, file: relative(root, file) });
      }
    }
  }
  return used;
}

/** Used keys that some language lacks. */
export function findMissingKeys(root = ROOT, dirs = SOURCE_DIRS): MissingKey[] {
  const locales = loadLocales(join(root, 'packages/shared/src/i18n/locales'));
  const missing: MissingKey[] = [];
  for (const { key, file } of collectUsedKeys(root, dirs, locales)) {
    const [namespace = '', path = ''] = key.split(/:(.*)/s);
    const languages = LANGUAGES.filter((language) => !hasKey(locales[language]?.[namespace], path));
    if (languages.length) missing.push({ key, file, languages });
  }
  return missing;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const used = collectUsedKeys();
  const missing = findMissingKeys();
  if (missing.length) {
    for (const { key, file, languages } of missing) {
      console.error(`missing ${key} (${languages.join(', ')}) used in ${file}`);
    }
    process.exitCode = 1;
  } else {
    console.log(
      `i18n: ${new Set(used.map((u) => u.key)).size} keys used, all present in en and es.`,
    );
  }
}

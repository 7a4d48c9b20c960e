import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function load(lang: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as Tree);
}

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has the same namespace files in English and Spanish', () => {
    const es = readdirSync(join(LOCALES_DIR, 'es')).filter((f) => f.endsWith('.json'));
    expect(es.sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const en = load('en', file);
    const es = load('es', file);

    it('has the same keys in both languages', () => {
      expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty text', () => {
      for (const [lang, map] of [
        ['en', en],
        ['es', es],
      ] as const) {
        for (const [key, value] of map) {
          expect(value.trim(), `${lang}/${file} ${key}`).not.toBe('');
        }
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const [key, value] of en) {
        expect(placeholders(es.get(key) ?? ''), `${file} ${key}`).toEqual(placeholders(value));
      }
    });
  });
});

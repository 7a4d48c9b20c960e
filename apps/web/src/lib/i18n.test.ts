import { describe, expect, it } from 'vitest';
import { extractKeys, findMissingKeys } from '../../../../scripts/i18n-check';
import { changeLanguage, getInitialLanguage, i18n, namespaces } from './i18n';

describe('translations used by the web app', () => {
  it('exist in English and Spanish for every key the code uses', () => {
    expect(findMissingKeys()).toEqual([]);
  });

  it('are found in t() calls, key maps and zod message keys', () => {
    const source = `t('auth:login.title'); t("loading"); const m = { a: 'signup:strength.weak' };
      z.string().min(1, 'validation.password.tooShort'); t(\`signup:\${dynamic}\`);`;
    expect(extractKeys(source, ['auth', 'signup', 'common', 'validation']).sort()).toEqual([
      'auth:login.title',
      'common:loading',
      'signup:strength.weak',
      'validation:password.tooShort',
    ]);
  });

  it('include every namespace file of shared, so a new feature file needs no registration', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'validation', 'errors', 'auth', 'signup', 'landing']),
    );
    expect(namespaces).not.toContain('email');
  });
});

describe('interface language', () => {
  it('starts in Spanish when the visitor has not chosen one', () => {
    expect(getInitialLanguage()).toBe('es');
  });

  it('keeps the chosen language for the next visit and sets <html lang>', async () => {
    await changeLanguage('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(getInitialLanguage()).toBe('es');

    await changeLanguage('en');
    expect(getInitialLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('errors:sessionExpired')).toBe('Your session has expired. Please log in again');
  });

  it('ignores a stored value that is not a supported language', () => {
    window.localStorage.setItem('language', 'fr');
    expect(getInitialLanguage()).toBe('es');
  });
});

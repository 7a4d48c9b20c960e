import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from './i18n.ts';

describe('the request language', () => {
  it('takes the language query parameter first, then Accept-Language by quality, then English', () => {
    expect(pickLanguage('es', 'en-US')).toBe('es');
    expect(pickLanguage('fr', 'es-MX,es;q=0.9')).toBe('es');
    expect(pickLanguage(undefined, 'fr;q=1, en;q=0.5, es;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'de')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('translates message keys with their parameters', () => {
    expect(translate('es', 'errors.registrationFailed', { error: 'x' })).toBe(
      'El registro falló: x',
    );
    expect(translate('en', 'validation.password.allDigits')).toBe(
      "The password can't be entirely numeric.",
    );
  });
});

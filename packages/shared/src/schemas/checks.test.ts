import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, passwordStrength } from './checks.ts';

/** The checks the browser makes as the user types (docs/product-rules.md § Screens, § Passwords). */
describe('the email check', () => {
  it('takes something, an at sign, something, a dot, something, around spaces typed by mistake', () => {
    expect(isValidEmail('ana@obra.mx')).toBe(true);
    expect(isValidEmail('  ana.ruiz@constructora.com.mx ')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(true);
  });

  it('refuses a missing part, a second at sign, or a space inside', () => {
    for (const bad of [
      '',
      'ana',
      'ana@obra',
      '@obra.mx',
      'ana@.mx',
      'ana@obra.',
      'ana@@obra.mx',
      'ana ruiz@obra.mx',
      'ana@obra .mx',
      'ana@obra.mx extra',
      'ana@obra.mx@otro',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe('the phone check', () => {
  it('takes 8 to 15 digits, the first not 0, after an optional + or 00', () => {
    expect(isValidPhone('12345678')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('+525512345678')).toBe(true);
    expect(isValidPhone('00525512345678')).toBe(true);
  });

  it('refuses too few or too many digits, a leading 0, letters and spaces', () => {
    for (const bad of [
      '1234567',
      '1234567890123456',
      '0123456789',
      '+0525512345',
      '55 1234 5678',
      '55-1234-5678',
      'tel5512345678',
      '5512345678x',
      '',
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });
});

describe('the strength meter', () => {
  it('calls 8 or more characters with lower, upper, digit and a symbol strong', () => {
    expect(passwordStrength('Obra#2026')).toBe('strong');
    for (const symbol of '!@#$%^&*')
      expect(passwordStrength(`Abcdef1${symbol}`), symbol).toBe('strong');
  });

  it('calls it medium when one of those is missing, or it is only 6 or 7 characters', () => {
    expect(passwordStrength('Obr#202')).toBe('medium');
    expect(passwordStrength('obra#2026')).toBe('medium');
    expect(passwordStrength('OBRA#2026')).toBe('medium');
    expect(passwordStrength('Obra#obra')).toBe('medium');
    expect(passwordStrength('Obra2026')).toBe('medium');
    expect(passwordStrength('Obra+2026')).toBe('medium');
    expect(passwordStrength('obra12')).toBe('medium');
    expect(passwordStrength('OBRA12')).toBe('medium');
    expect(passwordStrength('Obraso')).toBe('medium');
  });

  it('calls it weak under 6 characters or with a single kind of character', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('Ob#12')).toBe('weak');
    expect(passwordStrength('obrasobras')).toBe('weak');
    expect(passwordStrength('OBRASOBRAS')).toBe('weak');
    expect(passwordStrength('2026202620')).toBe('weak');
    expect(passwordStrength('!@#$%^&*!@')).toBe('weak');
  });
});

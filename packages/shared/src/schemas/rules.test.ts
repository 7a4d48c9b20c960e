import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  isPasswordTooSimilar,
  optionalText,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './rules.ts';

/** The numbers of the password rule (docs/product-rules.md § Passwords), each at its edge. */
describe('the password rule', () => {
  it('refuses control characters and takes any other letter', () => {
    for (const control of ['\u0000', '\n', '\t', '\u001b', '\u007f', '\u0085']) {
      const refused = passwordSchema.safeParse(`Ladrillo${control}Rojo2026`);
      expect(refused.error?.issues[0]?.message).toBe('validation.password.controlCharacters');
    }
    expect(passwordSchema.safeParse('Contraseña ñandú 2026').success).toBe(true);
  });

  it('refuses 7 characters and takes 8', () => {
    const short = passwordSchema.safeParse('Ab#4567');
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('validation.password.tooShort');
    expect(passwordSchema.safeParse('Ab#45678').success).toBe(true);
  });

  it('refuses a password sharing 70 % of its letters in order with the user’s name', () => {
    // "mariaxna#1" keeps all 7 letters of "mariana" in order: 2 × 7 / (10 + 7) = 0.82.
    expect(isPasswordTooSimilar('Mariaxna#1', ['Mariana'])).toBe(true);
    // 2 × 5 / (10 + 7) = 0.59: different enough.
    expect(isPasswordTooSimilar('Mxrixxna#1', ['Mariana'])).toBe(false);
  });

  it('refuses a password containing a 4-letter word of the user’s attributes, not a 3-letter one', () => {
    expect(isPasswordTooSimilar('Zorzal#ruiz9', ['Ana Ruiz'])).toBe(true);
    expect(isPasswordTooSimilar('Zorzal#ana99', ['Ana Ruiz'])).toBe(false);
  });
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the rest of the password rule', () => {
  it('asks for a password when none or no text is sent', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe('validation.required');
    expect(messageOf(passwordSchema.safeParse(undefined))).toBe('validation.required');
    expect(messageOf(passwordSchema.safeParse(12345678))).toBe('validation.required');
  });

  it('takes 128 characters and refuses 129', () => {
    expect(passwordSchema.safeParse(`Ab#${'x'.repeat(125)}`).success).toBe(true);
    expect(messageOf(passwordSchema.safeParse(`Ab#${'x'.repeat(126)}`))).toBe('validation.tooLong');
  });

  it('refuses a password of digits only, not one that merely starts or ends with digits', () => {
    expect(messageOf(passwordSchema.safeParse('20262026'))).toBe('validation.password.allDigits');
    expect(passwordSchema.safeParse('2026obra').success).toBe(true);
    expect(passwordSchema.safeParse('obra2026').success).toBe(true);
    expect(passwordSchema.safeParse('2026 2026').success).toBe(true);
  });
});

describe('similarity to the user’s own attributes', () => {
  it('counts exactly 70 % as too close', () => {
    // 7 of 10 letters in order against a 10-letter name: 2 × 7 / 20 = 0.70.
    expect(isPasswordTooSimilar('abcdefgxyz', ['abcdefghij'])).toBe(true);
    // 6 of 10: 0.60.
    expect(isPasswordTooSimilar('abcdefwxyz', ['abcdefghij'])).toBe(false);
  });

  it('measures letters in order over the whole password, first and last included', () => {
    // "ana" against "anaxyz": 2 × 3 / 9 = 0.67, under the line; "anaxy" 2 × 3 / 8 = 0.75.
    expect(isPasswordTooSimilar('anaxyz', ['Ana'])).toBe(false);
    expect(isPasswordTooSimilar('anaxy', ['Ana'])).toBe(true);
    expect(isPasswordTooSimilar('xyana', ['Ana'])).toBe(true);
    expect(isPasswordTooSimilar('zyxwvutsrq', ['qrstuvwxyz'])).toBe(false);
  });

  it('reads attributes whatever their case and surrounding spaces, and words of 3 letters or more', () => {
    expect(isPasswordTooSimilar('MARIANA#1', ['  mariana  '])).toBe(true);
    // "abc def" against "abcdefxy": 2 × 6 / 15 = 0.80; untrimmed, "abc def   " would give 0.67.
    expect(isPasswordTooSimilar('abcdefxy', ['abc def   '])).toBe(true);
    // "lu" alone would read 2 × 2 / 5 = 0.80, but a word under 3 letters is not compared.
    expect(isPasswordTooSimilar('lu#', ['Lu Ruiz'])).toBe(false);
    expect(isPasswordTooSimilar('eva#', ['Eva Ruiz'])).toBe(true);
  });

  it('compares each word of a compound attribute, split at any mark', () => {
    expect(isPasswordTooSimilar('Zorzal#lopez1', ['maría-lópez.garcía'])).toBe(false);
    expect(isPasswordTooSimilar('Zorzal#lópez1', ['maría-lópez.garcía'])).toBe(true);
    expect(isPasswordTooSimilar('Zorzal#garcía', ['maría--lópez..garcía'])).toBe(true);
  });
});

describe('the email, phone and text rules', () => {
  it('reads an email trimmed and in lower case', () => {
    expect(emailSchema.parse('  Ana.Ruiz@Obra.MX ')).toBe('ana.ruiz@obra.mx');
  });

  it('says which email rule a value breaks', () => {
    expect(messageOf(emailSchema.safeParse(undefined))).toBe('validation.required');
    expect(messageOf(emailSchema.safeParse('   '))).toBe('validation.required');
    expect(messageOf(emailSchema.safeParse('ana@obra'))).toBe('validation.email.invalid');
    expect(messageOf(emailSchema.safeParse(`${'a'.repeat(247)}@obra.mx`))).toBe(
      'validation.tooLong',
    );
    expect(emailSchema.safeParse(`${'a'.repeat(246)}@obra.mx`).success).toBe(true);
  });

  it('reads a phone trimmed, and says which phone rule a value breaks', () => {
    expect(phoneSchema.parse(' +525512345678 ')).toBe('+525512345678');
    expect(messageOf(phoneSchema.safeParse(undefined))).toBe('validation.required');
    expect(messageOf(phoneSchema.safeParse('  '))).toBe('validation.required');
    expect(messageOf(phoneSchema.safeParse('55 1234'))).toBe('validation.phone.invalid');
  });

  it('requires a name of at most 150 characters by default, or the given length', () => {
    expect(requiredText().parse('  Torre Norte ')).toBe('Torre Norte');
    expect(messageOf(requiredText().safeParse(undefined))).toBe('validation.required');
    expect(messageOf(requiredText().safeParse('   '))).toBe('validation.required');
    expect(requiredText().safeParse('x'.repeat(150)).success).toBe(true);
    expect(messageOf(requiredText().safeParse('x'.repeat(151)))).toBe('validation.tooLong');
    expect(messageOf(requiredText(5).safeParse('abcdef'))).toBe('validation.tooLong');
  });

  it('takes an optional text trimmed, empty included, and refuses another type or too long', () => {
    expect(optionalText(5).parse('  abc  ')).toBe('abc');
    expect(optionalText(5).parse('')).toBe('');
    expect(messageOf(optionalText(5).safeParse(12))).toBe('validation.invalidType');
    expect(messageOf(optionalText(5).safeParse('abcdef'))).toBe('validation.tooLong');
  });
});

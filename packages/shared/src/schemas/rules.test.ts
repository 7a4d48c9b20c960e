import { describe, expect, it } from 'vitest';
import { isPasswordTooSimilar, passwordSchema } from './rules.ts';

/** The numbers of the password rule (docs/product-rules.md § Passwords), each at its edge. */
describe('the password rule', () => {
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

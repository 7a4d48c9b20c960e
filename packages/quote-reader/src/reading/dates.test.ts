import { describe, expect, it } from 'vitest';
import { addDays, parseDate } from './dates.ts';

describe('parseDate', () => {
  it.each([
    ['10-ABR-2026', 'dmy', '2026-04-10'],
    ['11/04/2026', 'dmy', '2026-04-11'],
    ['10/06/2025', 'mdy', '2025-10-06'],
    ['25/06/2025', 'mdy', '2025-06-25'],
    ['2026-04-11', 'dmy', '2026-04-11'],
    ['11 de abril de 2026', 'dmy', '2026-04-11'],
    ['Fecha: 3 de septiembre del 2025', 'dmy', '2025-09-03'],
    ['Apr 15, 2026', 'mdy', '2026-04-15'],
    ['April 19, 2026', 'mdy', '2026-04-19'],
    ['23-NOV-2025', 'dmy', '2025-11-23'],
    ['Mon, 8 Dec 2025 19:08:39 +0100', 'dmy', '2025-12-08'],
    ['24.11.2025', 'dmy', '2025-11-24'],
  ] as const)('reads %s (%s) as %s', (text, order, expected) => {
    expect(parseDate(text, order)).toBe(expected);
  });

  it('refuses impossible dates and text without a date', () => {
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('15 días')).toBeNull();
  });

  it('adds validity days across a month end', () => {
    expect(addDays('2026-04-25', 7)).toBe('2026-05-02');
  });
});

import { describe, expect, it } from 'vitest';
import { createFormat } from './format.ts';
import { formatLocales } from './locale.ts';

const mx = createFormat({ language: 'es', country: 'MX' });
const es = createFormat({ language: 'es', country: 'ES' });
const co = createFormat({ language: 'es', country: 'CO' });
const cl = createFormat({ language: 'es', country: 'CL' });
const us = createFormat({ language: 'en', country: 'US' });
const mxInEnglish = createFormat({ language: 'en', country: 'MX' });

describe('formatLocales', () => {
  it('takes the number marks from the company’s country and the words from the language', () => {
    expect(formatLocales('es', 'MX')).toEqual({ numbers: 'es-MX', dates: 'es-MX' });
    expect(formatLocales('en', 'MX')).toEqual({ numbers: 'es-MX', dates: 'en-MX' });
    expect(formatLocales('es', 'ES')).toEqual({ numbers: 'es-ES', dates: 'es-ES' });
    expect(formatLocales('es', 'US')).toEqual({ numbers: 'en-US', dates: 'es-US' });
  });

  it('reads an unknown or missing country as Mexico', () => {
    expect(formatLocales('en', 'ZZ')).toEqual({ numbers: 'es-MX', dates: 'en-MX' });
    expect(formatLocales('es', null)).toEqual({ numbers: 'es-MX', dates: 'es-MX' });
  });
});

describe('money', () => {
  it('writes one Mexican amount the same way in Spanish and English', () => {
    expect(mx.numbers.money('1234567.9', 'MXN')).toBe('1,234,567.90 MXN');
    expect(mxInEnglish.numbers.money('1234567.9', 'MXN')).toBe('1,234,567.90 MXN');
  });

  it('uses each country’s marks', () => {
    expect(es.numbers.money('1234567.9', 'EUR')).toBe('1.234.567,90 EUR');
    expect(co.numbers.money('1234567.9', 'USD')).toBe('1.234.567,90 USD');
    expect(cl.numbers.money('1234567.9', 'USD')).toBe('1.234.567,90 USD');
    expect(us.numbers.money('1234567.9', 'USD')).toBe('1,234,567.90 USD');
  });

  it('rounds half away from zero to the currency’s decimals; COP and CLP have none', () => {
    expect(mx.numbers.money('321510.325', 'MXN')).toBe('321,510.33 MXN');
    expect(mx.numbers.money('1.005', 'MXN')).toBe('1.01 MXN');
    expect(co.numbers.money('12996000.5', 'COP')).toBe('12.996.001 COP');
    expect(cl.numbers.money('1499.49', 'CLP')).toBe('1.499 CLP');
    expect(mx.numbers.money('0.1', 'USD')).toBe('0.10 USD');
  });

  it('keeps the sign of a negative amount and never shows minus zero', () => {
    expect(mx.numbers.money('-1180.5', 'MXN')).toBe('-1,180.50 MXN');
    expect(es.numbers.money('-1180.5', 'EUR')).toBe('-1180,50 EUR');
    expect(mx.numbers.money('-0.004', 'MXN')).toBe('0.00 MXN');
    expect(mx.numbers.money('-0.005', 'MXN')).toBe('-0.01 MXN');
  });

  it('keeps every digit of values no float can hold', () => {
    expect(us.numbers.money('9007199254740993', 'CLP')).toBe('9,007,199,254,740,993 CLP');
    expect(mx.numbers.money('123456789012345678901234.125', 'MXN')).toBe(
      '123,456,789,012,345,678,901,234.13 MXN',
    );
  });

  it('shows text that is no decimal as written instead of NaN', () => {
    expect(mx.numbers.money('abc', 'MXN')).toBe('abc MXN');
    expect(mx.numbers.money('1e3', 'MXN')).toBe('1e3 MXN');
    expect(mx.numbers.money('', 'MXN')).toBe(' MXN');
  });
});

describe('quantity', () => {
  it('keeps every significant digit with the country’s marks', () => {
    expect(mx.numbers.quantity('1234.5000')).toBe('1,234.5');
    expect(co.numbers.quantity('1234.125')).toBe('1.234,125');
    expect(us.numbers.quantity('400')).toBe('400');
    expect(us.numbers.quantity('0.3333333333333333333')).toBe('0.3333333333333333333');
    expect(mx.numbers.quantity('-2.50')).toBe('-2.5');
    expect(mx.numbers.quantity('x')).toBe('x');
  });
});

describe('numbers that are not money', () => {
  it('formats counts, axes and percentages with the country’s marks', () => {
    expect(mx.numbers.number(15000)).toBe('15,000');
    expect(co.numbers.number(15000)).toBe('15.000');
    expect(mx.numbers.percent(0.125, 1)).toBe('12.5%');
    expect(es.numbers.percent(0.125, 1)).toBe('12,5\u00a0%');
  });

  it('shows a decimal in an input with the decimal mark and no grouping', () => {
    expect(es.numbers.editable('1250000.50')).toBe('1250000,50');
    expect(mx.numbers.editable('1250000.50')).toBe('1250000.50');
  });
});

describe('parse', () => {
  it('reads a decimal comma where the country writes one', () => {
    expect(es.parse('1250000,50')).toBe('1250000.5');
    expect(es.parse('1.250.000,50')).toBe('1250000.5');
    expect(co.parse('1.250')).toBe('1250');
    expect(es.parse('-12,5')).toBe('-12.5');
  });

  it('reads a decimal point where the country writes one', () => {
    expect(mx.parse('1,250,000.50')).toBe('1250000.5');
    expect(mx.parse('1250000.50')).toBe('1250000.5');
    expect(mx.parse(' 1,250 ')).toBe('1250');
    expect(mx.parse('0')).toBe('0');
  });

  it('reads the other mark as the decimal one when it cannot group thousands', () => {
    expect(es.parse('1250000.50')).toBe('1250000.5');
    expect(mx.parse('2,5')).toBe('2.5');
  });

  it('refuses what is not a number', () => {
    for (const bad of ['', '  ', 'abc', '1,2,3', '1.250,5.0', '12a', '1e3', '--1', '1,250.000,5']) {
      expect(mx.parse(bad)).toBeNull();
      expect(es.parse(bad)).toBeNull();
    }
  });

  it('reads back what the formatter wrote', () => {
    for (const format of [mx, es, co, cl, us]) {
      expect(format.parse(format.numbers.decimal('-1234567.89', 2))).toBe('-1234567.89');
      expect(format.parse(format.numbers.quantity('98765432109876543210.125'))).toBe(
        '98765432109876543210.125',
      );
    }
  });
});

describe('dates', () => {
  it('never shows a calendar date or a month as ISO', () => {
    expect(mx.dates.date('2026-12-20')).toBe('20 dic 2026');
    expect(mxInEnglish.dates.date('2026-12-20')).toBe('Dec 20, 2026');
    expect(es.dates.date('2026-12-20')).toBe('20 dic 2026');
    expect(mx.dates.month('2026-11')).toBe('nov 2026');
    expect(us.dates.month('2026-11')).toBe('Nov 2026');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    const tokyo = createFormat({ language: 'en', country: 'US', timeZone: 'Asia/Tokyo' });
    expect(tokyo.dates.date('2026-12-20')).toBe('Dec 20, 2026');
  });

  it('writes timestamps in one style, in the given time zone', () => {
    const utc = createFormat({ language: 'es', country: 'MX', timeZone: 'UTC' });
    expect(utc.dates.timestamp('2026-12-20T18:05:00Z')).toMatch(/^20 dic 2026, 6:05\sp\.m\.$/);
    const en = createFormat({ language: 'en', country: 'US', timeZone: 'America/Mexico_City' });
    expect(en.dates.timestamp('2026-12-20T18:05:00Z')).toMatch(/^Dec 20, 2026, 12:05\sPM$/);
  });

  it('writes the day of an instant where the reader is', () => {
    const mexico = createFormat({ language: 'es', country: 'MX', timeZone: 'America/Mexico_City' });
    expect(mexico.dates.day('2026-11-29T03:00:00Z')).toBe('28 nov 2026');
    expect(mexico.dates.date('2026-11-29T03:00:00Z')).toBe('29 nov 2026');
  });

  it('shows bad dates as written', () => {
    expect(mx.dates.date('soon')).toBe('soon');
    expect(mx.dates.month('2026')).toBe('2026');
    expect(mx.dates.timestamp('never')).toBe('never');
    expect(mx.dates.day('never')).toBe('never');
  });
});

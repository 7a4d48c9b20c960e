import type { Language } from '../constants/domain.ts';
import { DateFormatter } from './dates.ts';
import { formatLocales, type FormatLocales } from './locale.ts';
import { NumberFormatter } from './numbers.ts';
import { parseLocaleDecimal } from './parse.ts';

/** Everything one reader's page or document needs to show numbers and dates. */
export interface Format {
  /** The reader's language. */
  language: Language;
  locales: FormatLocales;
  numbers: NumberFormatter;
  dates: DateFormatter;
  /** A typed number read with this page's decimal mark, as a decimal string; null if none. */
  parse: (raw: string) => string | null;
}

/**
 * The one way to format money, numbers and dates, on screens, PDFs, spreadsheets and mail
 * (docs/modules.md § Formatting): the company's country gives the number marks, the reader's
 * language the words. `timeZone` places timestamps; leave it out in the browser.
 */
export function createFormat(options: {
  language: Language;
  country: string | null | undefined;
  timeZone?: string;
}): Format {
  const locales = formatLocales(options.language, options.country);
  const numbers = new NumberFormatter(locales.numbers);
  const mark = numbers.decimalMark();
  return {
    language: options.language,
    locales,
    numbers,
    dates: new DateFormatter(locales.dates, options.timeZone),
    parse: (raw) => parseLocaleDecimal(raw, mark),
  };
}

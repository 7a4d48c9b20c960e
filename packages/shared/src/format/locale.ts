import type { Language } from '../constants/domain.ts';

/**
 * Countries a company says it works from (ISO 3166-1 alpha-2), each with the locale whose number
 * convention its invoices and accounts use (docs/product-rules.md § Numbers and dates).
 */
export const COMPANY_COUNTRY_LOCALES = {
  MX: 'es-MX',
  ES: 'es-ES',
  CO: 'es-CO',
  CL: 'es-CL',
  PE: 'es-PE',
  AR: 'es-AR',
  GT: 'es-GT',
  US: 'en-US',
} as const;
export type CompanyCountry = keyof typeof COMPANY_COUNTRY_LOCALES;
export const COMPANY_COUNTRIES = Object.keys(COMPANY_COUNTRY_LOCALES) as CompanyCountry[];
/** The country of a company that has not said otherwise (the product's first market). */
export const DEFAULT_COMPANY_COUNTRY: CompanyCountry = 'MX';

/** The two locales one reader's page is formatted with. */
export interface FormatLocales {
  /** Grouping and decimal marks of every number: the company's country's convention. */
  numbers: string;
  /** Month names and date order: the reader's language, as written in the company's country. */
  dates: string;
}

function isCompanyCountry(country: string): country is CompanyCountry {
  return Object.hasOwn(COMPANY_COUNTRY_LOCALES, country);
}

/**
 * The rule (docs/product-rules.md § Numbers and dates): numbers follow the company's
 * country whatever the interface language (a Mexican company reads 1,234,567.90 in Spanish and in
 * English, a Spanish one 1.234.567,90); words in dates follow the reader's language, ordered as
 * that language is written in the country (`20 dic 2026` for es-MX, `Dec 20, 2026` for en in
 * Mexico). An unknown country counts as the default one.
 */
export function formatLocales(
  language: Language,
  country: string | null | undefined,
): FormatLocales {
  const known = country && isCompanyCountry(country) ? country : DEFAULT_COMPANY_COUNTRY;
  return { numbers: COMPANY_COUNTRY_LOCALES[known], dates: `${language}-${known}` };
}

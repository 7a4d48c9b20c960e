import type { Language } from '@app/shared/constants/domain';
import { createFormat, type Format } from '@app/shared/format/format';

/**
 * Numbers and dates of a document the buyer sends or keeps (RFQ, purchase order, comparison, their
 * mails): the buyer's country writes the numbers, so the supplier's copy shows the digits of the
 * buyer's screen; the reader's language writes the words; instants are in UTC, named
 * (docs/product-rules.md § Numbers and dates).
 */
export function documentFormat(language: Language, buyerCountry: string): Format {
  return createFormat({ language, country: buyerCountry, timeZone: 'UTC' });
}

import { CURRENCY_DECIMALS, type Currency } from '@app/shared/constants/purchasing';

/** Rounds a decimal string to `decimals` places, half away from zero, in integer arithmetic. */
function roundDecimal(amount: string, decimals: number): { negative: boolean; digits: string } {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const kept = BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}` || '0');
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (roundsUp ? kept + 1n : kept).toString().padStart(decimals + 1, '0');
  return { negative, digits };
}

/** The language's grouping and decimal separators. */
function separators(language: string): { group: string; point: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(1000000.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    point: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * An exact amount in the reader's language: rounded by the currency's decimals (COP and CLP have
 * none) on the decimal string itself, grouped with the language's separators; never through a
 * binary float (docs/product-rules.md § Quote intake and review).
 */
export function formatMoney(amount: string, currency: Currency, language: string): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const { negative, digits } = roundDecimal(amount, decimals);
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const fraction = decimals ? digits.slice(-decimals) : '';
  const { group, point } = separators(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction ? point + fraction : ''} ${currency}`;
}

/** An exact quantity in the reader's language: its own digits kept, grouped, never a float. */
export function formatQuantity(quantity: string, language: string): string {
  const negative = quantity.trim().startsWith('-');
  const [whole = '0', fraction = ''] = quantity.trim().replace(/^[-+]/, '').split('.');
  const { group, point } = separators(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const kept = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${kept ? point + kept : ''}`;
}

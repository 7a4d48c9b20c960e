import { CURRENCY_DECIMALS, type Currency } from '../constants/purchasing.ts';

/** A currency's decimals; a code the product does not list has two. */
const decimalsOf = (currency: string): number =>
  (CURRENCY_DECIMALS as Record<string, number | undefined>)[currency] ?? 2;

/** A decimal string as the API sends it: optional sign, digits, optional fraction. */
const DECIMAL_PATTERN = /^[-+]?\d+(?:\.\d+)?$/;

/** True when the text is an exact decimal the formatters accept. */
export function isDecimalText(value: string): boolean {
  return DECIMAL_PATTERN.test(value.trim());
}

/** Intl formats a numeric string as the exact decimal it spells; the type wants a template literal. */
function exact(value: string): `${number}` {
  return value.trim().replace(/^\+/, '') as `${number}`;
}

/**
 * Formats exact decimal strings (money, quantities) with a locale's marks. Intl reads a numeric
 * string as the decimal it spells, so no amount passes through a binary float; rounding is half
 * away from zero, as the arithmetic checks round.
 */
export class NumberFormatter {
  private readonly byDecimals = new Map<number, Intl.NumberFormat>();
  private readonly plain: Intl.NumberFormat;

  constructor(readonly locale: string) {
    this.plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  }

  private fixed(decimals: number): Intl.NumberFormat {
    let format = this.byDecimals.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(this.locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        roundingMode: 'halfExpand',
        signDisplay: 'negative',
      });
      this.byDecimals.set(decimals, format);
    }
    return format;
  }

  /** An exact decimal rounded to `decimals` places; text that is no decimal is shown as written. */
  decimal(value: string, decimals: number): string {
    return isDecimalText(value) ? this.fixed(decimals).format(exact(value)) : value;
  }

  /**
   * Money: rounded by the currency's decimals (COP and CLP have none; a code the product does not
   * list has two), then its ISO code.
   */
  money(amount: string, currency: Currency | (string & {})): string {
    return `${this.decimal(amount, decimalsOf(currency))} ${currency}`;
  }

  /** A levelled unit price: every decimal the levelling gave, at least its currency's. */
  unitPrice(value: string, currency: Currency | (string & {})): string {
    return this.quantity(value, decimalsOf(currency));
  }

  /**
   * A quantity, rate or levelled price with every significant digit it has (trailing zeros
   * dropped), at least `minDecimals` of them (a levelled unit price shows its currency's), grouped.
   */
  quantity(value: string, minDecimals = 0): string {
    if (!isDecimalText(value)) return value;
    const fraction = (value.trim().split('.')[1] ?? '').replace(/0+$/, '');
    return this.decimal(value, Math.min(Math.max(fraction.length, minDecimals), 100));
  }

  /** A count or a measured figure (not money): at most `maxDecimals` places. */
  number(value: number, maxDecimals = 2): string {
    if (maxDecimals === 2) return this.plain.format(value);
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: maxDecimals }).format(value);
  }

  /** A ratio (0.125) as a percentage in the locale's style. */
  percent(ratio: number, maxDecimals = 0): string {
    return new Intl.NumberFormat(this.locale, {
      style: 'percent',
      maximumFractionDigits: maxDecimals,
    }).format(ratio);
  }

  /** The locale's decimal mark. */
  decimalMark(): '.' | ',' {
    const mark = this.plain.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return mark === ',' ? ',' : '.';
  }

  /** A decimal string as an input shows it for editing: the locale's decimal mark, no grouping. */
  editable(value: string): string {
    if (!isDecimalText(value)) return value;
    const text = exact(value);
    return this.decimalMark() === ',' ? text.replace('.', ',') : text;
  }
}

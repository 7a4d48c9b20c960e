const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Dates and times in the reader's language, never ISO on a page (docs/product-rules.md §
 * Numbers and dates). A calendar date (`2026-12-20`: due dates, validity, need-by) is the same day
 * everywhere, so it is formatted in UTC; a timestamp (an instant) in the reader's time zone.
 */
export class DateFormatter {
  private readonly calendarDay: Intl.DateTimeFormat;
  private readonly monthYear: Intl.DateTimeFormat;
  private readonly instant: Intl.DateTimeFormat;
  private readonly instantDay: Intl.DateTimeFormat;

  /** `timeZone` is where timestamps are read; undefined means the runtime's (the browser's). */
  constructor(
    readonly locale: string,
    timeZone?: string,
  ) {
    this.calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    this.monthYear = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // The one timestamp style of the product: medium date, short time.
    this.instant = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    this.instantDay = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
  }

  /** A calendar date (`2026-12-20`, or the date part of a timestamp) as `20 dic 2026`. */
  date(value: string): string {
    const match = CALENDAR_DATE.exec(value);
    if (!match) return value;
    return this.calendarDay.format(
      Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    );
  }

  /** The day of an instant where the reader is (`20 dic 2026`): when an order was issued. */
  day(value: string | Date): string {
    const instant = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(instant.getTime()) ? String(value) : this.instantDay.format(instant);
  }

  /** A month (`2026-11`) as `nov 2026`. */
  month(value: string): string {
    const match = CALENDAR_MONTH.exec(value);
    if (!match) return value;
    return this.monthYear.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  }

  /** An instant (ISO text or Date) as `20 dic 2026, 12:00 p.m.`. */
  timestamp(value: string | Date): string {
    const instant = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(instant.getTime()) ? String(value) : this.instant.format(instant);
  }
}

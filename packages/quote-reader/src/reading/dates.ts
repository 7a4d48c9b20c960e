const MONTHS: Record<string, number> = {
  ene: 1,
  enero: 1,
  jan: 1,
  january: 1,
  feb: 2,
  febrero: 2,
  february: 2,
  mar: 3,
  marzo: 3,
  march: 3,
  abr: 4,
  abril: 4,
  apr: 4,
  april: 4,
  may: 5,
  mayo: 5,
  jun: 6,
  junio: 6,
  june: 6,
  jul: 7,
  julio: 7,
  july: 7,
  ago: 8,
  agosto: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  septiembre: 9,
  setiembre: 9,
  september: 9,
  oct: 10,
  octubre: 10,
  october: 10,
  nov: 11,
  noviembre: 11,
  november: 11,
  dic: 12,
  diciembre: 12,
  dec: 12,
  december: 12,
};

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function iso(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export type DateOrder = 'dmy' | 'mdy';

/**
 * Finds the first date in a text in any of the styles quotes use (2026-04-11, 11/04/2026,
 * 10-ABR-2026, 11 de abril de 2026, Apr 15, 2026, April 19 2026); numeric day/month order comes
 * from the document (US English writes month first) unless a part above 12 decides it.
 */
export function parseDate(text: string, order: DateOrder = 'dmy'): string | null {
  const t = fold(text);
  const monthNames = Object.keys(MONTHS)
    .sort((a, b) => b.length - a.length)
    .join('|');
  let m = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(t);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = new RegExp(
    `(\\d{1,2})(?:\\s*de)?[\\s\\-/.]+(${monthNames})\\.?(?:\\s*de(?:l)?)?[\\s\\-/.,]+(\\d{4}|\\d{2})\\b`,
  ).exec(t);
  if (m) return iso(+m[3]!, MONTHS[m[2]!]!, +m[1]!);
  m = new RegExp(`\\b(${monthNames})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`).exec(t);
  if (m) return iso(+m[3]!, MONTHS[m[1]!]!, +m[2]!);
  m = /(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/.exec(t);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    const year = +m[3]!;
    if (a > 12) return iso(year, b, a);
    if (b > 12) return iso(year, a, b);
    return order === 'mdy' ? iso(year, a, b) : iso(year, b, a);
  }
  return null;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

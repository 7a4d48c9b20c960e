const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value (the user's clock) as an instant with its offset, as the API takes it. */
export function toInstant(localValue: string): string {
  const date = new Date(localValue);
  if (Number.isNaN(date.getTime())) return localValue;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toLocalInput(date)}:00${sign}${hours}:${minutes}`;
}

/** An instant as a `datetime-local` value on the user's clock. */
export function toLocalInput(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The default due date of a new RFQ: a week from now at 18:00. */
export function defaultDueInput(now = new Date()): string {
  const due = new Date(now);
  due.setDate(due.getDate() + 7);
  due.setHours(18, 0, 0, 0);
  return toLocalInput(due);
}

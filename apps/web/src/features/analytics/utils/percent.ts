/** A share as a whole per cent; none when there is nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);

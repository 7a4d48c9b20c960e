/** Numbers as spreadsheets and quotes write them: `1,234.56`, `1.234,56`, `1 234,56`, `(12)`. */

/**
 * The decimal mark of a paste, decided from all its quantities together: a number with both marks
 * ends with its decimal one; `2,5` or `1234,56` can only be a decimal comma; `1,250` alone could be
 * either and is read with thousands separators unless another number settles it.
 */
export function detectDecimalMark(values: string[]): '.' | ',' {
  let commaVotes = 0;
  let pointVotes = 0;
  for (const raw of values) {
    const value = raw.replace(/[\s'’-]/g, '');
    const lastComma = value.lastIndexOf(',');
    const lastPoint = value.lastIndexOf('.');
    if (lastComma !== -1 && lastPoint !== -1) {
      if (lastComma > lastPoint) commaVotes += 1;
      else pointVotes += 1;
    } else if (lastComma !== -1) {
      if ((value.match(/,/g) ?? []).length > 1) pointVotes += 1;
      else if (!/^\d{1,3},\d{3}$/.test(value)) commaVotes += 1;
    } else if (lastPoint !== -1) {
      if ((value.match(/\./g) ?? []).length > 1) commaVotes += 1;
      else if (!/^\d{1,3}\.\d{3}$/.test(value)) pointVotes += 1;
    }
  }
  if (commaVotes > pointVotes) return ',';
  if (pointVotes > commaVotes) return '.';
  // Undecided (`1,250` / `1.250`): both read as one thousand two hundred fifty.
  return values.some((value) => /^\d{1,3}\.\d{3}$/.test(value.trim())) ? ',' : '.';
}

/**
 * A number written with the given decimal mark and optional thousands separators (the other mark,
 * spaces or apostrophes), as a canonical decimal string; null when it is not such a number.
 */
export function parseNumber(raw: string, decimalMark: '.' | ','): string | null {
  let value = raw.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  let isNegative = false;
  if (/^\(.*\)$/.test(value)) {
    isNegative = true;
    value = value.slice(1, -1);
  }
  if (/^[-−]/.test(value)) {
    isNegative = true;
    value = value.slice(1);
  }
  const group = decimalMark === '.' ? ',' : '.';
  const escapedGroup = group === '.' ? '\\.' : ',';
  const escapedMark = decimalMark === '.' ? '\\.' : ',';
  const pattern = new RegExp(
    `^(\\d{1,3}(?:${escapedGroup}\\d{3})+|\\d+)(?:${escapedMark}(\\d+))?$`,
  );
  const match = pattern.exec(value);
  if (!match) return null;
  const whole = (match[1] ?? '')
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const number = fraction ? `${whole}.${fraction}` : whole;
  return isNegative && /[1-9]/.test(number) ? `-${number}` : number;
}

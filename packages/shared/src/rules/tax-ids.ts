import type { TaxIdType } from '../constants/purchasing.ts';

/**
 * Tax id checks by their published rules: Mexico's RFC (pattern and date), Spain's NIF / NIE / CIF
 * (check letter or digit), Colombia's NIT (DIAN check digit), Chile's RUT (módulo 11) and the US
 * EIN (pattern and IRS prefixes). Pure functions: the forms and the API run the same code.
 */

/** Upper case, without spaces, dots or dashes: the form kept and compared for uniqueness. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

function isValidRfc(id: string): boolean {
  const match = RFC_PATTERN.exec(id);
  if (!match) return false;
  const month = Number(match[3]);
  const day = Number(match[4]);
  if (month < 1 || month > 12 || day < 1) return false;
  // The year's century is unknown; 2000 is a leap year, so 29 February always passes.
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  return day <= days;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function isValidDniOrNie(id: string): boolean {
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  if (prefix ? digits.length !== 7 : digits.length !== 8) return false;
  const number = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${digits}`);
  return DNI_LETTERS[number % 23] === letter;
}

function isValidCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([\dA-J])$/.exec(id);
  if (!match) return false;
  const [, kind = '', digits = '', control = ''] = match;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const checkDigit = (10 - (sum % 10)) % 10;
  const checkLetter = 'JABCDEFGHI'[checkDigit];
  if ('PQRSNW'.includes(kind)) return control === checkLetter;
  if ('ABEH'.includes(kind)) return control === String(checkDigit);
  return control === String(checkDigit) || control === checkLetter;
}

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit of a NIT's number (without its check digit). */
export function nitCheckDigit(number: string): number {
  let sum = 0;
  const digits = [...number].reverse();
  digits.forEach((digit, i) => {
    sum += Number(digit) * (NIT_WEIGHTS[i] ?? 0);
  });
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

function isValidNit(id: string): boolean {
  if (!/^\d{6,16}$/.test(id)) return false;
  return nitCheckDigit(id.slice(0, -1)) === Number(id.slice(-1));
}

/** The módulo 11 check character of a RUT's number: 0-9 or K. */
export function rutCheckCharacter(number: string): string {
  let sum = 0;
  [...number].reverse().forEach((digit, i) => {
    sum += Number(digit) * (2 + (i % 6));
  });
  const value = 11 - (sum % 11);
  return value === 11 ? '0' : value === 10 ? 'K' : String(value);
}

function isValidRut(id: string): boolean {
  const match = /^(\d{7,8})([\dK])$/.exec(id);
  if (!match) return false;
  return rutCheckCharacter(match[1] ?? '') === match[2];
}

/** EIN prefixes the IRS has never assigned. */
const EIN_UNASSIGNED_PREFIXES = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

function isValidEin(id: string): boolean {
  return /^\d{9}$/.test(id) && !EIN_UNASSIGNED_PREFIXES.has(id.slice(0, 2));
}

/** Whether a tax id (as typed: dots, dashes and spaces are ignored) passes its type's rules. */
export function isValidTaxId(type: TaxIdType, value: string): boolean {
  const id = normalizeTaxId(value);
  switch (type) {
    case 'RFC':
      return isValidRfc(id);
    case 'NIF':
      return isValidDniOrNie(id) || isValidCif(id);
    case 'NIT':
      return isValidNit(id);
    case 'RUT':
      return isValidRut(id);
    case 'EIN':
      return isValidEin(id);
    case 'OTHER':
      return id.length >= 3 && id.length <= 32;
  }
}

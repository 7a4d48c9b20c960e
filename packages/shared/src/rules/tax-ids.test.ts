import { describe, expect, it } from 'vitest';
import { saveSupplierSchema } from '../schemas/suppliers.ts';
import { isValidTaxId, nitCheckDigit, normalizeTaxId, rutCheckCharacter } from './tax-ids.ts';

describe('tax ids', () => {
  it('accepts RFCs of companies and people, the generic RFCs, and refuses impossible dates', () => {
    expect(isValidTaxId('RFC', 'GODE561231GR8')).toBe(true);
    expect(isValidTaxId('RFC', 'AAA010101AAA')).toBe(true);
    expect(isValidTaxId('RFC', 'XAXX010101000')).toBe(true);
    expect(isValidTaxId('RFC', 'XEXX010101000')).toBe(true);
    expect(isValidTaxId('RFC', 'GODE561331GR8')).toBe(false);
    expect(isValidTaxId('RFC', 'GODE560230GR8')).toBe(false);
    expect(isValidTaxId('RFC', 'GO561231GR8')).toBe(false);
    expect(isValidTaxId('RFC', 'GODE561231GR')).toBe(false);
  });

  it('checks the letter of a DNI and an NIE and the control of a CIF', () => {
    expect(isValidTaxId('NIF', '12345678Z')).toBe(true);
    expect(isValidTaxId('NIF', '12345678-z')).toBe(true);
    expect(isValidTaxId('NIF', '12345678A')).toBe(false);
    expect(isValidTaxId('NIF', 'X1234567L')).toBe(true);
    expect(isValidTaxId('NIF', 'Y1234567X')).toBe(true);
    expect(isValidTaxId('NIF', 'X1234567A')).toBe(false);
    // Telefónica, S.A. and a public body (letter control).
    expect(isValidTaxId('NIF', 'A28015865')).toBe(true);
    expect(isValidTaxId('NIF', 'Q2826000H')).toBe(true);
    expect(isValidTaxId('NIF', 'A28015866')).toBe(false);
    expect(isValidTaxId('NIF', 'Q28260008')).toBe(false);
  });

  it('checks the DIAN verification digit of Colombian NITs', () => {
    // Bancolombia, Ecopetrol, Davivienda.
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(isValidTaxId('NIT', '890.903.938-8')).toBe(true);
    expect(isValidTaxId('NIT', '899999068-1')).toBe(true);
    expect(isValidTaxId('NIT', '860034313-7')).toBe(true);
    expect(isValidTaxId('NIT', '890903938-7')).toBe(false);
  });

  it('checks the módulo 11 digit of Chilean RUTs, K included', () => {
    expect(rutCheckCharacter('61704000')).toBe('K');
    expect(isValidTaxId('RUT', '61.704.000-K')).toBe(true);
    expect(isValidTaxId('RUT', '61.704.000-k')).toBe(true);
    expect(isValidTaxId('RUT', '12.345.678-5')).toBe(true);
    expect(isValidTaxId('RUT', '12.345.678-4')).toBe(false);
  });

  it('accepts EINs in the NN-NNNNNNN pattern with an assigned prefix', () => {
    expect(isValidTaxId('EIN', '12-3456789')).toBe(true);
    expect(isValidTaxId('EIN', '123456789')).toBe(true);
    expect(isValidTaxId('EIN', '07-3456789')).toBe(false);
    expect(isValidTaxId('EIN', '12-345678')).toBe(false);
  });

  it('normalizes to upper case without separators', () => {
    expect(normalizeTaxId(' 61.704.000-k ')).toBe('61704000K');
  });

  it('names the rule a supplier form breaks, on the tax id field', () => {
    const base = { legal_name: 'Aceros del Norte', country: 'mx' };
    const bad = saveSupplierSchema.safeParse({ ...base, tax_id_type: 'NIT', tax_id: '1234' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['tax_id'],
      message: 'validation.taxId.NIT',
    });
    const good = saveSupplierSchema.parse({
      ...base,
      tax_id_type: 'RFC',
      tax_id: 'aaa-010101-aaa',
    });
    expect(good).toMatchObject({ tax_id: 'AAA010101AAA', country: 'MX', emails: [] });
  });
});

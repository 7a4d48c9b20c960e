import { describe, expect, it } from 'vitest';
import { detectCurrency, findTaxId } from './ids.ts';

describe('findTaxId', () => {
  it.each([
    ['C.I.F.: B95241808', 'B95241808'],
    // OCR read the label's I away and the CIF's B as an 8
    ['CF: 895241808', 'B95241808'],
    ['C.I.F. 588520572', 'S88520572'],
  ])('reads %s as the CIF %s', (text, id) => {
    expect(findTaxId(text)).toMatchObject({ id, type: 'CIF' });
  });

  it('takes no unlabelled nine-digit number for a CIF', () => {
    expect(findTaxId('Tel. 895241808')).toBeNull();
  });

  it.each([
    ['USt-IdNr.: DE285791629', 'DE285791629'],
    ['BTW-nummer: NL299864302B01', 'NL299864302B01'],
    ['N° TVA : FR27853139214', 'FR27853139214'],
    ['CNPJ: 12.345.678/0001-90', '12.345.678/0001-90'],
  ])('reads %s as the tax id %s, of no type a quote names', (text, id) => {
    expect(findTaxId(text)).toMatchObject({ id, type: null });
  });

  it.each([
    ['Do zapłaty 132 645,68 zł', 'PLN'],
    ['Total due £1,234.00', 'GBP'],
    ['Total CHF 1’234.00', 'CHF'],
  ])('reads the currency of "%s" as %s', (text, code) => {
    expect(detectCurrency(text, null)).toBe(code);
  });
});

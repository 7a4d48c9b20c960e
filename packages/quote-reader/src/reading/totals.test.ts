import { describe, expect, it } from 'vitest';
import { totalKind } from './totals.ts';

describe('totals labels in the languages invoices and quotes come in', () => {
  it.each([
    ['Base imponible: 1.000,00 €', 'subtotal'],
    ['Merchandise total $1,000.00', 'subtotal'],
    ['Zwischensumme 1.000,00', 'subtotal'],
    ['Sous-total 900,00', 'subtotal'],
    ['Total HT 1 000,00', 'subtotal'],
    ['Subtotaal 100,00', 'subtotal'],
    ['MwSt. 19% 190,00', 'tax'],
    ['BTW 21% 21,00', 'tax'],
    ['TVA 20 % 200,00', 'tax'],
    ['Gesamtbetrag: 1.234,00 €', 'total'],
    ['Totaal: € 99,00', 'total'],
    ['Montant TTC 1 200,00', 'total'],
    ['Razem: 123,00', 'total'],
    ['Razem netto 107 842,02 zł', 'subtotal'],
    ['Do zapłaty 132 645,68 zł', 'total'],
    ['Total due £1,234.00', 'total'],
    ['Gran total $5,000.00', 'total'],
  ])('reads "%s" as the %s', (text, kind) => {
    expect(totalKind(text)).toBe(kind);
  });

  it('reads no totals label in an item line', () => {
    expect(totalKind('Cemento gris 50 kg 400 bultos 245.00')).toBeNull();
  });
});

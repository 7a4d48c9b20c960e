import { describe, expect, it } from 'vitest';
import { pageFromText } from '../formats/text.ts';
import { linesFromPages } from '../layout/lines-from-pages.ts';
import type { NumberStyle } from './numbers.ts';
import { readProseLine } from './prose.ts';

function read(text: string, style: NumberStyle = 'point', currency = 'MXN') {
  const [line] = linesFromPages([pageFromText(text)]);
  const item = readProseLine(line!, style, currency);
  return item
    ? {
        quantity: item.quantity?.toNumber(),
        unit: item.unitAsWritten,
        description: item.description,
        price: item.unitPrice?.toNumber(),
        ...(item.discountPct ? { discount: item.discountPct.toNumber() } : {}),
        total: item.lineTotal?.toNumber(),
      }
    : null;
}

describe('items read by their arithmetic from a run of text', () => {
  it('reads a numbered sentence of a Spanish letter', () => {
    expect(
      read('3.- 250 sacos de mortero para junta gris a $98.00 por saco, importe $24,500.00'),
    ).toEqual({
      quantity: 250,
      unit: 'sacos',
      description: 'mortero para junta gris',
      price: 98,
      total: 24500,
    });
  });

  it('reads a bullet of an e-mail reply, decimal comma and euro', () => {
    expect(
      read('• 35 envases Pintura plástica (15 l): 42,77 € c/u = 1.496,95 €', 'comma', 'EUR'),
    ).toEqual({
      quantity: 35,
      unit: 'envases',
      description: 'Pintura plástica (15 l)',
      price: 42.77,
      total: 1496.95,
    });
  });

  it('reads an English sentence with a two-word unit and the amount last', () => {
    expect(
      read(
        'For 1,200 sq ft of 6 mil poly sheeting we can do US$0.35 apiece, US$420.00 total.',
        'point',
        'USD',
      ),
    ).toEqual({
      quantity: 1200,
      unit: 'sq ft',
      description: '6 mil poly sheeting',
      price: 0.35,
      total: 420,
    });
  });

  it('reads a quantity written after the description, with a capitalised unit', () => {
    expect(read('- Malla electrosoldada 6x6: 8,800 KG a $21.50 = $189,200.00')).toEqual({
      quantity: 8800,
      unit: 'KG',
      description: 'Malla electrosoldada 6x6',
      price: 21.5,
      total: 189200,
    });
  });

  it('takes hours as a unit and a price marked each without an amount', () => {
    expect(read('* 56 hrs de retroexcavadora con operador a $650.00 c/u')).toEqual({
      quantity: 56,
      unit: 'hrs',
      description: 'retroexcavadora con operador',
      price: 650,
      total: 36400,
    });
  });

  it('reads no item where the numbers do not multiply, nor from a range', () => {
    expect(read('Entrega en 2-3 días hábiles, pago 30 días, 5 unidades mínimo')).toBeNull();
    expect(read('Lead time 2-3 business days, line 6 backordered')).toBeNull();
    expect(read('Tel. 477 170 3207, C.P. 37128')).toBeNull();
  });

  it('reads a line discount printed between the price and the amount', () => {
    expect(
      read('1.- 290 bto de CEMENTO GRIS CPC-30R a $263.50 por bto (-7.5%), importe $70,684.60.'),
    ).toEqual({
      quantity: 290,
      unit: 'bto',
      description: 'CEMENTO GRIS CPC-30R',
      price: 263.5,
      discount: 7.5,
      total: 70684.6,
    });
  });
});

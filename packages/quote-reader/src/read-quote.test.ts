import { describe, expect, it } from 'vitest';
import { readQuote } from './read-quote.ts';
import { buildPdf, buildXlsx, drawSpanishQuote } from './testing/fixtures.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('readQuote on a text PDF', () => {
  it('reads the header, the item table and the totals of a Spanish quote', async () => {
    const result = await readQuote(await buildPdf(drawSpanishQuote), 'cotizacion.pdf');
    expect(result.error).toBeUndefined();
    expect(result.supplier.name).toBe('Materiales del Bajío S.A. de C.V.');
    expect(result.supplier.tax_id).toBe('MBA120304AB1');
    expect(result.supplier.tax_id_type).toBe('RFC');
    expect(result.quote_number).toBe('COT-1001');
    expect(result.issue_date).toBe('2026-04-15');
    expect(result.validity_days).toBe(15);
    expect(result.valid_until).toBe('2026-04-30');
    expect(result.currency).toBe('MXN');
    expect(result.line_items.map((l) => [l.quantity, l.unit, l.unit_price, l.line_total])).toEqual([
      ['400', 'bag', '245', '98000'],
      ['12', 't', '21500', '258000'],
    ]);
    expect(result.line_items[0]!.description).toBe('Cemento gris CPC 30R 50 kg');
    expect(result.subtotal).toBe('356000');
    expect(result.tax).toEqual({ name: 'IVA', rate: '16', amount: '56960' });
    expect(result.total).toBe('412960');
    expect(result.warnings).toEqual([]);
    expect(result.line_items[0]!.source?.page).toBe(1);
  });
});

describe('readQuote on a CSV', () => {
  it('detects the semicolon, the BOM and the decimal comma', async () => {
    const csv =
      '\uFEFFProveedor;Ferretería Sur S.L.\nCIF;B12345678\nFecha;03/02/2026\n\n' +
      'Código;Descripción;Cantidad;Ud.;Precio;Importe\n' +
      'A-1;Saco cemento 25 kg;40;saco;4,10;164,00\nA-2;Ladrillo hueco doble;1.000;ud;0,25;250,00\n\n' +
      ';;;;Base imponible;414,00\n;;;;IVA 21%;86,94\n;;;;Total;500,94\n';
    const result = await readQuote(encode(csv), 'oferta.csv');
    expect(result.supplier.name).toBe('Ferretería Sur S.L.');
    expect(result.supplier.tax_id_type).toBe('CIF');
    expect(result.currency).toBe('EUR');
    expect(result.line_items.map((l) => [l.sku, l.quantity, l.unit, l.unit_price])).toEqual([
      ['A-1', '40', 'bag', '4.1'],
      ['A-2', '1000', 'pc', '0.25'],
    ]);
    expect([result.subtotal, result.tax?.amount, result.total]).toEqual(['414', '86.94', '500.94']);
  });
});

describe('readQuote on an XLSX', () => {
  it('reads numbers from cells and an English header', async () => {
    const bytes = await buildXlsx([
      ['Gulf Coast Supply LLC'],
      ['Quote #', 'Q-7781', null, 'Date', '2026-03-09'],
      [],
      ['Item', 'Description', 'Qty', 'Unit', 'Unit Price', 'Amount'],
      ['P-10', 'Portland cement 94 lb bag', 120, 'bag', 13.1, 1572],
      ['P-11', '#4 rebar 20 ft', 300, 'ea', 9.85, 2955],
      [null, null, null, null, 'Subtotal', 4527],
      [null, null, null, null, 'Sales tax 8.25%', 373.48],
      [null, null, null, null, 'Total', 4900.48],
      ['All prices in US Dollars (USD)'],
    ]);
    const result = await readQuote(bytes, 'quote.xlsx');
    expect(result.quote_number).toBe('Q-7781');
    expect(result.issue_date).toBe('2026-03-09');
    expect(result.currency).toBe('USD');
    expect(
      result.line_items.map((l) => [l.sku, l.quantity, l.unit, l.unit_price, l.line_total]),
    ).toEqual([
      ['P-10', '120', 'bag', '13.1', '1572'],
      ['P-11', '300', 'pc', '9.85', '2955'],
    ]);
    expect(result.line_items[0]!.source).toEqual({ sheet: 'Cotización', cell: 'A5' });
    expect(result.tax).toEqual({ name: 'Sales tax', rate: '8.25', amount: '373.48' });
  });
});

describe('readQuote on an e-mail', () => {
  it('reads prose lines of the reply and ignores the quoted request', async () => {
    const eml = [
      'From: Ana Ruiz <ventas@aridos.es>',
      'To: compras@obra.es',
      'Subject: RE: Solicitud de cotización',
      'Date: Tue, 3 Mar 2026 10:00:00 +0100',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Buenos días, le cotizamos: (ref. OF-55)',
      '',
      '220 sacos 25 kg de Cemento CEM II 32,5 N se los dejo en 4,13 € cada uno, son 908,60 €.',
      'Por 500 m² de Placa de yeso 13 mm el precio es 4,38 € (importe 2.190,00 €).',
      '',
      'Suma: 3.098,60 €',
      'IVA 21%: 650,71 €',
      'Total: 3.749,31 €',
      '',
      'Aridos del Sur S.L.',
      '',
      '-----Mensaje original-----',
      'De: compras@obra.es',
      'Enviado: 1 de marzo de 2026',
      '> 01. Cemento CEM II — 220 saco',
    ].join('\r\n');
    const result = await readQuote(encode(eml), 'respuesta.eml');
    expect(result.issue_date).toBe('2026-03-03');
    expect(result.quote_number).toBe('OF-55');
    expect(result.supplier.email).toBe('ventas@aridos.es');
    expect(result.supplier.name).toBe('Aridos del Sur S.L.');
    expect(
      result.line_items.map((l) => [
        l.description,
        l.quantity,
        l.unit_as_written,
        l.unit,
        l.unit_price,
      ]),
    ).toEqual([
      ['Cemento CEM II 32,5 N', '220', 'sacos 25 kg', 'bag', '4.13'],
      ['Placa de yeso 13 mm', '500', 'm²', 'm2', '4.38'],
    ]);
    expect(result.total).toBe('3749.31');
  });
});

describe('readQuote on an e-mail written late in the sender’s day', () => {
  const eml = (date: string, body: string[]) =>
    encode(
      [
        'From: Luis Peña <luis@ferremax.mx>',
        'To: compras@obra.mx',
        'Subject: RE: Solicitud de cotización',
        `Date: ${date}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        ...body,
      ].join('\r\n'),
    );

  it('dates the quote on the sender’s own day, not the UTC one', async () => {
    const result = await readQuote(
      eml('Tue, 7 Oct 2025 22:40:00 -0600', [
        'Buenas noches,',
        '- 40 pzas Tubo PVC sanitario 4": $120.00 c/u = $4,800.00',
        '- 470 bultos de Cemento gris 50 kg a $245.50 c/u, importe $115,385.00',
        '',
        'Ferremax S.A. de C.V.',
      ]),
      'respuesta.eml',
    );
    expect(result.issue_date).toBe('2025-10-07');
    expect(
      result.line_items.map((l) => [l.description, l.quantity, l.unit, l.unit_price, l.line_total]),
    ).toEqual([
      ['Tubo PVC sanitario 4"', '40', 'pc', '120', '4800'],
      ['Cemento gris 50 kg', '470', 'bag', '245.5', '115385'],
    ]);
  });

  it('reads an English reply dated just after midnight in the sender’s zone', async () => {
    const result = await readQuote(
      eml('Sat, 1 Nov 2025 00:15:00 +0100', [
        'Hi,',
        '* 56 hrs Excavator with operator: $95.00 each = $5,320.00',
        '',
        'Iberica Rental S.L.',
      ]),
      'reply.eml',
    );
    expect(result.issue_date).toBe('2025-11-01');
    expect(result.line_items.map((l) => [l.quantity, l.unit, l.unit_price])).toEqual([
      ['56', 'h', '95'],
    ]);
  });
});

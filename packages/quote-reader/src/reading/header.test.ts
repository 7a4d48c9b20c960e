import { describe, expect, it } from 'vitest';
import { pageFromText } from '../formats/text.ts';
import { linesFromPages } from '../layout/lines-from-pages.ts';
import { readHeader, type HeaderContext } from './header.ts';

const header = (text: string, ctx: HeaderContext = {}) =>
  readHeader(linesFromPages([pageFromText(text)]), ctx);

describe('header fields by evidence', () => {
  it('joins a company name cut at the end of a line, confirmed by the signature', () => {
    const result = header(
      [
        'Distribuidora de Materiales Santa        COTIZACION',
        'DMS    Fe S.A. de C.V.                   Folio: C-36769',
        'Tel: (33) 3269-6633                      Fecha de emisión: 02/12/2025',
        '',
        'Atentamente,',
        'Distribuidora de Materiales Santa Fe S.A. de C.V.',
      ].join('\n'),
    );
    expect(result.supplier.name).toBe('Distribuidora de Materiales Santa Fe S.A. de C.V.');
    expect(result.quoteNumber).toBe('C-36769');
    expect(result.issueDate).toBe('2025-12-02');
  });

  it('reads a quote number after "Nº presupuesto:" with no "de" between them', () => {
    const result = header(
      [
        'Materiales del Ebro S.L.                  OFERTA',
        'Calle Mayor 3, Zaragoza        Nº presupuesto: P-2025-9481',
        '                               Fecha: 12/10/2025',
      ].join('\n'),
    );
    expect(result.quoteNumber).toBe('P-2025-9481');
  });

  it('takes a legal form alone on the next line as the end of an English name', () => {
    const result = header(
      [
        'Cedar Park Rebar & Steel,',
        'Inc.',
        '4410 Mill Rd, Austin, TX 78701',
        'Quote #: Q-72497',
      ].join('\n'),
    );
    expect(result.supplier.name).toBe('Cedar Park Rebar & Steel, Inc.');
    expect(result.quoteNumber).toBe('Q-72497');
  });

  it('finds labels set inside a longer run of text, and a date wrapped onto the next line', () => {
    const result = header(
      [
        'Materiales El Roble S.A. de C.V.',
        'PROPUESTA ECONÓMICA DE SERVICIOS Cotización No.: C-62741   Fecha: 13 de febrero de 2026   Vigencia: 20 de',
        'febrero de 2026',
      ].join('\n'),
    );
    expect(result.quoteNumber).toBe('C-62741');
    expect(result.issueDate).toBe('2026-02-13');
    expect(result.validUntil).toBe('2026-02-20');
  });

  it('reads invoice labels in German, Dutch, French and Polish', () => {
    expect(
      header('Bau GmbH\nRechnungsnummer: RE-2026-118\nRechnungsdatum: 03.02.2026').quoteNumber,
    ).toBe('RE-2026-118');
    expect(header('Bouw B.V.\nFactuurnummer: F2026-044').quoteNumber).toBe('F2026-044');
    expect(header('Matériaux SARL\nNuméro de facture : FA-7781').quoteNumber).toBe('FA-7781');
    expect(header('Budmat Sp. z o.o.\nNumer faktury: FV/12/2026').quoteNumber).toBe('FV/12/2026');
  });

  it('takes the quote number of a reference line or of the subject, never the buyer’s RFQ', () => {
    const mail = { fromAddress: 'ventas@aceros.mx', fromName: 'Ana', date: '2026-03-03' };
    expect(header('Adjunto precios (ref. CT 2025-9851)', mail).quoteNumber).toBe('CT 2025-9851');
    expect(
      header('Adjunto precios', { ...mail, subject: 'RE: Cotización COT-3312 varilla' })
        .quoteNumber,
    ).toBe('COT-3312');
    expect(
      header('Adjunto precios', { ...mail, subject: 'RE: Solicitud de cotización RFQ-2025-081' })
        .quoteNumber,
    ).toBeNull();
  });

  it('names an e-mail’s company from the signature line its domain spells', () => {
    const result = header(
      [
        'Hello,',
        'Prices below.',
        '',
        'Thanks,',
        'Chris Garcia',
        'Rio Grande Contractors Supply',
      ].join('\n'),
      {
        fromAddress: 'chris@riograndecontractors.com',
        fromName: 'Chris Garcia',
        date: '2026-02-16',
      },
    );
    expect(result.supplier.name).toBe('Rio Grande Contractors Supply');
    expect(result.issueDate).toBe('2026-02-16');
  });

  it('reads every date of a document in the order one of them shows', () => {
    const result = header(
      [
        'Red River Lumber & Supply Co.',
        'Quote #: Q-3310',
        'Date: 04/06/2026',
        'Valid until: 04/28/2026',
      ].join('\n'),
    );
    expect(result.issueDate).toBe('2026-04-06');
    expect(result.validUntil).toBe('2026-04-28');
  });

  it('keeps day first for a Spanish quote whose dates show it', () => {
    const result = header(
      ['Ferretería del Norte S.A. de C.V.', 'Fecha: 04/06/2026', 'Vigencia: 28/06/2026'].join('\n'),
    );
    expect(result.issueDate).toBe('2026-06-04');
  });

  it('reads a quote number whose prefix is set apart from its digits after the title', () => {
    const result = header(
      ['Distribuidora de Materiales Cuauhtémoc S.A. de C.V.        COTIZACION COT 59751'].join(
        '\n',
      ),
    );
    expect(result.quoteNumber).toBe('COT 59751');
  });
});

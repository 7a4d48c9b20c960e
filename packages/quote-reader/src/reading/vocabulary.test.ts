import { describe, expect, it } from 'vitest';
import { makeLine, type Cell } from '../layout/line.ts';
import { headerColumns } from './columns.ts';
import { roleOfHeaderWords } from './vocabulary.ts';

function header(...texts: string[]) {
  const cells: Cell[] = texts.map((text, i) => ({
    text,
    x0: i * 100,
    x1: i * 100 + 60,
    source: { page: 1 },
  }));
  return headerColumns(makeLine(1, 10, 10, cells))?.map((c) => c.role) ?? null;
}

describe('header vocabulary', () => {
  it('folds case and accents and drops a currency in brackets', () => {
    expect(roleOfHeaderWords('DESCRIPCIÓN')).toBe('description');
    expect(roleOfHeaderWords('Precio ud.')).toBe('price');
    expect(roleOfHeaderWords('Importe (MXN)')).toBe('total');
    expect(roleOfHeaderWords('Unit rate')).toBe('price');
    expect(roleOfHeaderWords('Nº')).toBe('index');
  });

  it('reads a letter OCR changed in a long header word', () => {
    expect(roleOfHeaderWords('Descripcíon')).toBe('description');
    expect(roleOfHeaderWords('Cantldad')).toBe('quantity');
  });

  it('knows item tables in German, Dutch, French, Portuguese, Italian, Catalan and Polish', () => {
    expect(header('Pos.', 'Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis', 'Gesamtpreis')).toEqual(
      ['index', 'description', 'quantity', 'unit', 'price', 'total'],
    );
    expect(header('Omschrijving', 'Aantal', 'Prijs', 'Bedrag')).toEqual([
      'description',
      'quantity',
      'price',
      'total',
    ]);
    expect(header('Désignation', 'Qté', 'Prix unitaire HT', 'Montant HT')).toEqual([
      'description',
      'quantity',
      'price',
      'total',
    ]);
    expect(header('Descrição', 'Quantidade', 'Preço unitário', 'Valor total')).toEqual([
      'description',
      'quantity',
      'price',
      'total',
    ]);
    expect(header('Descrizione', 'Quantità', 'Prezzo unitario', 'Importo')).toEqual([
      'description',
      'quantity',
      'price',
      'total',
    ]);
    expect(header('Descripció', 'Quantitat', 'Preu unitari', 'Import')).toEqual([
      'description',
      'quantity',
      'price',
      'total',
    ]);
    expect(header('Lp.', 'Nazwa towaru', 'Ilość', 'J.m.', 'Cena netto', 'Wartość netto')).toEqual([
      'index',
      'description',
      'quantity',
      'unit',
      'price',
      'total',
    ]);
  });

  it('names no column from words that are no header', () => {
    expect(roleOfHeaderWords('Obra: Casa habitación')).toBeNull();
    expect(header('Materiales Los Altos', 'Teléfono', 'Fecha')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { makeLine, type Cell } from '../layout/line.ts';
import { headerColumns } from './columns.ts';

function cell(words: [string, number, number][]): Cell {
  return {
    text: words.map(([text]) => text).join(' '),
    x0: words[0]![1],
    x1: words.at(-1)![2],
    source: { page: 1 },
    words: words.map(([text, x0, x1]) => ({ text, x0, x1 })),
  };
}

describe('headerColumns', () => {
  it('splits two header words read as one cell into their own columns', () => {
    const line = makeLine(1, 100, 10, [
      cell([['Concepto', 133, 170]]),
      cell([
        ['CANT.', 332, 356],
        ['Unidad', 366, 396],
      ]),
      cell([
        ['Precio', 416, 441],
        ['Unit.', 444, 463],
      ]),
      cell([['Importe', 541, 570]]),
    ]);
    const roles = headerColumns(line)?.map((c) => [c.role, c.x0, c.x1]);
    expect(roles).toEqual([
      ['description', 133, 170],
      ['quantity', 332, 356],
      ['unit', 366, 396],
      ['price', 416, 463],
      ['total', 541, 570],
    ]);
  });

  it('keeps one column, with the narrower box, for a header word OCR read twice', () => {
    const line = makeLine(1, 100, 10, [
      cell([['Concepto', 133, 170]]),
      cell([['CANT.', 332, 356]]),
      cell([['Unidad', 367, 462]]),
      cell([['Und', 369, 395]]),
      cell([['Precio', 417, 441]]),
      cell([['Importe', 542, 570]]),
    ]);
    const columns = headerColumns(line);
    expect(columns?.filter((c) => c.role === 'unit').map((c) => [c.x0, c.x1])).toEqual([
      [369, 395],
    ]);
    expect(columns?.find((c) => c.role === 'price')).toMatchObject({ x0: 417, x1: 441 });
  });

  it('reads header words beside the stray marks OCR makes of rules and band edges', () => {
    // "Cve." read with a comma, a band's edge read as "Re" and a rule's end as "J".
    const line = makeLine(1, 100, 10, [
      cell([['Cve,', 40, 70]]),
      cell([['DESCRIPCIÓN', 133, 220]]),
      cell([['Unid.', 366, 396]]),
      cell([
        ['Re', 400, 410],
        ['Precio', 416, 441],
        ['Unit.', 444, 463],
      ]),
      cell([
        ['IMPORTE', 541, 590],
        ['J', 600, 604],
      ]),
    ]);
    const roles = headerColumns(line)?.map((c) => [c.role, c.x0, c.x1]);
    expect(roles).toEqual([
      ['sku', 40, 70],
      ['description', 133, 220],
      ['unit', 366, 396],
      ['price', 416, 463],
      ['total', 541, 590],
    ]);
  });
});

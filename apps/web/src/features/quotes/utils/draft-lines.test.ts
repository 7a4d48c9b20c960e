import { describe, expect, it } from 'vitest';
import { emptyLine, mergeLines, splitLine, type DraftLine } from './draft-lines';

const line = (id: number | null, values: Partial<DraftLine> = {}): DraftLine => ({
  ...emptyLine(),
  id,
  description: `Line ${id}`,
  quantity: '2',
  unit: 'pc',
  unit_price: '3.50',
  line_total: '7.00',
  ...values,
});

describe('splitLine', () => {
  it('puts two new lines where the line stood, the second without quantity or amount', () => {
    const lines = [line(1), line(2), line(3)];
    const out = splitLine(lines, lines[1]!.key);
    expect(out.map((l) => l.description)).toEqual(['Line 1', 'Line 2', 'Line 2', 'Line 3']);
    expect(out[1]).toMatchObject({
      id: null,
      quantity: '2',
      line_total: '7.00',
      from_line_ids: [2],
    });
    expect(out[2]).toMatchObject({
      id: null,
      quantity: null,
      line_total: null,
      unit_price: '3.50',
    });
    expect(out[2]!.from_line_ids).toEqual([2]);
    expect(new Set(out.map((l) => l.key)).size).toBe(4);
  });

  it('splits a line already split again from the same saved line', () => {
    const once = splitLine([line(7)], 'no such key');
    expect(once).toHaveLength(1);
    const split = splitLine(once, once[0]!.key);
    const twice = splitLine(split, split[1]!.key);
    expect(twice).toHaveLength(3);
    expect(twice.map((l) => l.from_line_ids)).toEqual([[7], [7], [7]]);
  });
});

describe('mergeLines', () => {
  it('joins the descriptions in order and takes the first figures given, where the first stood', () => {
    const lines = [
      line(1),
      line(2, { description: 'Cemento gris', quantity: null, unit_price: null, line_total: null }),
      line(3, {
        description: 'CPC 30R 50 kg',
        quantity: '400',
        unit: 'bag',
        unit_price: '245.00',
        line_total: '98000.00',
      }),
      line(4),
    ];
    const out = mergeLines(lines, new Set([lines[1]!.key, lines[2]!.key]));
    expect(out.map((l) => l.description)).toEqual([
      'Line 1',
      'Cemento gris CPC 30R 50 kg',
      'Line 4',
    ]);
    expect(out[1]).toMatchObject({
      id: null,
      quantity: '400',
      unit: 'pc',
      unit_price: '245.00',
      line_total: '98000.00',
      from_line_ids: [2, 3],
    });
  });

  it('leaves the lines alone with fewer than two chosen', () => {
    const lines = [line(1), line(2)];
    expect(mergeLines(lines, new Set([lines[0]!.key]))).toBe(lines);
  });
});

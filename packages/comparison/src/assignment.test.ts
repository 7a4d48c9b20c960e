import { describe, expect, it } from 'vitest';
import { assign, loadSolver, type Edge } from './assignment.ts';

const chosen = async (edges: Edge[]) =>
  assign(await loadSolver(), edges)
    .map((e) => [e.row, e.col])
    .sort((a, b) => a[0]! - b[0]!);

describe('assignment', () => {
  it('gives two lines that both like one item best the pairing that weighs most', async () => {
    // Each line's best is item 0, but 0.9 + 0.95 outweighs 1.0 + 0.3.
    const edges = [
      { row: 0, col: 0, weight: 1 },
      { row: 0, col: 1, weight: 0.9 },
      { row: 1, col: 0, weight: 0.95 },
      { row: 1, col: 1, weight: 0.3 },
    ];
    expect(await chosen(edges)).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('gives each line its clearly best item when no two lines want the same one', async () => {
    const edges = [
      { row: 0, col: 0, weight: 0.9 },
      { row: 0, col: 1, weight: 0.5 },
      { row: 1, col: 1, weight: 0.8 },
      { row: 1, col: 2, weight: 0.7 },
      { row: 2, col: 2, weight: 0.6 },
      { row: 2, col: 0, weight: 0.55 },
    ];
    expect(await chosen(edges)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});

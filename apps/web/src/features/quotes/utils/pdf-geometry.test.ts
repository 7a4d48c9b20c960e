import { describe, expect, it } from 'vitest';
import { highlightRects } from './pdf-geometry';

describe('highlightRects', () => {
  it('draws a box in points at the scale the page is drawn at, with its row across the page', () => {
    // A US Letter page (612 × 792 pt) drawn 900 px wide.
    const scale = 900 / 612;
    const { cell, band } = highlightRects([400, 176, 440, 185], scale, 900);
    expect(cell.left).toBeCloseTo(398 * scale);
    expect(cell.top).toBeCloseTo(174 * scale);
    expect(cell.width).toBeCloseTo(44 * scale);
    expect(cell.height).toBeCloseTo(13 * scale);
    expect(band).toEqual({ left: 0, top: cell.top, width: 900, height: cell.height });
  });

  it('keeps a box at the page edge on the page', () => {
    const { cell } = highlightRects([0, 0, 10, 10], 2, 1224);
    expect(cell.left).toBe(0);
    expect(cell.top).toBe(0);
  });
});

/** The zoom levels of the PDF view, as factors of the width that fits the panel. */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

export type Rect = { left: number; top: number; width: number; height: number };

/** A little air around the box, in points, so the outline does not cover the text it marks. */
const PAD = 2;

/**
 * Where to draw a read box on a page drawn at `scale`: the box itself (x0, y0, x1, y1 in the
 * page's units, origin top left, y down) and the band of its row across the whole page, since a
 * line's source is its first cell and the row it stands for runs across the page.
 */
export function highlightRects(
  box: readonly [number, number, number, number],
  scale: number,
  pageWidth: number,
): { cell: Rect; band: Rect } {
  const [x0, y0, x1, y1] = box;
  const top = Math.max(0, (Math.min(y0, y1) - PAD) * scale);
  const height = (Math.abs(y1 - y0) + 2 * PAD) * scale;
  return {
    cell: {
      left: Math.max(0, (Math.min(x0, x1) - PAD) * scale),
      top,
      width: (Math.abs(x1 - x0) + 2 * PAD) * scale,
      height,
    },
    band: { left: 0, top, width: pageWidth, height },
  };
}

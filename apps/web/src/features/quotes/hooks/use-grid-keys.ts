import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

export type Cell = { row: number; col: number };

/** The attribute each focusable cell of the grid carries: `row:col`. */
export const CELL_ATTRIBUTE = 'data-cell';

const cellOf = (element: Element | null): Cell | null => {
  const value = element?.closest(`[${CELL_ATTRIBUTE}]`)?.getAttribute(CELL_ATTRIBUTE);
  if (!value) return null;
  const [row, col] = value.split(':').map(Number);
  return row === undefined || col === undefined ? null : { row, col };
};

function isTextEntry(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type !== 'checkbox';
}

/** Where a key moves from `cell`, or null when the key is the field's own (caret, button). */
function target(
  event: KeyboardEvent,
  cell: Cell,
  size: { rows: number; cols: number },
): Cell | null {
  const element = event.target as Element;
  const last = size.cols - 1;
  switch (event.key) {
    case 'ArrowUp':
      return event.altKey ? null : { row: cell.row - 1, col: cell.col };
    case 'ArrowDown':
      return event.altKey ? null : { row: cell.row + 1, col: cell.col };
    case 'ArrowLeft':
    case 'ArrowRight': {
      // In a text the arrows move the caret; at its end they move on, as a spreadsheet does.
      if (isTextEntry(element)) {
        const atStart = element.selectionStart === 0 && element.selectionEnd === 0;
        const atEnd = element.selectionStart === element.value.length;
        if (event.key === 'ArrowLeft' ? !atStart : !atEnd) return null;
      }
      return { row: cell.row, col: cell.col + (event.key === 'ArrowLeft' ? -1 : 1) };
    }
    case 'Enter':
      if (element instanceof HTMLButtonElement) return null;
      return { row: cell.row + (event.shiftKey ? -1 : 1), col: cell.col };
    case 'Tab':
      if (event.shiftKey)
        return cell.col > 0
          ? { row: cell.row, col: cell.col - 1 }
          : { row: cell.row - 1, col: last };
      return cell.col < last ? { row: cell.row, col: cell.col + 1 } : { row: cell.row + 1, col: 0 };
    default:
      return null;
  }
}

/**
 * Spreadsheet keys over a grid of `rows` × `cols` cells (docs/product-rules.md § Quote review on
 * screen): arrows move between cells, Enter moves down (Shift+Enter up), Tab and Shift+Tab move
 * across and on to the next or previous row. A row that is not drawn (the grid is virtual) is
 * first scrolled to by `reveal`, then its cell is focused once it is there. Every row has the same
 * `cols` focusable cells.
 */
export function useGridKeys(options: {
  rows: number;
  cols: number;
  container: () => HTMLElement | null;
  reveal: (row: number) => void;
}) {
  const { rows, cols, container, reveal } = options;
  // A cell waiting for its row to be drawn.
  const pending = useRef<Cell | null>(null);

  const find = useCallback(
    (cell: Cell) =>
      container()?.querySelector<HTMLElement>(`[${CELL_ATTRIBUTE}="${cell.row}:${cell.col}"]`) ??
      null,
    [container],
  );

  const focusCell = useCallback(
    (cell: Cell) => {
      const element = find(cell);
      if (!element) return false;
      element.focus();
      if (element instanceof HTMLInputElement && element.type !== 'checkbox') element.select();
      return true;
    },
    [find],
  );

  // Focus lands once the virtual list has drawn the row it scrolled to (it draws again on scroll).
  useEffect(() => {
    if (pending.current && focusCell(pending.current)) pending.current = null;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const from = cellOf(event.target as Element);
    if (!from) return;
    const next = target(event, from, { rows, cols });
    if (!next) return;
    if (next.row < 0 || next.row >= rows || next.col < 0 || next.col >= cols) {
      // Tab past either end leaves the grid; other keys stay put at its edge.
      if (event.key !== 'Tab') event.preventDefault();
      return;
    }
    event.preventDefault();
    reveal(next.row);
    pending.current = focusCell(next) ? null : next;
  };

  return { onKeyDown };
}

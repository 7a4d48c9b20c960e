import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import type { Comparison } from '@app/shared/schemas/comparisons';

/** A row's height before it is measured; rows with badges and notes grow and are measured. */
const ESTIMATED_ROW_HEIGHT = 64;
/** Rows drawn above and below the visible ones, so arrow-key scrolling never shows a blank. */
const OVERSCAN = 8;

type ComparisonRowsProps = {
  items: Comparison['items'];
  columns: number;
  /** The scrolling box around the table. */
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (item: Comparison['items'][number]) => ReactNode;
};

/**
 * The item rows of the comparison, drawn only around what is visible (a 500 × 20 grid is 10,000
 * cells): spacer rows keep the scroll height, and each drawn row says its place in the whole
 * grid (`aria-rowindex`, the header being row 1) so a screen reader counts the rows that are not
 * drawn (docs/decisions/015-comparison-engine.md § Comparison).
 */
export function ComparisonRows({ items, columns, scrollRef, renderRow }: ComparisonRowsProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    // Rows for a tall screen are drawn at once, before the scrolling box has been measured.
    initialRect: { width: 0, height: 900 },
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true" style={{ height }}>
        <td colSpan={columns} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;
  return (
    <Table.Tbody>
      {spacer(before)}
      {rows.map((row) => (
        <Table.Tr
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-rowindex={row.index + 2}
        >
          {renderRow(items[row.index]!)}
        </Table.Tr>
      ))}
      {spacer(after)}
    </Table.Tbody>
  );
}

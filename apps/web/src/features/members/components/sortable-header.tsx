import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortColumn, SortState } from '../utils/member-rows';

type SortableHeaderProps = {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
};

/** A column header that sorts on click (Enter or Space too); announces the order via aria-sort. */
export function SortableHeader({ column, label, sort, onSort }: SortableHeaderProps) {
  const isActive = sort.column === column;
  const Icon = !isActive ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      p={0}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        px="sm"
        py="xs"
        w="100%"
        fw={700}
        fz="sm"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group gap={6} wrap="nowrap" justify="space-between">
          <span>{label}</span>
          <Icon
            size={16}
            aria-hidden
            color={isActive ? 'var(--mantine-color-indigo-8)' : 'var(--mantine-color-gray-6)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

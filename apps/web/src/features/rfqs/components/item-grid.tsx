import { ActionIcon, Group, NativeSelect, Pagination, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_CODES, type UnitCode } from '@app/shared/constants/purchasing';
import { emptyRow, type ItemRow } from './item-rows';

/** Rows per page: a 2,000-item RFQ stays quick to type in. */
export const GRID_PAGE_SIZE = 100;

type FieldErrors = Record<number, Partial<Record<keyof ItemRow, string>>>;

type ItemGridProps = {
  rows: ItemRow[];
  onChange: (rows: ItemRow[]) => void;
  /** Multi-line or tab-separated text pasted into a cell: rows from a spreadsheet. */
  onPasteRows: (text: string) => void;
  /** Translated messages by row index and field. */
  errors: FieldErrors;
};

const focusCell = (index: number, column = 'description') =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-row="${index}"][data-col="${column}"]`)?.focus(),
  );

/**
 * The requested items as an editable grid. Tab moves between cells, Enter on the last row adds a
 * row, each row has a remove button; pasting spreadsheet rows into any cell reads them all.
 */
export function ItemGrid({ rows, onChange, onPasteRows, errors }: ItemGridProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / GRID_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const first = (currentPage - 1) * GRID_PAGE_SIZE;
  const visible = rows.slice(first, first + GRID_PAGE_SIZE);

  const update = (index: number, patch: Partial<ItemRow>) =>
    onChange(rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    const rest = rows.filter((_, position) => position !== index);
    onChange(rest.length > 0 ? rest : [emptyRow()]);
    focusCell(Math.max(0, Math.min(index, rest.length - 1)));
  };
  const addAfterLast = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' || index !== rows.length - 1) return;
    event.preventDefault();
    onChange([...rows, emptyRow()]);
    setPage(Math.ceil((rows.length + 1) / GRID_PAGE_SIZE));
    focusCell(rows.length);
  };
  const pasteRows = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    onPasteRows(text);
  };
  const cell = (index: number, column: keyof ItemRow, label: string) => ({
    'aria-label': `${label} ${index + 1}`,
    'data-row': index,
    'data-col': column,
    error: errors[index]?.[column],
    onKeyDown: (event: KeyboardEvent) => addAfterLast(event, index),
    onPaste: pasteRows,
    size: 'sm' as const,
  });

  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing={4} aria-label={t('rfqs:items.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th miw={260}>{t('rfqs:items.description')}</Table.Th>
              <Table.Th w={110}>{t('rfqs:items.quantity')}</Table.Th>
              <Table.Th w={110}>{t('rfqs:items.unit')}</Table.Th>
              <Table.Th w={140}>{t('rfqs:items.brand')}</Table.Th>
              <Table.Th w={180}>{t('rfqs:items.notes')}</Table.Th>
              <Table.Th w={48}>
                <Text span size="xs" c="dimmed">
                  {t('rfqs:items.remove')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row, offset) => {
              const index = first + offset;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...cell(index, 'description', t('rfqs:items.description'))}
                      value={row.description}
                      onChange={(event) =>
                        update(index, { description: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...cell(index, 'quantity', t('rfqs:items.quantity'))}
                      inputMode="decimal"
                      value={row.quantity}
                      onChange={(event) => update(index, { quantity: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      {...cell(index, 'unit', t('rfqs:items.unit'))}
                      value={row.unit}
                      onChange={(event) =>
                        update(index, { unit: event.currentTarget.value as UnitCode | '' })
                      }
                      data={[
                        { value: '', label: '—' },
                        ...UNIT_CODES.map((code) => ({
                          value: code,
                          label: t(`rfqs:units.${code}`),
                        })),
                      ]}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...cell(index, 'brand', t('rfqs:items.brand'))}
                      value={row.brand}
                      onChange={(event) => update(index, { brand: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...cell(index, 'notes', t('rfqs:items.notes'))}
                      value={row.notes}
                      onChange={(event) => update(index, { notes: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t('rfqs:items.removeRow', { number: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 ? (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={currentPage}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`rfqs:items.page.${control}`) })}
            getItemProps={(number) => ({ 'aria-label': t('rfqs:items.page.number', { number }) })}
          />
        </Group>
      ) : null}
    </>
  );
}

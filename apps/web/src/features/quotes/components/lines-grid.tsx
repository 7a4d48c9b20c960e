import {
  ActionIcon,
  Badge,
  Checkbox,
  NativeSelect,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowsSplit2, IconTrash } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_CODES } from '@app/shared/constants/purchasing';
import { lineTotalAgrees } from '@app/shared/rules/quote-arithmetic';
import { CELL_ATTRIBUTE, useGridKeys } from '../hooks/use-grid-keys';
import type { DraftLine } from '../utils/draft-lines';
import { valueFlag } from './value-flag';
import { DecimalInput } from '#web/components/form/decimal-input.tsx';

/** Below this the reader was unsure of a line: it is marked for a closer look. */
const LOW_CONFIDENCE = 0.8;
/** A row's height before it is measured (one input, no notes under it). */
const ROW_ESTIMATE = 52;

const MONEY_FIELDS = ['unit_price', 'discount_pct', 'line_total'] as const;
/** The attribute naming the value a field holds, for the source view's box. */
const VALUE_ATTRIBUTE = 'data-value';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A number keeps the digits typed, with a dot as its decimal mark. */
type Actions = {
  /** `value` names the line's value in focus (`unit_price`), when a value's field has it. */
  onFocusLine: (index: number, value?: string) => void;
  onChangeLine: (key: string, patch: Partial<DraftLine>) => void;
  onToggle: (key: string) => void;
  onSplit: (key: string) => void;
  onDelete: (key: string) => void;
  priceAlertOf: (lineId: number | null | undefined) => ReactNode;
};

type Props = Actions & {
  lines: DraftLine[];
  isEditable: boolean;
  focusedLine: number | null;
  selected: ReadonlySet<string>;
};

/**
 * The quote's lines as a spreadsheet (docs/product-rules.md § Quote review on screen): only the
 * rows in view are drawn, so a quote of hundreds of lines stays quick, and the keyboard moves
 * between cells as in a spreadsheet, scrolling rows into view as it goes.
 */
export function LinesGrid(props: Props) {
  const { lines, isEditable, focusedLine, selected } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's own state drives its redraws; this component is left uncompiled on purpose
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => lines[index]?.key ?? index,
    overscan: 8,
  });
  const getContainer = useCallback(() => scroller.current, []);
  const columns = isEditable ? 9 : 6;
  const first = isEditable ? 1 : 0;
  const keys = useGridKeys({
    rows: lines.length,
    cols: columns,
    container: getContainer,
    reveal: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
  });

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      ref={scroller}
      role="region"
      tabIndex={0}
      aria-label={t('quotes:review.lines')}
      style={{ overflow: 'auto', maxHeight: '70vh' }}
      onKeyDown={keys.onKeyDown}
    >
      <Table
        aria-label={t('quotes:review.lines')}
        aria-rowcount={lines.length + 1}
        withTableBorder
        // Narrow cell spacing leaves the values their width beside the document at 1440 px.
        horizontalSpacing={4}
        miw={isEditable ? 740 : 660}
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            {isEditable ? (
              <Table.Th w={40}>
                <VisuallyHidden>{t('quotes:review.select')}</VisuallyHidden>
              </Table.Th>
            ) : null}
            <Table.Th>{t('quotes:field.description')}</Table.Th>
            <Table.Th w={84}>{t('quotes:field.quantity')}</Table.Th>
            <Table.Th w={88}>{t('quotes:field.unit')}</Table.Th>
            <Table.Th w={104}>{t('quotes:field.unit_price')}</Table.Th>
            <Table.Th w={72}>{t('quotes:field.discount_pct')}</Table.Th>
            <Table.Th w={112}>{t('quotes:field.line_total')}</Table.Th>
            {isEditable ? <Table.Th w={64} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 ? (
            <tr aria-hidden>
              <td style={{ height: padTop, padding: 0 }} colSpan={columns} />
            </tr>
          ) : null}
          {items.map((item) => {
            const line = lines[item.index];
            if (!line) return null;
            return (
              <LineRow
                key={item.key}
                onFocusLine={props.onFocusLine}
                onChangeLine={props.onChangeLine}
                onToggle={props.onToggle}
                onSplit={props.onSplit}
                onDelete={props.onDelete}
                priceAlertOf={props.priceAlertOf}
                isEditable={isEditable}
                line={line}
                index={item.index}
                first={first}
                isFocused={focusedLine === item.index}
                isSelected={selected.has(line.key)}
                measure={virtualizer.measureElement}
              />
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden>
              <td style={{ height: padBottom, padding: 0 }} colSpan={columns} />
            </tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One line; drawn again only when its own values, place or state change. */
const LineRow = memo(function LineRow(
  props: Actions & {
    isEditable: boolean;
    line: DraftLine;
    index: number;
    first: number;
    isFocused: boolean;
    isSelected: boolean;
    measure: (element: Element | null) => void;
  },
) {
  const { line, index, first, isEditable, isFocused, isSelected, measure } = props;
  const { onChangeLine, onFocusLine, onToggle, onSplit, onDelete, priceAlertOf } = props;
  const { t } = useTranslation();
  const agrees = lineTotalAgrees(
    text(line.quantity),
    text(line.unit_price),
    text(line.discount_pct),
    text(line.line_total),
  );
  const isUnsure = line.confidence < LOW_CONFIDENCE;
  const label = (field: string) =>
    t('quotes:review.cell', { field: t(`quotes:field.${field}`), line: index + 1 });
  // Each value's field names its value, so that focusing it shows that value's own place.
  const cell = (col: number, value?: string) => ({
    [CELL_ATTRIBUTE]: `${index}:${col}`,
    ...(value ? { [VALUE_ATTRIBUTE]: value } : {}),
  });
  const flag = (field: string) =>
    valueFlag(line.field_confidence?.[field], t('quotes:review.checkValue'));
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      data-testid={`line-${index + 1}`}
      data-focused={isFocused || undefined}
      bg={isUnsure ? 'yellow.0' : undefined}
      onFocus={(event) =>
        onFocusLine(index, event.target.getAttribute(VALUE_ATTRIBUTE) ?? undefined)
      }
    >
      {isEditable ? (
        <Table.Td>
          <Checkbox
            {...cell(0)}
            aria-label={t('quotes:review.selectLine', { line: index + 1 })}
            checked={isSelected}
            onChange={() => onToggle(line.key)}
          />
        </Table.Td>
      ) : null}
      <Table.Td>
        <TextInput
          {...cell(first, 'description')}
          aria-label={label('description')}
          value={line.description ?? ''}
          readOnly={!isEditable}
          onChange={(e) => onChangeLine(line.key, { description: e.currentTarget.value })}
        />
        {isUnsure ? (
          <Badge color="violet.9" variant="filled" mt={4}>
            {t('quotes:review.unsureLine')}
          </Badge>
        ) : null}
        {agrees === false ? (
          <Text size="xs" c="red.9" fw={600} mt={4} role="note">
            {t('quotes:review.arithmetic')}
          </Text>
        ) : null}
        {priceAlertOf(line.id)}
      </Table.Td>
      <Table.Td>
        <DecimalInput
          {...cell(first + 1, 'quantity')}
          {...flag('quantity')}
          aria-label={label('quantity')}
          value={line.quantity}
          readOnly={!isEditable}
          onChange={(value) => onChangeLine(line.key, { quantity: value || null })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          {...cell(first + 2, 'unit')}
          {...flag('unit')}
          aria-label={label('unit')}
          value={line.unit ?? ''}
          disabled={!isEditable}
          data={[
            { value: '', label: '—' },
            ...UNIT_CODES.map((u) => ({ value: u, label: t(`rfqs:units.${u}`) })),
          ]}
          onChange={(e) =>
            onChangeLine(line.key, {
              unit: (orNull(e.currentTarget.value) as DraftLine['unit']) ?? null,
              unit_learned: false,
            })
          }
        />
        {line.unit_learned ? (
          <Badge
            color="blue"
            c="blue.9"
            variant="light"
            mt={4}
            title={t('quotes:review.unitLearnedHint')}
          >
            {t('quotes:review.unitLearned')}
          </Badge>
        ) : null}
      </Table.Td>
      {MONEY_FIELDS.map((field, i) => (
        <Table.Td key={field}>
          <DecimalInput
            {...cell(first + 3 + i, field)}
            {...flag(field)}
            aria-label={label(field)}
            value={line[field]}
            readOnly={!isEditable}
            error={field === 'line_total' && agrees === false ? ' ' : undefined}
            onChange={(value) => onChangeLine(line.key, { [field]: value || null })}
          />
        </Table.Td>
      ))}
      {isEditable ? (
        <Table.Td>
          <ActionIcon.Group>
            <ActionIcon
              {...cell(7)}
              variant="subtle"
              aria-label={t('quotes:review.splitLine', { line: index + 1 })}
              onClick={() => onSplit(line.key)}
            >
              <IconArrowsSplit2 size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              {...cell(8)}
              variant="subtle"
              color="red.9"
              aria-label={t('quotes:review.deleteLine', { line: index + 1 })}
              onClick={() => onDelete(line.key)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </ActionIcon.Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
});

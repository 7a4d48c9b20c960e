import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_MAX_ITEMS } from '@app/shared/constants/purchasing';
import type { RfqItemInput } from '@app/shared/schemas/rfqs';
import { parsePastedItems } from '@app/shared/rules/paste-items';
import { emptyRow, isBlankRow, toRow, type ItemRow } from '../components/item-rows';
import type { PasteOutcome } from '../components/paste-summary';
import { useFormat } from '#web/lib/format.ts';

/**
 * The grid's rows and what pasting or importing adds to them. New rows replace the blank ones and
 * never take the RFQ past its item cap; the outcome says what was read and what was refused.
 */
export function useItemRows(initial: ItemRow[]) {
  const { t } = useTranslation();
  const format = useFormat();
  const [rows, setRows] = useState<ItemRow[]>(initial.length > 0 ? initial : [emptyRow()]);
  const [outcome, setOutcome] = useState<PasteOutcome | null>(null);

  const append = (items: RfqItemInput[], refused: PasteOutcome['refused'], dropped: number) => {
    const kept = rows.filter((row) => !isBlankRow(row));
    const room = Math.max(0, RFQ_MAX_ITEMS - kept.length);
    const added = items.slice(0, room).map((item) => toRow(item, format));
    const next = [...kept, ...added];
    setRows(next.length > 0 ? next : [emptyRow()]);
    setOutcome({ added: added.length, refused, dropped: dropped + items.length - added.length });
  };

  const pasteText = (text: string) => {
    const kept = rows.filter((row) => !isBlankRow(row)).length;
    const result = parsePastedItems(text, { maxItems: Math.max(0, RFQ_MAX_ITEMS - kept) });
    append(
      result.items,
      result.errors.map((error) => ({ row: error.row, message: t(error.key, error.values) })),
      result.droppedRows,
    );
  };

  return { rows, setRows, outcome, clearOutcome: () => setOutcome(null), pasteText, append };
}

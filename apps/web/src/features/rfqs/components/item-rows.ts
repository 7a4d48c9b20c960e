import type { UnitCode } from '@app/shared/constants/purchasing';
import type { RfqItem, RfqItemInput } from '@app/shared/schemas/rfqs';
import type { Format } from '@app/shared/format/format';

/** One row of the editor's grid, as typed (the quantity may still use a decimal comma). */
export type ItemRow = {
  key: string;
  description: string;
  quantity: string;
  unit: UnitCode | '';
  brand: string;
  notes: string;
  section: string;
};

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

export function emptyRow(): ItemRow {
  return {
    key: newKey(),
    description: '',
    quantity: '',
    unit: '',
    brand: '',
    notes: '',
    section: '',
  };
}

/** A saved or pasted item as a grid row; its quantity written with the page's decimal mark. */
export function toRow(
  item: Omit<RfqItem, 'id' | 'position'> | RfqItemInput,
  format: Format,
): ItemRow {
  return {
    key: newKey(),
    description: item.description,
    quantity: format.numbers.editable(String(item.quantity)),
    unit: item.unit,
    brand: item.brand ?? '',
    notes: item.notes ?? '',
    section: item.section ?? '',
  };
}

export function isBlankRow(row: ItemRow): boolean {
  return !row.description.trim() && !row.quantity.trim() && !row.unit && !row.brand && !row.notes;
}

/**
 * The rows to save: blank rows dropped, each quantity read with the page's decimal mark
 * (docs/product-rules.md § Numbers and dates) into the decimal string the API takes; one that is
 * no number stays as typed, for the schema to refuse under its cell.
 */
export function toItemInputs(rows: ItemRow[], format: Format) {
  return rows
    .filter((row) => !isBlankRow(row))
    .map(({ key: _key, ...row }) => ({
      ...row,
      quantity: format.parse(row.quantity) ?? row.quantity.trim(),
    }));
}

import type { UnitCode } from '@app/shared/constants/purchasing';
import type { RfqItem, RfqItemInput } from '@app/shared/schemas/rfqs';
import { parseNumber } from '@app/shared/rules/decimal-numbers';

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

export function toRow(item: Omit<RfqItem, 'id' | 'position'> | RfqItemInput): ItemRow {
  return {
    key: newKey(),
    description: item.description,
    quantity: String(item.quantity),
    unit: item.unit,
    brand: item.brand ?? '',
    notes: item.notes ?? '',
    section: item.section ?? '',
  };
}

export function isBlankRow(row: ItemRow): boolean {
  return !row.description.trim() && !row.quantity.trim() && !row.unit && !row.brand && !row.notes;
}

/** A typed quantity as the API takes it: `12,5` and `12.5` both become `"12.5"`. */
export function toQuantity(typed: string): string {
  const value = typed.trim();
  return parseNumber(value, '.') ?? parseNumber(value, ',') ?? value;
}

/** The rows to save: blank rows dropped, quantities normalized. */
export function toItemInputs(rows: ItemRow[]) {
  return rows
    .filter((row) => !isBlankRow(row))
    .map(({ key: _key, ...row }) => ({ ...row, quantity: toQuantity(row.quantity) }));
}

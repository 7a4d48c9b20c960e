import type { Cell, Line } from '../layout/line.ts';
import { fold } from './text.ts';

export type ColumnRole =
  | 'index'
  | 'sku'
  | 'description'
  | 'brand'
  | 'quantity'
  | 'unit'
  | 'price'
  | 'listPrice'
  | 'netPrice'
  | 'discount'
  | 'total'
  | 'other';

/** Header words of item tables in Spanish and English; the first pattern that fits decides. */
const HEADER_WORDS: [ColumnRole, RegExp][] = [
  [
    'discount',
    /^%$|^(?:%\s*)?(?:desc|dcto|dscto|dto|descuento|disc|discount|bonif)\.?(?:\s*%|\s*\(%\))?$/,
  ],
  ['listPrice', /^(?:precio|p\.?)\s*(?:de\s+)?lista$|^list(?:\s+price)?$|^pvp$|^tarifa$/],
  ['netPrice', /^(?:precio|p\.?)\s*neto(?:\s+unit(?:ario)?\.?)?$|^net(?:\s+price)?$|^neto$/],
  [
    'price',
    /^(?:precio|p\.?\s?u\.?|p\.?\s*unit(?:ario)?\.?|pu|vr\.?\s*unit(?:ario)?\.?|valor\s+unit(?:ario)?\.?|costo\s+unit(?:ario)?\.?|unit\s*price|price|rate|unit\s*cost|precio\s+unit(?:ario)?\.?|precio\s+u\.?|importe\s+unit(?:ario)?\.?|\$\s*unit(?:ario)?\.?|p\.\s*unit\.?)(?:\s*\(.*\))?$/,
  ],
  [
    'total',
    /^(?:importe|total|valor|valor\s+total|vr\.?\s*total|amount|ext\.?\s*price|extended(?:\s+price)?|line\s+total|subtotal|monto|importe\s+total|total\s+linea|precio\s+total|total\s+price)(?:\s*\(.*\))?$/,
  ],
  ['quantity', /^(?:cantidad|cant\.?|qty\.?|quantity|cantid\.?|q|ctd\.?|uds\.?|unidades)$/],
  [
    'unit',
    /^(?:unidad|unid\.?|u\.?\s?m\.?|u\/m|uom|unit|um|ud\.?|und\.?|medida|unidad\s+de\s+medida|u\.?)$/,
  ],
  ['brand', /^(?:marca|brand|manufacturer|fabricante|mfr\.?|make)$/],
  [
    'sku',
    /^(?:codigo|cod\.?|clave|cve\.?|sku|ref\.?|referencia|part\s*(?:#|no\.?|number)|item\s*(?:#|no\.?|code)|articulo|art\.?|catalogo|modelo|model|producto\s+#|code)$/,
  ],
  [
    'description',
    /^(?:descripcion|concepto|producto|detalle|description|item\s+description|product|material|materiales|articulo\s+\/\s+descripcion|descripcion\s+del\s+producto|partida\s+\/\s+descripcion|producto\s*\/\s*servicio|item\s*\/\s*description|service|servicio)$/,
  ],
  ['index', /^(?:#|no\.?|n[°º]\.?|item|partida|part\.?|line|ln|pos\.?|renglon|it\.?)$/],
];

export function roleOfHeader(text: string): ColumnRole | null {
  const folded = fold(text)
    .replace(/[:.]+$/, (m) => (m.includes('.') ? '.' : ''))
    .replace(/\s*:$/, '');
  for (const [role, pattern] of HEADER_WORDS) {
    if (pattern.test(folded) || pattern.test(folded.replace(/\.$/, ''))) return role;
  }
  return null;
}

export type Column = { role: ColumnRole; x0: number; x1: number; header: string };

/** A line is an item-table header when most of its cells are header words of distinct roles. */
export function headerColumns(line: Line): Column[] | null {
  const columns: Column[] = [];
  let unknown = 0;
  for (const cell of line.cells) {
    const role = roleOfHeader(cell.text);
    // An unknown header keeps its own column, so that its values do not spill into a neighbour.
    columns.push({ role: role ?? 'other', x0: cell.x0, x1: cell.x1, header: cell.text });
    if (!role) unknown++;
  }
  // Two columns of one role: the line total is the rightmost, any other role the leftmost.
  for (const role of new Set(columns.map((c) => c.role))) {
    const same = columns.filter((c) => c.role === role);
    if (role === 'other' || same.length < 2) continue;
    const keep = role === 'total' ? same.at(-1) : same[0];
    for (const c of same) if (c !== keep) c.role = 'other';
  }
  const roles = new Set(columns.map((c) => c.role).filter((r) => r !== 'other'));
  const hasAmount =
    roles.has('price') || roles.has('total') || roles.has('netPrice') || roles.has('listPrice');
  const hasWhat = roles.has('description') || roles.has('sku');
  if (roles.size < 3 || !hasAmount || !hasWhat || unknown > roles.size) return null;
  return columns;
}

/** Adds a second header line ("Precio" over "Unit.") to the columns it sits under. */
export function extendHeader(columns: Column[], next: Line): boolean {
  if (next.cells.some((c) => /\d/.test(c.text))) return false;
  const matched = next.cells.map((cell) => columns.find((c) => overlap(c, cell) > 0));
  if (matched.some((c) => !c)) return false;
  next.cells.forEach((cell, i) => {
    const column = matched[i]!;
    const role = roleOfHeader(`${column.header} ${cell.text}`);
    column.header = `${column.header} ${cell.text}`;
    if (role) column.role = role;
    column.x0 = Math.min(column.x0, cell.x0);
    column.x1 = Math.max(column.x1, cell.x1);
  });
  return true;
}

export function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** The column a cell belongs to: the widest overlap, else the nearest column. */
export function columnOf(columns: Column[], cell: Cell): Column | null {
  let best: Column | null = null;
  let bestScore = -Infinity;
  for (const column of columns) {
    const o = overlap(column, cell);
    const score = o > 0 ? o : o * 1.5;
    if (score > bestScore) {
      bestScore = score;
      best = column;
    }
  }
  return best;
}

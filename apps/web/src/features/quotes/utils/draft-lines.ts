import type { SaveQuoteInput } from '@app/shared/schemas/quotes';

/**
 * A line as the reviewer edits it: `key` tells rows apart, saved or not; `unit_learned` marks a unit
 * proposed from the supplier's confirmed quotes rather than read from the document.
 */
export type DraftLine = SaveQuoteInput['lines'][number] & {
  key: string;
  confidence: number;
  /** 0–1 per value as read; below 0.8 the value is marked for a check. */
  field_confidence?: Record<string, number>;
  unit_learned?: boolean;
};

let nextKey = 0;

/** A fresh key for a line that exists only on screen until it is saved. */
export const newLineKey = () => `new${nextKey++}`;

/** The saved lines a line stands for: itself, or those it was split or merged from. */
export function sourceLineIds(line: DraftLine): number[] {
  if (line.id !== null && line.id !== undefined) return [line.id];
  return line.from_line_ids ?? [];
}

export function emptyLine(): DraftLine {
  return {
    key: newLineKey(),
    id: null,
    sku: null,
    description: '',
    brand: null,
    quantity: null,
    unit: null,
    unit_price: null,
    discount_pct: null,
    line_total: null,
    confidence: 1,
  };
}

/**
 * Splits the line with `key` in two (docs/product-rules.md § Quote review on screen): the first
 * keeps every value, the second repeats the description, unit, unit price and discount with the
 * quantity and amount left for the reviewer. Both are new lines that remember the line they came
 * from.
 */
export function splitLine(lines: DraftLine[], key: string): DraftLine[] {
  const index = lines.findIndex((l) => l.key === key);
  const line = lines[index];
  if (!line) return lines;
  const from = sourceLineIds(line);
  const first: DraftLine = { ...line, key: newLineKey(), id: null, from_line_ids: from };
  const second: DraftLine = {
    ...first,
    key: newLineKey(),
    quantity: null,
    line_total: null,
  };
  return [...lines.slice(0, index), first, second, ...lines.slice(index + 1)];
}

/**
 * Merges the lines with `keys` into one new line where the first of them stood: the descriptions
 * joined in order, and each other value the first one given among them (a description that ran
 * onto a second row carries no figures). The new line remembers every line it came from.
 */
export function mergeLines(lines: DraftLine[], keys: ReadonlySet<string>): DraftLine[] {
  const chosen = lines.filter((l) => keys.has(l.key));
  const [head] = chosen;
  if (!head || chosen.length < 2) return lines;
  const firstOf = <K extends keyof DraftLine>(field: K): DraftLine[K] =>
    chosen.map((l) => l[field]).find((v) => v !== null && v !== undefined && v !== '') ??
    head[field];
  const merged: DraftLine = {
    key: newLineKey(),
    id: null,
    sku: firstOf('sku'),
    description: chosen
      .map((l) => l.description?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
    brand: firstOf('brand'),
    quantity: firstOf('quantity'),
    unit: firstOf('unit'),
    unit_price: firstOf('unit_price'),
    discount_pct: firstOf('discount_pct'),
    line_total: firstOf('line_total'),
    confidence: 1,
    from_line_ids: [...new Set(chosen.flatMap(sourceLineIds))],
  };
  const out: DraftLine[] = [];
  for (const line of lines) {
    if (line.key === head.key) out.push(merged);
    else if (!keys.has(line.key)) out.push(line);
  }
  return out;
}

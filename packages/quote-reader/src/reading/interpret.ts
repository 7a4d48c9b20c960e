import Decimal from 'decimal.js';
import { repairLine, repairTotals, sumTotals } from '../checks/arithmetic.ts';
import type { Line } from '../layout/line.ts';
import type { LineValueKey, ReadResult } from '../result.ts';
import { readHeader } from './header.ts';
import { agrees, itemsFromRows, toLineItems, type ItemDraft } from './items.ts';
import { currencyDecimals, styleEvidence, toDecimalText, type NumberStyle } from './numbers.ts';
import { readLooseRow } from './loose-row.ts';
import { ocrNormalized, withLeadingZeroDecimals } from './ocr-text.ts';
import { readProseLine } from './prose.ts';
import { unfoldSideBySide } from './side-by-side.ts';
import { readTables, sitsUnder } from './table.ts';
import { isTotalsLabel, readTotals, type TotalEntry, type TotalKind } from './totals.ts';
import { fold } from './text.ts';
import { fixOcrUnit } from './units.ts';

export type InterpretContext = {
  file: string;
  format: string;
  pages: number | null;
  fromAddress?: string | null;
  fromName?: string | null;
  subject?: string | null;
  /** an e-mail's date: the sender's calendar day, ISO */
  date?: string | null;
};

type Reading = {
  style: NumberStyle;
  items: ItemDraft[];
  totals: Map<TotalKind, TotalEntry>;
  score: number;
};

function lastOfEach(entries: TotalEntry[]): Map<TotalKind, TotalEntry> {
  const map = new Map<TotalKind, TotalEntry>();
  for (const entry of entries) map.set(entry.kind, entry);
  return map;
}

const NUMBER_CELL = /^[-−(]?\s*(?:US\$|\$|€)?\s*\d[\d.,\s']*%?\s*€?\)?$/;

/**
 * A row with the text line just below it joined in, when that line holds words only, sits with the
 * row (`sitsUnder`) and each of its cells starts under one of the row's word cells, before the
 * row's next cell (OCR may break a faint note into pieces along its line): the second line of a
 * description, or of a brand. Null when the line below is anything else (a number, text out of
 * line with the row's).
 */
function withContinuation(row: Line, next: Line, after: Line | undefined): Line | null {
  const reach = Math.max(row.height, next.height);
  if (!sitsUnder(next, row, after)) return null;
  if (next.cells.some((c) => NUMBER_CELL.test(c.text.trim()))) return null;
  const cells = row.cells.map((c) => ({ ...c }));
  const ends = row.cells.map((_, k) => row.cells[k + 1]?.x0 ?? Infinity);
  for (const cell of next.cells) {
    const above = cells.find(
      (c, k) =>
        /\p{L}{2}/u.test(c.text) &&
        !NUMBER_CELL.test(c.text.trim()) &&
        cell.x0 >= c.x0 - reach * 1.5 &&
        cell.x0 < ends[k]!,
    );
    if (!above) return null;
    above.text = `${above.text} ${cell.text}`;
    above.x1 = Math.max(above.x1, cell.x1);
  }
  return { ...row, cells, text: cells.map((c) => c.text).join('  ') };
}

/**
 * A table row whose columns do not give quantity × price = total (a header word read wrong, a
 * column the header does not name) is read again by its arithmetic alone: the numbers of the row
 * whose product holds are its quantity, price and total (docs/product-rules.md § Reading quotes).
 * What the table did read (description, code, unit) stays where the arithmetic has nothing.
 */
function byArithmetic(
  item: ItemDraft,
  line: Line,
  style: NumberStyle,
  currency: string | null,
): ItemDraft {
  // Only a product that holds as printed: a scan's misread digits are the repair's to mend.
  const loose = readLooseRow(line, style, currency) ?? readProseLine(line, style, currency);
  if (!loose) return item;
  return {
    ...loose,
    sku: item.sku ?? loose.sku,
    description: item.description.length >= 3 ? item.description : loose.description,
    brand: item.brand ?? loose.brand,
    unitAsWritten: item.unitAsWritten ?? loose.unitAsWritten,
    section: item.section,
    source: item.source,
    // The arithmetic's numbers are placed where it found them; the words where the table read them.
    sources: {
      ...loose.sources,
      ...pickSources(item, ['sku', 'brand', 'unit']),
      ...(item.description.length >= 3 ? pickSources(item, ['description']) : {}),
    },
  };
}

function pickSources(item: ItemDraft, keys: LineValueKey[]): ItemDraft['sources'] {
  const out: ItemDraft['sources'] = {};
  for (const key of keys) {
    const source = item.sources?.[key];
    if (source) out[key] = source;
  }
  return out;
}

function readWithStyle(
  original: Line[],
  style: NumberStyle,
  currency: string | null,
  evidence: number,
  isScan: boolean,
): Reading {
  const lines = isScan ? ocrNormalized(original, style) : original;
  const { rows, used } = readTables(lines);
  const tableRows = isScan ? rows.map((row) => withLeadingZeroDecimals(row, style)) : rows;
  const drafts: { index: number; item: ItemDraft }[] = itemsFromRows(
    tableRows,
    style,
    currency,
  ).map((item, k) => ({
    index: rows[k]!.lineIndex,
    item: item.isConsistent
      ? item
      : byArithmetic(item, lines[rows[k]!.lineIndex]!, style, currency),
  }));
  const isFree = (index: number) => !used.has(index) && !isTotalsLabel(lines[index]!);
  for (let index = 0; index < lines.length; index++) {
    if (!isFree(index)) continue;
    const line = lines[index]!;
    // A row of three cells or more is read as cells first; a sentence or bullet as text.
    const asCells = line.cells.length >= 3 ? readLooseRow(line, style, currency, isScan) : null;
    const prose = asCells ? null : readProseLine(line, style, currency);
    const loose = asCells ?? (prose ? null : readLooseRow(line, style, currency, isScan));
    if (loose) {
      // A row read without a header may go on below, under its own words (a note in smaller type).
      const next = lines[index + 1];
      // A note may read like a totals label ("Entrega en obra"); with no amount it is none.
      const merged =
        next && !used.has(index + 1) ? withContinuation(line, next, lines[index + 2]) : null;
      const longer = merged ? readLooseRow(merged, style, currency, isScan) : null;
      drafts.push({ index, item: longer ?? loose });
      if (longer) index++;
      continue;
    }
    if (prose) {
      drafts.push({ index, item: prose });
      continue;
    }
    // A sentence wrapped onto the next line of a letter, or a description of one or two lines
    // over its figures (a receipt). Lines join two spaces apart, as cells do, so that a number
    // ending one line and a number opening the next are never read as one.
    let joined = line;
    for (let more = 1; more <= 2; more++) {
      const next = lines[index + more];
      const above = lines[index + more - 1]!;
      if (
        !next ||
        !isFree(index + more) ||
        next.page !== line.page ||
        next.y - above.y >= above.height * 2.2
      )
        break;
      joined = {
        ...joined,
        text: `${joined.text}  ${next.text}`,
        cells: [...joined.cells, ...next.cells],
      };
      const wrapped = readProseLine(joined, style, currency);
      if (wrapped && !readProseLine(next, style, currency)) {
        drafts.push({ index, item: wrapped });
        index += more;
        break;
      }
      if (readProseLine(next, style, currency)) break;
    }
  }
  drafts.sort((a, b) => a.index - b.index);
  for (const { index, item } of drafts) {
    const worded = lines[index]!.cells.filter((c) => /\p{L}{2}/u.test(c.text));
    item.ocrConfidence = Math.min(1, ...worded.map((c) => c.confidence ?? 1));
  }
  const items = drafts.map((d) => d.item);
  const firstItemIndex = drafts[0]?.index ?? 0;
  const totals = lastOfEach(readTotals(lines, style, firstItemIndex));
  let score =
    evidence +
    items.filter((i) => i.isConsistent).length * 3 -
    items.filter((i) => !i.isConsistent).length;
  const subtotal = totals.get('subtotal')?.amount;
  if (subtotal && items.length > 0 && agrees(sumTotals(items), subtotal)) score += 5;
  return { style, items, totals, score };
}

/**
 * Last resort for a quote that names no currency and shows no tax id: the tax it charges points
 * to a country (IGIC or IVA 21 % → EUR, IVA 16 % → MXN, sales tax → USD).
 */
function currencyFromTax(label: string, rate: Decimal | null): string | null {
  if (/igic/.test(label)) return 'EUR';
  if (/sales tax/.test(label)) return 'USD';
  if (/iva/.test(label) && rate) {
    if (rate.eq(16) || rate.eq(8)) return 'MXN';
    if (rate.eq(21) || rate.eq(10)) return 'EUR';
  }
  return null;
}

const TAX_NAMES: [RegExp, string][] = [
  [/igic/, 'IGIC'],
  [/iva/, 'IVA'],
  [/vat/, 'VAT'],
  [/tax/, 'Sales tax'],
  [/impuesto/, 'Impuesto'],
];

/**
 * Reads a quote from lines of cells: header, items (tables and prose) and totals, under both
 * number styles; the style whose arithmetic holds best wins. Then the arithmetic checks and
 * repairs what it can.
 */
export function interpret(printed: Line[], ctx: InterpretContext): ReadResult {
  const warnings: string[] = [];
  const lines = unfoldSideBySide(printed);
  const { used } = readTables(lines);
  const header = readHeader(lines, {
    ...(ctx.fromAddress !== undefined
      ? {
          fromAddress: ctx.fromAddress,
          fromName: ctx.fromName ?? null,
          date: ctx.date ?? null,
          subject: ctx.subject ?? null,
        }
      : {}),
    itemLines: used,
  });
  const decimals = currencyDecimals(header.currency);
  const evidence = styleEvidence(lines.map((l) => l.text).join('\n'));
  const readings = (['point', 'comma'] as const).map((style) =>
    readWithStyle(lines, style, header.currency, evidence[style], ctx.format === 'scan'),
  );
  const best = readings.sort((a, b) => b.score - a.score)[0]!;
  const { items, totals } = best;

  if (ctx.format === 'scan') {
    const printedSubtotal = totals.get('subtotal')?.amount;
    const totalsAgree = !!printedSubtotal && agrees(sumTotals(items), printedSubtotal);
    for (const item of items) {
      if (item.unitAsWritten) item.unitAsWritten = fixOcrUnit(item.unitAsWritten, item.description);
      const warning = repairLine(item, decimals, totalsAgree);
      if (warning) warnings.push(warning);
    }
  } else {
    for (const item of items.filter(
      (i) => i.quantity && i.unitPrice && i.lineTotal && !i.isConsistent,
    )) {
      warnings.push(
        `Line "${item.description}": quantity × unit price does not give the printed line total.`,
      );
    }
  }

  const sum = sumTotals(items);
  const subtotalEntry = totals.get('subtotal');
  let subtotal = subtotalEntry?.amount ?? (items.length > 0 ? sum : null);
  if (subtotalEntry?.amount && items.length > 0 && !agrees(sum, subtotalEntry.amount)) {
    warnings.push(
      `The lines add up to ${sum.toFixed()} but the subtotal printed is ${subtotalEntry.amount.toFixed()}.`,
    );
  }
  const discountEntry = totals.get('discount');
  const freightEntry = totals.get('freight');
  const taxEntry = totals.get('tax');
  const totalEntry = totals.get('total');
  // A scan's subtotal OCR misread ("$264,217.33" read 426421733) is the lines' sum when that sum,
  // and not the subtotal read, gives the printed total with the discount, freight and tax.
  let isSubtotalCorrected = false;
  if (ctx.format === 'scan' && subtotalEntry?.amount && totalEntry?.amount && items.length > 0) {
    const printedTotal = totalEntry.amount;
    const composes = (value: Decimal) =>
      agrees(
        value
          .minus(discountEntry?.amount ?? 0)
          .plus(freightEntry?.amount ?? 0)
          .plus(taxEntry?.amount ?? 0),
        printedTotal,
      );
    if (!agrees(sum, subtotalEntry.amount) && composes(sum) && !composes(subtotalEntry.amount)) {
      warnings.push(
        `The subtotal read as ${subtotalEntry.amount.toFixed()} corrected to ${sum.toFixed()}: the lines add up to it and it gives the total.`,
      );
      subtotalEntry.amount = sum;
      subtotal = sum;
      isSubtotalCorrected = true;
    }
  }
  if (ctx.format === 'scan' && subtotal && totalEntry?.amount) {
    const fix = repairTotals({
      subtotal,
      discount: discountEntry?.amount ?? null,
      freight: freightEntry?.amount ?? null,
      tax: taxEntry?.amount ?? null,
      total: totalEntry.amount,
    });
    const entry = fix && totals.get(fix.part);
    if (fix && entry?.amount) {
      warnings.push(
        `The ${fix.part} read as ${entry.amount.toFixed()} corrected to ${fix.value.toFixed()} so that subtotal − discount + freight + tax = total.`,
      );
      entry.amount = fix.value;
    }
  }
  const discount = discountEntry?.amount ?? new Decimal(0);
  const composed = subtotal
    ? subtotal
        .minus(discount)
        .plus(freightEntry?.amount ?? 0)
        .plus(taxEntry?.amount ?? 0)
    : null;
  const total = totalEntry?.amount ?? composed;
  if (totalEntry?.amount && composed && !agrees(composed, totalEntry.amount)) {
    warnings.push(
      `Subtotal − discount + freight + tax = ${composed.toFixed()}, but the total printed is ${totalEntry.amount.toFixed()}.`,
    );
  }
  const taxLabel = taxEntry ? fold(taxEntry.label).replace(/\./g, '') : '';
  const currency = header.currency ?? currencyFromTax(taxLabel, taxEntry?.rate ?? null);

  const isScan = ctx.format === 'scan';
  const totalsAgree =
    !!subtotalEntry?.amount && items.length > 0 && agrees(sum, subtotalEntry.amount);
  const prices = items.filter((i) => i.unitPrice && !i.unitPrice.isZero());
  const pricesHaveDecimals =
    decimals > 0 && prices.filter((i) => !i.unitPrice!.isInteger()).length * 2 > prices.length;
  const lineItems = toLineItems(items, { isScan, totalsAgree, pricesHaveDecimals });
  const totalHolds = !!composed && !!totalEntry?.amount && agrees(composed, totalEntry.amount);
  // Sure only where independent evidence agrees (docs/product-rules.md § Reading quotes): text
  // OCR read is less sure than the same text in a PDF; a field found nowhere is probably not
  // printed (an e-mail without a tax id) unless the document is a scan, where OCR may have lost it.
  const ocr = (value: number) => (isScan ? Math.min(value * 0.9, 0.85) : value);
  const absent = isScan ? 0.5 : 0.85;
  const found = (field: string, value: unknown) =>
    value === null || value === undefined ? absent : ocr(header.confidence[field] ?? 0.6);
  const confidence: Record<string, number> = {
    supplier_name: found('supplier_name', header.supplier.name),
    tax_id: found('tax_id', header.supplier.tax_id),
    quote_number: found('quote_number', header.quoteNumber),
    issue_date: found('issue_date', header.issueDate),
    valid_until: found('valid_until', header.validUntil),
    currency: header.currency ? (header.confidence.currency ?? 0.85) : currency ? 0.6 : absent,
    subtotal: subtotalEntry
      ? isSubtotalCorrected
        ? 0.6
        : totalsAgree
          ? 0.98
          : 0.4
      : items.length > 0
        ? 0.7
        : 0.3,
    tax: taxEntry?.amount ? (totalHolds ? 0.97 : 0.5) : totalHolds || !totalEntry ? 0.85 : 0.5,
    // Freight and the document discount are sure as the tax is: when the total they make holds.
    freight: freightEntry ? (totalHolds ? 0.97 : 0.5) : totalHolds || !totalEntry ? 0.85 : 0.5,
    discount_total: discountEntry
      ? totalHolds
        ? 0.97
        : 0.5
      : totalHolds || !totalEntry
        ? 0.85
        : 0.5,
    total: totalEntry ? (totalHolds ? 0.98 : 0.4) : 0.6,
    line_items: lineItems.length ? Math.min(...lineItems.map((l) => l.confidence)) : 0,
  };
  return {
    file: ctx.file,
    format: ctx.format,
    pages: ctx.pages,
    language: header.language,
    supplier: header.supplier,
    customer_name: header.customer,
    quote_number: header.quoteNumber,
    issue_date: header.issueDate,
    valid_until: header.validUntil,
    validity_days: header.validityDays,
    currency,
    line_items: lineItems,
    subtotal: toDecimalText(subtotal),
    discount_total: toDecimalText(discount),
    discount_pct: toDecimalText(discountEntry?.rate ?? null),
    freight: freightEntry
      ? {
          amount: toDecimalText(freightEntry.amount) ?? '0',
          included: freightEntry.included,
          label: freightEntry.label,
        }
      : null,
    tax: taxEntry?.amount
      ? {
          name: TAX_NAMES.find(([p]) => p.test(taxLabel))?.[1] ?? taxEntry.label,
          rate: toDecimalText(taxEntry.rate),
          amount: toDecimalText(taxEntry.amount) ?? '0',
        }
      : null,
    total: toDecimalText(total),
    payment_terms: header.payment,
    delivery_time: header.delivery,
    notes: header.notes,
    exclusions: header.exclusions,
    confidence,
    source: {
      ...header.sources,
      subtotal: subtotalEntry?.source ?? null,
      discount_total: discountEntry?.source ?? null,
      freight: freightEntry?.source ?? null,
      total: totalEntry?.source ?? null,
      tax: taxEntry?.source ?? null,
    },
    warnings,
  };
}

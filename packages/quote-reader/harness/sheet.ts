import type { TruthLine, TruthQuote } from './quote.ts';
import { decimalsOf } from './quote.ts';
import {
  COLUMN_WORDS,
  LABELS,
  TAX_WORD,
  formatDate,
  formatMoney,
  formatNumber,
  formatQuantity,
  type Column,
  type Language,
  type NumberStyle,
} from './words.ts';

/**
 * A rendered quote before it becomes bytes: pages of positioned text runs and rules, in PDF points.
 * The PDF renderer (pdfkit) and the image renderer (SVG through sharp) draw the same sheet, so a
 * scan variation shows exactly what its PDF variation shows.
 */
export type Font = 'sans' | 'bold' | 'serif' | 'mono' | 'script';
export type Run = {
  x: number;
  y: number;
  text: string;
  size: number;
  font: Font;
  /** Right-aligned runs end at `x`. */
  align?: 'left' | 'right';
  /** Degrees, for handwritten-looking runs. */
  tilt?: number;
};
export type Rule = { x0: number; y0: number; x1: number; y1: number };
export type SheetPage = { runs: Run[]; rules: Rule[] };
export type Sheet = { width: number; height: number; pages: SheetPage[] };

export type ItemsStyle =
  | 'table'
  | 'headerless'
  | 'sentences'
  | 'bullets'
  | 'qty-in-description'
  | 'receipt'
  | 'two-column';

export type Style = {
  language: Language;
  /** Which synonym of each header word (index, wraps around). */
  synonym: number;
  headerCase: 'as-is' | 'upper' | 'lower';
  columns: Column[];
  rules: 'none' | 'header' | 'grid';
  items: ItemsStyle;
  font: 'sans' | 'serif' | 'mono';
  wrapName: boolean;
  numberStyle: NumberStyle;
  longDates: boolean;
  landscape: boolean;
  /** Narrow till roll (receipts). */
  narrow: boolean;
  /** Totals written by hand (image renders tilt and jitter them). */
  handTotals: boolean;
  invoice: boolean;
  /**
   * The last words of each description as a note under it, in smaller type and set a little
   * lower than a second line ("Entrega en obra", "Según especificación del proyecto").
   */
  itemNotes: boolean;
};

export function defaultStyle(quote: TruthQuote): Style {
  const language = (['es', 'en'].includes(quote.language) ? quote.language : 'es') as Language;
  const numberStyle = (quote.meta.number_style === 'eu' ? 'eu' : 'us') as NumberStyle;
  const columns: Column[] = ['no'];
  if (quote.line_items.some((line) => line.sku)) columns.push('sku');
  columns.push('description');
  if (quote.line_items.some((line) => line.brand)) columns.push('brand');
  columns.push('quantity', 'unit', 'unit_price');
  if (quote.line_items.some((line) => line.discount_pct !== null)) columns.push('discount');
  columns.push('amount');
  return {
    language,
    synonym: 0,
    headerCase: 'as-is',
    columns,
    rules: 'header',
    items: 'table',
    font: 'sans',
    wrapName: false,
    numberStyle,
    longDates: false,
    landscape: false,
    narrow: false,
    handTotals: false,
    invoice: false,
    itemNotes: false,
  };
}

/** Width of a text in points, estimated (the fonts differ by renderer; columns leave room). */
export function textWidth(text: string, size: number, font: Font): number {
  return text.length * size * (font === 'mono' ? 0.6 : font === 'bold' ? 0.58 : 0.53);
}

function wrap(text: string, width: number, size: number, font: Font): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, font) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes runs down the page, starting a new page when the bottom is reached. */
class Writer {
  readonly sheet: Sheet;
  y: number;
  readonly margin: number;
  constructor(width: number, height: number, margin: number) {
    this.sheet = { width, height, pages: [{ runs: [], rules: [] }] };
    this.margin = margin;
    this.y = margin;
  }
  get page(): SheetPage {
    return this.sheet.pages.at(-1)!;
  }
  get right(): number {
    return this.sheet.width - this.margin;
  }
  need(height: number): void {
    if (this.y + height > this.sheet.height - this.margin) {
      this.sheet.pages.push({ runs: [], rules: [] });
      this.y = this.margin;
    }
  }
  text(x: number, text: string, size: number, font: Font, align: 'left' | 'right' = 'left'): void {
    if (text) this.page.runs.push({ x, y: this.y, text, size, font, align });
  }
  rule(x0: number, x1: number, y = this.y): void {
    this.page.rules.push({ x0, y0: y, x1, y1: y });
  }
  down(height: number): void {
    this.y += height;
  }
}

export type Printed = {
  money(value: number): string;
  number(value: number): string;
  quantity(value: number): string;
  date(iso: string): string;
};

export function printer(quote: TruthQuote, style: Style): Printed {
  const decimals = decimalsOf(quote.currency);
  return {
    money: (value) => formatMoney(value, quote.currency, decimals, style.numberStyle),
    number: (value) => formatNumber(value, decimals, style.numberStyle),
    quantity: (value) => formatQuantity(value, style.numberStyle),
    date: (iso) => formatDate(iso, style.language, style.longDates),
  };
}

export function headerWord(column: Column, style: Style): string {
  const words = COLUMN_WORDS[style.language][column];
  const word = words[style.synonym % words.length]!;
  return style.headerCase === 'upper'
    ? word.toLocaleUpperCase(style.language)
    : style.headerCase === 'lower'
      ? word.toLocaleLowerCase(style.language)
      : word;
}

/** A line's cell text for a column. */
export function cellText(line: TruthLine, column: Column, print: Printed): string {
  switch (column) {
    case 'no':
      return String(line.line_no);
    case 'sku':
      return line.sku ?? '';
    case 'description':
      return line.description;
    case 'brand':
      return line.brand ?? '';
    case 'quantity':
      return print.quantity(line.quantity);
    case 'unit':
      return line.unit_as_written;
    case 'unit_price':
      return print.number(line.unit_price);
    case 'discount':
      return line.discount_pct === null ? '' : `${line.discount_pct}%`;
    case 'net_price':
      return print.number(
        Number((line.unit_price * (1 - (line.discount_pct ?? 0) / 100)).toFixed(2)),
      );
    case 'amount':
      return print.number(line.line_total);
  }
}

const NUMERIC: ReadonlySet<Column> = new Set([
  'no',
  'quantity',
  'unit_price',
  'discount',
  'net_price',
  'amount',
]);

/** The sentence of a letter or a bullet for one line, in the style's language. */
export function itemSentence(
  line: TruthLine,
  quote: TruthQuote,
  style: Style,
  bullet: boolean,
): string {
  const print = printer(quote, style);
  const words = LABELS[style.language];
  const of = words.of ? ` ${words.of}` : '';
  const what = `${print.quantity(line.quantity)} ${line.unit_as_written}${of} ${line.description}`;
  const discount = line.discount_pct ? ` (-${line.discount_pct}%)` : '';
  if (bullet)
    return `* ${what}: ${print.money(line.unit_price)} ${words.each}${discount} = ${print.money(line.line_total)}`;
  return `${line.line_no}.- ${what} ${words.at} ${print.money(line.unit_price)} ${words.per} ${line.unit_as_written}${discount}, ${words.amount_word} ${print.money(line.line_total)}.`;
}

/** Title, supplier block, quote number, dates and customer. */
function writeHeader(w: Writer, quote: TruthQuote, style: Style, base: number): void {
  const words = LABELS[style.language];
  const print = printer(quote, style);
  const name = quote.supplier.name ?? '';
  const nameSize = style.narrow ? base + 1 : base + 5;
  if (style.wrapName && name.includes(' ')) {
    const parts = name.split(' ');
    const cut = Math.max(1, parts.length - 2);
    w.text(w.margin, parts.slice(0, cut).join(' '), nameSize, 'bold');
    w.down(nameSize * 1.2);
    w.text(w.margin, parts.slice(cut).join(' '), nameSize, 'bold');
  } else {
    for (const part of wrap(name, w.right - w.margin, nameSize, 'bold')) {
      w.text(w.margin, part, nameSize, 'bold');
      w.down(nameSize * 1.2);
    }
    w.down(-nameSize * 1.2);
  }
  w.down(nameSize * 1.4);
  const contact = [quote.supplier.address, quote.supplier.phone, quote.supplier.email].filter(
    (part): part is string => Boolean(part),
  );
  for (const part of contact) {
    for (const piece of wrap(part, w.right - w.margin, base - 1, 'sans')) {
      w.text(w.margin, piece, base - 1, 'sans');
      w.down(base * 1.3);
    }
  }
  if (quote.supplier.tax_id) {
    const label =
      style.language === 'es' || style.language === 'en'
        ? (quote.supplier.tax_id_type ?? words.tax_id)
        : words.tax_id;
    w.text(w.margin, `${label}: ${quote.supplier.tax_id}`, base - 1, 'sans');
    w.down(base * 1.3);
  }
  w.down(base);
  w.text(w.margin, style.invoice ? words.invoice : words.quote, base + 3, 'bold');
  w.down(base * 1.8);
  const facts: string[] = [];
  if (quote.quote_number)
    facts.push(
      `${style.invoice ? words.invoice_number : words.quote_number}: ${quote.quote_number}`,
    );
  if (quote.issue_date) facts.push(`${words.date}: ${print.date(quote.issue_date)}`);
  if (quote.validity_days) facts.push(`${words.validity}: ${quote.validity_days} ${words.days}`);
  else if (quote.valid_until) facts.push(`${words.valid_until}: ${print.date(quote.valid_until)}`);
  if (quote.customer_name) facts.push(`${words.customer}: ${quote.customer_name}`);
  for (const fact of facts) {
    w.text(w.margin, fact, base, 'sans');
    w.down(base * 1.4);
  }
  w.down(base);
}

type Slot = { column: Column; x: number; width: number; right: boolean };

function slots(
  columns: Column[],
  left: number,
  right: number,
  size: number,
  quote: TruthQuote,
  style: Style,
): Slot[] {
  const print = printer(quote, style);
  const natural = columns.map((column) => {
    const texts = [
      headerWord(column, style),
      ...quote.line_items.map((line) => cellText(line, column, print)),
    ];
    const widest = Math.max(
      ...texts.map((text) => textWidth(text, size, style.font === 'mono' ? 'mono' : 'sans')),
    );
    return column === 'description' ? Math.min(widest, 60 * size) : widest;
  });
  const gap = size * 1.2;
  const fixed = natural.reduce(
    (sum, width, i) => sum + (columns[i] === 'description' ? 0 : width + gap),
    0,
  );
  const descriptionWidth = Math.max(size * 8, right - left - fixed - gap);
  let x = left;
  return columns.map((column, i) => {
    const width =
      column === 'description' ? Math.min(descriptionWidth, natural[i]! + gap) : natural[i]!;
    const slot = { column, x, width, right: NUMERIC.has(column) };
    x += width + gap;
    return slot;
  });
}

function writeTable(
  w: Writer,
  quote: TruthQuote,
  style: Style,
  lines: TruthLine[],
  left: number,
  right: number,
  size: number,
  withHeader: boolean,
): void {
  const font: Font = style.font === 'mono' ? 'mono' : style.font === 'serif' ? 'serif' : 'sans';
  const print = printer(quote, style);
  const table = slots(style.columns, left, right, size, quote, style);
  const rowHeight = size * 1.5;
  const gridRule = () => {
    if (style.rules === 'grid') w.rule(left, right, w.y - size * 0.35);
  };
  if (withHeader) {
    w.need(rowHeight * 2);
    if (style.rules !== 'none') w.rule(left, right, w.y - size * 0.35);
    for (const slot of table)
      w.text(
        slot.right ? slot.x + slot.width : slot.x,
        headerWord(slot.column, style),
        size,
        'bold',
        slot.right ? 'right' : 'left',
      );
    w.down(rowHeight);
    if (style.rules !== 'none') w.rule(left, right, w.y - size * 0.35);
  }
  let section: string | null = null;
  for (const line of lines) {
    if (line.section && line.section !== section) {
      section = line.section;
      w.need(rowHeight * 2);
      w.text(left, section, size, 'bold');
      w.down(rowHeight);
    }
    const { text, note } = style.itemNotes
      ? splitNote(line.description)
      : { text: line.description, note: null };
    const description = wrap(
      text,
      table.find((slot) => slot.column === 'description')?.width ?? 200,
      size,
      font,
    );
    const noteSize = size * 0.8;
    const noteDrop = note ? size * 1.35 : 0;
    w.need(rowHeight * description.length + noteDrop);
    gridRule();
    for (const slot of table) {
      if (slot.column === 'description') {
        description.forEach((part, i) =>
          w.page.runs.push({ x: slot.x, y: w.y + i * size * 1.15, text: part, size, font }),
        );
        if (note)
          w.page.runs.push({
            x: slot.x,
            y: w.y + (description.length - 1) * size * 1.15 + noteDrop,
            text: note,
            size: noteSize,
            font,
          });
      } else {
        w.text(
          slot.right ? slot.x + slot.width : slot.x,
          cellText(line, slot.column, print),
          size,
          font,
          slot.right ? 'right' : 'left',
        );
      }
    }
    w.down(rowHeight + (description.length - 1) * size * 1.15 + noteDrop);
  }
  if (style.rules !== 'none') w.rule(left, right, w.y - size * 0.35);
  w.down(size * 0.5);
}

/** A description's last two or three words as its note (four words or more), the rest above. */
function splitNote(description: string): { text: string; note: string | null } {
  const words = description.split(' ');
  if (words.length < 4) return { text: description, note: null };
  const cut = words.length - Math.min(3, Math.floor(words.length / 2));
  return { text: words.slice(0, cut).join(' '), note: words.slice(cut).join(' ') };
}

/** Subtotal, discount, freight, tax and total, labels left of right-aligned amounts. */
function writeTotals(w: Writer, quote: TruthQuote, style: Style, size: number): void {
  const words = LABELS[style.language];
  const print = printer(quote, style);
  const rows: [string, string][] = [[words.subtotal, print.money(quote.subtotal)]];
  if (quote.discount_total)
    rows.push([
      `${words.discount}${quote.discount_pct ? ` ${quote.discount_pct}%` : ''}`,
      `-${print.money(quote.discount_total)}`,
    ]);
  if (quote.freight)
    rows.push([
      quote.freight.label,
      quote.freight.included ? words.included : print.money(quote.freight.amount),
    ]);
  if (quote.tax)
    rows.push([
      `${quote.tax.name || TAX_WORD[style.language]} ${quote.tax.rate}%`,
      print.money(quote.tax.amount),
    ]);
  rows.push([words.total, print.money(quote.total)]);
  w.need(rows.length * size * 1.6 + size);
  const labelX = w.right - (style.narrow ? w.right - w.margin : 230);
  for (const [label, value] of rows) {
    w.text(labelX, label, size, label === words.total ? 'bold' : 'sans');
    if (style.handTotals)
      w.page.runs.push({
        x: w.right,
        y: w.y,
        text: value,
        size: size * 1.5,
        font: 'script',
        align: 'right',
        tilt: -2,
      });
    else w.text(w.right, value, size, label === words.total ? 'bold' : 'sans', 'right');
    w.down(size * (style.handTotals ? 2 : 1.6));
  }
  if (!quote.tax) {
    w.text(w.margin, words.plus_tax, size - 1, 'sans');
    w.down(size * 1.6);
  }
}

function writeFooter(w: Writer, quote: TruthQuote, size: number): void {
  w.down(size);
  for (const note of [quote.payment_terms, quote.delivery_time, quote.notes, ...quote.exclusions]) {
    if (!note) continue;
    for (const part of wrap(note, w.right - w.margin, size - 1, 'sans')) {
      w.need(size * 1.4);
      w.text(w.margin, part, size - 1, 'sans');
      w.down(size * 1.4);
    }
  }
}

function writeParagraphs(w: Writer, texts: string[], size: number, font: Font, indent = 0): void {
  for (const text of texts) {
    const parts = wrap(text, w.right - w.margin - indent, size, font);
    w.need(parts.length * size * 1.35);
    parts.forEach((part, i) => {
      w.text(w.margin + (i === 0 ? 0 : indent), part, size, font);
      w.down(size * 1.35);
    });
    w.down(size * 0.4);
  }
}

/** Lays a quote out on pages in the given style. */
export function composeSheet(quote: TruthQuote, style: Style): Sheet {
  const [width, height] = style.narrow ? [226, 1100] : style.landscape ? [842, 595] : [612, 792];
  const margin = style.narrow ? 14 : 48;
  const base = style.narrow ? 8 : 9.5;
  const w = new Writer(width, height, margin);
  writeHeader(w, quote, style, base);
  const font: Font = style.font === 'mono' ? 'mono' : style.font === 'serif' ? 'serif' : 'sans';
  switch (style.items) {
    case 'table':
    case 'headerless':
      writeTable(
        w,
        quote,
        style,
        quote.line_items,
        w.margin,
        w.right,
        base - 0.5,
        style.items === 'table',
      );
      break;
    case 'qty-in-description': {
      const inDescription = quote.line_items.map((line) => ({
        ...line,
        description: `${line.description} (${printer(quote, style).quantity(line.quantity)} ${line.unit_as_written})`,
      }));
      writeTable(
        w,
        { ...quote, line_items: inDescription },
        { ...style, columns: style.columns.filter((c) => c !== 'quantity' && c !== 'unit') },
        inDescription,
        w.margin,
        w.right,
        base - 0.5,
        true,
      );
      break;
    }
    case 'two-column': {
      const half = Math.ceil(quote.line_items.length / 2);
      const top = w.y;
      const middle = (w.margin + w.right) / 2;
      const narrow = {
        ...style,
        columns: style.columns.filter((c) => c !== 'sku' && c !== 'brand' && c !== 'no'),
      };
      writeTable(
        w,
        quote,
        narrow,
        quote.line_items.slice(0, half),
        w.margin,
        middle - 8,
        base - 1.5,
        true,
      );
      const bottom = w.y;
      w.y = top;
      writeTable(
        w,
        quote,
        narrow,
        quote.line_items.slice(half),
        middle + 8,
        w.right,
        base - 1.5,
        true,
      );
      w.y = Math.max(bottom, w.y);
      break;
    }
    case 'sentences':
      writeParagraphs(
        w,
        quote.line_items.map((line) => itemSentence(line, quote, style, false)),
        base,
        font,
        14,
      );
      break;
    case 'bullets':
      writeParagraphs(
        w,
        quote.line_items.map((line) => itemSentence(line, quote, style, true)),
        base,
        font,
        10,
      );
      break;
    case 'receipt': {
      const print = printer(quote, style);
      for (const line of quote.line_items) {
        writeParagraphs(w, [line.description], base, 'mono');
        w.down(-base * 0.4);
        w.text(
          w.margin + 6,
          `${print.quantity(line.quantity)} ${line.unit_as_written} x ${print.number(line.unit_price)}`,
          base,
          'mono',
        );
        w.text(w.right, print.number(line.line_total), base, 'mono', 'right');
        w.down(base * 1.6);
      }
      break;
    }
  }
  w.down(base);
  writeTotals(w, quote, style, base);
  writeFooter(w, quote, base);
  return w.sheet;
}

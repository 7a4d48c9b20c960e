import type Decimal from 'decimal.js';
import { spanSource, type Line } from '../layout/line.ts';
import type { Source } from '../result.ts';
import { findNumbers, type NumberStyle } from './numbers.ts';
import { fold } from './text.ts';

export type TotalKind = 'subtotal' | 'discount' | 'freight' | 'tax' | 'total';

const LABELS: [TotalKind, RegExp][] = [
  [
    'subtotal',
    /^(?:sub[\s-]?total(?:\s+(?:neto|general|sin\s+iva|antes\s+de\s+(?:iva|impuestos)))?|suma(?:\s+total)?|merchandise(?:\s+total)?|valor\s+antes\s+de\s+iva|total\s+antes\s+de\s+(?:iva|impuestos)|total\s+sin\s+iva|base\s+imponible|importe\s+neto|neto|total\s+neto\s+sin\s+iva|materials?\s+total|net\s+total|total\s+materiales|total\s+bruto|importe\s+bruto|suma\s+parcial|total\s+partidas|net\s+amount|total\s+before\s+tax(?:es)?|total\s+merchandise|materials|sous[\s-]total|total\s+ht|montant\s+ht|zwischensumme|nettobetrag|summe\s+netto|netto(?:betrag)?|subtotaal|totaal\s+excl(?:\.|usief)?\s+btw|imponibile|totale\s+imponibile|wartosc\s+netto|razem\s+netto|total\s+excl(?:\.|uding)?\s+(?:vat|tax)|base\s+tributavel|subtotal\s+sem\s+iva)$/,
  ],
  [
    'discount',
    /^(?:(?:contractor|volume|special|trade|commercial)\s+)?(?:descuento|dcto|dto|bonificacion|discount|rebate)(?:\s+(?:comercial|general|especial|por\s+volumen|pronto\s+pago))?\.?$/,
  ],
  [
    'freight',
    /^(?:flete|fletes|portes|envio|despacho|delivery|freight|shipping|transporte|acarreo|entrega|costo\s+de\s+(?:envio|flete|entrega)|cargo\s+por\s+(?:entrega|flete|envio)|shipping\s+(?:&|and)\s+handling|freight\s+charges?|delivery\s+(?:fee|charge))(?:\s+(?:a|en|de|to)\s+(?:obra|jobsite|site|domicilio))?(?:\s+(?:y\s+)?(?:maniobras|charge|cost))?$/,
  ],
  [
    'tax',
    /^(?:iva|i\.v\.a\.?|igic|igv|vat|sales\s+tax|tax|impuesto(?:s)?|itbms|state\s+tax|tva|mwst\.?|ust|umsatzsteuer|btw|podatek\s+vat|imposta|vat\s+amount)(?:\s+\(?\s*(?:tasa\s+)?\d+(?:[.,]\d+)?\s*%\s*\)?)?$/,
  ],
  [
    'total',
    /^(?:total|gran\s+total|grand\s+total|total\s+a\s+pagar|monto\s+total|importe\s+total|total\s+neto|total\s+general|valor\s+total|total\s+cotizacion|total\s+presupuesto|total\s+quote|total\s+due|amount\s+due|total\s+(?:mxn|usd|eur|cop|clp)|total\s+con\s+iva|total\s+iva\s+incluido|total\s+m\.?\s?n\.?|gesamtbetrag|gesamtsumme|endbetrag|rechnungsbetrag|totaal|totaal\s+incl(?:\.|usief)?\s+btw|te\s+betalen|montant\s+ttc|total\s+ttc|net\s+a\s+payer|razem|razem\s+brutto|do\s+zaplaty|totale|totale\s+documento|totale\s+fattura|balance\s+due|invoice\s+total|total\s+amount|total\s+incl(?:\.|uding)?\s+(?:vat|tax)|valor\s+total\s+da\s+nota|total\s+(?:a\s+)?pagar)$/,
  ],
];

const INCLUDED =
  /^(?:incluido|incluidos|incluida|included|free|gratis|sin\s+cargo|bonificado|pagados|no\s+charge|\$?\s*0(?:[.,]0+)?)$/;

/** The label of a totals line: its text without amounts, percentages, currency marks and colons. */
function labelOf(text: string): string {
  return fold(text)
    .replace(/(?:us\$|\$|€|£|\b(?:mxn|usd|eur|cop|clp|pln|gbp|chf|zl)\b)/g, ' ')
    .replace(/-?\(?\d[\d.,\s]*\)?(?!\s*%)/g, (m) => (/%/.test(m) ? m : ' '))
    .replace(/[:=]|(?<=\s|^)[-−](?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function totalKind(text: string): TotalKind | null {
  const label = labelOf(text)
    .replace(/\s*\(?\s*\d+(?:[.,]\d+)?\s*%\s*\)?\s*/, (m) => m)
    .trim();
  for (const [kind, pattern] of LABELS) {
    if (pattern.test(label)) return kind;
    const withoutRate = label.replace(/\s*\(?\d+(?:[.,]\d+)?\s*%\)?/, '').trim();
    if (pattern.test(withoutRate)) return kind;
    const withoutIncluded = label.replace(
      /\s+(?:incluido|incluidos|included|free|gratis|pagados|sin cargo)$/,
      '',
    );
    if (kind === 'freight' && withoutIncluded !== label && pattern.test(withoutIncluded))
      return kind;
  }
  return null;
}

export function isTotalsLabel(line: Line): boolean {
  const first = line.cells.findIndex((c) => /\p{L}/u.test(c.text));
  if (first < 0) return false;
  return (
    totalKind(
      line.cells
        .slice(first)
        .map((c) => c.text)
        .join(' '),
    ) !== null
  );
}

export type TotalEntry = {
  kind: TotalKind;
  label: string;
  amount: Decimal | null;
  rate: Decimal | null;
  included: boolean;
  source: Source;
  lineIndex: number;
};

/** Reads every totals line ("Subtotal $1,234.00", "IVA 16%: 197.44", "Portes: Incluido"). */
export function readTotals(lines: Line[], style: NumberStyle, from = 0): TotalEntry[] {
  const entries: TotalEntry[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    // Labels sit in a cell; sheets and prose may hold several label/amount pairs on one line.
    const segments = splitSegments(line.text);
    let cursor = 0;
    for (const segment of segments) {
      const start = line.text.indexOf(segment.split(/\s+/)[0]!, cursor);
      if (start >= 0) cursor = start;
      const kind = totalKind(segment);
      if (!kind) continue;
      const rawLabel = segment
        .replace(/[:=].*$/, '')
        .replace(/\s*\(?\s*-?\$?\d[\d.,\s]*%?\s*\)?.*$/, '')
        .trim();
      const numbers = findNumbers(segment, style);
      const rateToken = numbers.find((n) => n.percent);
      const amounts = numbers.filter((n) => !n.percent);
      const amount = amounts.at(-1)?.value ?? null;
      const valueText = fold(segment.replace(/^[^:=]*[:=]/, '')).trim();
      const included =
        (amount === null && INCLUDED.test(valueText.replace(/^.*\s(?=\S+$)/, ''))) ||
        (/\b(?:incluido|included|free|pagados|gratis)\b/.test(fold(segment)) &&
          (amount === null || amount.isZero()));
      // The amount's own place, not its label's (docs/product-rules.md § Reading quotes).
      let amountSource: Source | null = null;
      for (const n of numbers) {
        const at = line.text.indexOf(n.raw, cursor);
        if (at < 0) break;
        cursor = at + n.raw.length;
        if (n === amounts.at(-1)) amountSource = spanSource(line, at, cursor);
      }
      if (amount === null && !included) continue;
      entries.push({
        kind,
        label: kind === 'freight' ? rawLabel || segment : rawLabel,
        amount: amount ? (kind === 'discount' ? amount.abs() : amount) : null,
        rate: rateToken?.value ?? null,
        included,
        source: amountSource ?? line.source,
        lineIndex: i,
      });
    }
  }
  return entries;
}

/** A line such as "Subtotal: $10 · IVA 16%: $1.60" holds several label/amount pairs. */
function splitSegments(text: string): string[] {
  const parts = text
    .split(/\s{2,}(?=\p{L})|\s[·|]\s|;\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const merged: string[] = [];
  for (const part of parts) {
    if (merged.length > 0 && !/\p{L}/u.test(part)) merged[merged.length - 1] += ` ${part}`;
    else merged.push(part);
  }
  // A label alone in its cell with the amount in the next cell: join them back.
  const joined: string[] = [];
  for (let i = 0; i < merged.length; i++) {
    const part = merged[i]!;
    if (
      !/\d/.test(part.replace(/\d+(?:[.,]\d+)?\s*%/, '')) &&
      i + 1 < merged.length &&
      !totalKind(merged[i + 1]!)
    ) {
      joined.push(`${part} ${merged[i + 1]}`);
      i++;
    } else joined.push(part);
  }
  return joined.length > 0 ? joined : [text];
}

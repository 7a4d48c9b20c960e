import type Decimal from 'decimal.js';
import type { Line } from '../layout/line.ts';
import { inlineBrand } from './brand.ts';
import { agrees, expectedTotal, type ItemDraft } from './items.ts';
import { currencyDecimals, findNumbers, type NumberStyle } from './numbers.ts';
import { unitCode } from './units.ts';

const LEAD = /^\s*(?:[-•*·]\s*|\d{1,2}[.)]\s+)?(?:por|for|son|are)?\s*/i;
const PACK =
  /^(?:\d+(?:[.,]\d+)?\s?(?:kg|kgs|l|lt|lts|m|m2|m²|m3|m³|lb|lbs|gal|ft|mm|cm)\.?|c\/\s?\d+|de\s+\d+(?:[.,]\d+)?\s?(?:kg|l|lt|m|lb))$/i;
const CONNECTOR =
  /\s*(?:se\s+l[oa]s?\s+dejo\s+en|se\s+l[oa]s?\s+ofrezco\s+(?:en|a)|le[s]?\s+(?:queda|quedan)\s+(?:en|a)|el\s+precio\s+(?:unitario\s+)?es(?:\s+de)?|a\s+un\s+precio\s+(?:unitario\s+)?de|precio\s+unitario|con\s+precio\s+de|(?<=^|\s)(?:at|@|a|por|for|x|en)|[:=—–\-,(]|us\$|\$|€)\s*$/i;

/** The unit after a quantity in prose: one unit word, perhaps with a pack size ("sacos 25 kg"). */
function readUnit(words: string[]): { unit: string; used: number } | null {
  const first = words[0];
  if (!first || !unitCode(first.replace(/[,:;]$/, ''))) return null;
  for (let extra = 3; extra >= 1; extra--) {
    const pack = words
      .slice(1, 1 + extra)
      .join(' ')
      .replace(/[,:;]$/, '');
    if (words.length > extra && PACK.test(pack))
      return { unit: `${first} ${pack}`, used: 1 + extra };
  }
  return { unit: first.replace(/[,:;]$/, ''), used: 1 };
}

/**
 * Reads an item written as a sentence: "400 bultos de cemento … a $245.00 c/u", "Por 500 m² de
 * placa … el precio es 4,38 € (importe 2.190,00 €)". The quantity opens the line, the unit
 * follows, and the arithmetic picks the unit price and total among the numbers after it.
 */
export function readProseLine(
  line: Line,
  style: NumberStyle,
  currency: string | null,
): ItemDraft | null {
  const text = line.text.replace(/\s{2,}/g, ' ');
  const lead = LEAD.exec(text)?.[0] ?? '';
  const numbers = findNumbers(text, style);
  const first = numbers[0];
  if (!first || first.index !== lead.length || first.percent) return null;
  const quantity = first.value;
  const restStart = first.index + first.raw.length;
  const words = text.slice(restStart).trim().split(/\s+/);
  const unit = readUnit(words);
  if (!unit) return null;
  const afterUnit = words.slice(unit.used).join(' ');
  const descStart = text.indexOf(afterUnit, restStart);
  const rest = numbers.filter((n) => n.index >= descStart && !n.percent);
  const decimals = currencyDecimals(currency);
  let pick: { price: (typeof rest)[number]; total: Decimal | null } | null = null;
  for (let j = rest.length - 1; j >= 0 && !pick; j--) {
    for (let i = j - 1; i >= 0; i--) {
      if (agrees(expectedTotal(quantity, rest[i]!.value, null, decimals), rest[j]!.value)) {
        pick = { price: rest[i]!, total: rest[j]!.value };
        break;
      }
    }
  }
  if (!pick) {
    const each = /(?:c\/u|cada\s+un[oa]|each|por\s+unidad|\/\s*(?:u|ud|un|pza|ea))/i;
    const last = rest.at(-1);
    if (!last || !each.test(text.slice(last.index))) return null;
    pick = { price: last, total: expectedTotal(quantity, last.value, null, decimals) };
  }
  let description = text.slice(descStart, pick.price.index);
  description = description.replace(/^\s*(?:de|of|del)\s+/i, '');
  for (let k = 0; k < 6; k++) description = description.replace(CONNECTOR, '');
  description = description.trim();
  if (!/\p{L}{2}/u.test(description)) return null;
  return {
    sku: null,
    description,
    brand: inlineBrand(description),
    quantity,
    unitAsWritten: unit.unit,
    unitPrice: pick.price.value,
    discountPct: null,
    lineTotal: pick.total,
    section: null,
    source: line.source,
    isConsistent: true,
  };
}

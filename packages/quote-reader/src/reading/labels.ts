import { textSource, type Line } from '../layout/line.ts';
import type { Source } from '../result.ts';
import { fold } from './text.ts';

export type Field =
  | 'supplier'
  | 'quoteNumber'
  | 'issueDate'
  | 'validUntil'
  | 'customer'
  | 'payment'
  | 'delivery'
  | 'notes'
  | 'exclusions'
  | 'phone'
  | 'taxId'
  | 'email'
  | 'address'
  | 'currency';

/** Labels of header fields in Spanish and English (folded: no accents, lower case). */
const LABELS: [Field, RegExp][] = [
  [
    'quoteNumber',
    /^(?:no\.?\s+(?:de\s+)?(?:cotizacion|presupuesto|oferta|factura)|(?:invoice|factura|fatura|facture|rechnung|factuur|faktura|fattura|angebot|offerte|devis|orcamento|pressupost)\s*(?:#|no\.?|n[°º]\.?|nr\.?|num\.?|numero|number|nummer)?|numero\s+de\s+(?:la\s+)?(?:factura|facture|fatura)|numero\s+(?:do|da)\s+(?:orcamento|fatura)|numer\s+faktury|rechnungsnummer|rechnungs-?nr\.?|angebotsnummer|factuurnummer|offertenummer|numero\s+fattura|n[°º]\s+(?:de\s+)?(?:facture|devis|factura|presupuesto|cotizacion|oferta)|numero\s+de\s+(?:cotizacion|presupuesto|oferta)|(?:cotizacion|presupuesto|oferta|proforma|quotation|quote|estimate|proposal|bid)\s*(?:#|no\.?|n[°º]\.?|num\.?|numero|number|nr\.?)?|lista\s+de\s+precios(?:\s+no\.?|\s+n[°º])?|price\s+list(?:\s+no\.?|\s+#)?|folio|consecutivo|n[°º]|no|nro|num|numero|ref\.?|referencia|nuestra\s+referencia|our\s+ref\.?|quote\s+id|propuesta(?:\s+economica)?(?:\s+n[°º]|\s+no\.?)?)$/,
  ],
  [
    'issueDate',
    /^(?:fecha(?:\s+de)?(?:\s+(?:emision|cotizacion|expedicion|elaboracion|presupuesto|oferta|factura))?|invoice\s+date|date\s+of\s+issue|rechnungsdatum|datum|factuurdatum|date\s+de\s+(?:facture|facturation|l'offre|emission)|data(?:\s+(?:de\s+emissao|wystawienia|fattura|emissione))?|date(?:\s+issued)?|issue\s+date|issued(?:\s+on)?|quote\s+date|fecha\s+emision)$/,
  ],
  [
    'validUntil',
    /^(?:valid[ao]s?\s+hasta(?:\s+el)?|validez\s+de\s+la|valable\s+jusqu'?(?:au|a)|gultig\s+bis|geldig\s+tot|valido\s+fino\s+al|vigencia(?:\s+de\s+la\s+(?:oferta|cotizacion))?|validez(?:\s+de\s+la\s+(?:oferta|cotizacion))?|valid\s+(?:until|thru|through)|expires?(?:\s+on)?|expiration(?:\s+date)?|good\s+(?:through|until)|oferta\s+valida\s+hasta|valid\s+for|validity|fecha\s+de\s+vencimiento|vence)$/,
  ],
  [
    'customer',
    /^(?:cliente|attn|atencion|billed\s+to|invoice\s+to|kunde|rechnungsempfanger|klant|client|destinataire|nabywca|facturar\s+a|at'n|prepared\s+for|customer|client|senores|sres|razon\s+social|bill\s+to|sold\s+to|para|a\s+la\s+atencion\s+de|empresa\s+cliente|razon\s+social\s+cliente)$/,
  ],
  [
    'supplier',
    /^(?:proveedor|supplier|vendor|emisor|seller|sprzedawca|verkaufer|leverancier|fournisseur|fornecedor|fornitore)$/,
  ],
  [
    'payment',
    /^(?:(?:condiciones|forma|terminos|metodo)\s+de\s+pago|pago|payment(?:\s+terms)?|terms(?:\s+of\s+payment)?|credito)$/,
  ],
  [
    'delivery',
    /^(?:(?:plazo|tiempo|fecha)\s+de\s+entrega|entrega|lead\s+time|ship(?:ping)?|delivery(?:\s+time)?|despacho|tiempo\s+de\s+despacho|disponibilidad)$/,
  ],
  ['notes', /^(?:notas?|observaciones|comentarios|remarks|notes?|comments?)$/],
  ['exclusions', /^(?:no\s+incluye|exclusiones|excluye|exclusions|excludes|not\s+included)$/],
  ['phone', /^(?:tel|telefono|tfno|fono|phone|ph|cel|movil|celular|whatsapp)\.?$/],
  [
    'taxId',
    /^(?:r\.?\s?f\.?\s?c|r\.?\s?u\.?\s?t|n\.?\s?i\.?\s?t|c\.?\s?i\.?\s?f|n\.?\s?i\.?\s?f|(?:fed(?:eral)?\.?\s)?tax\s+id|ein|tin)\.?$/,
  ],
  ['email', /^(?:e-?mail|correo|correo\s+electronico)$/],
  ['address', /^(?:direccion|domicilio|address|dir)\.?$/],
  ['currency', /^(?:moneda|currency|divisa)$/],
];

export type LabelValue = { field: Field; value: string; source: Source; lineIndex: number };

function labelField(label: string): Field | null {
  const folded = fold(label)
    .replace(/[:.\s]+$/, '')
    .replace(/\s*#$/, ' #')
    .trim();
  for (const [field, pattern] of LABELS) {
    if (pattern.test(folded) || pattern.test(folded.replace(/\s*#$/, ''))) return field;
  }
  return null;
}

/**
 * Splits a run of text at every known label followed by a colon inside it: "SERVICIOS Folio: COT
 * 48150", "Quotation Number: SQ42 Date: October 19, 2025 Expires: 30 days" hold several pairs.
 */
function splitAtLabels(text: string): string[] {
  const starts: number[] = [];
  for (const colon of text.matchAll(/\s*:/g)) {
    const before = text.slice(0, colon.index);
    const words = [...before.matchAll(/\S+/g)];
    for (let k = Math.min(5, words.length); k >= 1; k--) {
      const first = words[words.length - k]!;
      if (labelField(before.slice(first.index))) {
        if (first.index > 0) starts.push(first.index);
        break;
      }
    }
  }
  if (starts.length === 0) return [text];
  const parts: string[] = [];
  let from = 0;
  for (const start of starts) {
    if (start > from) parts.push(text.slice(from, start).trim());
    from = start;
  }
  parts.push(text.slice(from).trim());
  return parts.filter(Boolean);
}

/** The place of a value printed in one cell with its label: the value's words alone. */
function valueSource(line: Line, segment: string, value: string): Source | null {
  const from = line.text.indexOf(segment);
  return from < 0 ? null : textSource(line, value, from);
}

/**
 * Finds "Label: value" pairs: the value after the colon in the same cell, or in the next cell
 * of the line (sheets and right-aligned header boxes).
 */
export function findLabelValues(lines: Line[]): LabelValue[] {
  const found: LabelValue[] = [];
  lines.forEach((line, lineIndex) => {
    const segments = line.cells.flatMap((cell) =>
      cell.text
        .split(/\s+[·|]\s+/)
        .flatMap(splitAtLabels)
        .map((text) => ({ text, source: cell.source })),
    );
    for (let i = 0; i < segments.length; i++) {
      const { text, source } = segments[i]!;
      const colon = /^([^:]{1,40}?)\s*[:]\s*(.*)$/.exec(text);
      if (colon) {
        const field = labelField(colon[1]!);
        if (field) {
          const inCell = colon[2]!.trim();
          const value = inCell || segments[i + 1]?.text.trim() || '';
          const at = inCell ? valueSource(line, text, inCell) : segments[i + 1]?.source;
          if (value) found.push({ field, value, source: at ?? source, lineIndex });
          if (!colon[2]!.trim()) i++;
          continue;
        }
      }
      const field = labelField(text);
      const next = segments[i + 1];
      if (field && next) {
        found.push({ field, value: next.text.trim(), source: next.source, lineIndex });
        i++;
        continue;
      }
      // "Cotización CT2026-537", "Estimate # 611300", "R.F.C. ABC…": label and value in one cell;
      // the value may open with a prefix set apart from its number ("COTIZACION COT 59751").
      const words = text.split(/\s+/);
      for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
        const f = labelField(words.slice(0, k).join(' '));
        const prefixed = /^[A-Z]{2,5}$/.test(words[k] ?? '') && /^\d{3,}/.test(words[k + 1] ?? '');
        if (f && (/\d/.test(words[k] ?? '') || prefixed)) {
          const value = words.slice(k).join(' ');
          found.push({
            field: f,
            value,
            source: valueSource(line, text, value) ?? source,
            lineIndex,
          });
          break;
        }
      }
    }
  });
  return found;
}

import type { Line } from '../layout/line.ts';
import type { Source, Supplier } from '../result.ts';
import { addDays, parseDate, type DateOrder } from './dates.ts';
import { detectCurrency, findTaxId } from './ids.ts';
import { findLabelValues, type Field, type LabelValue } from './labels.ts';
import { clean, fold } from './text.ts';

export type Header = {
  supplier: Supplier;
  customer: string | null;
  quoteNumber: string | null;
  issueDate: string | null;
  validUntil: string | null;
  validityDays: number | null;
  currency: string | null;
  language: 'es' | 'en';
  payment: string | null;
  delivery: string | null;
  notes: string | null;
  exclusions: string[];
  sources: Record<string, Source | null>;
  /** 0–1 per field found, by the evidence it was found with (docs/product-rules.md § Reading quotes) */
  confidence: Record<string, number>;
};

export type HeaderContext = {
  fromAddress?: string | null;
  fromName?: string | null;
  /** an e-mail's date: the sender's calendar day, ISO */
  date?: string | null;
  /** an e-mail's subject line */
  subject?: string | null;
  /** lines of the document that are item rows (not searched for header text) */
  itemLines?: Set<number>;
};

const TITLE =
  /^(?:cotizaci[oó]n|presupuesto|oferta|proforma|quot(?:e|ation)|sales\s+quote|estimate|service\s+proposal|proposal|bid|price\s+quote|cotizacion|budget)\b/i;
const LEGAL =
  /\b(?:S\.?\s?A\.?(?:\s+de\s+C\.?\s?V\.?)?|S\.?\s?L\.?(?:U\.?)?|S\.?\s?A\.?\s?S\.?|Ltda\.?|SpA|S\.?\s?de\s+R\.?\s?L\.?|LLC|L\.?L\.?C\.?|Inc\.?|Corp\.?|Co\.|Company|Ltd\.?|E\.?I\.?R\.?L\.?|C\.?\s?B\.?|GmbH(?:\s*&\s*Co\.?\s*KG)?|AG|KG|B\.?V\.?|N\.?V\.?|SARL|SAS|S\.?r\.?l\.?|S\.?p\.?A\.?|Lda\.?|Sp\.?\s?z\s?o\.?\s?o\.?|S\.?L\.?P\.?|S\.?C\.?|LLP|PLC|Pty\.?\s+Ltd\.?)\s*$/i;
const LEGAL_TAIL =
  /^(?:de\s+)?(?:C\.?\s?V\.?|R\.?\s?L\.?(?:\s+de\s+C\.?\s?V\.?)?|S\.?\s?A\.?(?:\s+de\s+C\.?\s?V\.?)?|Ltda\.?|Inc\.?|LLC|SpA|S\.?\s?L\.?|S\.?\s?A\.?\s?S\.?)$/i;
const ADDRESS_HINT =
  /\b(?:av\.?|avenida|calle|carrera|cra\.?|blvd|boulevard|street|st\.?|road|rd\.?|ave\.?|col\.|c\.p\.|carretera|km|ruta|pol[ií]gono|autopista|dr\.?|drive|suite|paseo|camino|#)\b|\b\d{5}\b/i;

function language(text: string): 'es' | 'en' {
  const f = fold(text);
  const es = (
    f.match(
      /\b(?:de|la|el|cantidad|precio|cotizacion|fecha|entrega|para|con|por|incluye|total)\b/g,
    ) ?? []
  ).length;
  const en = (
    f.match(/\b(?:the|of|and|quantity|price|quote|date|delivery|for|with|total|each|prices)\b/g) ??
    []
  ).length;
  return en > es ? 'en' : 'es';
}

function firstValue(
  values: LabelValue[],
  field: Field,
  accept: (v: string) => boolean = () => true,
) {
  return values.find((v) => v.field === field && accept(v.value)) ?? null;
}

function quoteNumberOf(value: string): string | null {
  const v = clean(value).replace(/^[#:.\s]+/, '');
  // "COT 48150", "CT 2025-9851": letters and a number set apart by one space are one number.
  const two = /^([A-Z]{2,6})\s(\d[\w\-/]*)(?=$|[\s,;)|])/.exec(v);
  if (two) return `${two[1]} ${two[2]}`;
  const first = (v.split(/\s+/)[0] ?? '').replace(/[.,;)]$/, '');
  // A day of a date ("6 de noviembre") or a count is no quote number.
  if (first.length < 3 || /^(?:de|of)$/i.test(v.split(/\s+/)[1] ?? '')) return null;
  if (/\d/.test(first) && /^[A-Z0-9][\w\-/.]*$/i.test(first)) return first;
  return null;
}

/**
 * A quote number in an e-mail's subject ("Cotización COT-3312", "Quote Q-10482 for …"), never the
 * buyer's own request number ("Solicitud de cotización RFQ-2025-081", "RFQ …").
 */
function quoteNumberInSubject(subject: string | null | undefined): string | null {
  if (!subject) return null;
  const text = subject.replace(/^(?:\s*(?:re|rv|fw|fwd|aw|tr)\s*:\s*)+/i, '');
  const match =
    /(?<!(?:solicitud|request|petici[oó]n|pedido)\s+(?:de\s+|for\s+(?:a\s+)?)?)\b(?:cotizaci[oó]n|presupuesto|oferta|quot(?:e|ation)|estimate|proposal|proforma|invoice|factura)\s*(?:#|n[°º.]?|no\.?|nr\.?|number|num\.?)?\s*:?\s*([A-Z0-9][\w\-/.]*\d[\w\-/]*)/i.exec(
      text,
    );
  const number = match?.[1] ?? null;
  return number && !/^rfq/i.test(number) ? number : null;
}

/** A legal form alone ("Inc.", "S.A. de C.V."): the end of a name wrapped from the line above. */
const LEGAL_ONLY =
  /^,?\s*(?:S\.?\s?A\.?(?:\s+de\s+C\.?\s?V\.?)?|S\.?\s?L\.?(?:U\.?)?|S\.?\s?A\.?\s?S\.?|Ltda\.?|SpA|LLC|Inc\.?|Corp\.?|Co\.|Ltd\.?|GmbH|B\.?V\.?|de\s+C\.?\s?V\.?)\s*$/i;

function isNameCandidate(text: string): boolean {
  const t = clean(text);
  if (LEGAL_ONLY.test(t)) return false;
  if (t.length < 4 || !/\p{L}{3}/u.test(t) || (TITLE.test(t) && t.split(' ').length <= 3))
    return false;
  if (/@|www\.|https?:|\d{3,}|:/.test(t)) return false;
  if (/^(?:p[aá]gina|page)\b/i.test(t)) return false;
  return t.split(/\s+/).length >= 2 || LEGAL.test(t);
}

/**
 * A company name cut short at the top of a page ("Distribuidora de Materiales Santa" over "Fe S.A.
 * de C.V.") made whole by the evidence around it: the same name printed whole elsewhere with its
 * legal form (a signature, a footer), or the line below ending it with a legal form.
 */
function completedName(
  name: string,
  cell: Line['cells'][number],
  lines: Line[],
  index: number,
): string {
  if (LEGAL.test(name)) return name;
  const folded = fold(name);
  for (const line of lines) {
    for (const other of line.cells) {
      const text = clean(other.text);
      if (
        text.length > name.length &&
        text.length < 90 &&
        LEGAL.test(text) &&
        fold(text).startsWith(folded)
      )
        return text;
    }
  }
  for (const next of lines.slice(index + 1, index + 3)) {
    if (next.page !== lines[index]!.page) break;
    const ending = next.cells.find(
      (c) =>
        c.x0 >= cell.x0 - 3 &&
        c.x0 <= cell.x1 &&
        c.text.split(/\s+/).length <= 6 &&
        LEGAL.test(c.text) &&
        !/[@:]|\d{3}/.test(c.text),
    );
    if (ending) return `${name} ${clean(ending.text)}`;
    const sameEdge = next.cells.find((c) => Math.abs(c.x0 - cell.x0) < 3);
    if (sameEdge && LEGAL_TAIL.test(clean(sameEdge.text)) && LEGAL.test(`${name} ${sameEdge.text}`))
      return `${name} ${clean(sameEdge.text)}`;
  }
  return name;
}

/**
 * An e-mail without a company name carrying a legal form: the signature line (below the closing
 * words) whose words the sender's domain spells ("Rio Grande Contractors Supply" of
 * chris@riograndecontractors.com), not the sender's own name.
 */
function nameFromSignature(
  lines: Line[],
  ctx: HeaderContext,
): { name: string; index: number } | null {
  const domain = /@([^.]+)\./
    .exec(ctx.fromAddress ?? '')?.[1]
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (!domain || /^(?:gmail|hotmail|outlook|yahoo|live|icloud|prodigy|msn)$/.test(domain))
    return null;
  const sender = fold(ctx.fromName ?? '');
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 12); i--) {
    const text = clean(lines[i]!.text);
    if (/[@:]|\d{3}/.test(text) || text.length > 70 || fold(text) === sender) continue;
    const words = fold(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3);
    if (words.length === 0) continue;
    const spelled = words.filter((w) => domain.includes(w)).length;
    if (spelled / words.length >= 0.5 && spelled >= 1) return { name: text, index: i };
  }
  return null;
}

/** The supplier's name: the labelled one, else the first name-like line at the top of page 1. */
function supplierName(
  lines: Line[],
  values: LabelValue[],
  ctx: HeaderContext,
): { name: string | null; index: number; source?: Source } {
  const labelled = firstValue(values, 'supplier');
  if (labelled)
    return { name: clean(labelled.value), index: labelled.lineIndex, source: labelled.source };
  if (ctx.fromAddress !== undefined) {
    // E-mail: the company is the signature line with a legal form, else the sender's name.
    for (let i = lines.length - 1; i >= 0; i--) {
      const t = clean(lines[i]!.text);
      if (LEGAL.test(t) && t.length < 80 && !/:/.test(t) && !LEGAL_ONLY.test(t))
        return { name: t, index: i, source: lines[i]!.source };
    }
    return nameFromSignature(lines, ctx) ?? { name: null, index: -1 };
  }
  const firstPage = lines.filter((l) => l.page === lines[0]?.page);
  const top = firstPage.slice(0, 12);
  for (const line of top) {
    for (const [k, cell] of line.cells.entries()) {
      if (!isNameCandidate(cell.text) || /^\d/.test(cell.text)) continue;
      if (k > 0 && /:\s*$/.test(line.cells[k - 1]!.text)) continue;
      const index = lines.indexOf(line);
      return {
        name: completedName(clean(cell.text), cell, lines, index),
        index,
        source: cell.source,
      };
    }
  }
  return { name: null, index: -1 };
}

function findPhone(text: string): string | null {
  const m =
    /\b(?:tel(?:[eé]fono)?|tfno|fono|phone|ph|cel(?:ular)?|m[oó]vil)\.?:?\s*(\+?\(?\d[\d()\s.-]{6,}\d)/i.exec(
      text,
    );
  return m ? clean(m[1]!) : null;
}

/**
 * The order a document writes its numeric dates in, when one of them shows it (a part above 12):
 * a document writes all its dates one way (docs/product-rules.md § Reading quotes). Null when none
 * shows it, or when they disagree.
 */
function orderPrinted(text: string): DateOrder | null {
  const seen = new Set<DateOrder>();
  for (const m of text.matchAll(
    /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-])/g,
  )) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && b >= 1 && b <= 12) seen.add('dmy');
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) seen.add('mdy');
  }
  return seen.size === 1 ? [...seen][0]! : null;
}

/** Reads the header fields from labelled values and the document's whole text. */
export function readHeader(lines: Line[], ctx: HeaderContext = {}): Header {
  const headerLines = lines.map((l, i) =>
    ctx.itemLines?.has(i) ? { ...l, cells: [], text: '' } : l,
  );
  const values = findLabelValues(headerLines);
  const text = headerLines.map((l) => l.text).join('\n');
  const lang = language(text);
  const order: DateOrder =
    orderPrinted(text) ??
    (lang === 'en' && /\b(?:USD|US\$|TX|Texas|Inc\.|LLC|EIN|Sales\s+tax)\b/.test(text)
      ? 'mdy'
      : 'dmy');
  const sources: Record<string, Source | null> = {};

  const confidence: Record<string, number> = {};
  const { name, index: nameIndex, source: nameSource } = supplierName(headerLines, values, ctx);
  if (name && nameSource) sources.supplier_name = nameSource;
  if (name) {
    const folded = fold(name);
    const domain = /@([^.]+)\./.exec(ctx.fromAddress ?? text)?.[1]?.toLowerCase() ?? '';
    const repeated = headerLines.filter((l) => fold(l.text).includes(folded)).length >= 2;
    const spelled = folded
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4)
      .some((w) => domain.includes(w));
    const labelled = values.some((v) => v.field === 'supplier');
    confidence.supplier_name =
      (LEGAL.test(name) || labelled) && (repeated || spelled || labelled)
        ? 0.95
        : LEGAL.test(name) || repeated || spelled
          ? 0.85
          : 0.6;
  }
  const taxValue = firstValue(values, 'taxId', (v) => findTaxId(v) !== null);
  const tax = taxValue ? findTaxId(taxValue.value) : findTaxId(text);
  if (taxValue) sources.tax_id = taxValue.source;
  if (tax) confidence.tax_id = taxValue ? 0.95 : 0.8;

  const qn = values
    .filter((v) => v.field === 'quoteNumber')
    .map((v) => ({ v, n: quoteNumberOf(v.value) }))
    .find((x) => x.n);
  let quoteNumber = qn?.n ?? null;
  if (qn) sources.quote_number = qn.v.source;
  if (qn) confidence.quote_number = 0.95;
  if (!quoteNumber) {
    // An unlabelled code shaped like a quote number near the top ("COT-264320", "PRES/25/1125").
    const top = headerLines.slice(0, 12).flatMap((l) => l.cells.map((c) => c.text.trim()));
    quoteNumber =
      top.find((t) => /^[A-Z]{2,5}[-/]\d{2,}(?:[-/]\d+)*$/.test(t) && !findTaxId(t)) ?? null;
  }
  if (!quoteNumber) {
    // A reference line: "(ref. OF-55)", "Ref.: CT 2025-9851", "Our ref. Q-1042".
    const ref =
      /(?:\(|^|\s)(?:ref|referencia|our\s+ref|nuestra\s+ref(?:erencia)?|n\/ref|v\/ref)\.?\s*:?\s*([A-Z]{1,6}\s\d[\w\-/]*|[\w\-/]*\d[\w\-/]*)\)?/im.exec(
        text,
      );
    quoteNumber = ref?.[1] ?? null;
  }
  quoteNumber ??= quoteNumberInSubject(ctx.subject);
  if (quoteNumber && !qn) confidence.quote_number = 0.75;

  // A value wrapped onto the next line ("Vigencia: 20 de" / "febrero de 2026") reads joined.
  const continued = (v: LabelValue) => {
    const next = headerLines[v.lineIndex + 1];
    return next ? `${v.value} ${next.cells[0]?.text ?? ''}` : v.value;
  };
  for (const v of values) {
    if ((v.field === 'issueDate' || v.field === 'validUntil') && !parseDate(v.value, order)) {
      const joined = continued(v);
      if (parseDate(joined, order) && !/\d{1,3}\s*(?:d[ií]as?|days?)/i.test(v.value))
        v.value = joined;
    }
  }
  const dateValue = firstValue(values, 'issueDate', (v) => parseDate(v, order) !== null);
  let issueDate = dateValue ? parseDate(dateValue.value, order) : null;
  if (dateValue) sources.issue_date = dateValue.source;
  if (issueDate) confidence.issue_date = 0.95;
  if (!issueDate && ctx.date) {
    issueDate = ctx.date;
    confidence.issue_date = 0.95;
  }
  if (!issueDate && ctx.date === undefined) {
    const top = headerLines
      .slice(0, 15)
      .map((l) => l.text)
      .join('\n');
    issueDate = parseDate(top, order);
    if (issueDate) confidence.issue_date = 0.6;
  }

  let validUntil: string | null = null;
  let validityDays: number | null = null;
  const validity = firstValue(values, 'validUntil');
  const validityText =
    validity?.value ??
    /v[aá]lid[ao]s?\s+(?:hasta|por|until|for|durante)\s+(?:el\s+)?([^.;\n]{4,40})|(?:good|valid)\s+(?:for|through|until|thru)\s+([^.;\n]{4,30})|vigentes?\s+(?:por|durante|hasta)\s+([^.;\n]{4,30})|vigencia\s+(?:de\s+)?([^.;\n]{4,30})|valid(?:ity)?\s+(?:for\s+)?([^.;\n]{4,30})/i
      .exec(text)
      ?.slice(1)
      .find(Boolean) ??
    null;
  if (validityText) {
    const days = /(\d{1,3})\s*(?:d[ií]as?|days?)\b/i.exec(validityText);
    if (days) {
      validityDays = Number(days[1]);
      validUntil = issueDate ? addDays(issueDate, validityDays) : null;
      if (validUntil)
        confidence.valid_until = Math.min(confidence.issue_date ?? 0, validity ? 0.95 : 0.9);
    } else {
      validUntil = parseDate(validityText, order);
      if (validUntil) confidence.valid_until = validity ? 0.95 : 0.85;
    }
    if (validity) sources.valid_until = validity.source;
  }

  const currencyValue = firstValue(values, 'currency', (v) => /\b[A-Z]{3}\b/.test(v));
  const currency =
    detectCurrency(currencyValue?.value ?? text, tax?.type ?? null) ?? detectCurrency(text, null);
  if (currency) {
    const printed = new RegExp(`\\b${currency}\\b`).test(text);
    confidence.currency = printed ? 0.97 : 0.85;
  }

  const emailMatch = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
  const addressLine = headerLines
    .slice(Math.max(0, nameIndex), Math.max(0, nameIndex) + 6)
    .flatMap((l) => l.cells.map((c) => c.text))
    .find((t) => ADDRESS_HINT.test(t) && /\d/.test(t) && !/@|tel|phone|r\.?f\.?c/i.test(t));
  const addressValue = firstValue(values, 'address');

  const exclusions = [
    ...values
      .filter((v) => v.field === 'exclusions')
      .flatMap((v) =>
        v.value.split(/;\s*/).map((s) => (/^no incluye|^excludes?/i.test(s) ? s : `${s}`)),
      ),
    ...[
      ...text.matchAll(
        /(?:^|[.;]\s+|\n)((?:no\s+incluye|excluye|excludes|does\s+not\s+include|not\s+included:?)\s[^.;\n]+)/gi,
      ),
    ].map((m) => m[1]!),
  ].map((s) => clean(s).replace(/\.$/, ''));

  const customer = firstValue(values, 'customer');
  const payment = firstValue(values, 'payment');
  const delivery = firstValue(
    values,
    'delivery',
    (v) => !/^\$?\s*[\d.,]+$|^incluido|^included|^free/i.test(v.trim()),
  );
  const notes = firstValue(values, 'notes');

  return {
    supplier: {
      name,
      tax_id: tax?.id ?? null,
      tax_id_type: tax?.type ?? null,
      address: addressValue
        ? clean(addressValue.value)
        : addressLine
          ? clean(addressLine.split(/\s[·|]\s/)[0]!)
          : null,
      phone: firstValue(values, 'phone')?.value ?? findPhone(text),
      email: ctx.fromAddress ?? emailMatch?.[0] ?? null,
    },
    customer: customer ? clean(customer.value) : null,
    quoteNumber,
    issueDate,
    validUntil,
    validityDays,
    currency,
    language: lang,
    payment: payment ? clean(payment.value) : null,
    delivery: delivery ? clean(delivery.value) : null,
    notes: notes ? clean(notes.value) : null,
    exclusions: [...new Set(exclusions)],
    sources,
    confidence,
  };
}

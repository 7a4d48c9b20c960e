export type TaxIdType = 'RFC' | 'CIF' | 'NIF' | 'EIN' | 'NIT' | 'RUT';

/** Tax id shapes by country: the first that matches a token decides its type. */
const SHAPES: { type: TaxIdType | null; pattern: RegExp }[] = [
  { type: 'RFC', pattern: /\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/ },
  { type: 'RUT', pattern: /\b\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b/ },
  { type: 'NIT', pattern: /\b\d{3}\.\d{3}\.\d{3}-\d\b/ },
  { type: 'CIF', pattern: /\b[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J]\b/ },
  { type: 'NIF', pattern: /\b\d{8}-?[A-Z]\b/ },
  { type: 'EIN', pattern: /\b\d{2}-\d{7}\b/ },
  // Other countries' ids carry no type of their own in a quote (docs/product-rules.md § Reading
  // quotes): EU VAT numbers by their country prefix, a Brazilian CNPJ.
  {
    type: null,
    pattern:
      /\b(?:DE\d{9}|ATU\d{8}|NL\d{9}B\d{2}|FR[0-9A-HJ-NP-Z]{2}\d{9}|BE0?\d{9}|PL\d{10}|IT\d{11}|PT\d{9}|LU\d{8}|DK\d{8})\b/,
  },
  { type: null, pattern: /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/ },
];

/** Labels that announce a tax id, in the countries quotes come from. */
export const TAX_ID_LABEL =
  /\b(?:R\.?\s?F\.?\s?C\.?|R\.?\s?U\.?\s?T\.?|N\.?\s?I\.?\s?T\.?|C\.?\s?I\.?\s?F\.?|N\.?\s?I\.?\s?F\.?|E\.?I\.?N\.?|(?:Fed(?:eral)?\.?\s)?Tax\sID|TIN)\b\.?\s*(?:No\.?|#)?:?\s*/i;

/** Letters that open a Spanish CIF and the digits OCR reads them as. */
const CIF_LETTER_READ_AS_DIGIT: Record<string, string> = { '8': 'B', '6': 'G', '5': 'S', '4': 'A' };

/**
 * A CIF after its label ("C.I.F.", or "CF" with the I lost) whose opening letter OCR read as a
 * look-alike digit ("CF: 895241808" for B95241808): nine digits are no Spanish tax id, so the
 * first is the letter.
 */
const LABELLED_CIF_MISREAD = /\bC\.?\s?I?\.?\s?F\.?\s*:?\s*([8654])(\d{7}[0-9A-J])\b/;

export function findTaxId(
  text: string,
): { id: string; type: TaxIdType | null; index: number } | null {
  let best: { id: string; type: TaxIdType | null; index: number } | null = null;
  for (const { type, pattern } of SHAPES) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index))
      best = { id: match[0], type, index: match.index };
  }
  if (best) return best;
  const misread = LABELLED_CIF_MISREAD.exec(text);
  if (misread) {
    const id = `${CIF_LETTER_READ_AS_DIGIT[misread[1]!]}${misread[2]}`;
    return {
      id,
      type: 'CIF',
      index: misread.index + misread[0].indexOf(misread[1]! + misread[2]!),
    };
  }
  return null;
}

const CURRENCY_BY_TAX_ID: Record<TaxIdType, string> = {
  RFC: 'MXN',
  CIF: 'EUR',
  NIF: 'EUR',
  EIN: 'USD',
  NIT: 'COP',
  RUT: 'CLP',
};

/**
 * The currency: an ISO code the document prints wins, then the words or symbols it uses
 * (pesos colombianos, €, US$), then the country its tax id belongs to.
 */
export function detectCurrency(text: string, taxIdType: TaxIdType | null): string | null {
  const codes = [...text.matchAll(/\b(MXN|USD|EUR|COP|CLP|PLN|GBP|CHF)\b/g)].map((m) => m[1]!);
  if (codes.length > 0) {
    const counts = new Map<string, number>();
    for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  }
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/pesos colombianos/.test(folded)) return 'COP';
  if (/pesos chilenos/.test(folded)) return 'CLP';
  if (/pesos mexicanos|moneda nacional/.test(folded) && taxIdType === 'RFC') return 'MXN';
  if (/€|\beuros?\b/.test(folded)) return 'EUR';
  // Invoices from Poland and the United Kingdom: złoty ("zł") and pound sterling.
  if (/\d\s?zł(?!\p{L})|\bzlotych\b/u.test(folded)) return 'PLN';
  if (/£/.test(folded)) return 'GBP';
  if (/us\$|\bdollars?\b|\bdolares\b/.test(folded)) return 'USD';
  if (taxIdType) return CURRENCY_BY_TAX_ID[taxIdType];
  return null;
}

import type { Case, Rendering } from './families.ts';
import type { TruthQuote } from './quote.ts';
import { seeded, seedOf, type Random } from './random.ts';
import { defaultStyle, type Style } from './sheet.ts';
import type { Language } from './words.ts';

/**
 * Metamorphic variations: the answer key of a development quote rendered again another way. The
 * reading must not change, since every value the key holds is printed in each variation.
 */
export type Variation = {
  name: string;
  rendering: Rendering;
  /** Image variations cost an OCR pass each: they take fewer documents. */
  costly?: boolean;
  style(quote: TruthQuote, rand: Random): Partial<Style>;
};

const TEXT: Omit<Variation, 'rendering'>[] = [
  { name: 'plain', style: () => ({}) },
  { name: 'headers-upper-accented', style: () => ({ headerCase: 'upper' }) },
  { name: 'headers-lower', style: () => ({ headerCase: 'lower' }) },
  { name: 'headers-synonyms', style: (_, rand) => ({ synonym: rand.int(1, 3) }) },
  ...(['es', 'en', 'pt', 'fr', 'de'] as Language[]).map((language) => ({
    name: `headers-${language}`,
    style: (_: TruthQuote, rand: Random) => ({ language, synonym: rand.int(0, 2) }),
  })),
  {
    name: 'columns-reordered',
    style: (quote, rand) => {
      const columns = defaultStyle(quote).columns.filter((column) => column !== 'no');
      return { columns: rand.shuffle(columns) };
    },
  },
  { name: 'rules-grid', style: () => ({ rules: 'grid' }) },
  { name: 'rules-none', style: () => ({ rules: 'none' }) },
  { name: 'items-sentences', style: () => ({ items: 'sentences', longDates: true }) },
  { name: 'items-bullets', style: () => ({ items: 'bullets' }) },
  { name: 'name-wrapped', style: () => ({ wrapName: true }) },
  { name: 'font-serif', style: () => ({ font: 'serif' }) },
  { name: 'font-mono', style: () => ({ font: 'mono' }) },
  { name: 'dates-long', style: () => ({ longDates: true }) },
  { name: 'landscape', style: () => ({ landscape: true }) },
  { name: 'item-notes', style: () => ({ itemNotes: true }) },
];

export const VARIATIONS: Variation[] = [
  ...TEXT.map((variation) => ({ ...variation, rendering: 'pdf' as const })),
  { name: 'email-bullets', rendering: 'eml', style: () => ({ items: 'bullets' }) },
  { name: 'email-letter', rendering: 'eml', style: () => ({ items: 'sentences' }) },
  { name: 'xlsx', rendering: 'xlsx', style: () => ({}) },
  {
    name: 'xlsx-reordered',
    rendering: 'xlsx',
    style: (quote, rand) => ({
      columns: rand.shuffle(defaultStyle(quote).columns),
      synonym: rand.int(0, 3),
    }),
  },
  { name: 'csv', rendering: 'csv', style: () => ({}) },
  { name: 'scan-rotated-noisy', rendering: 'scan', costly: true, style: () => ({}) },
  { name: 'scan-blurred-jpeg', rendering: 'scan', costly: true, style: () => ({ font: 'serif' }) },
  { name: 'photo', rendering: 'photo', costly: true, style: () => ({}) },
  { name: 'scan-item-notes', rendering: 'scan', costly: true, style: () => ({ itemNotes: true }) },
];

function formatFor(rendering: Rendering): Pick<TruthQuote, 'format' | 'format_detail'> {
  switch (rendering) {
    case 'pdf':
      return { format: 'pdf', format_detail: 'pdf_text' };
    case 'scan':
      return { format: 'scan', format_detail: 'scan_png' };
    case 'photo':
      return { format: 'scan', format_detail: 'photo_jpg' };
    case 'xlsx':
      return { format: 'xlsx', format_detail: 'xlsx' };
    case 'csv':
      return { format: 'csv', format_detail: 'csv' };
    case 'eml':
      return { format: 'email', format_detail: 'email_txt' };
  }
}

/**
 * Each variation over a seeded sample of the answer keys: `perVariation` quotes for text
 * variations, `perImage` for image ones. The same keys and counts give the same documents.
 */
export function variationCases(
  truths: TruthQuote[],
  perVariation: number,
  perImage: number,
): Case[] {
  const cases: Case[] = [];
  for (const variation of VARIATIONS) {
    const rand = seeded(seedOf(variation.name));
    const chosen = rand.shuffle(truths).slice(0, variation.costly ? perImage : perVariation);
    for (const truth of chosen) {
      const base = defaultStyle(truth);
      const style = { ...base, ...variation.style(truth, rand) };
      // CSV and XLSX carry no header block: the answer key keeps only what they print.
      const bare = variation.rendering === 'csv';
      const quote: TruthQuote = {
        ...truth,
        ...formatFor(variation.rendering),
        id: `var-${variation.name}-${truth.id}`,
        ...(bare
          ? {
              supplier: { ...truth.supplier, name: null, tax_id: null },
              quote_number: null,
              issue_date: null,
              valid_until: null,
              validity_days: null,
              customer_name: null,
            }
          : {}),
        meta: { ...truth.meta, layout: variation.name },
      };
      cases.push({
        id: quote.id,
        slice: variation.name,
        quote,
        style,
        rendering: variation.rendering,
      });
    }
  }
  return cases;
}

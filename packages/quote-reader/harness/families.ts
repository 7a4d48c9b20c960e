import { settle, type TruthLine, type TruthQuote } from './quote.ts';
import { seeded, seedOf, type Random } from './random.ts';
import { defaultStyle, type Style } from './sheet.ts';
import type { Column, Language } from './words.ts';

/**
 * Layout families that neither development set holds, each drawn from a seeded random source so
 * that a family's documents are the same on every run (docs/measurements/reader.md § OCR engine and
 * the overfitting harness). A family gives the answer key it renders and the style it renders it
 * in.
 */
export type Rendering = 'pdf' | 'scan' | 'photo' | 'xlsx' | 'csv' | 'eml';
export type Case = {
  id: string;
  slice: string;
  quote: TruthQuote;
  style: Style;
  rendering: Rendering;
};

type Item = {
  es: string;
  en: string;
  unit: string;
  es_unit: string;
  es_units: string;
  en_unit: string;
  en_units: string;
  /** the unit's code when the English unit is another one (yd3, lb), else `unit` */
  en_code?: string;
  price: [number, number];
  brand?: string;
};

const ITEMS: Item[] = [
  {
    es: 'Cemento gris CPC 30R bulto 50 kg',
    en: 'Portland cement Type I/II 94 lb',
    unit: 'bag',
    es_unit: 'bulto',
    es_units: 'bultos',
    en_unit: 'bag',
    en_units: 'bags',
    price: [180, 260],
    brand: 'Cemex',
  },
  {
    es: 'Varilla corrugada 3/8" x 12 m grado 42',
    en: 'Rebar #3 grade 60 x 20 ft',
    unit: 'pc',
    es_unit: 'pza',
    es_units: 'piezas',
    en_unit: 'ea',
    en_units: 'pieces',
    price: [95, 160],
  },
  {
    es: 'Block de concreto 15x20x40 cm',
    en: 'Concrete block 8x8x16 in',
    unit: 'pc',
    es_unit: 'pza',
    es_units: 'piezas',
    en_unit: 'ea',
    en_units: 'blocks',
    price: [11, 19],
  },
  {
    es: 'Arena de río lavada',
    en: 'Washed concrete sand',
    unit: 'm3',
    es_unit: 'm3',
    es_units: 'm3',
    en_unit: 'yd3',
    en_units: 'yd3',
    en_code: 'yd3',
    price: [380, 620],
  },
  {
    es: 'Grava triturada 3/4"',
    en: 'Crushed gravel 3/4 in',
    unit: 'm3',
    es_unit: 'm3',
    es_units: 'm3',
    en_unit: 'yd3',
    en_units: 'yd3',
    en_code: 'yd3',
    price: [420, 700],
  },
  {
    es: 'Tubo PVC sanitario 4" x 6 m',
    en: 'PVC sewer pipe 4 in x 20 ft',
    unit: 'pc',
    es_unit: 'tramo',
    es_units: 'tramos',
    en_unit: 'ea',
    en_units: 'lengths',
    price: [210, 390],
    brand: 'Amanco',
  },
  {
    es: 'Malla electrosoldada 6x6-10/10 rollo 100 m2',
    en: 'Welded wire mesh 6x6 W1.4 roll',
    unit: 'roll',
    es_unit: 'rollo',
    es_units: 'rollos',
    en_unit: 'roll',
    en_units: 'rolls',
    price: [1450, 2300],
  },
  {
    es: 'Placa de yeso 1/2" 1.22 x 2.44 m',
    en: 'Gypsum board 1/2 in 4x8 ft',
    unit: 'pc',
    es_unit: 'hoja',
    es_units: 'hojas',
    en_unit: 'sheet',
    en_units: 'sheets',
    price: [165, 260],
    brand: 'USG',
  },
  {
    es: 'Impermeabilizante acrílico cubeta 19 l',
    en: 'Acrylic roof coating 5 gal pail',
    unit: 'pail',
    es_unit: 'cubeta',
    es_units: 'cubetas',
    en_unit: 'pail',
    en_units: 'pails',
    price: [1250, 2100],
    brand: 'Fester',
  },
  {
    es: 'Alambre recocido calibre 18',
    en: 'Tie wire 16 gauge',
    unit: 'kg',
    es_unit: 'kg',
    es_units: 'kg',
    en_unit: 'lb',
    en_units: 'lb',
    en_code: 'lb',
    price: [28, 45],
  },
  {
    es: 'Renta de retroexcavadora con operador',
    en: 'Backhoe rental with operator',
    unit: 'h',
    es_unit: 'hr',
    es_units: 'hrs',
    en_unit: 'hr',
    en_units: 'hours',
    price: [650, 980],
  },
  {
    es: 'Pintura vinílica blanca galón',
    en: 'Interior latex paint white gallon',
    unit: 'gal',
    es_unit: 'galón',
    es_units: 'galones',
    en_unit: 'gal',
    en_units: 'gallons',
    price: [290, 520],
    brand: 'Comex',
  },
  {
    es: 'Mortero para block saco 25 kg',
    en: 'Masonry mortar type S 70 lb bag',
    unit: 'bag',
    es_unit: 'saco',
    es_units: 'sacos',
    en_unit: 'bag',
    en_units: 'bags',
    price: [85, 140],
  },
  {
    es: 'Clavo para madera 2 1/2" caja c/25 kg',
    en: 'Common nails 16d box 50 lb',
    unit: 'box',
    es_unit: 'caja',
    es_units: 'cajas',
    en_unit: 'box',
    en_units: 'boxes',
    price: [780, 1200],
  },
  {
    es: 'Cable THW calibre 12 rollo 100 m',
    en: 'THHN wire 12 AWG 500 ft spool',
    unit: 'roll',
    es_unit: 'rollo',
    es_units: 'rollos',
    en_unit: 'roll',
    en_units: 'rolls',
    price: [1100, 1900],
    brand: 'Condumex',
  },
  {
    es: "Concreto premezclado f'c 250 kg/cm2",
    en: 'Ready-mix concrete 4000 psi',
    unit: 'm3',
    es_unit: 'm3',
    es_units: 'm3',
    en_unit: 'yd3',
    en_units: 'yd3',
    en_code: 'yd3',
    price: [2150, 2900],
  },
];

const COMPANIES = {
  es: [
    'Materiales y Aceros del Bajío S.A. de C.V.',
    'Distribuidora Ferretera Los Altos S. de R.L. de C.V.',
    'Suministros Constructivos Levante S.L.',
    'Comercializadora Andina de Materiales S.A.S.',
    'Ferretería Industrial del Norte S.A. de C.V.',
    'Hormigones y Áridos del Sur S.A.',
  ],
  en: [
    'Gulf Coast Building Supply LLC',
    'Lone Star Masonry Materials Inc.',
    'Brazos Industrial Hardware LLC',
    'Red River Lumber & Supply Co.',
  ],
  de: ['Baustoffhandel Müller GmbH', 'Rheinische Bauelemente GmbH'],
  fr: ['Matériaux du Sud-Ouest SARL', 'Négoce Bâtiment Lyonnais SAS'],
  pt: ['Materiais de Construção Atlântico Ltda.', 'Distribuidora Paulista de Aço Ltda.'],
  nl: ['Bouwmaterialen Van Dijk B.V.', 'Groothandel De Vries B.V.'],
  pl: ['Hurtownia Budowlana Kowalski Sp. z o.o.', 'Składy Budowlane Nowak S.A.'],
};
const CUSTOMERS = [
  'Constructora Horizonte S.A. de C.V.',
  'BlueLine General Contractors',
  'Edificaciones Mediterráneo S.L.',
  'Obras Civiles del Pacífico S.A.S.',
];

function isoDate(rand: Random): string {
  const day = rand.int(1, 28);
  return `2026-${String(rand.int(1, 11)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A random quote in `language` (items in Spanish, or in English for other languages). */
export function randomQuote(
  rand: Random,
  id: string,
  language: Language,
  options: { lines?: [number, number]; discounts?: boolean; currency?: string } = {},
): TruthQuote {
  const english = language !== 'es';
  const count = rand.int(...(options.lines ?? [3, 9]));
  const currency =
    options.currency ??
    (language === 'en'
      ? 'USD'
      : language === 'es'
        ? rand.pick(['MXN', 'MXN', 'EUR', 'COP'])
        : 'EUR');
  const rate =
    currency === 'COP'
      ? 20
      : currency === 'EUR' || currency === 'USD'
        ? 0.055
        : currency === 'PLN'
          ? 0.22
          : 1;
  const decimals = currency === 'COP' ? 0 : 2;
  const lines: TruthLine[] = rand
    .shuffle(ITEMS)
    .slice(0, count)
    .map((item, index) => {
      const price = Number(
        ((item.price[0] + rand.next() * (item.price[1] - item.price[0])) * rate).toFixed(decimals),
      );
      const quantity = rand.pick([rand.int(2, 60), rand.int(10, 900), rand.int(1, 12) * 25]);
      return {
        line_no: index + 1,
        sku: null,
        description: english ? item.en : item.es,
        brand: item.brand ?? null,
        quantity,
        unit: english ? (item.en_code ?? item.unit) : item.unit,
        unit_as_written: english ? item.en_unit : item.es_unit,
        unit_price: price,
        discount_pct: options.discounts ? rand.pick([0, 5, 10, 12, 15]) : null,
        line_total: 0,
        section: null,
      };
    });
  const issue = isoDate(rand);
  const days = rand.pick([15, 30, null]);
  const name = rand.pick(COMPANIES[language]);
  const taxRate =
    language === 'en'
      ? 8.25
      : language === 'es'
        ? currency === 'EUR'
          ? 21
          : currency === 'COP'
            ? 19
            : 16
        : language === 'de'
          ? 19
          : language === 'fr'
            ? 20
            : language === 'nl'
              ? 21
              : 23;
  const taxId = {
    es:
      currency === 'EUR'
        ? `B${rand.int(10_000_000, 99_999_999)}`
        : currency === 'COP'
          ? `${rand.int(800_000_000, 999_999_999).toLocaleString('de-DE')}-${rand.int(0, 9)}`
          : `MAB${rand.int(100_000, 999_999)}K${rand.int(10, 99)}`,
    en: `${rand.int(10, 99)}-${rand.int(1_000_000, 9_999_999)}`,
    de: `DE${rand.int(100_000_000, 999_999_999)}`,
    fr: `FR${rand.int(10, 99)}${rand.int(100_000_000, 999_999_999)}`,
    pt: `${rand.int(10, 99)}.${rand.int(100, 999)}.${rand.int(100, 999)}/0001-${rand.int(10, 99)}`,
    nl: `NL${rand.int(100_000_000, 999_999_999)}B01`,
    // Drawn from the document's name, so that the other languages' draws stay as they were.
    pl: `PL${String(seedOf(id)).padStart(10, '0').slice(-10)}`,
  }[language];
  const taxType =
    language === 'es'
      ? currency === 'EUR'
        ? 'CIF'
        : currency === 'COP'
          ? 'NIT'
          : 'RFC'
      : language === 'en'
        ? 'EIN'
        : null;
  const quote: TruthQuote = {
    id,
    file: '',
    format: 'pdf',
    format_detail: 'pdf_text',
    pages: 1,
    language: english ? 'en' : 'es',
    supplier: {
      name,
      tax_id: taxId,
      tax_id_type: taxType,
      address: english ? '1200 Industrial Blvd, Suite 4' : 'Av. Industrial 1450, Col. Centro',
      phone: '(55) 5555 0147',
      email: `ventas@${name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 14)}.example`,
    },
    customer_name: rand.pick(CUSTOMERS),
    quote_number: `${rand.pick(['COT', 'Q', 'PRES', 'OF'])}-${rand.int(10_000, 99_999)}`,
    issue_date: issue,
    valid_until: days ? addDays(issue, days) : addDays(issue, rand.int(10, 40)),
    validity_days: days,
    currency,
    line_items: lines,
    subtotal: 0,
    discount_total: 0,
    freight: null,
    tax: { name: '', rate: taxRate, amount: 0 },
    total: 0,
    payment_terms: null,
    delivery_time: null,
    notes: null,
    exclusions: [],
    meta: { layout: '' },
  };
  const settled = settle(quote);
  return settled;
}

type Family = {
  name: string;
  rendering: Rendering;
  make(rand: Random, id: string): { quote: TruthQuote; style: Style };
};

const LANGS: Language[] = ['es', 'en'];

function styled(quote: TruthQuote, language: Language, changes: Partial<Style>): Style {
  return {
    ...defaultStyle(quote),
    language,
    numberStyle: quote.currency === 'EUR' && language !== 'en' ? 'eu' : 'us',
    ...changes,
  };
}

/** The tax's printed name as the answer key keeps it. */
function taxNamed(quote: TruthQuote, name: string): TruthQuote {
  return quote.tax ? { ...quote, tax: { ...quote.tax, name } } : quote;
}

export const FAMILIES: Family[] = [
  {
    name: 'letter-numbered-sentences',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return {
        quote,
        style: styled(quote, language, {
          items: 'sentences',
          font: rand.pick(['sans', 'serif']),
          longDates: true,
        }),
      };
    },
  },
  {
    name: 'email-bullets',
    rendering: 'eml',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language, { lines: [2, 7] }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return {
        quote: { ...quote, format: 'email', format_detail: 'email_txt', pages: null },
        style: styled(quote, language, { items: 'bullets' }),
      };
    },
  },
  {
    name: 'price-list-net',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language, { discounts: true }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      const columns: Column[] = [
        'sku',
        'description',
        'quantity',
        'unit',
        'unit_price',
        'discount',
        'net_price',
        'amount',
      ];
      const withSku = {
        ...quote,
        line_items: quote.line_items.map((line) => ({
          ...line,
          sku: `${rand.pick(['AC', 'CM', 'PV', 'FR'])}-${rand.int(1000, 9999)}`,
        })),
      };
      return { quote: withSku, style: styled(quote, language, { columns, rules: 'grid' }) };
    },
  },
  {
    name: 'quantity-in-description',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return {
        quote,
        style: styled(quote, language, {
          items: 'qty-in-description',
          columns: ['no', 'description', 'unit_price', 'amount'],
        }),
      };
    },
  },
  {
    name: 'landscape-wide-table',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const base = taxNamed(
        randomQuote(rand, id, language, { lines: [6, 14], discounts: true }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      const quote = {
        ...base,
        line_items: base.line_items.map((line) => ({
          ...line,
          sku: `${rand.int(100000, 999999)}`,
        })),
      };
      const columns: Column[] = [
        'no',
        'sku',
        'description',
        'brand',
        'unit',
        'quantity',
        'unit_price',
        'discount',
        'net_price',
        'amount',
      ];
      return { quote, style: styled(quote, language, { columns, landscape: true, rules: 'grid' }) };
    },
  },
  {
    name: 'receipt',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language, { lines: [2, 6] }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return {
        quote,
        style: styled(quote, language, { items: 'receipt', narrow: true, font: 'mono' }),
      };
    },
  },
  {
    name: 'two-column-page',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language, { lines: [6, 12] }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return { quote, style: styled(quote, language, { items: 'two-column', rules: 'none' }) };
    },
  },
  {
    name: 'headerless-table',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      const columns: Column[] = rand.pick([
        ['quantity', 'unit', 'description', 'unit_price', 'amount'],
        ['description', 'quantity', 'unit', 'unit_price', 'amount'],
      ]);
      return {
        quote,
        style: styled(quote, language, {
          items: 'headerless',
          columns,
          rules: rand.pick(['none', 'grid']),
        }),
      };
    },
  },
  {
    name: 'invoice-other-languages',
    rendering: 'pdf',
    make: (rand, id) => {
      const language = rand.pick<Language>(['de', 'fr', 'pt', 'nl', 'en', 'pl']);
      const quote = randomQuote(rand, id, language, {
        currency: language === 'en' ? 'USD' : language === 'pl' ? 'PLN' : 'EUR',
      });
      const named = taxNamed(
        quote,
        {
          de: 'MwSt.',
          fr: 'TVA',
          pt: 'IVA',
          nl: 'BTW',
          en: 'Sales tax',
          es: 'IVA',
          pl: 'VAT',
        }[language],
      );
      return {
        quote: { ...named, validity_days: null, valid_until: null },
        style: styled(named, language, {
          invoice: true,
          numberStyle: language === 'en' ? 'us' : rand.pick(['eu', 'space']),
        }),
      };
    },
  },
  {
    name: 'handwritten-totals-scan',
    rendering: 'scan',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const quote = taxNamed(
        randomQuote(rand, id, language, { lines: [2, 6] }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      return {
        quote: { ...quote, format: 'scan', format_detail: 'scan_png' },
        style: styled(quote, language, { handTotals: true, rules: 'grid' }),
      };
    },
  },
  {
    name: 'xlsx-sections',
    rendering: 'xlsx',
    make: (rand, id) => {
      const language = rand.pick(LANGS);
      const base = taxNamed(
        randomQuote(rand, id, language, { lines: [6, 12] }),
        language === 'es' ? 'IVA' : 'Sales tax',
      );
      const sections =
        language === 'es'
          ? ['Obra negra', 'Instalaciones', 'Acabados']
          : ['Structure', 'Utilities', 'Finishes'];
      const per = Math.ceil(base.line_items.length / 3);
      const quote = {
        ...base,
        format: 'xlsx' as const,
        format_detail: 'xlsx',
        pages: null,
        line_items: base.line_items.map((line, i) => ({
          ...line,
          section: sections[Math.floor(i / per)]!,
        })),
      };
      return {
        quote,
        style: styled(quote, language, {
          columns: ['description', 'unit', 'quantity', 'unit_price', 'amount'],
        }),
      };
    },
  },
];

/** `count` documents of each family, the same for the same count on every run. */
export function familyCases(count: number): Case[] {
  const cases: Case[] = [];
  for (const family of FAMILIES) {
    const rand = seeded(seedOf(family.name));
    for (let n = 1; n <= count; n += 1) {
      const id = `fam-${family.name}-${String(n).padStart(2, '0')}`;
      const { quote, style } = family.make(rand, id);
      cases.push({
        id,
        slice: family.name,
        quote: { ...quote, meta: { ...quote.meta, layout: family.name } },
        style,
        rendering: family.rendering,
      });
    }
  }
  return cases;
}

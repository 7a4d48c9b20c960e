/**
 * The words a rendered quote prints: column headers and labels in the languages suppliers write
 * (Spanish, English, Portuguese, French, German, Dutch, Polish), each with synonyms, and the number and
 * date styles of those countries.
 */
export type Language = 'es' | 'en' | 'pt' | 'fr' | 'de' | 'nl' | 'pl';
export type Column =
  | 'no'
  | 'sku'
  | 'description'
  | 'brand'
  | 'quantity'
  | 'unit'
  | 'unit_price'
  | 'discount'
  | 'net_price'
  | 'amount';
export type Label =
  | 'quote'
  | 'invoice'
  | 'quote_number'
  | 'invoice_number'
  | 'date'
  | 'valid_until'
  | 'validity'
  | 'customer'
  | 'subtotal'
  | 'discount'
  | 'freight'
  | 'total'
  | 'tax_id'
  | 'days'
  | 'each'
  | 'amount_word'
  | 'at'
  | 'of'
  | 'per'
  | 'plus_tax'
  | 'included';

/** Each column's header words per language; the first is the plain one, the others synonyms. */
export const COLUMN_WORDS: Record<Language, Record<Column, string[]>> = {
  es: {
    no: ['#', 'No.', 'Part.', 'Item'],
    sku: ['Código', 'Clave', 'SKU', 'Ref.'],
    description: ['Descripción', 'Concepto', 'Artículo', 'Material'],
    brand: ['Marca', 'Fabricante'],
    quantity: ['Cantidad', 'Cant.', 'Cant', 'Unidades'],
    unit: ['Unidad', 'U.M.', 'Ud.', 'Medida'],
    unit_price: ['Precio unitario', 'P. Unit.', 'P.U.', 'Precio'],
    discount: ['Desc. %', 'Descuento', 'Dto.'],
    net_price: ['Precio neto', 'P. neto'],
    amount: ['Importe', 'Total', 'Monto', 'Subtotal'],
  },
  en: {
    no: ['#', 'No.', 'Item', 'Line'],
    sku: ['SKU', 'Code', 'Part No.', 'Item code'],
    description: ['Description', 'Item', 'Product', 'Material'],
    brand: ['Brand', 'Manufacturer', 'Make'],
    quantity: ['Quantity', 'Qty', 'QTY', 'Units'],
    unit: ['Unit', 'U/M', 'UOM'],
    unit_price: ['Unit price', 'Rate', 'Price', 'Unit cost'],
    discount: ['Disc. %', 'Discount'],
    net_price: ['Net price', 'Net'],
    amount: ['Amount', 'Total', 'Ext. price', 'Line total'],
  },
  pt: {
    no: ['#', 'Nº', 'Item'],
    sku: ['Código', 'Ref.'],
    description: ['Descrição', 'Produto', 'Material'],
    brand: ['Marca', 'Fabricante'],
    quantity: ['Quantidade', 'Qtd.', 'Qtde'],
    unit: ['Unidade', 'Un.'],
    unit_price: ['Preço unitário', 'Vlr. unit.', 'Preço'],
    discount: ['Desc. %', 'Desconto'],
    net_price: ['Preço líquido'],
    amount: ['Valor total', 'Total', 'Valor'],
  },
  fr: {
    no: ['#', 'N°', 'Ligne'],
    sku: ['Référence', 'Réf.', 'Code'],
    description: ['Désignation', 'Description', 'Article'],
    brand: ['Marque', 'Fabricant'],
    quantity: ['Quantité', 'Qté', 'Qté.'],
    unit: ['Unité', 'U.'],
    unit_price: ['Prix unitaire', 'P.U. HT', 'Prix'],
    discount: ['Remise %', 'Remise'],
    net_price: ['Prix net'],
    amount: ['Montant HT', 'Total HT', 'Montant'],
  },
  de: {
    no: ['#', 'Pos.', 'Nr.'],
    sku: ['Artikelnr.', 'Art.-Nr.', 'Code'],
    description: ['Bezeichnung', 'Beschreibung', 'Artikel'],
    brand: ['Marke', 'Hersteller'],
    quantity: ['Menge', 'Anzahl', 'Mg.'],
    unit: ['Einheit', 'ME'],
    unit_price: ['Einzelpreis', 'E-Preis', 'Preis'],
    discount: ['Rabatt %', 'Rabatt'],
    net_price: ['Nettopreis'],
    amount: ['Gesamtpreis', 'Betrag', 'Gesamt'],
  },
  nl: {
    no: ['#', 'Nr.', 'Regel'],
    sku: ['Artikelnr.', 'Code'],
    description: ['Omschrijving', 'Artikel'],
    brand: ['Merk', 'Fabrikant'],
    quantity: ['Aantal', 'Hoeveelheid'],
    unit: ['Eenheid'],
    unit_price: ['Prijs per stuk', 'Stukprijs', 'Prijs'],
    discount: ['Korting %', 'Korting'],
    net_price: ['Nettoprijs'],
    amount: ['Bedrag', 'Totaal'],
  },
  pl: {
    no: ['Lp.', 'Nr', '#'],
    sku: ['Kod', 'Indeks', 'Symbol'],
    description: ['Nazwa towaru', 'Nazwa', 'Opis', 'Towar'],
    brand: ['Marka', 'Producent'],
    quantity: ['Ilość', 'Il.'],
    unit: ['J.m.', 'Jedn.'],
    unit_price: ['Cena jedn. netto', 'Cena netto', 'Cena'],
    discount: ['Rabat %', 'Rabat'],
    net_price: ['Cena po rabacie'],
    amount: ['Wartość netto', 'Wartość', 'Kwota'],
  },
};

export const LABELS: Record<Language, Record<Label, string>> = {
  es: {
    quote: 'COTIZACIÓN',
    invoice: 'FACTURA',
    quote_number: 'Cotización No.',
    invoice_number: 'Factura No.',
    date: 'Fecha',
    valid_until: 'Válida hasta',
    validity: 'Vigencia',
    customer: 'Cliente',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    freight: 'Flete',
    total: 'Total',
    tax_id: 'RFC',
    days: 'días',
    each: 'c/u',
    amount_word: 'importe',
    at: 'a',
    of: 'de',
    per: 'por',
    plus_tax: 'Precios más IVA',
    included: 'Incluido',
  },
  en: {
    quote: 'QUOTATION',
    invoice: 'INVOICE',
    quote_number: 'Quote #',
    invoice_number: 'Invoice number',
    date: 'Date',
    valid_until: 'Valid until',
    validity: 'Validity',
    customer: 'Customer',
    subtotal: 'Subtotal',
    discount: 'Discount',
    freight: 'Freight',
    total: 'Total',
    tax_id: 'Tax ID',
    days: 'days',
    each: 'each',
    amount_word: 'amount',
    at: 'at',
    of: 'of',
    per: 'per',
    plus_tax: 'Prices plus tax',
    included: 'Included',
  },
  pt: {
    quote: 'ORÇAMENTO',
    invoice: 'FATURA',
    quote_number: 'Orçamento nº',
    invoice_number: 'Número da fatura',
    date: 'Data',
    valid_until: 'Válido até',
    validity: 'Validade',
    customer: 'Cliente',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    freight: 'Frete',
    total: 'Total',
    tax_id: 'CNPJ',
    days: 'dias',
    each: 'cada',
    amount_word: 'valor',
    at: 'a',
    of: 'de',
    per: 'por',
    plus_tax: 'Preços mais impostos',
    included: 'Incluído',
  },
  fr: {
    quote: 'DEVIS',
    invoice: 'FACTURE',
    quote_number: 'Devis n°',
    invoice_number: 'Numéro de facture',
    date: 'Date',
    valid_until: "Valable jusqu'au",
    validity: 'Validité',
    customer: 'Client',
    subtotal: 'Total HT',
    discount: 'Remise',
    freight: 'Transport',
    total: 'Montant TTC',
    tax_id: 'SIRET',
    days: 'jours',
    each: "l'unité",
    amount_word: 'montant',
    at: 'à',
    of: 'de',
    per: 'par',
    plus_tax: 'Prix hors taxes',
    included: 'Inclus',
  },
  de: {
    quote: 'ANGEBOT',
    invoice: 'RECHNUNG',
    quote_number: 'Angebotsnummer',
    invoice_number: 'Rechnungsnummer',
    date: 'Datum',
    valid_until: 'Gültig bis',
    validity: 'Gültigkeit',
    customer: 'Kunde',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    freight: 'Fracht',
    total: 'Gesamtbetrag',
    tax_id: 'USt-IdNr.',
    days: 'Tage',
    each: 'je',
    amount_word: 'Betrag',
    at: 'zu',
    of: '',
    per: 'pro',
    plus_tax: 'Preise zzgl. MwSt.',
    included: 'Inklusive',
  },
  nl: {
    quote: 'OFFERTE',
    invoice: 'FACTUUR',
    quote_number: 'Offertenummer',
    invoice_number: 'Factuurnummer',
    date: 'Datum',
    valid_until: 'Geldig tot',
    validity: 'Geldigheid',
    customer: 'Klant',
    subtotal: 'Subtotaal',
    discount: 'Korting',
    freight: 'Vracht',
    total: 'Totaal',
    tax_id: 'BTW-nummer',
    days: 'dagen',
    each: 'per stuk',
    amount_word: 'bedrag',
    at: 'à',
    of: '',
    per: 'per',
    plus_tax: 'Prijzen excl. btw',
    included: 'Inbegrepen',
  },
  pl: {
    quote: 'OFERTA',
    invoice: 'FAKTURA VAT',
    quote_number: 'Oferta nr',
    invoice_number: 'Numer faktury',
    date: 'Data wystawienia',
    valid_until: 'Ważna do',
    validity: 'Ważność',
    customer: 'Nabywca',
    subtotal: 'Razem netto',
    discount: 'Rabat',
    freight: 'Transport',
    total: 'Do zapłaty',
    tax_id: 'NIP',
    days: 'dni',
    each: 'za szt.',
    amount_word: 'wartość',
    at: 'po',
    of: '',
    per: 'za',
    plus_tax: 'Ceny netto + VAT',
    included: 'W cenie',
  },
};

/** The tax's printed name per language (the answer key keeps the document's own). */
export const TAX_WORD: Record<Language, string> = {
  es: 'IVA',
  en: 'Sales tax',
  pt: 'ICMS',
  fr: 'TVA',
  de: 'MwSt.',
  nl: 'BTW',
  pl: 'VAT',
};

export type NumberStyle = 'us' | 'eu' | 'space';

/** `1,234.56` (us), `1.234,56` (eu), `1 234,56` (space). */
export function formatNumber(value: number, decimals: number, style: NumberStyle): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.') as [string, string | undefined];
  const group = style === 'us' ? ',' : style === 'eu' ? '.' : ' ';
  const point = style === 'us' ? '.' : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? point + fraction : ''}`;
}

/** A quantity as people print it: no decimals when whole. */
export function formatQuantity(value: number, style: NumberStyle): string {
  return Number.isInteger(value)
    ? formatNumber(value, 0, style)
    : formatNumber(value, String(value).split('.')[1]!.length, style);
}

const MONTHS: Record<Language, string[]> = {
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  ),
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  ),
  pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(
    ' ',
  ),
};

/** An ISO date the way a document in `language` prints it (`long`: month by name). */
export function formatDate(iso: string, language: Language, long: boolean): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = MONTHS[language][Number(m) - 1]!;
  if (language === 'en') return long ? `${month} ${Number(d)}, ${y}` : `${m}/${d}/${y}`;
  if (!long) return language === 'de' || language === 'pl' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
  if (language === 'es' || language === 'pt') return `${Number(d)} de ${month} de ${y}`;
  if (language === 'de') return `${Number(d)}. ${month} ${y}`;
  return `${Number(d)} ${month} ${y}`;
}

export function currencySymbol(currency: string): string {
  return currency === 'EUR' ? '€' : currency === 'PLN' ? 'zł' : '$';
}

/** Money as printed: `$1,234.56` or `1.234,56 €`. */
export function formatMoney(
  value: number,
  currency: string,
  decimals: number,
  style: NumberStyle,
): string {
  const number = formatNumber(value, decimals, style);
  return currency === 'EUR' || currency === 'PLN'
    ? `${number} ${currencySymbol(currency)}`
    : `$${number}`;
}

/** What a table column holds, as its header (or, headerless, its content) says. */
export type ColumnRole =
  | 'index'
  | 'sku'
  | 'description'
  | 'brand'
  | 'quantity'
  | 'unit'
  | 'price'
  | 'listPrice'
  | 'netPrice'
  | 'discount'
  | 'total'
  | 'other';

/**
 * The words item-table headers use for each column role, as data
 * (docs/decisions/014-quote-reader.md § Quote reader): Spanish, English, Portuguese, French,
 * German, Dutch, Italian, Catalan and Polish. Each entry is a phrase as `headerKey` writes it
 * (folded: lower case, no accents, no dots, colons or currency marks). A header names a role when
 * its key is one of these phrases, word for word, or one OCR slip away from one (a letter changed,
 * added or lost in a word of six or more).
 */
export const HEADER_VOCABULARY: Record<Exclude<ColumnRole, 'other'>, string[]> = {
  index: [
    '#',
    'no',
    'n',
    'no #',
    'nr',
    'nro',
    'num',
    'item',
    'it',
    'partida',
    'part',
    'line',
    'ln',
    'pos',
    'posicion',
    'position',
    'renglon',
    'lp',
    'linha',
    'ligne',
    'riga',
    'regel',
    'item #',
    'pos nr',
    'n o',
    'no item',
    'item no #',
  ],
  sku: [
    'codigo',
    'cod',
    'clave',
    'cve',
    'sku',
    'ref',
    'referencia',
    'reference',
    'part #',
    'part no',
    'part number',
    'item #',
    'item no',
    'item code',
    'articulo',
    'art',
    'catalogo',
    'modelo',
    'model',
    'code',
    'codi',
    'producto #',
    'codigo producto',
    'cod producto',
    'product code',
    'artikel',
    'artikelnummer',
    'artikelnr',
    'art nr',
    'artnr',
    'bestellnummer',
    'codice',
    'cod art',
    'codice articolo',
    'articolo',
    'ref fournisseur',
    'code article',
    'indeks',
    'kod',
    'symbol',
    'referentie',
    'artikelcode',
    'catalog #',
    'cat no',
  ],
  description: [
    'descripcion',
    'description',
    'concepto',
    'producto',
    'detalle',
    'item description',
    'product',
    'product description',
    'material',
    'materiales',
    'materials',
    'articulo descripcion',
    'descripcion del producto',
    'descripcion del material',
    'partida descripcion',
    'producto servicio',
    'item description',
    'service',
    'servicio',
    'servicios',
    'designacion',
    'denominacion',
    'descricao',
    'produto',
    'especificacao',
    'designation',
    'libelle',
    'description article',
    'bezeichnung',
    'beschreibung',
    'artikelbezeichnung',
    'leistung',
    'omschrijving',
    'beschrijving',
    'descrizione',
    'descripcio',
    'concepte',
    'nazwa',
    'nazwa towaru',
    'nazwa towaru lub uslugi',
    'opis',
    'towar',
    'description of goods',
    'goods',
    'particulars',
    'item details',
    'details',
    'concepto descripcion',
    'trabajo',
    'actividad',
    'insumo',
    'mercancia',
    'partida concepto',
    'product service',
  ],
  brand: [
    'marca',
    'brand',
    'manufacturer',
    'fabricante',
    'mfr',
    'make',
    'marque',
    'fabricant',
    'marke',
    'hersteller',
    'merk',
    'fabrikant',
    'marchio',
    'produttore',
    'producent',
    'marca fabricante',
  ],
  quantity: [
    'cantidad',
    'cant',
    'qty',
    'quantity',
    'cantid',
    'q',
    'ctd',
    'uds',
    'unidades',
    'cdad',
    'quantidade',
    'qtd',
    'qtde',
    'quantite',
    'qte',
    'menge',
    'anzahl',
    'aantal',
    'hoeveelheid',
    'quantita',
    'qta',
    'quantitat',
    'ilosc',
    'qty ordered',
    'cant solicitada',
    'cant pedida',
    'cant ofertada',
    'cantidad ofertada',
    'no of units',
  ],
  unit: [
    'unidad',
    'unid',
    'um',
    'u m',
    'u/m',
    'uom',
    'unit',
    'ud',
    'und',
    'medida',
    'unidad de medida',
    'u',
    'unidade',
    'un',
    'unite',
    'einheit',
    'eh',
    'me',
    'eenheid',
    'unita',
    'unitat',
    'jm',
    'j m',
    'jedn',
    'unit of measure',
    'u medida',
    'udm',
    'presentacion',
    'unidad medida',
    'empaque',
  ],
  price: [
    'precio',
    'pu',
    'p u',
    'precio unitario',
    'precio unit',
    'p unit',
    'p unitario',
    'vr unit',
    'vr unitario',
    'valor unitario',
    'valor unit',
    'costo unitario',
    'costo unit',
    'unit price',
    'price',
    'rate',
    'unit rate',
    'unit cost',
    'precio u',
    'importe unitario',
    'unitario',
    'precio ud',
    'precio por unidad',
    'price each',
    'each',
    'price per unit',
    'price unit',
    'preco unitario',
    'preco',
    'preco unit',
    'prix unitaire',
    'pu ht',
    'prix',
    'prix unit',
    'prix unitaire ht',
    'einzelpreis',
    'preis',
    'stuckpreis',
    'e preis',
    'ep',
    'preis je einheit',
    'prijs',
    'eenheidsprijs',
    'stukprijs',
    'prijs per stuk',
    'prezzo',
    'prezzo unitario',
    'prezzo unit',
    'preu',
    'preu unitari',
    'cena',
    'cena jedn',
    'cena jednostkowa',
    'cena netto',
    'cena jedn netto',
    'unit price excl vat',
    'unit price usd',
    'precio unidad',
    'p unidad',
    'importe unidad',
    'precio ud neto',
    'valor unitario neto',
    'p u neto',
  ],
  listPrice: [
    'precio lista',
    'precio de lista',
    'p lista',
    'lista',
    'list',
    'list price',
    'pvp',
    'tarifa',
    'precio tarifa',
    'prix catalogue',
    'prix public',
    'listenpreis',
    'bruttopreis',
    'listino',
    'prezzo listino',
    'preco tabela',
    'msrp',
  ],
  netPrice: [
    'precio neto',
    'p neto',
    'neto',
    'net',
    'net price',
    'precio neto unitario',
    'precio neto unit',
    'prix net',
    'nettopreis',
    'prezzo netto',
    'preco liquido',
    'net unit price',
    'your price',
    'su precio',
  ],
  discount: [
    '%',
    'desc',
    'dcto',
    'dscto',
    'dto',
    'descuento',
    'disc',
    'discount',
    'bonif',
    'bonificacion',
    '% desc',
    'desc %',
    'dto %',
    '% dto',
    'descuento %',
    'discount %',
    'disc %',
    'remise',
    'remise %',
    'rabatt',
    'rabatt %',
    'korting',
    'sconto',
    'sconto %',
    'desconto',
    'descompte',
    'rabat',
    'rabat %',
  ],
  total: [
    'importe',
    'total',
    'valor',
    'valor total',
    'vr total',
    'amount',
    'ext price',
    'extended',
    'extended price',
    'line total',
    'subtotal',
    'monto',
    'importe total',
    'total linea',
    'precio total',
    'total price',
    'ext',
    'extension',
    'total amount',
    'line amount',
    'amount usd',
    'montant',
    'montant ht',
    'total ht',
    'prix total',
    'betrag',
    'gesamt',
    'gesamtpreis',
    'summe',
    'bedrag',
    'totaal',
    'importo',
    'totale',
    'import',
    'valor total neto',
    'wartosc',
    'wartosc netto',
    'kwota',
    'net amount',
    'importe neto',
    'total neto',
    'subtotal linea',
    'parcial',
    'importe parcial',
    'valor parcial',
    'gesamtbetrag',
    'preco total',
    'valor neto',
    'netto',
    'net value',
  ],
};

/**
 * A header cell's text as the vocabulary writes it: folded, a currency in brackets dropped
 * ("Importe (MXN)"), dots, colons, slashes and dashes turned into spaces, "Nº" read as "no".
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\(\s*(?:[a-z]{3}|us\$|\$|€|£|%)\s*\)/g, (m) => (m.includes('%') ? ' % ' : ' '))
    .replace(/\b(?:mxn|usd|eur|cop|clp)\b|us\$|[$€£]/g, ' ')
    .replace(/n\s?[°º]/g, 'no')
    .replace(/[()[\]]/g, ' ')
    .replace(/[.:,;/\\\-_*'’]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function wordsMatch(header: string[], phrase: string[]): boolean {
  if (header.length !== phrase.length) return false;
  return header.every(
    (word, i) =>
      word === phrase[i] ||
      (word.length >= 6 && phrase[i]!.length >= 6 && withinOneEdit(word, phrase[i]!)),
  );
}

const PHRASES = Object.entries(HEADER_VOCABULARY).flatMap(([role, phrases]) =>
  phrases.map((phrase) => ({ role: role as ColumnRole, words: phrase.split(' ') })),
);
const EXACT = new Map<string, ColumnRole>();
for (const { role, words } of PHRASES) {
  const key = words.join(' ');
  if (!EXACT.has(key)) EXACT.set(key, role);
}

const BY_LENGTH = new Map<number, typeof PHRASES>();
for (const phrase of PHRASES)
  BY_LENGTH.set(phrase.words.length, [...(BY_LENGTH.get(phrase.words.length) ?? []), phrase]);
const LONGEST = Math.max(...PHRASES.map((p) => p.words.length));

/** Cells seen before: every line of a document is tried as a header, by both number styles. */
const seen = new Map<string, ColumnRole | null>();

/** The role a header cell names, by the vocabulary; null when it names none. */
export function roleOfHeaderWords(text: string): ColumnRole | null {
  const known = seen.get(text);
  if (known !== undefined) return known;
  const key = headerKey(text);
  const words = key.split(' ');
  const role = !key
    ? null
    : (EXACT.get(key) ??
      (words.length > LONGEST
        ? null
        : ((BY_LENGTH.get(words.length) ?? []).find((p) => wordsMatch(words, p.words))?.role ??
          null)));
  if (seen.size > 20_000) seen.clear();
  seen.set(text, role);
  return role;
}

/** Every spelling of a unit quotes use, folded (lower case, no accents, no final dot). */
const UNIT_WORDS: Record<string, string[]> = {
  pc: [
    'pza',
    'pzas',
    'pz',
    'pieza',
    'piezas',
    'pc',
    'pcs',
    'piece',
    'pieces',
    'each',
    'ea',
    'u',
    'un',
    'und',
    'unid',
    'unidad',
    'unidades',
    'ud',
    'uds',
    'tramo',
    'tramos',
    'plancha',
    'planchas',
    'hoja',
    'hojas',
    'sheet',
    'sheets',
    'pallet',
    'pallets',
    'pale',
    'pales',
    'palet',
    'palets',
    'paquete',
    'paquetes',
    'paq',
    'stick',
    'sticks',
    'tira',
    'tiras',
    'tubo',
    'tubos',
    'lamina',
    'laminas',
    'stk',
    'stuck',
    'st',
    'szt',
    'stuks',
    'pieza(s)',
    'pza(s)',
    'placa',
    'placas',
    'barra',
    'barras',
    'tabla',
    'tablas',
    'varilla',
    'varillas',
    'length',
    'lengths',
    'unit',
    'units',
    'nos',
    'no',
    'jgo',
    'juego',
    'cartucho',
    'cartuchos',
    'cartridge',
    'cartridges',
    'sht',
    'shts',
  ],
  m: [
    'm',
    'ml',
    'm.l',
    'mts',
    'mt',
    'metro',
    'metros',
    'mtl',
    'lm',
    'metro lineal',
    'metros lineales',
  ],
  m2: ['m2', 'm²', 'mt2', 'mts2', 'metro cuadrado', 'metros cuadrados', 'sqm'],
  m3: ['m3', 'm³', 'mt3', 'mts3', 'metro cubico', 'metros cubicos'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'],
  t: ['t', 'ton', 'tons', 'tn', 'tonelada', 'toneladas', 'tonne', 'tonnes'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  bag: [
    'bulto',
    'bultos',
    'bto',
    'btº',
    'bto°',
    'saco',
    'sacos',
    'bag',
    'bags',
    'sack',
    'sacks',
    'bolsa',
    'bolsas',
  ],
  box: ['caja', 'cajas', 'cja', 'cj', 'cx', 'karton', 'box', 'boxes', 'carton', 'cartons', 'ctn'],
  roll: [
    'rollo',
    'rollos',
    'roll',
    'rolls',
    'coil',
    'coils',
    'rolle',
    'rol',
    'rl',
    'spool',
    'spools',
    'bobina',
    'bobinas',
  ],
  l: ['l', 'lt', 'lts', 'litro', 'litros', 'liter', 'liters', 'litre', 'litres'],
  gal: ['gal', 'gals', 'galon', 'galones', 'gallon', 'gallons'],
  pail: [
    'cubeta',
    'cubetas',
    'cub',
    'cubt',
    'bote',
    'botes',
    'envase',
    'envases',
    'pail',
    'pails',
    'bucket',
    'buckets',
    'pl',
    'cubo',
    'cubos',
    'tineta',
    'tinetas',
  ],
  h: ['h', 'hr', 'hrs', 'hora', 'horas', 'hour', 'hours', 'hh'],
  day: ['dia', 'dias', 'jornada', 'jornadas', 'jor', 'day', 'days'],
  week: ['semana', 'semanas', 'week', 'weeks', 'wk'],
  lot: ['lote', 'lotes', 'lot', 'lots', 'ls', 'lump sum', 'servicio', 'global', 'gl', 'sg'],
  ft: ['ft', 'lf', 'lin ft', 'feet', 'foot', 'pie lineal', 'pies lineales'],
  ft2: ['ft2', 'ft²', 'sf', 'sq ft', 'sqft', 'sq. ft', 'pie²', 'pie2', 'pies2', 'pies²'],
  yd3: ['yd3', 'yd³', 'cy', 'cu yd', 'cu. yd', 'yd', 'yds', 'yarda cubica', 'yardas cubicas'],
  thousand: ['millar', 'millares', 'thousand', 'mil'],
  trip: [
    'viaje',
    'viajes',
    'volqueta',
    'volquetas',
    'trip',
    'trips',
    'load',
    'loads',
    'camion',
    'camiones',
  ],
};

const CODE_OF = new Map<string, string>();
for (const [code, words] of Object.entries(UNIT_WORDS)) for (const w of words) CODE_OF.set(w, code);

export function foldUnit(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[áàä]/g, 'a')
    .replace(/[éèë]/g, 'e')
    .replace(/[íìï]/g, 'i')
    .replace(/[óòö]/g, 'o')
    .replace(/[úùü]/g, 'u')
    .replace(/\.+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the whole text is one unit as written ("bultos", "sq ft", "KG"), nothing more. */
export function isUnitWord(text: string): boolean {
  return CODE_OF.has(foldUnit(text));
}

/**
 * True when the text is a unit as a cell prints it: a unit word, perhaps with its pack size
 * ("bulto 50 kg", "caja c/100", "rollo 100 m"), not a description that opens with one ("Tubo
 * PVC 4\"", "Lámina asfáltica").
 */
export function isUnitText(text: string): boolean {
  const folded = foldUnit(text);
  if (CODE_OF.has(folded)) return true;
  const match =
    /^([a-z²³º°.]+(?:\s(?:ft|yd|lineal|lineales|cuadrados?|cubicos?))?)\.?\s+(.*)$/.exec(folded);
  return (
    !!match &&
    CODE_OF.has(match[1]!.replace(/\.+$/, '')) &&
    /^(?:de\s+|c\/\s?|x\s?)?\d+(?:[.,]\d+)?\s?[a-z²³]{0,3}\.?$/.test(match[2]!)
  );
}

/** True when the text is a unit word (possibly with a pack size: "bulto 50 kg", "rollo 100 m"). */
export function unitCode(written: string): string | null {
  const folded = foldUnit(written);
  if (CODE_OF.has(folded)) return CODE_OF.get(folded)!;
  const first = /^[a-z²³º°.]+(?:\s(?:ft|yd|lineal|lineales|cuadrados?|cubicos?))?/.exec(
    folded,
  )?.[0];
  if (first && CODE_OF.has(first.replace(/\.+$/, '')))
    return CODE_OF.get(first.replace(/\.+$/, ''))!;
  const word = /^[a-z²³º°]+/.exec(folded)?.[0];
  return word && CODE_OF.has(word) ? CODE_OF.get(word)! : null;
}

const LIQUID =
  /\b(?:\d+(?:[.,]\d+)?\s?(?:gal|l|lt|lts|litros?|liters?)|galon(?:es)?|gallons?|cubetas?|pails?|buckets?|pintura|paint|sellador|sealer|coating|compound|impermeabilizante)\b/;

const GENERIC = new Set([
  'ea',
  'each',
  'u',
  'un',
  'und',
  'unid',
  'unidad',
  'unidades',
  'ud',
  'uds',
  'unit',
  'units',
]);

/**
 * The normalized unit code for a unit as written. A generic "unit" takes the package the
 * description names (a "un" of "Cemento … saco 25 kg" is a bag), since that is what is counted.
 */
export function normalizeUnit(written: string | null, description: string): string | null {
  if (!written) return null;
  // A container named by its size ("5 gal", "19 l", "25 kg") counts pails or bags.
  const sized = /^\d+(?:[.,]\d+)?\s?([a-z]+)\.?$/i.exec(written.trim());
  if (sized) {
    const sizeCode = CODE_OF.get(foldUnit(sized[1]!));
    if (sizeCode === 'gal' || sizeCode === 'l') return 'pail';
    if (sizeCode === 'kg' || sizeCode === 'lb') return 'bag';
  }
  const code = unitCode(written);
  const folded = foldUnit(written).replace(/\.$/, '');
  const desc = foldUnit(description);
  if (code === 'pc' && GENERIC.has(folded)) {
    if (/\b(saco|bulto|bag|sack)s?\b/.test(desc)) return 'bag';
    if (/\b(cubeta|bote|envase|pail|bucket|tineta)s?\b/.test(desc)) return 'pail';
    if (/\b(rollo|roll|bobina)s?\b/.test(desc)) return 'roll';
    if (/\b(caja|box)(es|s)?\b/.test(desc)) return 'box';
    // A counted item sold by its weight ("Cemento … 25 kg") is a sack of that weight.
    if (/\b\d+(?:[.,]\d+)?\s?kg\b/.test(desc)) return 'bag';
    // One sold by a liquid volume of 10 litres or more ("Pintura … (15 l)") is a pail; a smaller
    // can or bottle stays a piece.
    const litres = /\b(\d+(?:[.,]\d+)?)\s?(?:l|lt|lts|litros?|liters?|litres?)\b/.exec(desc);
    if (litres && Number(litres[1]!.replace(',', '.')) >= 10) return 'pail';
  }
  // A can or a bottle ("bote 473 ml") of less than ten litres is a piece, as above; a bucket of any
  // size stays a pail.
  if (code === 'pail' && /^(?:bote|botes|envase|envases)$/.test(folded)) {
    const litres = /\b(\d+(?:[.,]\d+)?)\s?(ml|cc|l|lt|lts|litros?|liters?|litres?)\b/.exec(desc);
    const amount = litres ? Number(litres[1]!.replace(',', '.')) : null;
    if (amount !== null && (/^(?:ml|cc)$/.test(litres![2]!) || amount < 10)) return 'pc';
  }
  if (code === 'thousand' && /\bcaja\b/.test(desc)) return 'box';
  // "PL" is a pail of a liquid and a sheet (plancha, placa) of a board: the item decides.
  if (code === 'pail' && folded === 'pl' && !LIQUID.test(desc)) return 'pc';
  return code;
}

/** Goods sold by volume: a superscript the scan lost after "m" is then a ³, else a ². */
const VOLUME_GOODS =
  /\b(?:concret|hormig|arena|grava|gravilla|sand|gravel|relleno|fill|tierra|soil|excava|mortero|mortar|agregad|aggregate|piedra|stone|triturad|crushed|volqueta|agua|water)/i;

/**
 * A unit as OCR reads it, set right: the superscript of "m²", "m³" or "pie²" read as "?", "*", "'"
 * or a quote mark (the power is taken from what the line sells), "lb" read with a capital I
 * ("Ib"), "lt" read as "It", the "³" of a bulk material's "m³" read as a letter ("mi", "mw"), "ml"
 * read as "mi", "l" read as "1", "I" or "|". Any other text is returned as it is.
 */
export function fixOcrUnit(text: string, lineText: string): string {
  const trimmed = text.trim();
  const power = /^(m|mt|mts|pie|pies|ft|yd)\s?[?*'"°º]$/i.exec(trimmed);
  if (power) {
    const base = power[1]!;
    const folded = base.toLowerCase();
    if (folded === 'yd') return `${base}³`;
    if (folded.startsWith('pie') || folded === 'ft') return `${base}²`;
    return `${base}${VOLUME_GOODS.test(lineText) ? '³' : '²'}`;
  }
  // Sand, gravel or concrete is never sold by the running metre: a bare "m" lost its "³".
  if (
    /^(?:m|mt|mts)$/i.test(trimmed) &&
    VOLUME_GOODS.test(lineText) &&
    !/\bpor\s+metro\b|\bper\s+(?:lin|metre|meter)/i.test(lineText)
  )
    return `${trimmed}³`;
  // The small ³ of a bulk material's "m³" read as a narrow letter ("mi", "mw"); a line sold by the
  // metre ("por metro") keeps "mi" as "ml" below.
  if (
    /^m[iIw1]$/i.test(trimmed) &&
    VOLUME_GOODS.test(lineText) &&
    !/\bpor\s+metro\b|\bper\s+(?:lin|metre|meter)/i.test(lineText)
  )
    return `${trimmed[0]}³`;
  if (/^Ibs?$/.test(trimmed)) return trimmed.replace('I', 'l');
  // "lt" and "lts" read with a capital I: no unit is written "It".
  if (/^Its?$/.test(trimmed)) return trimmed.replace('I', 'l');
  if (/^mi$/i.test(trimmed)) return trimmed[0] === 'M' ? 'ML' : 'ml';
  if (/^[1I|]$/.test(trimmed)) return 'l';
  return text;
}

import type { Quote, RfqRequest } from '../src/types.ts';

/** A seeded generator, so that every run times the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

const PRODUCTS: [string, string, string, string][] = [
  ['Cemento gris CPC 30R bulto 50 kg', 'bag', 'kg', '50'],
  ['Varilla corrugada grado 42', 't', 'kg', '1000'],
  ['Block hueco de concreto cm', 'pc', 'pc', '1'],
  ['Arena de río', 'm3', 'm3', '1'],
  ['Grava triturada', 'm3', 'm3', '1'],
  ['Cable THW-LS calibre AWG', 'm', 'm', '1'],
  ['Tubo conduit PVC pesado', 'm', 'm', '1'],
  ['Impermeabilizante acrílico cubeta 19 l', 'pail', 'l', '19'],
  ['Placa de yeso laminado mm', 'm2', 'm2', '1'],
  ['Pintura vinílica blanca mate', 'l', 'l', '1'],
  ['Clavo corriente', 'kg', 'kg', '1'],
  ['Interruptor termomagnético polo A', 'pc', 'pc', '1'],
];

/**
 * A request of `items` items and `quotes` quotes answering most of them in their own words
 * (upper case, abbreviations, other units), with extras and gaps, for timing.
 */
export function syntheticGroup(
  items: number,
  quotes: number,
  seed = 1,
): { request: RfqRequest; quotes: Quote[] } {
  const rnd = random(seed);
  const requestItems = Array.from({ length: items }, (_, i) => {
    const [text, unit, comparableUnit, pack] = PRODUCTS[i % PRODUCTS.length]!;
    const quantity = 10 + Math.floor(rnd() * 500);
    return {
      reqId: `R${String(i + 1).padStart(3, '0')}`,
      description: `${text} modelo M${1000 + i} serie ${Math.floor(i / PRODUCTS.length)}`,
      brand: null,
      quantity,
      unit,
      comparableUnit,
      comparableQuantity: String(quantity * Number(pack)),
    };
  });
  const generated: Quote[] = Array.from({ length: quotes }, (_, q) => {
    const lines = requestItems
      .filter(() => rnd() < 0.92)
      .map((item, n) => ({
        lineNo: n + 1,
        description:
          rnd() < 0.5
            ? item.description.toUpperCase()
            : item.description.replace('Cemento', 'Cto.').replace('corrugada', 'corr.'),
        quantity: item.quantity,
        unit: item.unit,
        unitPrice: (10 + rnd() * 1000).toFixed(2),
        discountPct: rnd() < 0.2 ? '5' : null,
      }));
    for (let e = 0; e < 10; e++)
      lines.push({
        lineNo: lines.length + 1,
        description: `Accesorio diverso ${e}`,
        quantity: 1,
        unit: 'pc',
        unitPrice: '99.00',
        discountPct: null,
      });
    return {
      quoteId: `Q${q + 1}`,
      currency: q % 5 === 0 ? 'USD' : 'MXN',
      lines,
      freight: String(Math.floor(rnd() * 5000)),
    };
  });
  return { request: { currency: 'MXN', language: 'es', items: requestItems }, quotes: generated };
}

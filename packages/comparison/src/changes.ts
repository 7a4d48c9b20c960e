import {
  designation,
  mainDimensions,
  sameCementClass,
  sameDimensions,
  sameGauge,
  sameSize,
} from './attributes.ts';
import type { Conversion } from './conversion.ts';
import type { PreparedItem, PreparedLine } from './match.ts';
import { sameStrength } from './match.ts';
import { prepareText } from './measures.ts';
import { CONTAINER_UNITS } from './units.ts';

/**
 * One way a quote line differs from what was asked: the line offers a substitute. What differs,
 * not a sentence (docs/product-rules.md § Comparing and awarding, Substitution): `kind` is the
 * attribute, `quoted` what the line offers and `requested` what the request asks, each as
 * written (a size, a gauge, a brand) or as a key the caller renders in either language (a
 * variant's "fireResistant", a qualifier's "river").
 */
export interface Change {
  kind:
    | 'brand'
    | 'class'
    | 'strength'
    | 'size'
    | 'dimensions'
    | 'gauge'
    | 'mesh'
    | 'variant'
    | 'material'
    | 'qualifier'
    | 'pack';
  quoted: string;
  requested: string;
  /** For a qualifier: which one ("origin", "moisture", "pumpType"…, measures/qualifiers.ts). */
  attribute?: string;
}

const squash = (text: string) => prepareText(text).replace(/[^a-z0-9]/g, '');

const VARIANT_LABELS: Record<string, { es: string; en: string }> = {
  waterResistant: { es: 'hidrófuga', en: 'moisture resistant' },
  fireResistant: { es: 'resistente al fuego', en: 'fire rated' },
  epoxy: { es: 'con recubrimiento epóxico', en: 'epoxy coated' },
  galvanized: { es: 'galvanizado', en: 'galvanized' },
  secondGrade: { es: 'segunda calidad', en: 'second grade' },
  stainless: { es: 'inoxidable', en: 'stainless' },
  recycled: { es: 'reciclado', en: 'recycled' },
  economy: { es: 'gama económica', en: 'economy range' },
  fiber: { es: 'con fibra', en: 'fiber mix' },
};

/** Qualifier values as the note names them (measures/qualifiers.ts keys). */
const QUALIFIER_LABELS: Record<string, { es: string; en: string }> = {
  river: { es: 'de río', en: 'river' },
  pit: { es: 'de mina', en: 'pit' },
  rock: { es: 'de peña', en: 'rock' },
  manufactured: { es: 'triturada', en: 'manufactured' },
  sea: { es: 'de mar', en: 'sea' },
  dry: { es: 'seco', en: 'dry' },
  green: { es: 'verde', en: 'green' },
  boom: { es: 'bomba pluma', en: 'boom pump' },
  line: { es: 'bomba estacionaria', en: 'line pump' },
  single: { es: 'hueco sencillo', en: 'single hollow' },
  double: { es: 'hueco doble', en: 'double hollow' },
  fiscal: { es: 'fiscal', en: 'fiscal' },
  princesa: { es: 'princesa', en: 'princesa' },
  titan: { es: 'titán', en: 'titan' },
  kingkong: { es: 'king kong', en: 'king kong' },
};

/** What differs between the requested item and the line answering it. */
export function findChanges(
  item: PreparedItem,
  line: PreparedLine,
  conversion: Conversion,
  requestedPack: Conversion['pack'] | null,
): Change[] {
  const a = item.attributes;
  const b = line.attributes;
  const changes: Change[] = [];
  const brand = item.item.brand;
  const lineBrand = line.line.brand;
  if (
    brand &&
    lineBrand &&
    squash(brand) !== squash(lineBrand) &&
    !squash(line.line.description).includes(squash(brand))
  )
    changes.push({ kind: 'brand', quoted: lineBrand, requested: brand });
  if (a.cementClass && b.cementClass && !sameCementClass(a.cementClass.value, b.cementClass.value))
    changes.push({ kind: 'class', quoted: b.cementClass.raw, requested: a.cementClass.raw });
  if (a.adhesiveClass && b.adhesiveClass && a.adhesiveClass.value !== b.adhesiveClass.value)
    changes.push({ kind: 'class', quoted: b.adhesiveClass.raw, requested: a.adhesiveClass.raw });
  if (a.strength && b.strength && !sameStrength(a, b))
    changes.push({ kind: 'strength', quoted: b.strength.raw, requested: a.strength.raw });
  // Sections and diameters, not a piece's length (a 6 m bar of the requested 12 mm is the same
  // bar; its length changes the quantity, which levelling converts).
  const sectionsA = a.sizes.filter((x) => x.mm < 1000);
  const sectionsB = b.sizes.filter((x) => x.mm < 1000);
  if (
    sectionsA.length &&
    sectionsB.length &&
    !sectionsA.some((x) => sectionsB.some((y) => sameSize(x.mm, y.mm)))
  ) {
    // Name the sizes of the same magnitude: a diameter for a diameter, a thickness for one.
    const requested = sectionsA[0]!;
    const quoted = sectionsB.reduce((best, s) =>
      Math.abs(Math.log(s.mm / requested.mm)) < Math.abs(Math.log(best.mm / requested.mm))
        ? s
        : best,
    );
    changes.push({ kind: 'size', quoted: quoted.raw, requested: requested.raw });
  }
  const da = mainDimensions(a);
  const db = mainDimensions(b);
  if (da && db && !sameDimensions(da, db, a.conceptSet.has('c:wood'))) {
    const comparable = da.values.length === db.values.length || a.conceptSet.has('c:wood');
    if (comparable) changes.push({ kind: 'dimensions', quoted: db.raw, requested: da.raw });
  }
  // A designation's numbers (Armex 15x15-4 against 15x20-4; a mesh's spacing).
  const ga = designation(a);
  const gb = designation(b);
  if (ga && gb && !sameDimensions(ga, gb))
    changes.push({ kind: 'dimensions', quoted: gb.raw, requested: ga.raw });
  if (a.gauge && b.gauge && !sameGauge(a.gauge, b.gauge, a.conceptSet))
    changes.push({ kind: 'gauge', quoted: b.gauge.raw, requested: a.gauge.raw });
  // A mesh's wires compare in the notation both write (10/10 gauges, or W numbers).
  if (a.mesh && b.mesh && a.mesh.notation === b.mesh.notation && a.mesh.wires !== b.mesh.wires)
    changes.push({ kind: 'mesh', quoted: b.mesh.raw, requested: a.mesh.raw });
  for (const [attribute, requested] of a.qualifiers) {
    const quoted = b.qualifiers.get(attribute);
    if (quoted && quoted !== requested)
      changes.push({ kind: 'qualifier', attribute, quoted, requested });
  }
  const materialConflict =
    a.materials.size > 0 &&
    b.materials.size > 0 &&
    ![...a.materials].some((m) => b.materials.has(m));
  const newVariants = [...b.variants].filter((v) => !a.variants.has(v));
  for (const variant of newVariants)
    changes.push({ kind: 'variant', quoted: variant, requested: '' });
  if (materialConflict && newVariants.length === 0)
    changes.push({
      kind: 'material',
      quoted: [...b.materials].join('/'),
      requested: [...a.materials].join('/'),
    });
  const unit = line.line.unit;
  const pack = conversion.pack;
  if (
    unit &&
    unit === item.item.unit &&
    CONTAINER_UNITS.has(unit) &&
    unit !== 'pc' &&
    pack &&
    requestedPack &&
    pack.system === requestedPack.system &&
    !sameSize(pack.amount.toNumber(), requestedPack.amount.toNumber())
  )
    changes.push({ kind: 'pack', quoted: pack.raw, requested: requestedPack.raw });
  return changes;
}

/** What differs and its note (`describeChanges`). */
export interface Substitution {
  changes: Change[];
  note: string | null;
}

/**
 * `findChanges` and `describeChanges` for the lines of one comparison, each worked out once per
 * conversion: a conversion the line states is made once per reading, unit and item
 * (line-scores.ts), which is all `findChanges` reads of the line but its brand and description,
 * and those only when both the item and the line name a brand (then nothing is kept). The
 * arrays are shared between lines and never changed.
 */
export function substitutions(
  packs: (Conversion['pack'] | null)[],
  language: string,
): (item: PreparedItem, col: number, line: PreparedLine, conversion: Conversion) => Substitution {
  const kept = new Map<Conversion, Substitution>();
  const work = (item: PreparedItem, col: number, line: PreparedLine, conversion: Conversion) => {
    const changes = findChanges(item, line, conversion, packs[col] ?? null);
    return { changes, note: describeChanges(changes, language) };
  };
  return (item, col, line, conversion) => {
    if (line.line.brand && item.item.brand) return work(item, col, line, conversion);
    let substitution = kept.get(conversion);
    if (!substitution) kept.set(conversion, (substitution = work(item, col, line, conversion)));
    return substitution;
  };
}

/** A short note of what changed, in the buyer's language ("CPC 40 en lugar de CPC 30R"). */
export function describeChanges(changes: Change[], language: string): string | null {
  if (changes.length === 0) return null;
  const isEs = language !== 'en';
  const instead = isEs ? 'en lugar de' : 'instead of';
  return changes
    .map((c) => {
      switch (c.kind) {
        case 'brand':
          return isEs
            ? `marca ${c.quoted} ${instead} ${c.requested}`
            : `${c.quoted} ${instead} ${c.requested}`;
        case 'pack':
          return isEs
            ? `presentación ${c.quoted} ${instead} ${c.requested}`
            : `${c.quoted} pack ${instead} ${c.requested}`;
        case 'qualifier': {
          const label = (key: string) => QUALIFIER_LABELS[key]?.[isEs ? 'es' : 'en'] ?? key;
          return `${label(c.quoted)} ${instead} ${label(c.requested)}`;
        }
        case 'variant': {
          const label = VARIANT_LABELS[c.quoted] ?? { es: c.quoted, en: c.quoted };
          return isEs ? `se ofrece ${label.es}` : `${label.en} offered`;
        }
        default:
          return `${c.quoted} ${instead} ${c.requested}`;
      }
    })
    .join('; ');
}

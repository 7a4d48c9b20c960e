import { sameCementClass, sameDimensions, sameSize } from './attributes.ts';
import type { Conversion } from './conversion.ts';
import type { PreparedItem, PreparedLine } from './match.ts';
import { sameStrength } from './match.ts';
import { prepareText } from './measures.ts';
import { CONTAINER_UNITS } from './units.ts';

/** One way a quote line differs from what was asked: the line offers a substitute. */
export interface Change {
  kind:
    | 'brand'
    | 'class'
    | 'strength'
    | 'size'
    | 'dimensions'
    | 'gauge'
    | 'variant'
    | 'material'
    | 'pack';
  quoted: string;
  requested: string;
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
  if (a.strength && b.strength && !sameStrength(a, b))
    changes.push({ kind: 'strength', quoted: b.strength.raw, requested: a.strength.raw });
  if (
    a.sizes.length &&
    b.sizes.length &&
    !a.sizes.some((x) => b.sizes.some((y) => sameSize(x.mm, y.mm)))
  ) {
    // Name the sizes of the same magnitude: a diameter for a diameter, not the piece length.
    const requested = a.sizes[0]!;
    const quoted = b.sizes.reduce((best, s) =>
      Math.abs(Math.log(s.mm / requested.mm)) < Math.abs(Math.log(best.mm / requested.mm))
        ? s
        : best,
    );
    changes.push({ kind: 'size', quoted: quoted.raw, requested: requested.raw });
  }
  const da = a.dimensions.find((d) => d.values.length > 1);
  const db = b.dimensions.find((d) => d.values.length > 1);
  if (da && db && da.values.length === db.values.length && !sameDimensions(da, db))
    changes.push({ kind: 'dimensions', quoted: db.raw, requested: da.raw });
  if (a.gauge && b.gauge && a.gauge.value !== b.gauge.value)
    changes.push({ kind: 'gauge', quoted: b.gauge.raw, requested: a.gauge.raw });
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

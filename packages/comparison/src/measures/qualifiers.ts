/**
 * Words that name one of several exclusive kinds of a product (docs/product-rules.md §
 * Comparing and awarding, Substitution): river sand is not pit sand, green lumber is not dry, a
 * line pump is not a boom pump. When the request names one of a group and the line another,
 * the line offers a substitute. Each group is read only where its concept is (`within`), so
 * "río" elsewhere means nothing. Keys, not sentences: the caller renders them in either
 * language. General trade wording only, no brand.
 */
export interface QualifierGroup {
  /** The attribute's name, stored in a change ("origin", "moisture"…). */
  attribute: string;
  /** Concepts the group applies to (any of them, on the request's item). */
  within: string[];
  /** Each exclusive value and the words that name it (prepared text: no accents, lower case). */
  values: Record<string, RegExp>;
}

export const QUALIFIER_GROUPS: readonly QualifierGroup[] = [
  {
    attribute: 'origin',
    within: ['c:sand', 'c:gravel', 'c:aggregate'],
    values: {
      river: /\b(rio|river)\b/,
      pit: /\b(mina|pit|bank|cantera)\b/,
      rock: /\b(pena)\b/,
      manufactured: /\b(triturada|manufactured|crushed sand|arena triturada)\b/,
      sea: /\b(mar|sea|playa|beach)\b/,
    },
  },
  {
    attribute: 'moisture',
    within: ['c:wood'],
    values: {
      dry: /\b(seco|seca|dry|kiln dried|kd|secado)\b/,
      green: /\b(verde|green)\b/,
    },
  },
  {
    attribute: 'pumpType',
    within: ['c:pump'],
    values: {
      boom: /\b(boom|pluma|telescopica)\b/,
      line: /\b(line pump|linea|estacionaria|trailer|arrastre)\b/,
    },
  },
  {
    attribute: 'hollows',
    within: ['c:brick', 'c:block'],
    values: {
      single: /\b(hueco sencillo|sencillo|single hollow|hueco simple|simple)\b/,
      double: /\b(hueco doble|doble|double hollow|h d)\b/,
    },
  },
  {
    attribute: 'brickType',
    within: ['c:brick'],
    values: {
      fiscal: /\bfiscal\b/,
      princesa: /\bprincesa\b/,
      titan: /\btitan\b/,
      kingkong: /\bking ?kong\b/,
    },
  },
];

/** The group's value each group names in the text (first value whose words occur). */
export function readQualifiers(prepared: string, concepts: Set<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const group of QUALIFIER_GROUPS) {
    if (!group.within.some((c) => concepts.has(c))) continue;
    for (const [value, re] of Object.entries(group.values))
      if (re.test(prepared)) {
        found.set(group.attribute, value);
        break;
      }
  }
  return found;
}

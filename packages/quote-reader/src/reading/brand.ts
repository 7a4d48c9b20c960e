/**
 * A brand printed inline in a description: "… / Marca: HOLCIM", "… marca Camesa",
 * "… Brand: Raven", or a trailing "- Deacero" after the item text.
 */
export function inlineBrand(description: string): string | null {
  const labelled =
    /(?:^|[\s/(,])(?:marca|brand|mca\.?|fabricante)\s*[:.]?\s+([^/(),;]+?)\s*\)?$/i.exec(
      description,
    );
  if (labelled?.[1]) return labelled[1].trim();
  const dashed = /\s[-–—]\s+([\p{Lu}][\p{L}.&'’]+(?:\s[\p{L}.&'’]+){0,2})$/u.exec(description);
  if (dashed?.[1] && !/\d/.test(dashed[1])) return dashed[1].trim();
  return null;
}

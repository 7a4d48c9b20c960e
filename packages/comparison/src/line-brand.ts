import { prepareText } from './measures.ts';
import type { Quote, QuoteLine, RfqRequest } from './types.ts';

/**
 * A brand the reader left in the description (docs/product-rules.md § Comparing and awarding,
 * Substitution): "… 60.000 psi Diaco" with no brand field is still a Diaco offer when the
 * comparison knows Diaco as a brand (the request or another offer names it), and "marca X"
 * names X. A line that names no brand anywhere stays a line with no brand.
 */

const words = (text: string) =>
  prepareText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Brands the request asks for and the other offers' lines name, longest first; a name the
 * request's own descriptions use as a word ("Ladrillo princesa": a brick's type, also a brand's
 * name) is not read as a brand from a description.
 */
export function knownBrands(request: RfqRequest, quotes: Quote[]): string[] {
  const brands = new Set<string>();
  for (const item of request.items) if (item.brand) brands.add(item.brand.trim());
  for (const quote of quotes)
    for (const line of quote.lines) if (line.brand) brands.add(line.brand.trim());
  const requested = request.items.map((item) => words(item.description));
  return [...brands]
    .filter((b) => words(b).join('').length >= 3)
    .filter((b) => !requested.some((text) => containsWords(text, words(b))))
    .sort((a, b) => b.length - a.length);
}

/** "marca Moctezuma", "Marca: Knauf", "brand Sika": up to three words, to a number or a mark. */
const MARKED = /\b(?:marca|brand)\s*:?\s*([\p{L}][\p{L}.&'-]*(?:\s+[\p{L}][\p{L}.&'-]*){0,2})/iu;

function containsWords(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  return false;
}

/** The line with the brand its description names when the reader filled no brand field. */
export function withDescribedBrand(line: QuoteLine, brands: string[]): QuoteLine {
  return describedBrands(brands)(line);
}

/**
 * `withDescribedBrand` for every line of a comparison: the brands' words are read once, and
 * each description once however many offers repeat it.
 */
export function describedBrands(brands: string[]): (line: QuoteLine) => QuoteLine {
  const brandWords = brands.map((brand) => ({ brand, words: words(brand) }));
  const named = new Map<string, string | null>();
  const brandOf = (description: string): string | null => {
    const text = words(description);
    const known = brandWords.find((b) => containsWords(text, b.words))?.brand;
    const marked = MARKED.exec(description)?.[1]?.trim();
    return known ?? marked ?? null;
  };
  return (line) => {
    if (line.brand || !line.description) return line;
    let brand = named.get(line.description);
    if (brand === undefined) {
      brand = brandOf(line.description);
      named.set(line.description, brand);
    }
    return brand ? { ...line, brand } : line;
  };
}

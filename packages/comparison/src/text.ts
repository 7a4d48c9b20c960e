import { distance } from 'fastest-levenshtein';
import { parseWrittenNumber, prepareText } from './measures.ts';
import { CONCEPTS, STOPWORDS } from './vocabulary.ts';

/** Raw tokens of a prepared text: numbers (value-normalized), letter codes and words. */
const TOKEN_RE = /\d+[\s-]+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)*|[a-z]+\d[a-z0-9]*|[a-z]+/g;

const PHRASES = new Map<string, string>();
/** Per first word, the most words a phrase starting with it has (tokens never hold a space). */
const LONGEST_FROM = new Map<string, number>();
for (const [concept, words] of Object.entries(CONCEPTS)) {
  for (const word of words) {
    const raw = rawTokens(prepareText(word));
    // "placa de yeso" is also written "placa yeso": a phrase reads without its linking words.
    const linked = raw.filter((w) => !STOPWORDS.has(w));
    for (const key of [raw.join(' '), ...(linked.length > 1 ? [linked.join(' ')] : [])]) {
      if (!PHRASES.has(key)) PHRASES.set(key, concept);
      const [first, ...rest] = key.split(' ');
      LONGEST_FROM.set(first!, Math.max(LONGEST_FROM.get(first!) ?? 1, rest.length + 1));
    }
  }
}

/**
 * OCR misreads one letter of a word ("Comento", "vigento", "nmediata"): a word of 6 letters or
 * more one edit away from a vocabulary word or a stopword reads as it. Shorter words are left
 * alone, where one letter makes another word ("cobre" / "sobre").
 */
const MIN_MISREAD_LENGTH = 6;
const KNOWN_WORDS = new Map<string, string | null>();
for (const [phrase, concept] of PHRASES)
  if (!phrase.includes(' ') && phrase.length >= MIN_MISREAD_LENGTH)
    KNOWN_WORDS.set(phrase, concept);
for (const word of STOPWORDS)
  if (word.length >= MIN_MISREAD_LENGTH && !KNOWN_WORDS.has(word)) KNOWN_WORDS.set(word, null);
const misreadCache = new Map<string, string | null | undefined>();

/** The concept a misread word stands for, null for a misread stopword, undefined for neither. */
function misreadWord(word: string): string | null | undefined {
  if (word.length < MIN_MISREAD_LENGTH) return undefined;
  if (misreadCache.has(word)) return misreadCache.get(word);
  let found: string | null | undefined;
  for (const [known, concept] of KNOWN_WORDS)
    if (Math.abs(known.length - word.length) <= 1 && distance(known, word) === 1) {
      found = concept;
      break;
    }
  // Bounded: a long-running API process reads many descriptions.
  if (misreadCache.size > 50_000) misreadCache.clear();
  misreadCache.set(word, found);
  return found;
}

/** Whether one word is the other with one letter misread ("laminado" / "lamimado"). */
export function isMisread(a: string, b: string): boolean {
  if (!a.startsWith('w:') || !b.startsWith('w:')) return false;
  if (Math.min(a.length, b.length) < MIN_MISREAD_LENGTH + 2) return false;
  return Math.abs(a.length - b.length) <= 1 && distance(a, b) === 1;
}

function numberKey(raw: string): string {
  const mixed = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(raw);
  if (mixed) return `#${+mixed[1]! + +mixed[2]! / +mixed[3]!}`;
  const fraction = /^(\d+)\/(\d+)$/.exec(raw);
  if (fraction) return `#${+fraction[1]! / +fraction[2]!}`;
  return `#${parseWrittenNumber(raw)}`;
}

function rawTokens(prepared: string): string[] {
  const text = prepared
    .replace(/\b1a\b/g, ' primera ')
    .replace(/\b2a\b/g, ' segunda ')
    .replace(/(\d)\s*x\s*(?=\d)/g, '$1 x ');
  return [...text.matchAll(TOKEN_RE)].map((m) => (/^\d/.test(m[0]) ? numberKey(m[0]) : m[0]));
}

/** Light stemming shared by both languages: plural s/es, then Spanish gender a/o. */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('es')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 4 && /[ao]$/.test(w)) w = w.slice(0, -1);
  return w;
}

export interface Token {
  /** "c:cement" for a concept, "w:stem" for another word, "#12.5" for a number, "k:c2te" a code. */
  key: string;
  kind: 'concept' | 'word' | 'number' | 'code';
}

/** Meaningful tokens of a description, phrases and synonyms folded into concepts. */
export function tokenize(text: string): Token[] {
  const raw = rawTokens(prepareText(text));
  const tokens: Token[] = [];
  for (let i = 0; i < raw.length;) {
    let matched = false;
    const longest = LONGEST_FROM.get(raw[i]!) ?? 1;
    for (let size = Math.min(longest, raw.length - i); size >= 1; size--) {
      const concept = PHRASES.get(raw.slice(i, i + size).join(' '));
      if (concept) {
        tokens.push({ key: `c:${concept}`, kind: 'concept' });
        i += size;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const token = raw[i]!;
    i++;
    if (token.startsWith('#')) tokens.push({ key: token, kind: 'number' });
    else if (/\d/.test(token)) tokens.push({ key: `k:${token}`, kind: 'code' });
    else if (token.length > 1 && !STOPWORDS.has(token)) {
      const misread = misreadWord(token);
      if (misread === undefined) tokens.push({ key: `w:${stem(token)}`, kind: 'word' });
      else if (misread !== null) tokens.push({ key: `c:${misread}`, kind: 'concept' });
    }
  }
  return tokens;
}

/** Whether one token abbreviates the other ("porc" / "porcelanico", "c2te" / "c2tes1"). */
export function isAbbreviation(a: string, b: string): boolean {
  if (a.slice(0, 2) !== b.slice(0, 2) || !/^[wk]:/.test(a)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length > short.length && long.startsWith(short);
}

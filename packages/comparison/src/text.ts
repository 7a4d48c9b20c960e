import { parseWrittenNumber, prepareText } from './measures.ts';
import { CONCEPTS, STOPWORDS } from './vocabulary.ts';

/** Raw tokens of a prepared text: numbers (value-normalized), letter codes and words. */
const TOKEN_RE = /\d+[\s-]+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)*|[a-z]+\d[a-z0-9]*|[a-z]+/g;

const PHRASES = new Map<string, string>();
let longestPhrase = 1;
for (const [concept, words] of Object.entries(CONCEPTS)) {
  for (const word of words) {
    const raw = rawTokens(prepareText(word));
    // "placa de yeso" is also written "placa yeso": a phrase reads without its linking words.
    const linked = raw.filter((w) => !STOPWORDS.has(w));
    for (const key of [raw.join(' '), ...(linked.length > 1 ? [linked.join(' ')] : [])]) {
      if (!PHRASES.has(key)) PHRASES.set(key, concept);
      longestPhrase = Math.max(longestPhrase, key.split(' ').length);
    }
  }
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
    for (let size = Math.min(longestPhrase, raw.length - i); size >= 1; size--) {
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
    else if (token.length > 1 && !STOPWORDS.has(token))
      tokens.push({ key: `w:${stem(token)}`, kind: 'word' });
  }
  return tokens;
}

/** Whether one token abbreviates the other ("porc" / "porcelanico", "c2te" / "c2tes1"). */
export function isAbbreviation(a: string, b: string): boolean {
  if (a.slice(0, 2) !== b.slice(0, 2) || !/^[wk]:/.test(a)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length > short.length && long.startsWith(short);
}

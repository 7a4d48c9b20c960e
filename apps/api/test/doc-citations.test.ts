import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the rules inside the repository as `docs/<file>.md § <Heading>` or, for an ADR,
// `docs/decisions.md §<number>`. Each cited heading must exist, so a renamed heading fails here.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'eslint.config.js'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'coverage',
  'data',
  'test-results',
  '.stryker-tmp',
  'reports',
]);
const SOURCE = /\.(ts|tsx|js|mjs|sh)$/;

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (SOURCE.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE.test(entry.name) ? [join(ROOT, child)] : [];
  });
}

/** `## 4. Passwords` counts as both "4" and "Passwords". */
function headingsOf(doc: string): Set<string> {
  const headings = new Set<string>();
  for (const [, title = ''] of doc.matchAll(/^##+\s+(.+?)\s*$/gm)) {
    const numbered = /^(\d+)\.\s+(.*)$/.exec(title);
    if (numbered?.[1]) headings.add(numbered[1]);
    headings.add(numbered?.[2] ?? title);
  }
  return headings;
}

type Citation = { file: string; doc: string; heading: string };

/** Every `docs/<file>.md § Heading` in a source text, comment line breaks joined. */
function findCitations(file: string, text: string): Citation[] {
  const joined = text.replace(/\n\s*(?:\*|\/\/|#)\s*/g, ' ');
  const citations: Citation[] = [];
  for (const match of joined.matchAll(/docs\/([\w-]+\.md) §\s*([^).,;:\n`*]+)/g)) {
    const heading = (match[2] ?? '').trim();
    citations.push({ file, doc: match[1] ?? '', heading });
  }
  return citations;
}

function missingCitations(citations: Citation[]): string[] {
  const cache = new Map<string, Set<string> | undefined>();
  const headingsFor = (doc: string) => {
    if (!cache.has(doc)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
      } catch {
        text = undefined;
      }
      cache.set(doc, text === undefined ? undefined : headingsOf(text));
    }
    return cache.get(doc);
  };
  return citations
    .filter(({ doc, heading }) => {
      const headings = headingsFor(doc);
      // A number may be followed by words ("§11 budget"); a heading is cited whole.
      const cited = /^\d+/.exec(heading)?.[0] ?? heading;
      return !headings?.has(cited);
    })
    .map(({ file, doc, heading }) => `${relative(ROOT, file)}: docs/${doc} § ${heading}`);
}

/**
 * Rules cited by a name that only exists outside the repository: the original specification's or
 * the accounts decisions' section numbers, or an issue of the tracker. A newcomer with the clone
 * cannot follow them; the rule belongs in docs/ and the comment cites it there.
 */
const OUTSIDE_CITATION = /\b(?:specification|spec) §|(?<!docs\/)\bdecisions §|\bissue #?\d+\b/gi;

function outsideCitations(file: string, text: string): string[] {
  return [...text.matchAll(OUTSIDE_CITATION)].map(
    (match) => `${relative(ROOT, file)}: ${match[0]}`,
  );
}

describe('citations of docs/ in the code', () => {
  it('finds a rule cited outside the repository', () => {
    const text =
      '// (specification §8) and (decisions §4), as issue 12 asked; docs/decisions.md §4 is ours';
    expect(outsideCitations(join(ROOT, 'x.ts'), text)).toEqual([
      'x.ts: specification §',
      'x.ts: decisions §',
      'x.ts: issue 12',
    ]);
  });

  it('cites no rule that lives outside the repository', () => {
    const found = SCANNED.flatMap((path) =>
      sourceFiles(path)
        .filter((file) => file !== import.meta.filename)
        .flatMap((file) => outsideCitations(file, readFileSync(file, 'utf8'))),
    );
    expect(found).toEqual([]);
  });

  it('finds a cited heading that does not exist', () => {
    const citations = findCitations(
      'example.ts',
      '/** Rule (docs/product-rules.md § No such heading) and\n * (docs/decisions.md §999). */',
    );
    expect(citations.map((c) => c.heading)).toEqual(['No such heading', '999']);
    expect(missingCitations(citations)).toHaveLength(2);
  });

  it('finds each cited heading in its document', () => {
    const citations = SCANNED.flatMap((path) =>
      sourceFiles(path)
        .filter((file) => file !== import.meta.filename)
        .flatMap((file) => findCitations(file, readFileSync(file, 'utf8'))),
    );
    expect(citations.length).toBeGreaterThan(30);
    expect(missingCitations(citations)).toEqual([]);
  });
});

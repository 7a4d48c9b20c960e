import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the rules inside the repository as `docs/<path>.md § <Heading>`, or a whole
// document as `docs/<path>.md` (a decision is one file: `docs/decisions/<NNN>-<title>.md`). Each
// cited document and heading must exist, so a moved document or a renamed heading fails here. The
// documents' own cross-references (docs/ and the README) are checked the same way.

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
// SQL too: migrations and database functions cite the documents in their comments.
const SOURCE = /\.(ts|tsx|js|mjs|sh|sql)$/;
const DOCUMENTS = ['docs', 'README.md'];
const MARKDOWN = /\.md$/;

function filesUnder(path: string, kind: RegExp): string[] {
  const full = join(ROOT, path);
  if (kind.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesUnder(child, kind);
    return kind.test(entry.name) ? [join(ROOT, child)] : [];
  });
}

function sourceFiles(path: string): string[] {
  return filesUnder(path, SOURCE);
}

/**
 * `## 4. Passwords` counts as both "4" and "Passwords"; `## API figures (bench:api)` also as
 * "API figures", since a citation ends at a bracket or a colon.
 */
function headingsOf(doc: string): Set<string> {
  const headings = new Set<string>();
  for (const [, title = ''] of doc.matchAll(/^##+\s+(.+?)\s*$/gm)) {
    const numbered = /^(\d+)\.\s+(.*)$/.exec(title);
    if (numbered?.[1]) headings.add(numbered[1]);
    const name = numbered?.[2] ?? title;
    headings.add(name);
    headings.add(name.replace(/\s*\([^)]*\)$/, ''));
  }
  return headings;
}

/** A cited heading, or '' when the whole document is cited. */
type Citation = { file: string; doc: string; heading: string };

/**
 * Every `docs/<path>.md § Heading` and bare `docs/<path>.md` in a text, line breaks inside a
 * comment (or, in Markdown, inside a paragraph) joined.
 */
function findCitations(file: string, text: string): Citation[] {
  const lineBreak = MARKDOWN.test(file) ? /\n[ \t]*/g : /\n\s*(?:\*|\/\/|#|--)\s*/g;
  const joined = text.replace(lineBreak, ' ');
  const citations: Citation[] = [];
  for (const match of joined.matchAll(/docs\/([\w/.-]+?\.md)(?: §\s*([^).,;:\n`*]+))?/g)) {
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
      if (heading === '') return headings === undefined;
      // A number may be followed by words ("§11 budget"); a heading is cited whole.
      const cited = /^\d+/.exec(heading)?.[0] ?? heading;
      return !headings?.has(cited);
    })
    .map(
      ({ file, doc, heading }) =>
        `${relative(ROOT, file)}: docs/${doc}${heading === '' ? '' : ` § ${heading}`}`,
    );
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
      '/** Rule (docs/product-rules.md § No such heading) and\n * (docs/architecture.md §999). */',
    );
    expect(citations.map((c) => c.heading)).toEqual(['No such heading', '999']);
    expect(missingCitations(citations)).toHaveLength(2);
  });

  it('finds a cited document that does not exist, in code and in Markdown', () => {
    const inCode = findCitations(
      join(ROOT, 'example.ts'),
      '// One (docs/decisions/999-none.md) and (docs/measurements/none.md § Figures),\n' +
        '// docs/architecture.md and docs/decisions/003-sessions.md as they are.',
    );
    expect(inCode.map((c) => c.doc)).toEqual([
      'decisions/999-none.md',
      'measurements/none.md',
      'architecture.md',
      'decisions/003-sessions.md',
    ]);
    expect(missingCitations(inCode)).toEqual([
      'example.ts: docs/decisions/999-none.md',
      'example.ts: docs/measurements/none.md § Figures',
    ]);
    const inMarkdown = findCitations(
      join(ROOT, 'example.md'),
      'See docs/decisions/025-lock-order.md § Lock\n  order, and docs/decisions.md.',
    );
    expect(inMarkdown.map((c) => c.heading)).toEqual(['Lock order', '']);
    expect(missingCitations(inMarkdown)).toEqual(['example.md: docs/decisions.md']);
  });

  it('finds a stale citation in the SQL comments of a migration, across its comment lines', () => {
    const citations = findCitations(
      join(ROOT, 'apps/api/src/db/migrations/0099_example.sql'),
      '-- Kept by triggers, as exact as the raw rows (docs/architecture.md § Queries\n-- at scale).\n' +
        'CREATE INDEX "x_idx" ON "x" ("y");',
    );
    expect(citations).toMatchObject([{ doc: 'architecture.md', heading: 'Queries at scale' }]);
    expect(missingCitations(citations)).toEqual([
      'apps/api/src/db/migrations/0099_example.sql: docs/architecture.md § Queries at scale',
    ]);
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

  it('finds each document and heading the documents cite', () => {
    const citations = DOCUMENTS.flatMap((path) =>
      filesUnder(path, MARKDOWN).flatMap((file) => findCitations(file, readFileSync(file, 'utf8'))),
    );
    expect(citations.length).toBeGreaterThan(30);
    expect(missingCitations(citations)).toEqual([]);
  });
});

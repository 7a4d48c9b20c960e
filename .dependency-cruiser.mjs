// @ts-check
// The direction of imports between folders (docs/architecture.md § What may import what), checked
// by `npm run lint:deps` (part of `npm run lint`). ESLint's zones keep the API's layers; these
// rules keep the order of the API's modules and of the quote reader's stages, and forbid cycles.
import { readdirSync } from 'node:fs';

/**
 * The API's modules, bottom up: a module imports only modules of a lower rank, so no two modules
 * can import each other, even through others. A new module takes the rank above everything it
 * imports; the check below fails until it is placed.
 */
const API_MODULE_RANKS = [
  ['health', 'locations', 'sessions', 'fx-rates', 'suppliers', 'analytics', 'dashboard'],
  ['users', 'projects', 'levelling'],
  ['auth', 'companies', 'rfqs'],
  ['internal', 'price-memory'],
  ['quotes'],
  ['answers'],
  ['comparisons'],
  ['purchase-orders'],
];

/** The quote reader's stages in the order they may import each other (formats → … → checks). */
const READER_STAGES = ['formats', 'ocr', 'layout', 'reading', 'checks'];

const API_MODULES = 'apps/api/src/modules';
const READER = 'packages/quote-reader/src';

const ranked = API_MODULE_RANKS.flat();
const unranked = readdirSync(API_MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !ranked.includes(entry.name))
  .map((entry) => entry.name);
if (unranked.length)
  throw new Error(
    `.dependency-cruiser.mjs: place the API module(s) ${unranked.join(', ')} in API_MODULE_RANKS`,
  );

const either = (names) => `(${names.join('|')})`;

/** A module may not import a module of its own rank or above (other than itself). */
const moduleRules = API_MODULE_RANKS.flatMap((rank, index) => {
  const upward = API_MODULE_RANKS.slice(index).flat();
  return rank.map((module) => ({
    name: 'api-module-order',
    comment: `${module} imports only modules ranked below it (API_MODULE_RANKS in .dependency-cruiser.mjs)`,
    severity: 'error',
    from: { path: `^${API_MODULES}/${module}/`, pathNot: '\\.test\\.ts$' },
    to: {
      path: `^${API_MODULES}/${either(upward.filter((other) => other !== module))}/`,
    },
  }));
});

/** A stage may not import a stage before it. */
const readerRules = READER_STAGES.slice(1).map((stage, index) => ({
  name: 'reader-stage-order',
  comment: `${stage} never imports an earlier stage (${READER_STAGES.join(' → ')})`,
  severity: 'error',
  from: { path: `^${READER}/${stage}/`, pathNot: '\\.test\\.ts$' },
  to: { path: `^${READER}/${either(READER_STAGES.slice(0, index + 1))}/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A file never imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...moduleRules,
    ...readerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // Type-only imports count: a cycle of types is still a cycle between folders.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

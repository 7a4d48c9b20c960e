// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A web feature never imports another feature (docs/architecture.md § The web app's layout):
// one zone per feature folder.
const WEB_FEATURES_DIR = './apps/web/src/features';
const webFeatureZones = (existsSync(WEB_FEATURES_DIR) ? readdirSync(WEB_FEATURES_DIR) : []).map(
  (feature) => ({
    target: `${WEB_FEATURES_DIR}/${feature}`,
    from: WEB_FEATURES_DIR,
    except: [`./${feature}`],
  }),
);

// API layers point one way (docs/architecture.md § What may import what). A module reaches another
// module only through that module's *.service.ts: one zone per module folder.
const API = './apps/api/src';
const API_MODULES_DIR = `${API}/modules`;
const apiModules = existsSync(API_MODULES_DIR)
  ? readdirSync(API_MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const apiModuleZones = apiModules.map((module) => ({
  target: `${API_MODULES_DIR}/${module}`,
  from: apiModules
    .filter((other) => other !== module)
    .map((other) => `${API_MODULES_DIR}/${other}/**/!(*.service).ts`),
  message: 'A module reaches another module only through its *.service.ts.',
}));
const apiLayerZones = [
  {
    target: `${API}/lib`,
    from: [`${API}/plugins`, `${API}/modules`, `${API}/db`, `${API}/mail`, `${API}/cli`],
    message: 'lib is the bottom layer: it imports none of the app.',
  },
  {
    target: `${API}/db`,
    from: [`${API}/plugins`, `${API}/modules`, `${API}/mail`, `${API}/cli`, `${API}/lib`],
    message: 'db (schema, client) knows nothing of what uses it.',
  },
  {
    target: `${API}/mail`,
    from: [`${API}/plugins`, `${API}/modules`, `${API}/cli`],
    message: 'mail is used by modules, never the other way round.',
  },
  {
    target: `${API}/modules`,
    from: [`${API}/cli`, `${API}/app.ts`, `${API}/server.ts`],
    message: 'modules never import the entry points (server, CLI).',
  },
  { target: `${API}/plugins`, from: `${API}/cli`, message: 'plugins never import the CLI.' },
  {
    target: `${API}/plugins`,
    from: `${API_MODULES_DIR}/**/!(*.service).ts`,
    message: 'plugins reach modules only through their *.service.ts.',
  },
  {
    target: `${API}/cli`,
    from: [`${API}/plugins`, `${API}/app.ts`],
    message: 'the CLI is a client of module services, not of the HTTP layer.',
  },
  {
    target: `${API}/cli`,
    from: `${API_MODULES_DIR}/**/!(*.service).ts`,
    message: 'the CLI is a client of module services.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/.stryker-tmp/**',
      '**/reports/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // The root playwright.config.ts has no tsconfig beside it: it is typed with the e2e one.
        projectService: {
          allowDefaultProject: ['playwright.config.ts'],
          defaultProject: 'e2e/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'shared imports only zod.' }] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@app/web', '@app/web/*'], message: 'api never imports web.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...apiLayerZones, ...apiModuleZones] }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*'],
              message: 'routes never touch Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatureZones,
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/hooks',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/config',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
          ],
        },
      ],
    },
  },
);

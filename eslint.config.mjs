import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FORBIDDEN_ABOVE } from './apps/api/eslint/layers.mjs';
import webBoundaries from './apps/web/eslint/feature-boundaries.mjs';

/**
 * Only a module's repository queries its tables (docs/modules.md): `db/schema` may be imported by
 * repositories, by `platform/db` itself (migrations, the connection) and by `seed/`, nowhere else in the API's
 * source. Tests (the harness, factories, specs checking that nothing was written) read tables freely.
 */
const SCHEMA_IMPORTS = {
  patterns: [
    {
      regex: '(^|/)db/schema(/.*)?$',
      message: 'Only a *.repository.ts queries tables: call the owning module’s service (docs/modules.md).',
    },
  ],
};

/**
 * A module owns its tables and exports services, never repositories (docs/modules.md): a file may
 * import its own folder's repository, not another folder's. A resolver calls its service only. A
 * user's credit is written by billing alone, through the users module's credit port.
 */
const OTHER_MODULES_REPOSITORY = {
  regex: '^(\\.\\./)+([a-z-]+/)+[a-z.-]+\\.repository$',
  message: 'Another module’s repository: call that module’s exported service (docs/modules.md).',
};
// Row types may come along (a resolver maps rows to models); values may not.
const ANY_REPOSITORY = {
  regex: '\\.repository$',
  allowTypeImports: true,
  message: 'A resolver calls its service, never a repository (docs/modules.md).',
};
const CREDIT_PORT = {
  regex: '(^|/)users/user-credit\\.port$',
  message: 'Only billing writes a user’s credit (with a ledger entry): call BillingService.',
};
// The typescript-eslint rule, which alone can let type imports through; the core rule holds the floors.
const apiImports = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

/** The API's floors (apps/api/eslint/layers.mjs, docs/modules.md "API floors"): no folder imports a floor above it. */
function floorRules() {
  return Object.entries(FORBIDDEN_ABOVE).map(([floor, above]) => {
    const message = `${floor ? `${floor}/` : 'A top-level file'} stands below ${above.map((f) => `${f}/`).join(', ')}: import down, never up (docs/modules.md, API floors).`;
    return {
      files: [floor ? `apps/api/src/${floor}/**/*.ts` : 'apps/api/src/*.ts'],
      ignores: ['apps/api/src/main.ts', 'apps/api/src/**/*.spec.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.{1,2}/)+(${above.join('|')})(/|$)`, message }] }] },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/coverage/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      'apps/web/src/gql/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/db/**', 'apps/api/src/seed/**'],
    rules: apiImports(...SCHEMA_IMPORTS.patterns, OTHER_MODULES_REPOSITORY, CREDIT_PORT),
  },
  {
    files: ['apps/api/src/**/*.repository.ts'],
    rules: apiImports(OTHER_MODULES_REPOSITORY),
  },
  {
    files: ['apps/api/src/**/*.resolver.ts'],
    rules: apiImports(...SCHEMA_IMPORTS.patterns, OTHER_MODULES_REPOSITORY, CREDIT_PORT, ANY_REPOSITORY),
  },
  {
    files: ['apps/api/src/modules/billing/**/*.ts', 'apps/api/src/modules/users/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.resolver.ts'],
    rules: apiImports(...SCHEMA_IMPORTS.patterns, OTHER_MODULES_REPOSITORY),
  },
  ...floorRules(),
  {
    // Web: a feature is imported by others only through its index.ts; pages do not import pages; nothing imports app/ (docs/modules.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // Web: tables come from the kit (DataTable for server lists, SimpleTable for the rest), not from Chakra's parts.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.object.name='Table'][name.property.name='Root']",
          message: 'Build tables with the kit (ui: DataTable or SimpleTable), not Chakra Table.Root.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'apps/api/test/summary-reporter.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

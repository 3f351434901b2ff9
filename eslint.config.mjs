import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webBoundaries from './apps/web/eslint/feature-boundaries.mjs';

/**
 * Only a module's repository queries its tables (docs/modules.md): `db/schema` may be imported by
 * repositories and by `db/` itself (migrations, seeds, the connection), nowhere else in the API's
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
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**'],
    rules: { 'no-restricted-imports': ['error', SCHEMA_IMPORTS] },
  },
  {
    // Web: a feature is imported by others only through its index.ts; pages do not import pages (docs/modules.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'apps/api/test/summary-reporter.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the committed API schema: every `graphql(...)` call in src gets its result
 * and variable types from src/gql (generated, committed; scripts/check-codegen.mjs fails CI when stale).
 *
 * fragmentMasking is off: Apollo Client 4 has its own data masking, and components that take a
 * fragment's type read its fields directly, without the preset's `useFragment` unwrapping.
 */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        // Objects of different types with the same fields (a User picked into a MerchantRef list) stay interchangeable.
        skipTypename: true,
        useTypeImports: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        defaultScalarType: 'unknown',
        scalars: {
          DateTime: 'string',
          JSON: 'unknown',
          Flex: 'string | number | boolean | null',
          Money: 'string',
        },
      },
    },
  },
  // Formatted like the rest of the tree, so the format check and the staleness check agree.
  hooks: { afterAllFileWrite: ['../../node_modules/.bin/prettier --write'] },
};

export default config;

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, type DocumentNode } from 'graphql';

// Every GraphQL document of the app lives in a feature's graphql.ts: as a gql document or a plain string for gqlFetch.
const modules = import.meta.glob<Record<string, unknown>>('../features/**/graphql.ts', { eager: true });
const schema = buildSchema(readFileSync(join(__dirname, '../../../api/schema.graphql'), 'utf8'));

function documentsOf(file: string, exports: Record<string, unknown>): Array<[string, DocumentNode]> {
  return Object.entries(exports).flatMap(([name, value]): Array<[string, DocumentNode]> => {
    if (value && typeof value === 'object' && (value as DocumentNode).kind === 'Document') return [[`${file} ${name}`, value as DocumentNode]];
    if (typeof value === 'string' && /^\s*(query|mutation|subscription)\b/.test(value)) return [[`${file} ${name}`, parse(value)]];
    return [];
  });
}

const documents = Object.entries(modules).flatMap(([file, exports]) => documentsOf(file, exports));

describe('GraphQL documents against the committed schema (apps/api/schema.graphql)', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(40);
  });
  it.each(documents)('%s is valid', (_name, doc) => {
    // Fragments defined for reuse alone are checked where an operation spreads them.
    if (!doc.definitions.some((d) => d.kind === 'OperationDefinition')) return;
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, NoUnusedFragmentsRule, specifiedRules, validate, type DocumentNode } from 'graphql';
import * as generated from '../gql/graphql';

// Every document of the app is written with graphql(...) and compiled by codegen into src/gql (see codegen.ts).
const schema = buildSchema(readFileSync(join(__dirname, '../../../api/schema.graphql'), 'utf8'));
const isDocument = (value: unknown): value is DocumentNode => !!value && typeof value === 'object' && (value as DocumentNode).kind === 'Document';
const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]));
// A fragment's document holds only fragments: it is checked as written, not for being used.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../gql/**', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const featureDocuments = import.meta.glob<Record<string, unknown>>('../features/**/graphql.ts', { eager: true });

describe('GraphQL documents against the committed schema (apps/api/schema.graphql)', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('%s is valid', (_name, doc) => {
    expect(validate(schema, doc, rules).map((e) => e.message)).toEqual([]);
  });

  it('every document a feature exports is a generated, typed one', () => {
    const known = new Set<unknown>(documents.map(([, doc]) => doc));
    const exported = Object.entries(featureDocuments).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isDocument(value) || (typeof value === 'string' && /^\s*(query|mutation|subscription|fragment)\b/.test(value)))
        .map(([name, value]) => [`${file} ${name}`, value] as const),
    );
    expect(exported.length).toBeGreaterThan(40);
    expect(exported.filter(([, value]) => !known.has(value)).map(([name]) => name)).toEqual([]);
  });

  it('no source writes a document by hand: no gql tag, no fields spliced into a graphql(...) string', () => {
    const offenders = Object.entries(sources).flatMap(([file, text]) => {
      const found: string[] = [];
      if (/\bgql`/.test(text) || /import\s*\{[^}]*\bgql\b[^}]*\}\s*from\s*'@apollo\/client'/.test(text)) found.push(`${file}: gql tag`);
      for (const call of text.matchAll(/\bgraphql\(\s*`([^`]*)`/g)) if (call[1].includes('${')) found.push(`${file}: interpolation`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});

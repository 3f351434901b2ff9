import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type ValueNode } from 'graphql';
import { DomainError } from '../errors';

/**
 * One gate for every string a request carries, in literals and in variables, however deeply
 * nested (input objects, lists, JSON scalars, object keys): a NUL character (PostgreSQL refuses
 * the byte) or a lone UTF-16 surrogate (not valid Unicode, so not storable as UTF-8) is refused as
 * BAD_USER_INPUT naming the argument, and so is text longer than the argument allows.
 */
export const DEFAULT_MAX_STRING = 10_000;

/** Arguments allowed longer text than the default, by schema coordinate ('Mutation.field.arg'). */
export const LONG_STRING_ARGS: Readonly<Record<string, number>> = {};

// With the u flag a valid surrogate pair is one code point; only a lone half is in category Cs.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is refused
const BAD_CHARACTER = /[\u0000\p{Cs}]/u;

/** What is wrong with `s` as an argument's text, or null. */
export function textProblem(s: string, max: number): string | null {
  if (BAD_CHARACTER.test(s)) return s.includes('\u0000') ? 'holds a NUL character' : 'holds an invalid character (a lone UTF-16 surrogate)';
  if (s.length > max) return `is longer than ${max} characters`;
  return null;
}

interface VariableUse {
  /** The argument path the variable fills: 'params.email', 'ids'. */
  path: string;
  max: number;
}

interface DocumentScan {
  /** Problems in string literals, found once per document. */
  literalProblems: Array<{ path: string; problem: string }>;
  variables: Map<string, VariableUse>;
}

/** Apollo keeps one parsed DocumentNode per query text, so a scan is done once per distinct query. */
const scans = new WeakMap<DocumentNode, DocumentScan>();

function scanDocument(schema: GraphQLSchema, document: DocumentNode): DocumentScan {
  const cached = scans.get(document);
  if (cached) return cached;
  const scan: DocumentScan = { literalProblems: [], variables: new Map() };
  const walkValue = (node: ValueNode, path: string, max: number) => {
    switch (node.kind) {
      case Kind.STRING: {
        const problem = textProblem(node.value, max);
        if (problem) scan.literalProblems.push({ path, problem });
        break;
      }
      case Kind.OBJECT:
        for (const f of node.fields) {
          const keyProblem = textProblem(f.name.value, max);
          if (keyProblem) scan.literalProblems.push({ path, problem: keyProblem });
          walkValue(f.value, `${path}.${f.name.value}`, max);
        }
        break;
      case Kind.LIST:
        node.values.forEach((v, i) => walkValue(v, `${path}.${i}`, max));
        break;
      case Kind.VARIABLE:
        if (!scan.variables.has(node.name.value)) scan.variables.set(node.name.value, { path, max });
        break;
      default:
    }
  };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const parent = typeInfo.getParentType()?.name ?? '?';
        const field = typeInfo.getFieldDef()?.name ?? typeInfo.getDirective()?.name ?? '?';
        walkValue(node.value, node.name.value, LONG_STRING_ARGS[`${parent}.${field}.${node.name.value}`] ?? DEFAULT_MAX_STRING);
      },
      VariableDefinition(node) {
        if (node.defaultValue) walkValue(node.defaultValue, `$${node.variable.name.value}`, DEFAULT_MAX_STRING);
      },
    }),
  );
  scans.set(document, scan);
  return scan;
}

/** How deep a value may nest (a JSON argument, a REST body): deeper is refused, not walked. */
export const MAX_DEPTH = 64;

/** The first bad string in a value (strings and object keys, at any depth), or a value nested too deeply. */
export function valueProblem(value: unknown, path: string, max: number, depth = 0): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, max);
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { path, problem: `is nested more than ${MAX_DEPTH} levels deep` };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    const keyProblem = Array.isArray(value) ? null : textProblem(key, max);
    if (keyProblem) return { path, problem: keyProblem };
    const found = valueProblem(v, `${path}.${key}`, max, depth + 1);
    if (found) return found;
  }
  return null;
}

/** BAD_USER_INPUT naming the argument or body field and what is wrong with it. */
export const hygieneRefusal = (path: string, problem: string, what = 'Argument') =>
  new DomainError(
    'BAD_USER_INPUT',
    `${what} "${path}" ${problem}.`,
    { [path]: `This text ${problem}.` },
    { [path]: problem.startsWith('holds') ? 'invalid_character' : problem.startsWith('is longer') ? 'too_long' : 'invalid' },
  );

/** The refusal for the first bad string of a request (its query's literals, then its variables), or null. */
export function hygieneProblem(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): DomainError | null {
  const scan = scanDocument(schema, document);
  const found = scan.literalProblems[0] ?? variablesProblem(variables, scan.variables);
  return found ? hygieneRefusal(found.path, found.problem) : null;
}

/** Checks the query's string literals (scanned once per document) and the request's variables, each named after the argument it fills. */
export const inputHygienePlugin: ApolloServerPlugin<object> = {
  // One listener object for every request: nothing is allocated on the hot path.
  requestDidStart: async () => hygieneListener,
};

const hygieneListener: GraphQLRequestListener<object> = {
  async didResolveOperation({ schema, document, request }) {
    const error = hygieneProblem(schema, document, request.variables ?? {});
    if (error) throw new GraphQLError(error.message, { originalError: error, extensions: { http: { status: 400 } } });
  },
};

function variablesProblem(variables: Record<string, unknown>, uses: Map<string, VariableUse>) {
  for (const [name, value] of Object.entries(variables)) {
    const use = uses.get(name);
    const found = valueProblem(value, use?.path ?? `$${name}`, use?.max ?? DEFAULT_MAX_STRING);
    if (found) return found;
  }
  return null;
}

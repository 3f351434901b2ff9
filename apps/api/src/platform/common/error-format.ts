import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from './errors';
import { dbInputRefusal } from './sql';

const GRAPHQL_INPUT_CODES = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST']);

/** Turns any thrown error into the product's error shape; never leaks stacks or SQL. */
/**
 * graphql-js names close matches in validation errors ('Did you mean "cUser"?'): in production that
 * describes the schema to anyone, signed in or not, so the hint is cut.
 */
export const withoutSuggestions = (message: string) => message.replace(/ Did you mean .*\?$/s, '');

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, log: (e: unknown) => void, production = false): GraphQLFormattedError {
  const thrown = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  // What the caller sent and the database refused is their error, never INTERNAL.
  const original = dbInputRefusal(thrown) ?? thrown;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.reasons ? { reasons: original.reasons } : {}),
        ...(original.text ? { text: original.text } : {}),
      },
    };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && GRAPHQL_INPUT_CODES.has(code)) {
    const message = production ? withoutSuggestions(formatted.message) : formatted.message;
    return { message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  // Nest's own HttpExceptions (e.g. a body too large) carry a status we can trust.
  const status = (original as { status?: number; getStatus?: () => number })?.getStatus?.();
  if (status && status < 500) {
    const mapped = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT';
    return { message: (original as Error).message, path: formatted.path, extensions: { code: mapped } };
  }
  // A GraphQLError raised by graphql-js itself while coercing variables is the caller's fault.
  if (original instanceof GraphQLError && !original.originalError) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  log(original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
}

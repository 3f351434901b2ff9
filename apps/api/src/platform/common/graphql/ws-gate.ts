import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { Unauthenticated } from '../errors';
import { COST_LIMITS } from './cost-limit';
import { hygieneProblem } from './input-hygiene';
import { asksSchema } from './introspection-guard';

/**
 * graphql-ws runs operations itself, with graphql-js's rules only: Apollo's validation rules and
 * plugins never see them. This gate gives a websocket operation (a subscription, or a query sent over
 * the socket) the same checks as HTTP before graphql-ws runs it: the token cap, the depth and cost
 * limits, string hygiene and, in production, introspection only for a signed-in caller.
 */
export function wsGate(
  schema: GraphQLSchema | undefined,
  payload: { query: string; variables?: Record<string, unknown> | null },
  options: { rules: readonly ValidationRule[]; production: boolean; signedIn: boolean },
): readonly GraphQLError[] | undefined {
  if (!schema) return undefined;
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: COST_LIMITS.tokens });
  } catch (e) {
    return [e instanceof GraphQLError ? e : new GraphQLError('The query could not be read.')];
  }
  const invalid = validate(schema, document, [...specifiedRules, ...options.rules]);
  if (invalid.length) return invalid;
  const bad = hygieneProblem(schema, document, payload.variables ?? {});
  if (bad) return [new GraphQLError(bad.message, { originalError: bad })];
  if (options.production && !options.signedIn) {
    const asks = document.definitions.some((d) => d.kind === 'OperationDefinition' && asksSchema(d.selectionSet, document));
    if (asks) {
      const error = Unauthenticated('Sign in to read the schema.');
      return [new GraphQLError(error.message, { originalError: error })];
    }
  }
  return undefined;
}

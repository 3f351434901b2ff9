import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { AuthCarrier } from '../../auth/auth-context';
import type { AuthenticationService } from '../../auth/authentication.service';
import { Unauthenticated } from '../errors';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** Whether a root selection asks for the schema, also through fragments (`{ ...F } fragment F on Query { __schema … }`). */
export function asksSchema(set: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return INTROSPECTION_FIELDS.has(s.name.value);
    if (s.kind === Kind.INLINE_FRAGMENT) return asksSchema(s.selectionSet, document, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && asksSchema(fragment.selectionSet, document, seen);
  });
}

/**
 * In production the schema is described only to a signed-in user (introspection fields do not
 * pass through the access guard, so this plugin checks them); development and tests keep it open.
 */
export function introspectionGuard(authentication: AuthenticationService, production: boolean): ApolloServerPlugin<{ carrier?: AuthCarrier }> {
  return {
    async requestDidStart() {
      if (!production) return;
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation || !asksSchema(operation.selectionSet, document)) return;
          const auth = contextValue.carrier ? await authentication.authenticate(contextValue.carrier).catch(() => null) : null;
          if (!auth) {
            const error = Unauthenticated('Sign in to read the schema.');
            throw new GraphQLError(error.message, { originalError: error, extensions: { http: { status: 401 } } });
          }
        },
      };
    },
  };
}

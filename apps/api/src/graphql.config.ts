import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import type { ServerOptions } from 'graphql-ws';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type ValidationContext, type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type GraphQLSchema } from 'graphql';
import type { AuthCarrier } from './platform/auth/auth-context';
import type { GqlContext } from './platform/auth/access.guard';
import type { AuditTrail } from './platform/auth/audit-trail';
import { AuthenticationService } from './platform/auth/authentication.service';
import { formatGraphQLError } from './platform/common/error-format';
import { pagingTotalPlugin } from './platform/common/graphql/paging-total.plugin';
import { costLimit, COST_LIMITS } from './platform/common/graphql/cost-limit';
import { inputHygienePlugin } from './platform/common/graphql/input-hygiene';
import { introspectionGuard } from './platform/common/graphql/introspection-guard';
import { wsGate } from './platform/common/graphql/ws-gate';

export const GRAPHQL_PATH = '/graphql';
const MAX_DEPTH = 12;
const logger = new Logger('GraphQL');

/** Refuses absurdly nested queries before they run. */
function depthLimit(context: ValidationContext): ASTVisitor {
  const depthOf = (set: SelectionSetNode | undefined, depth: number): number => {
    if (!set) return depth;
    let max = depth;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD || sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(sel.selectionSet, depth + 1));
    }
    return max;
  };
  return {
    OperationDefinition(node) {
      if (depthOf(node.selectionSet, 0) > MAX_DEPTH)
        context.reportError(new GraphQLError(`Query is nested deeper than ${MAX_DEPTH} levels.`, { nodes: [node] }));
    },
  };
}

type WsExtra = { request: { socket: { remoteAddress?: string } }; carrier?: AuthCarrier };

/** The schema as built, for the websocket gate (graphql-ws validates and runs without Apollo's rules and plugins). */
const built: { schema?: GraphQLSchema } = {};

/** graphql-ws server options; Nest passes them through as they are. */
function wsOptions(authentication: AuthenticationService, production: boolean): ServerOptions & { path: string } {
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatGraphQLError(e.toJSON(), e, (x) => logger.error(x)));
  return {
    path: GRAPHQL_PATH,
    connectionInitWaitTimeout: 30_000,
    // Errors over websockets get the same codes and messages as over HTTP.
    onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
    onError: (_ctx, _id, _payload, errors) => format(errors),
    onSubscribe: (ctx, _id, payload) =>
      wsGate(built.schema, payload, { rules: [depthLimit, costLimit], production, signedIn: !!(ctx.extra as WsExtra).carrier?.auth }),
    onConnect: async (ctx) => {
      const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
      const authorization = params.authorization ?? params.Authorization;
      const extra = ctx.extra as WsExtra;
      const carrier: AuthCarrier = {
        headers: { authorization: typeof authorization === 'string' ? authorization : undefined },
        ip: extra.request.socket.remoteAddress,
      };
      extra.carrier = carrier;
      try {
        await authentication.authenticate(carrier);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export function graphqlOptions(authentication: AuthenticationService, audit: AuditTrail, schemaFile: string | boolean, production = false): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: schemaFile,
    sortSchema: true,
    playground: false,
    introspection: true,
    validationRules: [depthLimit, costLimit],
    parseOptions: { maxTokens: COST_LIMITS.tokens },
    plugins: [
      pagingTotalPlugin,
      inputHygienePlugin,
      introspectionGuard(authentication, production),
      // Apollo's default cache-control plugin wraps every field's resolver to read cache hints we do
      // not use (no CDN caches GraphQL answers here): 0.1–0.3 ms a request on a page of 20 rows.
      // A plugin with `willResolveField` would bring that wrapping back for every field.
      ApolloServerPluginCacheControlDisabled(),
    ],
    transformSchema: (schema) => (built.schema = audit.auditMutations(schema)),
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, (e) => logger.error(e), production),
    context: ({ req, res, extra }: { req?: Request; res?: Response; extra?: WsExtra }): GqlContext => {
      if (extra) return { carrier: extra.carrier ?? { headers: {} } };
      return { req: req as unknown as AuthCarrier, res, carrier: req as unknown as AuthCarrier };
    },
    subscriptions: { 'graphql-ws': wsOptions(authentication, production) as GraphQLWsSubscriptionsConfig },
  };
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { tap } from 'rxjs';
import { SUBSCRIPTION_TIMEOUT_MS } from './constants';
import { fetchWithPolicy } from './http';
import { authHeaders } from './headers';
import { clearTokens, getTokens } from './tokens';
import { navigateTo } from './navigation';
import { listTotalsLink } from './listTotals';

/**
 * Context fields a call may set to drive the per-page and manufacture headers. The page itself is a
 * variable (so each page is its own cache entry); the page size goes in the header, because the
 * server's cost limit reads a `perPage` variable as the largest page it allows.
 */
export interface RequestContext {
  perPage?: number;
  manufacture?: string | null;
  headers?: Record<string, string>;
}

/** Adds the bearer token, per-page, manufacture, super token and fake-login headers to every operation. */
const headerLink = new ApolloLink((operation, forward) => {
  const ctx = operation.getContext() as RequestContext;
  operation.setContext({
    headers: { ...authHeaders({ perPage: ctx.perPage, manufacture: ctx.manufacture }), ...(ctx.headers ?? {}) },
  });
  return forward(operation);
});

let onSignedOut: () => void = () => undefined;
/** The session store registers how to forget the user when the server says the token is no longer valid. */
export function setSignedOutHandler(fn: () => void): void {
  onSignedOut = fn;
}

/**
 * A GraphQL UNAUTHENTICATED answer in the shell means the session is over: back to /login. Only the
 * session the request carried ends: a sign-in made since (another tab, another user) is not thrown away.
 */
const sessionLink = new ApolloLink((operation, forward) => {
  const sent = getTokens().token;
  return forward(operation).pipe(
    tap((result) => {
      const code = result.errors?.[0]?.extensions?.code;
      const path = typeof window !== 'undefined' ? window.location.pathname : '';
      if (code === 'UNAUTHENTICATED' && sent && getTokens().token === sent && path !== '/login' && path !== '/register') {
        clearTokens();
        onSignedOut();
        navigateTo('/login', { replace: true });
      }
    }),
  );
});

const httpLink = new HttpLink({
  uri: '/graphql',
  credentials: 'same-origin',
  // Timeout and the status table (404/500/503 redirect; 400/401/405 passed on; 502 and network errors reject).
  fetch: (input, init) => fetchWithPolicy(input as RequestInfo, init ?? {}),
});

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

let wsClient: Client | null = null;
function getWsClient(): Client {
  if (!wsClient) {
    wsClient = createClient({
      url: wsUrl(),
      lazy: true,
      connectionAckWaitTimeout: SUBSCRIPTION_TIMEOUT_MS,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: async (retries) => {
        await new Promise((r) => setTimeout(r, Math.min(1000 * 2 ** retries, 15_000) + Math.random() * 500));
      },
      connectionParams: () => {
        const { token } = getTokens();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    });
  }
  return wsClient;
}

/** Forwards to a graphql-ws client that is rebuilt whenever the session changes (login, switch user, logout). */
const wsLink = new ApolloLink((operation) => {
  const link = new GraphQLWsLink(getWsClient());
  return link.request(operation) ?? new Observable((o) => o.complete());
});

export function resetRealtime(): void {
  if (wsClient) {
    const c = wsClient;
    wsClient = null;
    void c.dispose();
  }
}

const transport = ApolloLink.split(
  ({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  },
  wsLink,
  ApolloLink.from([sessionLink, listTotalsLink, headerLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link: transport,
  cache: new InMemoryCache({
    typePolicies: {
      User: { keyFields: ['_id'] },
      Manufacture: { keyFields: ['_id'] },
      Notification: { keyFields: ['_id'] },
      // A ticket page's query and its ticketUpdated pushes meet on one entry.
      Ticket: { keyFields: ['_id'] },
      TicketMessage: { keyFields: ['_id'] },
    },
  }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});

/** The error code the API put in extensions.code, if any. */
export function errorCode(err: unknown): string | null {
  if (CombinedGraphQLErrors.is(err)) {
    const code = err.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  if (ServerError.is(err)) return err.statusCode === 401 ? 'UNAUTHENTICATED' : null;
  return null;
}

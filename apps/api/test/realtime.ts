import { createClient, type Client } from 'graphql-ws';
export type { Client };
import WebSocket from 'ws';

/** A graphql-ws client of a test API instance, signed in with `token`. */
export function wsClient(url: string, token: string): Client {
  return createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
}

/** Resolves with the first event, or rejects with the first error. */
export function firstEvent<T>(client: Client, query: string, variables: Record<string, unknown> = {}): { value: Promise<T>; ready: Promise<void> } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const value = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  client.subscribe<T>({ query, variables }, { next: (v) => (v.errors ? reject(v.errors) : resolve(v.data as T)), error: reject, complete: () => undefined });
  // The subscription is registered server-side shortly after the socket acknowledges.
  const ready = new Promise<void>((r) => setTimeout(r, 400));
  return { value, ready };
}

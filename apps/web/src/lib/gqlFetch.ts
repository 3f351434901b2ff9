import { authHeaders } from './headers';
import { fetchWithPolicy } from './http';

/** The first GraphQL error of an answer: its message, code, per-field messages and their reasons. */
export class GqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A GraphQL call made directly, for paged lists: page and per-page go in the request headers and
 * the total comes back in the x-total response header, which Apollo's hooks do not expose.
 */
export async function gqlFetch<T>(
  query: string,
  variables: Record<string, unknown> = {},
  paging: { page?: number; perPage?: number } = {},
  signal?: AbortSignal,
): Promise<{ data: T; total: number }> {
  const res = await fetchWithPolicy('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'content-type': 'application/json', ...authHeaders(paging) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as {
    data?: T;
    errors?: Array<{ message: string; msg?: string; extensions?: { code?: string; fields?: Record<string, string>; reasons?: Record<string, string> } }>;
  };
  const err = body.errors?.[0];
  if (err) throw new GqlError(err.msg || err.message, err.extensions?.code, err.extensions?.fields, err.extensions?.reasons);
  if (!body.data) throw new GqlError(`HTTP ${res.status}`);
  const total = Number.parseInt(res.headers.get('x-total') ?? '', 10);
  return { data: body.data, total: Number.isFinite(total) ? total : 0 };
}

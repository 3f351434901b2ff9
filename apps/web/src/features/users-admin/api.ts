import { authHeaders } from '../../lib/headers';
import { fetchWithPolicy } from '../../lib/http';

export interface GqlFieldError {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

export class PageError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A paged list call: page and per-page go in headers, the total comes back in the x-total header. */
export async function fetchPage<T>(query: string, variables: Record<string, unknown>, page: number, perPage: number, signal?: AbortSignal): Promise<{ data: T; total: number }> {
  const res = await fetchWithPolicy('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'content-type': 'application/json', ...authHeaders({ page, perPage }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }> };
  const err = body.errors?.[0];
  if (err) throw new PageError(err.message, err.extensions?.code, err.extensions?.fields);
  if (!body.data) throw new PageError(`HTTP ${res.status}`);
  const total = Number.parseInt(res.headers.get('x-total') ?? '', 10);
  return { data: body.data, total: Number.isFinite(total) ? total : 0 };
}

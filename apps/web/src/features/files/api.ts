import { authHeaders } from '../../lib/headers';
import { fetchWithPolicy } from '../../lib/http';

export class GqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A GraphQL call made directly, so a paged list can read its total from the x-total header. */
export async function gqlFetch<T>(query: string, variables: Record<string, unknown> = {}, paging: { page?: number; perPage?: number } = {}, signal?: AbortSignal): Promise<{ data: T; total: number }> {
  const res = await fetchWithPolicy('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'content-type': 'application/json', ...authHeaders(paging) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: Array<{ message: string; msg?: string; extensions?: { code?: string } }> };
  const err = body.errors?.[0];
  if (err) throw new GqlError(err.msg || err.message, err.extensions?.code);
  if (!body.data) throw new GqlError(`HTTP ${res.status}`);
  const total = Number.parseInt(res.headers.get('x-total') ?? '', 10);
  return { data: body.data, total: Number.isFinite(total) ? total : 0 };
}

/** Spec section 8: the PUT of an upload that does not answer 200 is an error with this message. */
export const UPLOAD_FAILURE = 'Oops! mockup file uploaded failure';

export class UploadPutError extends Error {
  constructor(readonly status: number) {
    super(UPLOAD_FAILURE);
  }
}

/** PUTs the bytes to a signed URL with the same Content-Type, reporting progress (0..1). Only 200 is success. */
export function putWithProgress(url: string, body: Blob, contentType: string, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new UploadPutError(xhr.status)));
    xhr.onerror = () => reject(new UploadPutError(0));
    xhr.onabort = () => reject(new UploadPutError(0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Runs the tasks with at most `limit` at a time. */
export async function runLimited<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '@pod/shared';
import { gqlFetch } from './gqlFetch';

/**
 * One paged list call: rows of `page` and the x-total total, refetched when the variables or the
 * page change, or on reload(). A newer request aborts the one in flight. A failed call empties the
 * list and keeps the server's message in `error` ('' when there is none to show: say something generic).
 */
export function usePagedList<T, R>(query: string, variables: Record<string, unknown>, page: number, pick: (data: R) => T[], perPage: number = PAGE_SIZE.list) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    gqlFetch<R>(query, JSON.parse(key) as Record<string, unknown>, { page, perPage }, ac.signal)
      .then((r) => {
        setRows(pick(r.data));
        setTotal(r.total);
        setError(null);
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setRows([]);
        setTotal(0);
        setError(err instanceof Error ? err.message : '');
      })
      .finally(() => !ac.signal.aborted && setLoading(false));
    return () => ac.abort();
    // `pick` only selects from the caller's shape; `key` holds the variables' values.
  }, [query, key, page, perPage, tick]);

  const reload = useCallback(() => setTick((x) => x + 1), []);
  return { rows, setRows, total, loading, error, reload };
}

/** The current query string with `patch` applied (empty values removed); the page resets unless patched. */
export function patchSearch(patch: Record<string, string | null>, resetPage = true): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  if (resetPage && !('page' in patch)) next.delete('page');
  return next;
}

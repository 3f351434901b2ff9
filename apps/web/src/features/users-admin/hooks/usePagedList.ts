import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '@pod/shared';
import { gqlFetch } from '../../../lib/gqlFetch';

/**
 * One paged list call: rows of `page` and the x-total total, refetched when the variables or the
 * page change, or on reload(). A newer request aborts the one in flight.
 */
export function usePagedList<T, R>(query: string, variables: Record<string, unknown>, page: number, pick: (data: R) => T[]) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    gqlFetch<R>(query, JSON.parse(key) as Record<string, unknown>, { page, perPage: PAGE_SIZE.list }, ac.signal)
      .then((r) => {
        setRows(pick(r.data));
        setTotal(r.total);
      })
      .catch(() => !ac.signal.aborted && setRows([]))
      .finally(() => !ac.signal.aborted && setLoading(false));
    return () => ac.abort();
    // `pick` only selects from the caller's shape; `key` holds the variables' values.
  }, [query, key, page, tick]);

  const reload = useCallback(() => setTick((x) => x + 1), []);
  return { rows, total, loading, reload };
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

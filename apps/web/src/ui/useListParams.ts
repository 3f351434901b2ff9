import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

/** `key:dir` from the URL, or the default; a direction other than asc reads as desc. */
export function parseSort(value: string | null, fallback: SortState): SortState {
  if (!value) return fallback;
  const [key, dir] = value.split(':');
  return key ? { key, dir: dir === 'asc' ? 'asc' : 'desc' } : fallback;
}

/** `search` with `patch` applied (empty values removed); the page goes back to 1 unless it is patched itself. */
export function patchParams(search: string, patch: Record<string, string | null>, resetPage = true): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  if (resetPage && !('page' in patch)) next.delete('page');
  return next;
}

/**
 * A list's state kept in the URL, so a reload, the back button or a shared link shows the same
 * page: `page`, `sort` (`key:dir`) and any filter. Changing a filter or the sort goes back to page 1.
 */
export function useListParams(defaultSort?: SortState) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortParam = params.get('sort');
  const sort = useMemo(() => (defaultSort ? parseSort(sortParam, defaultSort) : null), [sortParam, defaultSort]);
  const patch = useCallback(
    (values: Record<string, string | null>, resetPage = true) => setParams((current) => patchParams(current.toString(), values, resetPage)),
    [setParams],
  );
  const setPage = useCallback((p: number) => patch({ page: p > 1 ? String(p) : null }, false), [patch]);
  const setSort = useCallback((s: SortState) => patch({ sort: `${s.key}:${s.dir}` }), [patch]);
  return { params, setParams, page, sort, sortParam: sort ? `${sort.key}:${sort.dir}` : null, patch, setPage, setSort };
}

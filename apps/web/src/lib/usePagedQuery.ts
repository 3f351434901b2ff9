import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { PAGE_SIZE } from '@pod/shared';
import { readTotal, subscribeTotals, totalKey } from './listTotals';
import type { RequestContext } from './apollo';

/** The element type of the query's list field (its one array-valued root field). */
type ListItem<TData> = { [K in keyof TData]: TData[K] extends ReadonlyArray<infer I> ? I : never }[keyof TData];

export type PageVariables = { page?: number | null };

/** The list of a query's answer: its first array-valued root field. */
function listOf<TItem>(data: unknown): TItem[] {
  const value = data && typeof data === 'object' ? Object.values(data).find(Array.isArray) : undefined;
  return (value as TItem[] | undefined) ?? [];
}

/**
 * One page of a list through Apollo: `page` goes in the variables (so each page is its own cache
 * entry), `perPage` in the per-page header (see RequestContext in apollo.ts), and the total comes
 * from the answer's `extensions.total` (see listTotals.ts).
 * While a new page loads, the previous rows and total stay on screen; a failed call shows no rows.
 * `pick` chooses the rows when the list is not a root field (`usersNoneGroup { users }`).
 */
export function usePagedQuery<TData, TVariables extends OperationVariables & PageVariables, TItem = ListItem<TData>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof PageVariables>,
  page: number,
  perPage: number = PAGE_SIZE.list,
  options: { pick?: (data: TData) => TItem[]; skip?: boolean } = {},
) {
  const vars = { ...variables, page } as unknown as TVariables;
  const context: RequestContext = { perPage };
  const query = useQuery<TData, TVariables>(document, { variables: vars, context, skip: options.skip } as useQuery.Options<TData, TVariables>);
  const key = totalKey(getMainDefinition(document).name?.value, vars, perPage);
  const current = useSyncExternalStore(subscribeTotals, () => readTotal(key));
  const lastTotal = useRef(0);
  const { refetch: apolloRefetch } = query;
  // A failed refetch shows in `error`; callers need not catch it.
  const refetch = useCallback(
    () =>
      apolloRefetch().then(
        () => undefined,
        () => undefined,
      ),
    [apolloRefetch],
  );
  if (current !== undefined) lastTotal.current = current;

  const data = query.data ?? (query.loading ? query.previousData : undefined);
  const items: TItem[] = query.error || !data ? [] : options.pick ? options.pick(data as TData) : listOf<TItem>(data);
  return {
    items,
    data: data as TData | undefined,
    total: query.error ? 0 : lastTotal.current,
    loading: query.loading,
    error: query.error,
    refetch,
  };
}

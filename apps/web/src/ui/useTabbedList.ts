import { useCallback } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@pod/shared';
import { usePagedQuery, type PageVariables } from '../lib/usePagedQuery';
import { pagedTable, type PagedTable } from './DataTable';
import type { StatusTab } from './StatusTabs';
import { useListParams } from './useListParams';

/** A paged list with status tabs and their counts above it. */
export interface TabbedTable<T> extends PagedTable<T> {
  tabs: StatusTab[];
  tab: string;
  onTab: (tab: string) => void;
  countsFollowFilters?: boolean;
}

/** One page of a list, the page kept in the URL; `table` goes into the DataTable as it is. */
export function usePagedTable<TData, TVariables extends OperationVariables & PageVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof PageVariables>,
) {
  const { page, setPage } = useListParams();
  const list = usePagedQuery(document, variables, page, PAGE_SIZE.list);
  const table = pagedTable(list, page, setPage);
  return { ...list, table };
}

export interface TabbedListOptions<TTab extends string, TData, TVariables, TFilters, TCounters> {
  /** One page of the shown tab's rows: it takes the filters, the tab's status and the page. */
  list: TypedDocumentNode<TData, TVariables>;
  /** The tabs' counts (and whatever else the page shows beside them) under the same filters. */
  counters: TypedDocumentNode<TCounters, TFilters>;
  filters: NoInfer<TFilters>;
  tabs: readonly TTab[];
  /** The tab the URL names (a search or a path parameter); an unknown or missing one shows `fallback`. */
  requested: string | null | undefined;
  fallback: TTab;
  label: (tab: TTab) => string;
  count: (counters: TCounters, tab: TTab) => number | undefined;
  /** Shows another tab: the page decides where the tab lives in the URL. */
  onTab: (tab: TTab) => void;
  /** The list's status for a tab; by default the tab itself, and none for `all`. */
  status?: (tab: TTab) => string | undefined;
}

const statusOfTab = (tab: string) => (tab === 'all' ? undefined : tab);

/**
 * A list page's status tabs over one paged list: the tab from the URL, its page of rows, the tabs'
 * counts under the same filters, and `refresh` after a change. `table` goes into the DataTable as it is.
 */
export function useTabbedList<
  TTab extends string,
  TData,
  TVariables extends OperationVariables & PageVariables,
  TFilters extends OperationVariables,
  TCounters,
>(options: TabbedListOptions<TTab, TData, TVariables, TFilters, TCounters>) {
  const tab = options.tabs.find((t) => t === options.requested) ?? options.fallback;
  const status = (options.status ?? statusOfTab)(tab);
  // The list query takes the counters' filters plus the status, which TypeScript cannot relate generically.
  const variables = { ...options.filters, status } as unknown as Omit<TVariables, keyof PageVariables>;
  const list = usePagedTable(options.list, variables);
  const counters = useQuery(options.counters, { variables: options.filters } as useQuery.Options<TCounters, TFilters>);
  const { refetch: refetchList } = list;
  const { refetch: refetchCounters } = counters;
  const refresh = useCallback(() => {
    void refetchList();
    void refetchCounters();
  }, [refetchList, refetchCounters]);
  const counts = counters.data;
  const table: TabbedTable<(typeof list.items)[number]> = {
    ...list.table,
    tabs: options.tabs.map((value) => ({ value, label: options.label(value), count: counts && options.count(counts, value) })),
    tab,
    onTab: (value) => options.onTab(value as TTab),
    // The counters are asked under the list's filters, search included.
    countsFollowFilters: true,
  };
  return { tab, status, items: list.items, counters: counts, refresh, table };
}

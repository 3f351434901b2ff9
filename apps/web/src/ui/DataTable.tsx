import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TFunction } from 'i18next';
import { PAGE_SIZE } from '@pod/shared';
import { Pager } from '../lib/Pager';
import { reasonKey } from './errors';
import { useUiT } from './i18n';
import { BulkBar } from './BulkBar';
import { EmptyTab } from './EmptyTab';
import { Reloading } from './Reloading';
import { StatusTabs, type StatusTab } from './StatusTabs';
import type { SortState } from './useListParams';

export interface Column<T> {
  key: string;
  header: string;
  /** Server sort key; the header becomes a sort toggle. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  width?: string;
  align?: 'start' | 'end' | 'center';
}

/** The pager wording of every list (prev / next / page x of y). */
export function pagerLabels(t: TFunction) {
  return {
    prev: t('ui:table.prev'),
    next: t('ui:table.next'),
    of: (page: number, pages: number) => t('ui:table.page_of', { page, pages }),
  };
}

/** A loaded list as usePagedQuery gives it. */
interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What a paged list gives its DataTable: the rows, load state, Retry and the pager. */
export interface PagedTable<T> {
  rows: T[];
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** The DataTable props of one page of a list: its rows, load state, Retry and pager. */
export function pagedTable<T>(list: PagedList<T>, page: number, onPage: (page: number) => void, perPage: number = PAGE_SIZE.list): PagedTable<T> {
  return { rows: list.items, loading: list.loading, error: list.error, onRetry: () => void list.refetch(), page, perPage, total: list.total, onPage };
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  loading?: boolean;
  /** A failed load: shown in place of the rows, translated by its reason, with a retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  sort?: SortState | null;
  onSort?: (s: SortState) => void;
  /** Row selection: the checkbox column shows when `onSelect` is given. */
  selected?: Set<string>;
  onSelect?: (ids: Set<string>) => void;
  /** Shown in a bar above the table while rows are selected. */
  bulkActions?: ReactNode;
  /** Status tabs with counts above the table. */
  tabs?: StatusTab[];
  tab?: string;
  onTab?: (value: string) => void;
  /** The tabs' counts are under the list's own filters: an empty tab then names the tabs holding matches. */
  countsFollowFilters?: boolean;
  /** Filters or other controls between the tabs and the table. */
  toolbar?: ReactNode;
  /** Opens a row (a detail drawer or page); the row answers Enter too. */
  onRowClick?: (row: T) => void;
  page?: number;
  perPage?: number;
  total?: number;
  onPage?: (page: number) => void;
  testId?: string;
  rowTestId?: string;
  /** Height the table scrolls within, its header staying in view. */
  maxH?: string;
}

function SortMark({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon size={14} aria-hidden style={{ flexShrink: 0, opacity: dir ? 1 : 0.5 }} />;
}

/**
 * The one list table: sortable headers, status tabs with counts, row selection with bulk actions,
 * a sticky header, loading / empty / error states, rows that open a detail, and paging by total.
 * It holds no state: pages keep sort, page and filters in the URL (`useListParams`).
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { t } = useUiT();
  const { columns, rows, selected, onSelect, onRowClick } = props;
  const allSelected = rows.length > 0 && !!selected && rows.every((r) => selected.has(r._id));
  const toggleAll = () => onSelect?.(allSelected ? new Set() : new Set(rows.map((r) => r._id)));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect?.(next);
  };
  const span = columns.length + (onSelect ? 1 : 0);
  const failed = props.error != null && props.error !== false;
  const onRowKey = (row: T) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick?.(row);
  };

  return (
    <Box data-testid={props.testId}>
      {props.tabs && <StatusTabs tabs={props.tabs} active={props.tab} onTab={props.onTab} />}
      {props.toolbar}
      {selected && selected.size > 0 && props.bulkActions && (
        <BulkBar count={selected.size} onClear={() => onSelect?.(new Set())}>
          {props.bulkActions}
        </BulkBar>
      )}
      <Reloading active={!!props.loading && rows.length > 0}>
        {/* Focusable, so a keyboard can scroll a long table whose rows hold nothing focusable (WCAG scrollable-region-focusable). */}
        <Table.ScrollArea tabIndex={0} borderWidth="1px" rounded="md" maxH={props.maxH ?? '75vh'} bg="bg.panel">
          <Table.Root size="sm" striped interactive stickyHeader aria-busy={props.loading || undefined}>
            <Table.Header>
              <Table.Row bg="bg.panel">
                {onSelect && (
                  <Table.ColumnHeader width="10">
                    <Checkbox.Root checked={allSelected} onCheckedChange={toggleAll} aria-label={t('table.select_all')} data-testid="select-all">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                )}
                {columns.map((c) => {
                  const dir = c.sortKey && props.sort?.key === c.sortKey ? props.sort.dir : null;
                  return (
                    <Table.ColumnHeader
                      key={c.key}
                      width={c.width}
                      textAlign={c.align}
                      fontSize="xs"
                      fontWeight="semibold"
                      aria-sort={c.sortKey ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                    >
                      {c.sortKey && props.onSort ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          h="auto"
                          minH="6"
                          gap="1"
                          whiteSpace="normal"
                          textAlign="start"
                          fontWeight="semibold"
                          data-testid={`sort-${c.sortKey}`}
                          onClick={() => props.onSort!({ key: c.sortKey!, dir: dir === 'asc' ? 'desc' : 'asc' })}
                        >
                          {c.header}
                          <SortMark dir={dir} />
                        </Button>
                      ) : (
                        c.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!failed &&
                rows.map((row) => (
                  <Table.Row
                    key={row._id}
                    data-testid={props.rowTestId ?? 'list-row'}
                    data-id={row._id}
                    cursor={onRowClick ? 'pointer' : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={onRowClick ? onRowKey(row) : undefined}
                  >
                    {onSelect && (
                      // The checkbox selects; it never opens the row.
                      <Table.Cell onClick={(e) => e.stopPropagation()}>
                        <Checkbox.Root
                          checked={selected?.has(row._id) ?? false}
                          onCheckedChange={() => toggle(row._id)}
                          aria-label={t('table.select_row')}
                          data-testid="select-row"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    )}
                    {columns.map((c) => (
                      <Table.Cell key={c.key} textAlign={c.align}>
                        {c.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              {(failed || rows.length === 0) && (
                <Table.Row>
                  <Table.Cell colSpan={span}>
                    <HStack justify="center" py="6" color="fg.muted" gap="3" wrap="wrap" textAlign="center" whiteSpace="normal">
                      {failed ? (
                        <>
                          <Text color="fg.error" data-testid="list-error">
                            {/* A read failed: its reason if the server gave one, else "could not be loaded" (never "nothing was saved"). */}
                            {t(reasonKey(props.error) ?? 'ui:table.error')}
                          </Text>
                          {props.onRetry && (
                            <Button size="xs" variant="outline" onClick={props.onRetry} data-testid="list-retry">
                              {t('common.retry')}
                            </Button>
                          )}
                        </>
                      ) : props.loading ? (
                        <>
                          <Spinner size="sm" />
                          <Text data-testid="list-loading">{t('table.loading')}</Text>
                        </>
                      ) : (
                        <EmptyTab tabs={props.countsFollowFilters ? (props.tabs ?? []) : []} tab={props.tab} onTab={props.onTab} />
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Reloading>
      {props.onPage && props.total != null && (
        <HStack justify="space-between" mt="3" wrap="wrap" gap="2">
          <Text color="fg.muted" fontSize="sm" data-testid="list-total">
            {t('table.total', { count: props.total })}
          </Text>
          <Pager
            size="xs"
            page={props.page ?? 1}
            perPage={props.perPage ?? 1}
            total={props.total}
            onPage={props.onPage}
            loading={props.loading}
            labels={pagerLabels(t)}
          />
        </HStack>
      )}
    </Box>
  );
}

import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Box, Button, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useAdminT } from '../i18n';
import { Pager } from '../../../lib/Pager';

export interface Column<T> {
  key: string;
  header: string;
  /** Server sort key; the header becomes a sort toggle. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  width?: string;
}

/** The admin lists' pager wording (prev / next / page x of y). */
export function pagerLabels(t: TFunction) {
  return { prev: t('table.prev'), next: t('table.next'), of: (page: number, pages: number) => t('table.page_of', { page, pages }) };
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
}

/** The one list table of the admin screens: sortable headers, optional row selection, paging by total. */
export function ListTable<T extends { _id: string }>(props: {
  columns: Column<T>[];
  rows: T[];
  loading?: boolean;
  sort?: SortState | null;
  onSort?: (s: SortState) => void;
  selected?: Set<string>;
  onSelect?: (ids: Set<string>) => void;
  page?: number;
  perPage?: number;
  total?: number;
  onPage?: (page: number) => void;
  testId?: string;
}) {
  const { t } = useAdminT();
  const { columns, rows, selected, onSelect } = props;
  const allSelected = rows.length > 0 && !!selected && rows.every((r) => selected.has(r._id));
  const toggleAll = () => onSelect?.(allSelected ? new Set() : new Set(rows.map((r) => r._id)));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect?.(next);
  };
  const page = props.page ?? 1;
  return (
    <Box data-testid={props.testId}>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped interactive>
          <Table.Header>
            <Table.Row>
              {onSelect && (
                <Table.ColumnHeader width="10">
                  <Checkbox.Root checked={allSelected} onCheckedChange={toggleAll} aria-label={t('table.select_all')} data-testid="select-all">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {columns.map((c) => {
                const active = props.sort?.key === c.sortKey;
                return (
                  <Table.ColumnHeader
                    key={c.key}
                    width={c.width}
                    fontSize="xs"
                    fontWeight="semibold"
                    aria-sort={c.sortKey ? (active ? (props.sort!.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                  >
                    {c.sortKey && props.onSort ? (
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        h="auto"
                        minH="6"
                        whiteSpace="normal"
                        textAlign="start"
                        fontWeight="semibold"
                        data-testid={`sort-${c.sortKey}`}
                        onClick={() => props.onSort!({ key: c.sortKey!, dir: active && props.sort!.dir === 'asc' ? 'desc' : 'asc' })}
                      >
                        {c.header}
                        {'\u00a0'}
                        {active ? (props.sort!.dir === 'asc' ? '▲' : '▼') : '↕'}
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
            {rows.map((row) => (
              <Table.Row key={row._id} data-testid="list-row" data-id={row._id}>
                {onSelect && (
                  <Table.Cell>
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
                  <Table.Cell key={c.key}>{c.render(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length + (onSelect ? 1 : 0)}>
                  <HStack justify="center" py="6" color="fg.muted">
                    {props.loading ? <Spinner size="sm" /> : <Text data-testid="list-empty">{t('table.empty')}</Text>}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {props.onPage && props.total != null && (
        <HStack justify="space-between" mt="3" wrap="wrap" gap="2">
          <Text color="fg.muted" fontSize="sm" data-testid="list-total">
            {t('table.total', { count: props.total })}
          </Text>
          <Pager size="xs" page={page} perPage={props.perPage ?? 1} total={props.total} onPage={props.onPage} loading={props.loading} labels={pagerLabels(t)} />
        </HStack>
      )}
    </Box>
  );
}

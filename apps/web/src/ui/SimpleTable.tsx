import type { ReactNode } from 'react';
import { Table, type TableCellProps, type TableRootProps, type TableRowProps } from '@chakra-ui/react';
import { useUiT } from './i18n';

export interface SimpleColumn<T> {
  key: string;
  /** The column's header (a `th`); leave every header out for a table without a header row. */
  header?: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  width?: string;
  /** Extra props of this column's cells (truncate, a title, vertical alignment). */
  cell?: (row: T) => TableCellProps;
}

interface SimpleTableProps<T> extends Omit<TableRootProps, 'children' | 'columns'> {
  columns: ReadonlyArray<SimpleColumn<T> | false | null | undefined>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Props of a row (a test id, a background). */
  rowProps?: (row: T, index: number) => TableRowProps & { 'data-testid'?: string };
  /** Shown in one row when there are no rows: `ui:table.empty` unless given, nothing when null. */
  empty?: ReactNode;
  /** A caption for screen readers (a table standing in for a chart), not shown. */
  caption?: string;
}

/**
 * A small table without paging, sorting or selection: a preset's options, a listing's print files, an
 * import's rows, a form's grid of inputs; lists the server pages use `DataTable`. eslint refuses
 * `Table.Root` outside `ui/`, so every table of the app is one of the two.
 */
export function SimpleTable<T>({ columns, rows, rowKey, rowProps, empty, caption, size = 'sm', ...root }: SimpleTableProps<T>) {
  const { t } = useUiT();
  const shown = columns.filter((c): c is SimpleColumn<T> => !!c);
  const headed = shown.some((c) => c.header !== undefined);
  return (
    <Table.Root size={size} {...root}>
      {caption && (
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
      )}
      {headed && (
        <Table.Header>
          <Table.Row>
            {shown.map((c) => (
              <Table.ColumnHeader key={c.key} scope="col" textAlign={c.align} w={c.width}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
      )}
      <Table.Body>
        {rows.length === 0 && empty !== null ? (
          <Table.Row>
            <Table.Cell colSpan={shown.length} color="fg.muted" textAlign="center">
              {empty ?? t('table.empty')}
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row, i) => (
            <Table.Row key={rowKey(row, i)} {...rowProps?.(row, i)}>
              {shown.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align} data-col={c.key} {...c.cell?.(row)}>
                  {c.render(row, i)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}

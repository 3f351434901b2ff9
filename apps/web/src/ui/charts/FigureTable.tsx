import type { ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';
import { SimpleTable } from '../SimpleTable';

export interface FigureColumn<T> {
  key: string;
  header: string;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

/** The numbers beside a chart: a captioned table screen readers read instead of the chart. */
export function FigureTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  caption: string;
  columns: FigureColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
  testId: string;
}) {
  if (!rows.length)
    return (
      <Text color="fg.muted" data-testid={testId}>
        {empty}
      </Text>
    );
  return (
    // A long table scrolls in place beside its chart; focusable so the keyboard scrolls it too.
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="340px" overflowY="auto" tabIndex={0} role="region" aria-label={caption}>
      <SimpleTable
        data-testid={testId}
        caption={caption}
        rows={rows}
        rowKey={rowKey}
        columns={columns.map((c) => ({ key: c.key, header: c.header, align: c.numeric ? 'end' : 'start', render: c.render }))}
      />
    </Table.ScrollArea>
  );
}

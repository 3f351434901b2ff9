import type { ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';

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
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} scope="col" textAlign={c.numeric ? 'end' : 'start'}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={rowKey(r)}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.numeric ? 'end' : 'start'} data-col={c.key}>
                  {c.render(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

import { Box, Heading, Table } from '@chakra-ui/react';
import type { RefusedRow } from '../importResult';
import { useTransferT } from '../i18n';
import { RowIssues } from './RowIssues';

/** A row's filled cells in the file's column order, as one line of text. */
const cellsOf = (row: RefusedRow, columns: readonly string[]) =>
  (columns.length ? columns : Object.keys(row.values))
    .map((c) => row.values[c] ?? '')
    .filter(Boolean)
    .join(', ');

/** Every row the import refused: its line, what it held, and why. */
export function RefusedRows({ rows, columns }: { rows: readonly RefusedRow[]; columns: readonly string[] }) {
  const { t } = useTransferT();
  return (
    <Box>
      <Heading size="sm" mb="2">
        {t('import.refused_title', { count: rows.length })}
      </Heading>
      <Box maxH="40vh" overflow="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader data-testid="import-refused">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('import.line')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('import.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('import.why')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.line} data-testid="refused-row">
                <Table.Cell>{r.line}</Table.Cell>
                <Table.Cell maxW="280px" truncate title={cellsOf(r, columns)}>
                  {cellsOf(r, columns)}
                </Table.Cell>
                <Table.Cell>
                  <RowIssues issues={r.issues} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}

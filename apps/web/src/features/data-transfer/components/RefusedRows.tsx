import { Box, Heading } from '@chakra-ui/react';
import { SimpleTable } from '../../../ui';
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
        <SimpleTable
          stickyHeader
          data-testid="import-refused"
          rows={rows}
          rowKey={(r) => r.line}
          rowProps={() => ({ 'data-testid': 'refused-row' })}
          columns={[
            { key: 'line', header: t('import.line'), render: (r) => r.line },
            {
              key: 'row',
              header: t('import.row'),
              render: (r) => cellsOf(r, columns),
              cell: (r) => ({ maxW: '280px', truncate: true, title: cellsOf(r, columns) }),
            },
            { key: 'why', header: t('import.why'), render: (r) => <RowIssues issues={r.issues} /> },
          ]}
        />
      </Box>
    </Box>
  );
}

import { Badge, Box } from '@chakra-ui/react';
import { SimpleTable, type SimpleColumn } from '../../../ui';
import type { ImportPreviewMutation } from '../../../gql/graphql';
import { useTransferT } from '../i18n';
import { RowIssues } from './RowIssues';

export type ImportPreview = ImportPreviewMutation['importPreview'];

const cell = (values: unknown, column: string): string => {
  const v = values && typeof values === 'object' ? (values as Record<string, unknown>)[column] : undefined;
  return typeof v === 'string' ? v : '';
};

/** The file's rows as the server read them, refused ones marked with why. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTransferT();
  return (
    <Box maxH="50vh" overflow="auto" borderWidth="1px" rounded="md" data-testid="import-preview">
      <SimpleTable
        stickyHeader
        rows={preview.rows}
        rowKey={(row) => row.line}
        rowProps={(row) => ({ bg: row.issues.length ? 'red.subtle' : undefined, 'data-testid': row.issues.length ? 'preview-row-refused' : 'preview-row' })}
        columns={[
          { key: 'line', header: t('import.line'), render: (row) => row.line },
          ...preview.columns.map((c): SimpleColumn<ImportPreview['rows'][number]> => ({
            key: `field-${c}`,
            header: t(`import.field.${c}`, { defaultValue: c }),
            render: (row) => cell(row.values, c),
            cell: (row) => ({ maxW: '220px', truncate: true, title: cell(row.values, c) }),
          })),
          {
            key: 'check',
            header: t('import.check'),
            cell: () => ({ minW: '220px' }),
            render: (row) =>
              row.issues.length ? (
                <RowIssues issues={row.issues} />
              ) : (
                <Badge colorPalette="green" variant="subtle">
                  {t('import.ok')}
                </Badge>
              ),
          },
        ]}
      />
    </Box>
  );
}

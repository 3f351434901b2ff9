import { Badge, Box, Table } from '@chakra-ui/react';
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
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('import.line')}</Table.ColumnHeader>
            {preview.columns.map((c) => (
              <Table.ColumnHeader key={c}>{t(`import.field.${c}`, { defaultValue: c })}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('import.check')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {preview.rows.map((row) => (
            <Table.Row key={row.line} bg={row.issues.length ? 'red.subtle' : undefined} data-testid={row.issues.length ? 'preview-row-refused' : 'preview-row'}>
              <Table.Cell>{row.line}</Table.Cell>
              {preview.columns.map((c) => (
                <Table.Cell key={c} maxW="220px" truncate title={cell(row.values, c)}>
                  {cell(row.values, c)}
                </Table.Cell>
              ))}
              <Table.Cell minW="220px">
                {row.issues.length ? (
                  <RowIssues issues={row.issues} />
                ) : (
                  <Badge colorPalette="green" variant="subtle">
                    {t('import.ok')}
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

import { useState } from 'react';
import { Box, Button, HStack, Link, Menu, Portal, Progress, Text } from '@chakra-ui/react';
import { Download, FileDown } from 'lucide-react';
import { showError } from '../../../ui';
import { useTransferT } from '../i18n';
import { exportFileOf, useJob } from '../useJob';
import { WithStrings } from './WithStrings';
import { useExportList } from '../hooks/mutations';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportButtonProps {
  /** A list registered on the server (users, files, …). */
  list: string;
  /** The list query's current filters, so the file holds what the screen shows (every page of it). */
  filters: Record<string, unknown>;
  /** Read when the export starts (the URL may have changed since the last render). */
  getFilters?: () => Record<string, unknown>;
}

function ExportControl({ list, filters, getFilters }: ExportButtonProps) {
  const { t } = useTransferT();
  const [jobId, setJobId] = useState<string | null>(null);
  const [start, { loading }] = useExportList();
  const job = useJob(jobId);
  const file = job?.status === 'completed' ? exportFileOf(job) : null;
  const running = !!jobId && !file && job?.status !== 'failed';

  const run = async (format: ExportFormat) => {
    try {
      const res = await start({ variables: { list, format, filters: getFilters?.() ?? filters } });
      setJobId(res.data?.exportList._id ?? null);
    } catch (err) {
      showError(err, t('export.failed'));
    }
  };

  return (
    <HStack gap="2" data-testid="export">
      <Menu.Root onSelect={(d) => void run(d.value as ExportFormat)}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" loading={loading} disabled={running} data-testid="export-button">
            <FileDown aria-hidden />
            {t('export.button')}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {EXPORT_FORMATS.map((f) => (
                <Menu.Item key={f} value={f} data-testid={`export-${f}`}>
                  {t(`export.format_${f}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {running && (
        <Box minW="140px" data-testid="export-progress" aria-live="polite">
          <Text fontSize="xs" color="fg.muted">
            {t('export.progress', { percent: job?.progress ?? 0 })}
          </Text>
          <Progress.Root value={job?.progress ?? 0} size="xs" colorPalette="brand" aria-label={t('export.progress', { percent: job?.progress ?? 0 })}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}
      {job?.status === 'failed' && (
        <Text fontSize="sm" color="fg.error" data-testid="export-failed">
          {t('export.failed')}
        </Text>
      )}
      {file && (
        <Link href={file.url} download={file.filename} fontSize="sm" color="brand.fg" data-testid="export-download" aria-live="polite">
          <Download aria-hidden size={16} />
          {t('export.download', { filename: file.filename, count: file.rows })}
        </Link>
      )}
    </HStack>
  );
}

/** Export of a list with its filters: pick CSV or XLSX, watch the progress, then download the file. */
export function ExportButton(props: ExportButtonProps) {
  return (
    <WithStrings>
      <ExportControl {...props} />
    </WithStrings>
  );
}

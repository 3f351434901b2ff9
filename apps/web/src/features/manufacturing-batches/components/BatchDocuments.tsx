import { useState } from 'react';
import { Button, HStack, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import type { BatchGangSheetMutation } from '../../../gql/graphql';
import { showError } from '../../../ui';
import { useBatchesT } from '../i18n';
import { useBatchGangSheet, useExportBatch, usePrintBatchLabels } from '../hooks/mutations';

type GangSheet = BatchGangSheetMutation['mrpBatchGangSheet'];

/**
 * A batch's documents, each made on demand: its barcode labels (PDF), the export (zip of print files
 * and the list), and for DTF batches the gang sheets. Each shows as a link once made (a link the user
 * clicks, so no popup blocker stands in the way).
 */
export function BatchDocuments({ id, dtf }: { id: string; dtf: boolean }) {
  const { t, i18n } = useBatchesT();
  const [labels, setLabels] = useState<string | null>(null);
  const [zip, setZip] = useState<{ url: string; size: number } | null>(null);
  const [gang, setGang] = useState<GangSheet | null>(null);
  const [printLabels, printing] = usePrintBatchLabels();
  const [exportZip, exporting] = useExportBatch();
  const [makeGang, ganging] = useBatchGangSheet();
  const run = async <T,>(call: () => Promise<{ data?: T | null }>, done: (data: T) => void) => {
    try {
      const { data } = await call();
      if (data) done(data);
    } catch (err) {
      showError(err);
    }
  };
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
  const percent = (share: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
  return (
    <Stack gap="3">
      <Wrap gap="2">
        <Button
          size="sm"
          variant="outline"
          loading={printing.loading}
          data-testid="batch-print-labels"
          onClick={() =>
            run(
              () => printLabels({ variables: { id } }),
              (d) => setLabels(d.printBarcodeMrpBatch.url),
            )
          }
        >
          {t('action.labels')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={exporting.loading}
          data-testid="batch-export"
          onClick={() =>
            run(
              () => exportZip({ variables: { id } }),
              (d) => setZip(d.exportBatchProducts),
            )
          }
        >
          {t('action.export')}
        </Button>
        {dtf && (
          <Button
            size="sm"
            variant="outline"
            loading={ganging.loading}
            data-testid="batch-gang-sheet"
            onClick={() =>
              run(
                () => makeGang({ variables: { id } }),
                (d) => setGang(d.mrpBatchGangSheet),
              )
            }
          >
            {t('action.gang')}
          </Button>
        )}
      </Wrap>
      {(labels || zip) && (
        <HStack gap="4" wrap="wrap" fontSize="sm">
          {labels && (
            <Link href={labels} target="_blank" rel="noopener" colorPalette="brand" data-testid="batch-labels-link">
              {t('action.labels_link')}
            </Link>
          )}
          {zip && (
            <Link href={zip.url} download colorPalette="brand" data-testid="batch-export-link">
              {t('action.export_link', { size: size(zip.size) })}
            </Link>
          )}
        </HStack>
      )}
      {gang && (
        <Stack gap="2" data-testid="batch-gang-result">
          <HStack gap="4" fontSize="sm" wrap="wrap">
            <Text>{t('action.area_used', { percent: percent(gang.area_used) })}</Text>
            <Link href={gang.pick_list_url} target="_blank" rel="noopener" colorPalette="brand">
              {t('action.pick_list')}
            </Link>
          </HStack>
          {gang.sheets.map((s, i) => (
            <Link key={s.url} href={s.url} target="_blank" rel="noopener">
              <Image
                src={s.url}
                alt={t('action.sheet_alt', { n: i + 1, width: s.width_px, length: s.length_px, dpi: gang.dpi })}
                maxH="64"
                borderWidth="1px"
                rounded="sm"
                bg="bg.muted"
              />
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

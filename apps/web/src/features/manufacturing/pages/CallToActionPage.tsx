import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { errorStation, STEP_STATION, SYSTEM_BARCODES } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { PageHeader } from '../../../ui';
import { Barcode } from '../components/Barcode';
import { useErrorName } from '../components/ErrorLabel';
import { ManufacturingScreen, useManufacturingT } from '../i18n';
import { useErrorCodes, type ErrorCodeRow } from '../useErrorCodes';

const STATIONS = ['Cutting', 'Printing', 'Sewing', 'Packing'] as const;

/** On paper only the sheet prints: the shell around it is hidden and cards do not split across pages. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-sheet], [data-print-sheet] * { visibility: visible; }
  [data-print-sheet] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
  [data-print-card] { break-inside: avoid; }
}`;

function BarcodeCard({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <Stack gap="1" align="center" p="3" borderWidth="1px" rounded="md" bg="white" color="black" data-print-card data-testid={testId}>
      <Barcode value={value} height={56} />
      <Text fontWeight="semibold" textAlign="center">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The printable sheet a station keeps beside its scanner: the system barcodes, then each station's
 * error codes. /call-to-action (root's) lists every station; /manufactures/{id}/call-to-action, the
 * one a factory's workers print, the stations that factory runs.
 */
function CallToAction({ manufactureId }: { manufactureId?: string }) {
  const { t } = useManufacturingT();
  const codes = useErrorCodes(manufactureId);
  const errorName = useErrorName();
  const runs = useSession((s) => s.manufactures.find((m) => m._id === manufactureId)?.stations);
  const stations = STATIONS.filter((s) => !runs || runs[STEP_STATION[s]]);
  const byStation = (station: string): ErrorCodeRow[] => codes.filter((c) => errorStation(c.step) === station);
  return (
    <Box data-print-sheet data-testid="cta-sheet">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={manufactureId ? t('menu.barcode_sheet') : t('menu.call_to_action')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => window.print()} data-print-hide data-testid="cta-print">
            <Printer size={16} aria-hidden /> {t('cta.print')}
          </Button>
        }
      />
      <Stack gap="6">
        <Text color="fg.muted">{t('cta.help')}</Text>
        <Stack gap="3">
          <Heading size="md">{t('cta.system')}</Heading>
          <SimpleGrid minChildWidth="220px" gap="3">
            <BarcodeCard value={SYSTEM_BARCODES.ok} label={t('cta.ok')} testId="cta-system" />
            <BarcodeCard value={SYSTEM_BARCODES.confirm} label={t('cta.confirm')} testId="cta-system" />
            <BarcodeCard value={SYSTEM_BARCODES.cancel} label={t('cta.cancel')} testId="cta-system" />
          </SimpleGrid>
        </Stack>
        {stations.map((station) => (
          <Stack key={station} gap="3">
            <Heading size="md">{t('cta.station_errors', { station: t(`status.${station}`) })}</Heading>
            <SimpleGrid minChildWidth="180px" gap="3">
              {byStation(station).map((c) => (
                <BarcodeCard key={c.code} value={String(c.code)} label={errorName(c)} testId="cta-error" />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export default function CallToActionPage() {
  const { id } = useParams();
  return (
    <ManufacturingScreen>
      <CallToAction manufactureId={id} />
    </ManufacturingScreen>
  );
}

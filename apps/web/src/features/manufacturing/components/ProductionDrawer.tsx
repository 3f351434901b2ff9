import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { MrpProductRowFieldsFragment } from '../../../gql/graphql';
import { DateCell, Section, SideDrawer, StatusBadge, Thumbnail } from '../../../ui';
import { useManufacturingT } from '../i18n';
import type { ErrorCodeRow } from '../useErrorCodes';
import { Barcode } from './Barcode';
import { useErrorLabel } from './ErrorLabel';

/** One production: its label, route, each scan with its worker and time, and its errors. */
export function ProductionDrawer({
  row,
  codes,
  hidePictures,
  onClose,
}: {
  row: MrpProductRowFieldsFragment | null;
  codes: ErrorCodeRow[];
  hidePictures: boolean;
  onClose: () => void;
}) {
  const { t } = useManufacturingT();
  const errorLabel = useErrorLabel(codes);
  if (!row) return null;
  return (
    <SideDrawer
      open
      onClose={onClose}
      title={row.code}
      badge={<StatusBadge status={row.status} />}
      subtitle={`#${row.order_number} · ${row.product_name}${row.variant_title ? ` · ${row.variant_title}` : ''}`}
      testId="production-drawer"
      size="md"
    >
      <Stack gap="5">
        <Box bg="white" p="2" rounded="md" alignSelf="start">
          <Barcode value={row.code} height={56} />
        </Box>
        <HStack gap="1" wrap="wrap" data-testid="production-route">
          {row.route.map((step, i) => (
            <HStack key={step} gap="1">
              {i > 0 && <Text aria-hidden>→</Text>}
              <Badge variant={step === row.status ? 'solid' : 'outline'} colorPalette={step === row.status ? 'brand' : 'gray'}>
                {t(`status.${step}`)}
              </Badge>
            </HStack>
          ))}
        </HStack>
        {!hidePictures && row.print_files.length > 0 && (
          <Section title={t('productions.drawer.print_files')}>
            <HStack gap="2" wrap="wrap">
              {row.print_files.map((f) => (
                <Stack key={f.side} gap="1" align="center">
                  <Thumbnail src={f.thumbnail_url ?? f.url} fullSrc={f.url} name={t('productions.print_file', { side: f.side })} size="16" />
                  <Text fontSize="xs">{f.side}</Text>
                </Stack>
              ))}
            </HStack>
          </Section>
        )}
        <Section title={t('productions.drawer.steps')}>
          {row.steps.length === 0 ? (
            <Text color="fg.muted">{t('productions.drawer.no_steps')}</Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid="production-steps">
              {row.steps.map((s) => (
                <HStack as="li" key={`${s.scanned_at}-${s.to}`} gap="2" wrap="wrap" data-testid="production-step">
                  <StatusBadge status={s.from} />
                  <Text aria-hidden>→</Text>
                  <StatusBadge status={s.to} />
                  <Text fontSize="sm" color="fg.muted">
                    {[s.worker_name, s.station && t(`status.${s.station}`, { defaultValue: s.station })].filter(Boolean).join(' · ')}
                  </Text>
                  <DateCell value={s.scanned_at} withTime />
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t('productions.drawer.errors')}>
          {row.errors.length === 0 ? (
            <Text color="fg.muted">{t('productions.drawer.no_errors')}</Text>
          ) : (
            <Stack gap="2" data-testid="production-errors">
              {row.errors.map((e) => (
                <Stack key={`${e.code}-${e.created_at}`} gap="0" p="2" borderWidth="1px" rounded="md">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{errorLabel(e.code)}</Text>
                    <Badge colorPalette={e.resolved_at ? 'green' : 'red'}>{t(e.resolved_at ? 'productions.drawer.resolved' : 'productions.drawer.open')}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`status.${e.step}`)} · <DateCell value={e.created_at} withTime />
                  </Text>
                  {e.note && <Text fontSize="sm">{e.note}</Text>}
                </Stack>
              ))}
            </Stack>
          )}
        </Section>
        {row.note && (
          <Section title={t('productions.drawer.note')}>
            <Text>{row.note}</Text>
          </Section>
        )}
      </Stack>
    </SideDrawer>
  );
}

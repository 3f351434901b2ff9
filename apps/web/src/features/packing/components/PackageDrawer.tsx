import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { ConfirmButton, DateCell, Section, SideDrawer, StatusBadge, TimelinePanel, showError, useFormatMoney } from '../../../ui';
import { MRP_PACKAGE } from '../graphql';
import { useSetMrpPackageMeasures, useTrashMrpPackage } from '../hooks/mutations';
import { usePackingT } from '../i18n';
import { PackageUnits } from './PackageUnits';
import { packageWeightText } from '../weight';
import { PrintButton } from './PrintButton';

/** One package: its units, measures, label and tracking, its history, and what the packer does next. */
export function PackageDrawer({
  packageId,
  manufactureId,
  onClose,
  onChanged,
}: {
  packageId: string | null;
  manufactureId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = usePackingT();
  const formatMoney = useFormatMoney();
  const context = { manufacture: manufactureId };
  const q = useQuery(MRP_PACKAGE, { variables: { _id: packageId ?? '' }, skip: !packageId, context, fetchPolicy: 'cache-and-network' });
  const [trash] = useTrashMrpPackage(manufactureId);
  const [measure, measuring] = useSetMrpPackageMeasures(manufactureId);
  const [size, setSize] = useState({ weight: '', width: '', height: '', length: '' });
  if (!packageId) return null;
  const p = q.data?.mrpPackage;
  const done = () => {
    void q.refetch();
    onChanged();
  };
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  return (
    <SideDrawer
      open
      onClose={onClose}
      title={p?.code ?? ''}
      badge={p && <StatusBadge status={p.status} />}
      subtitle={p ? `#${p.order_number}${p.bin_number ? ` · ${t('bin', { bin: p.bin_number })}` : ''}` : undefined}
      testId="package-drawer"
      size="md"
    >
      {p && (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            {p.status !== 'Processing' && p.status !== 'Cancelled' && <PrintButton packageId={p._id} manufactureId={manufactureId} onPrinted={done} />}
            {(p.status === 'Processing' || p.status === 'Packed') && (
              <ConfirmButton
                label={t('actions.trash')}
                title={t('actions.trash')}
                body={t('drawer.trash_body', { code: p.code })}
                testId="package-trash"
                onConfirm={() =>
                  trash({ variables: { _id: p._id } })
                    .then(() => {
                      toaster.success({ title: t('toast.cancelled', { code: p.code }) });
                      done();
                    })
                    .catch(showError)
                }
              />
            )}
          </HStack>
          <Section title={t('drawer.shipping')}>
            <Stack gap="1" fontSize="sm">
              <Text>
                {t('col.tracking')}:{' '}
                <Text as="span" fontFamily="mono">
                  {p.tracking_number ?? '—'}
                </Text>{' '}
                {p.carrier_name && `(${p.carrier_name})`}
              </Text>
              <Text>
                {t('col.weight')}: {packageWeightText(p, (weight) => t('drawer.grams', { weight }))} · {t('drawer.estimated_cost')}:{' '}
                {p.estimated_cost == null ? '—' : formatMoney(p.estimated_cost)}
              </Text>
              {p.ship_by_seller && <Text color="fg.muted">{t('drawer.ship_by_seller')}</Text>}
            </Stack>
          </Section>
          {(p.status === 'Processing' || p.status === 'Packed') && (
            <Section title={t('drawer.measures')}>
              <HStack
                as="form"
                gap="2"
                wrap="wrap"
                onSubmit={(e) => {
                  e.preventDefault();
                  void measure({
                    variables: { _id: p._id, weight: Number(size.weight || 0), width: num(size.width), height: num(size.height), length: num(size.length) },
                  })
                    .then(() => {
                      toaster.success({ title: t('toast.measured') });
                      done();
                    })
                    .catch(showError);
                }}
              >
                {(['weight', 'width', 'height', 'length'] as const).map((k) => (
                  <Input
                    key={k}
                    size="sm"
                    maxW="24"
                    inputMode="numeric"
                    aria-label={t(`drawer.${k}`)}
                    placeholder={t(`drawer.${k}`)}
                    value={size[k]}
                    onChange={(e) => setSize({ ...size, [k]: e.target.value })}
                  />
                ))}
                <Button type="submit" size="sm" variant="outline" loading={measuring.loading}>
                  {t('actions.save_measures')}
                </Button>
              </HStack>
            </Section>
          )}
          <PackageUnits packed={p.productions} missing={p.missing_units} total={p.units_total} />
          <Section title={t('drawer.dates')}>
            <Stack gap="1" fontSize="sm">
              {(['created_at', 'packed_at', 'labelled_at', 'picked_up_at', 'delivered_at', 'cancelled_at'] as const).map((k) =>
                p[k] ? (
                  <HStack key={k} gap="2">
                    <Text>{t(`drawer.${k}`)}</Text>
                    <DateCell value={p[k]} withTime />
                  </HStack>
                ) : null,
              )}
            </Stack>
          </Section>
          <Section title={t('drawer.timeline')}>
            <TimelinePanel entity="package" entityId={p._id} />
          </Section>
        </Stack>
      )}
    </SideDrawer>
  );
}

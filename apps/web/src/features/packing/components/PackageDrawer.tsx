import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DateCell, Section, SideDrawer, StatusBadge, Thumbnail, TimelinePanel, showError } from '../../../ui';
import { LABEL_MRP_PACKAGE, MRP_PACKAGE, SET_MRP_PACKAGE_MEASURES, TRASH_MRP_PACKAGE } from '../graphql';
import { usePackingT } from '../i18n';
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
  const context = { manufacture: manufactureId };
  const q = useQuery(MRP_PACKAGE, { variables: { _id: packageId ?? '' }, skip: !packageId, context, fetchPolicy: 'cache-and-network' });
  const [label, labelling] = useMutation(LABEL_MRP_PACKAGE, { context });
  const [trash, trashing] = useMutation(TRASH_MRP_PACKAGE, { context });
  const [measure, measuring] = useMutation(SET_MRP_PACKAGE_MEASURES, { context });
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
            {p.status !== 'Processing' && p.status !== 'Cancelled' && <PrintButton packageId={p._id} manufactureId={manufactureId} />}
            {p.status === 'Packed' && !p.tracking_number && !p.ship_by_seller && (
              <Button
                size="sm"
                variant="outline"
                loading={labelling.loading}
                data-testid="package-label"
                onClick={() =>
                  void label({ variables: { _id: p._id } })
                    .then(done)
                    .catch(showError)
                }
              >
                {t('actions.label')}
              </Button>
            )}
            {(p.status === 'Processing' || p.status === 'Packed') && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={trashing.loading}
                onClick={() =>
                  void trash({ variables: { _id: p._id } })
                    .then(done)
                    .catch(showError)
                }
              >
                {t('actions.trash')}
              </Button>
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
                {t('col.weight')}: {p.real_weight ?? p.declared_weight} g · {t('drawer.estimated_cost')}: {p.estimated_cost ?? '—'}
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
                    .then(done)
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
          <Section title={t('drawer.units', { packed: p.units_packed, total: p.units_total })}>
            <Stack gap="2" data-testid="package-units">
              {p.productions.map((u) => (
                <HStack key={u._id} gap="3">
                  {u.image && <Thumbnail src={u.image} name={u.product_name} />}
                  <Stack gap="0">
                    <Text fontFamily="mono" fontWeight="semibold">
                      {u.code}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {[u.product_name, u.variant_title].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          </Section>
          <Section title={t('drawer.dates')}>
            <Stack gap="1" fontSize="sm">
              {(['packed_at', 'labelled_at', 'picked_up_at', 'delivered_at'] as const).map((k) =>
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

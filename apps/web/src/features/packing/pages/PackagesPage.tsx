import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { ALL_SHIPPING_METHODS, PACKAGE_SOURCES, PACKAGE_TABS, PAGE_SIZE } from '@pod/shared';
import { LinkIfOpen } from '../../../ui/LinkIfOpen';
import type { MrpPackageRowFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import {
  DataTable,
  DateCell,
  ListSearchForm,
  MoneyCell,
  PageHeader,
  pagedTable,
  SelectField,
  StatusBadge,
  useListParams,
  type Column,
  type TabbedTable,
} from '../../../ui';
import { PackageDrawer } from '../components/PackageDrawer';
import { packageWeightText } from '../weight';
import { MRP_PACKAGE_COUNTERS, MRP_PACKAGES } from '../graphql';
import { PackingScreen, usePackingT } from '../i18n';

/** /manufactures/{id}/mrp_package?status=…&source=…&shipping=…: a factory's box packages, by status, intake and shipping method. */
function Packages({ manufactureId }: { manufactureId: string }) {
  const { t } = usePackingT();
  const { params, patch, page, setPage } = useListParams();
  const tab = PACKAGE_TABS.find((s) => s === params.get('status')) ?? 'Processing';
  const source = PACKAGE_SOURCES.find((s) => s === params.get('source')) ?? 'All';
  const shipping = params.get('shipping') || ALL_SHIPPING_METHODS;
  const search = params.get('search') || undefined;
  // The drawer is in the URL (?open=id), so a search result opens the package whatever the tab.
  const open = params.get('open');
  const list = usePagedQuery(MRP_PACKAGES, { status: tab, source, shipping, search }, page, PAGE_SIZE.list, { pick: (d) => d.mrpPackages.items });
  const counters = useQuery(MRP_PACKAGE_COUNTERS, { variables: { source, shipping }, fetchPolicy: 'cache-and-network' });
  const counts = new Map((counters.data?.mrpPackageCounters.statuses ?? []).map((c) => [c.key, c.count]));
  const methods = counters.data?.mrpPackageCounters.shipping ?? [];
  const refresh = () => {
    void list.refetch();
    void counters.refetch();
  };
  const table: TabbedTable<MrpPackageRowFieldsFragment> = {
    ...pagedTable({ ...list, total: list.data?.mrpPackages.total ?? 0 }, page, setPage),
    tabs: PACKAGE_TABS.map((value) => ({ value, label: t(`status.${value}`), count: counters.data ? (counts.get(value) ?? 0) : undefined })),
    tab,
    onTab: (value) => patch({ status: value }),
  };
  const columns: Column<MrpPackageRowFieldsFragment>[] = [
    {
      key: 'code',
      header: t('col.code'),
      render: (r) => (
        <Text fontFamily="mono" fontWeight="semibold" data-testid="package-code">
          {r.code}
        </Text>
      ),
    },
    {
      key: 'order',
      header: t('col.order'),
      render: (r) => <LinkIfOpen to={`/orders/${r.order_id}`}>#{r.order_number}</LinkIfOpen>,
    },
    {
      key: 'status',
      header: t('col.status'),
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          <StatusBadge status={r.status} />
          {r.status === 'Processing' && r.bin_number && <Badge colorPalette="orange">{t('bin', { bin: r.bin_number })}</Badge>}
          {r.international && <Badge colorPalette="purple">{t('flag.international')}</Badge>}
        </HStack>
      ),
    },
    { key: 'units', header: t('col.units'), render: (r) => `${r.units_packed} / ${r.units_total}` },
    { key: 'weight', header: t('col.weight'), render: (r) => packageWeightText(r, (weight) => t('drawer.grams', { weight })) },
    {
      key: 'cost',
      header: t('col.cost'),
      align: 'end',
      render: (r) => {
        const cost = r.real_cost ?? r.estimated_cost;
        return cost == null ? '—' : <MoneyCell value={cost} />;
      },
    },
    {
      key: 'tracking',
      header: t('col.tracking'),
      render: (r) => (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="sm">
            {r.tracking_number ?? '—'}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {r.carrier_name ?? (r.ship_by_seller ? t('flag.ship_by_seller') : '')}
          </Text>
        </Stack>
      ),
    },
    { key: 'created', header: t('col.created'), render: (r) => <DateCell value={r.created_at} /> },
  ];
  const toolbar = (
    <Stack gap="3" mb="3">
      <ListSearchForm label={t('filter.search')} testId="packages-search" />
      <HStack gap="3" wrap="wrap" align="end">
        <Box minW="36">
          <SelectField
            name="source"
            label={t('filter.source')}
            size="sm"
            value={source}
            onChange={(v) => patch({ source: v })}
            options={PACKAGE_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
          />
        </Box>
        <Box minW="44">
          <SelectField
            name="shipping"
            label={t('filter.shipping')}
            size="sm"
            value={shipping}
            onChange={(v) => patch({ shipping: v })}
            options={[
              { value: ALL_SHIPPING_METHODS, label: t('filter.all_methods') },
              ...methods.map((m) => ({ value: m.key || 'none', label: `${m.name ?? t('filter.no_method')} (${m.count})` })),
            ]}
          />
        </Box>
      </HStack>
    </Stack>
  );
  return (
    <Box>
      <PageHeader
        title={t('menu.box_packages')}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <Link to={`/manufactures/${manufactureId}/mrp_package/station`}>{t('station.title')}</Link>
          </Button>
        }
      />
      <DataTable
        testId="packages-table"
        rowTestId="package-row"
        columns={columns}
        {...table}
        toolbar={toolbar}
        onRowClick={(r) => patch({ open: r._id }, false)}
      />
      <PackageDrawer packageId={open} manufactureId={manufactureId} onClose={() => patch({ open: null }, false)} onChanged={refresh} />
    </Box>
  );
}

export default function PackagesPage() {
  const { id = '' } = useParams();
  return (
    <PackingScreen>
      <Packages manufactureId={id} />
    </PackingScreen>
  );
}

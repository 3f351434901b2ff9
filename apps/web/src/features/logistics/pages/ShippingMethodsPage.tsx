import { useState } from 'react';
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { isSeller, PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { ShippingMethodFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { useSession } from '../../../stores/session';
import { DataTable, pagedTable, PageHeader, patchParams, showError, type Column } from '../../../ui';
import { EditableList, type Editing } from '../components/EditableList';
import { ShippingMethodForm } from '../components/ShippingMethodForm';
import { TrashButton } from '../components/TrashButton';
import { MY_DEFAULT_SHIPPING, SHIPPING_METHODS } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { pageOf } from '../lists';
import { useSetDefaultShippingMethod, useTrashShippingMethod } from '../hooks/mutations';

type Method = ShippingMethodFieldsFragment;

/** Columns both views share: name, carrier, scope, delivery time. */
function useMethodColumns(): Column<Method>[] {
  const { t } = useLogisticsT();
  return [
    { key: 'name', header: t('common.name'), render: (m) => <Text fontWeight="medium">{m.name}</Text> },
    { key: 'carrier', header: t('methods.carrier'), render: (m) => m.carrier ?? t('common.none') },
    { key: 'scope', header: t('methods.scope'), render: (m) => t(`methods.scope_${m.scope}`) },
    {
      key: 'delivery',
      header: t('methods.delivery'),
      render: (m) =>
        // A method without a delivery range (a non-ship one) says so instead of "0–0 days".
        m.min_days || m.max_days ? t('methods.days_range', { min: m.min_days, count: m.max_days }) : t('methods.days_unknown'),
    },
  ];
}

/** Root: every method, who may use it, make, edit and trash. */
function StaffMethods() {
  const { t } = useLogisticsT();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const status = params.get('status') ?? 'all';
  const [editing, setEditing] = useState<Editing<Method>>(null);
  const list = usePagedQuery(SHIPPING_METHODS, { status }, page, PAGE_SIZE.list);
  const [trash] = useTrashShippingMethod();
  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, patch));
  const audience = (m: Method) =>
    m.audience === 'sellers' ? (
      <Text>
        {t('methods.audience_sellers')}: {m.sellers.map((s) => s.name).join(', ')}
      </Text>
    ) : (
      t(`methods.audience_${m.audience}`)
    );
  const columns: Column<Method>[] = [
    ...useMethodColumns(),
    { key: 'audience', header: t('methods.audience'), render: audience },
    {
      key: 'active',
      header: t('methods.active'),
      render: (m) => <Badge colorPalette={m.active ? 'green' : 'gray'}>{m.active ? t('common.yes') : t('common.no')}</Badge>,
    },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (m) =>
        !m.trashed && (
          <HStack gap="1" onClick={(e) => e.stopPropagation()}>
            <Button size="xs" variant="outline" onClick={() => setEditing(m)} data-testid="method-edit">
              {t('common.edit')}
            </Button>
            <TrashButton name={m.name} trash={() => trash({ variables: { ids: [m._id] } })} onTrashed={list.refetch} />
          </HStack>
        ),
    },
  ];
  return (
    <EditableList
      title={t('menu.shipping_methods')}
      testId="method"
      newLabel={t('methods.new')}
      actions={
        <Button asChild variant="outline">
          <Link to="/shipping_cost_table">{t('methods.cost_table')}</Link>
        </Button>
      }
      editing={editing}
      setEditing={setEditing}
      onSaved={list.refetch}
      form={(method, done) => <ShippingMethodForm method={method} onDone={done} />}
    >
      <DataTable
        testId="methods-table"
        columns={columns}
        tabs={['all', 'active', 'trash'].map((value) => ({ value, label: t(`methods.tabs_${value}`) }))}
        tab={status}
        onTab={(value) => update({ status: value, page: '1' })}
        onRowClick={(m) => !m.trashed && setEditing(m)}
        {...pagedTable(list, page, (p) => update({ page: String(p) }))}
      />
    </EditableList>
  );
}

/** Sellers: the methods open to them, and their default. */
function SellerMethods() {
  const { t } = useLogisticsT();
  const methods = useQuery(SHIPPING_METHODS, { variables: {} });
  const mine = useQuery(MY_DEFAULT_SHIPPING);
  const [setDefault, { loading }] = useSetDefaultShippingMethod();
  const current = mine.data?.cUser?.default_shipping_method?._id;
  const columns: Column<Method>[] = [
    ...useMethodColumns(),
    {
      key: 'default',
      header: t('methods.default'),
      render: (m) =>
        m._id === current ? (
          <Badge colorPalette="green" data-testid="method-default">
            {t('methods.default')}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="outline"
            loading={loading}
            data-testid="method-make-default"
            onClick={async () => {
              try {
                await setDefault({ variables: { id: m._id } });
                toaster.success({ title: t('methods.default_set', { name: m.name }) });
                await mine.refetch();
              } catch (e) {
                showError(e);
              }
            }}
          >
            {t('methods.make_default')}
          </Button>
        ),
    },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.shipping_methods')} />
      <Text mb="4" color="fg.muted">
        {t('methods.mine_help')}
      </Text>
      <DataTable testId="methods-table" columns={columns} rows={methods.data?.shippingMethods ?? []} loading={methods.loading} error={methods.error} />
    </Box>
  );
}

export default function ShippingMethodsPage() {
  const seller = useSession((s) => isSeller(s.user));
  return <LogisticsPage module="logistics">{seller ? <SellerMethods /> : <StaffMethods />}</LogisticsPage>;
}

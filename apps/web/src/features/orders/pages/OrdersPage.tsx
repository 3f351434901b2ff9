import { lazy, Suspense, useState } from 'react';
import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isoDayToDmy, isSeller, ORDER_COUNTER_KEYS, ORDER_TABS } from '@pod/shared';
import { can } from '../../../stores/session';
import { useSession } from '../../../stores/session';
import { DateRangeFilter, ListSearchForm, PageHeader, SelectField, useListParams, useTabbedList } from '../../../ui';
import { BulkActions } from '../components/BulkActions';
import { OrdersTable } from '../components/OrdersTable';
import { ORDER_COUNTERS, ORDERS, STORE_OPTIONS } from '../graphql';
import { OrdersScreen, useOrdersT } from '../i18n';

/** The import wizard (and its file parsing) and the export menu load after the list, off the first screen's bytes. */
const ImportWizard = lazy(() => import('../../data-transfer').then((m) => ({ default: m.ImportWizard })));
const ExportButton = lazy(() => import('../../data-transfer').then((m) => ({ default: m.ExportButton })));

/** /orders?status=…: the orders of one status tab (staff land on Processing, sellers on All), filtered and searched. */
function Orders() {
  const { t } = useOrdersT();
  const user = useSession((s) => s.user);
  const seller = isSeller(user);
  const { params, patch } = useListParams();
  const search = params.get('search') ?? '';
  const storeId = params.get('store_id') ?? '';
  // One seller's orders: the navbar search's seller results open them.
  const sellerId = params.get('seller_id') ?? '';
  const filters = {
    store_id: storeId || undefined,
    seller_id: sellerId || undefined,
    search: search || undefined,
    start: isoDayToDmy(params.get('start')),
    end: isoDayToDmy(params.get('end')),
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useTabbedList({
    list: ORDERS,
    counters: ORDER_COUNTERS,
    filters,
    tabs: ORDER_TABS,
    requested: params.get('status'),
    fallback: seller ? 'All' : 'Processing',
    label: (tab) => t(`tab.${tab}`),
    count: (c, tab) => (c.orderCounters as Record<string, number>)[ORDER_COUNTER_KEYS[tab]],
    onTab: (tab) => {
      setSelected(new Set());
      patch({ status: tab });
    },
    // Every tab, All too, is a status the API filters by.
    status: (tab) => tab,
  });
  const stores = useQuery(STORE_OPTIONS);
  const refresh = () => {
    setSelected(new Set());
    list.refresh();
  };
  const toolbar = (
    <ListSearchForm label={t('list.search')} testId="orders-search">
      <Box minW="48">
        <SelectField
          name="store_id"
          label={t('col.store')}
          size="sm"
          value={storeId}
          onChange={(v) => patch({ store_id: v })}
          options={[
            { value: '', label: t('list.all_stores') },
            ...(stores.data?.stores ?? []).map((s) => ({ value: s._id, label: `${s.name} · ${t(`platform.${s.platform}`)}` })),
          ]}
        />
      </Box>
      <DateRangeFilter names={['start', 'end']} />
      {sellerId && (
        <HStack gap="1" borderWidth="1px" borderRadius="md" px="2" py="1" data-testid="seller-filter">
          <Text fontSize="sm">{t('list.one_seller', { name: list.items[0]?.seller?.name || list.items[0]?.seller?.email || '…' })}</Text>
          <CloseButton size="2xs" aria-label={t('list.all_sellers')} onClick={() => patch({ seller_id: null })} />
        </HStack>
      )}
    </ListSearchForm>
  );
  return (
    <Box>
      <PageHeader
        title={t('menu.orders')}
        actions={
          <HStack gap="2">
            <Suspense fallback={null}>
              {can(user, 'orders', 'add') && <ImportWizard kind="orders" onImported={refresh} />}
              <ExportButton list="orders" filters={{ ...filters, status: list.tab }} />
            </Suspense>
            <Button asChild size="sm" variant="outline">
              <Link to="/stores">{t('stores.title')}</Link>
            </Button>
          </HStack>
        }
      />
      <OrdersTable
        list={list.table}
        selected={selected}
        onSelect={setSelected}
        bulkActions={<BulkActions ids={[...selected]} onDone={refresh} />}
        toolbar={toolbar}
      />
    </Box>
  );
}

export default function OrdersPage() {
  return (
    <OrdersScreen>
      <Orders />
    </OrdersScreen>
  );
}

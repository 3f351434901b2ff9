import { useState } from 'react';
import { Box, Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isSeller, PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { ListingRowFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { can, useSession } from '../../../stores/session';
import {
  ConfirmButton,
  DataTable,
  DateCell,
  DateRangeFilter,
  pagedTable,
  MoneyCell,
  PageHeader,
  SearchForm,
  showError,
  Thumbnail,
  UserCell,
  useListParams,
  type Column,
} from '../../../ui';
import { ListingDrawer } from '../components/ListingDrawer';
import { PublishButton } from '../components/PublishButton';
import { ListingStatusBadge, StoreBadges } from '../components/ListingBadges';
import { coverOf, LISTING_TABS, listingVariables, tabCount } from '../filters';
import { LISTING_COUNTERS, LISTING_PRODUCTS, LISTINGS } from '../graphql';
import { ListingsScreen, useListingsT } from '../i18n';
import { useTrashListings } from '../hooks/mutations';

/** /items/internal: a seller's listings (staff holding items view: everyone's, with the seller), `?_id=` opens one. */
function Listings() {
  const { t } = useListingsT();
  const user = useSession((s) => s.user);
  const staff = !isSeller(user);
  const { params, page, patch, setPage } = useListParams();
  const variables = listingVariables(params);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = usePagedQuery(LISTINGS, variables, page, PAGE_SIZE.list);
  const counter = useQuery(LISTING_COUNTERS, { variables: { search: variables.search, start: variables.start, end: variables.end } });
  const counts = counter.data?.itemsInfoCounters;
  const refetch = () => Promise.all([list.refetch(), counter.refetch()]);
  const productIds = [...new Set(list.items.map((l) => l.product_id))];
  const products = useQuery(LISTING_PRODUCTS, { variables: { ids: productIds }, skip: !productIds.length });
  const productName = new Map((products.data?.productPreset ?? []).map((p) => [p._id, p.name]));
  const [trash] = useTrashListings();
  const openId = params.get('_id');
  const filtered = !!(variables.search || variables.start || variables.end || variables.status !== 'all');

  const runTrash = async () => {
    try {
      const { data } = await trash({ variables: { ids: [...selected] } });
      toaster.success({ title: t('bulk.trashed', { count: data?.trashItemInfo ?? 0 }) });
      setSelected(new Set());
      await refetch();
    } catch (e) {
      showError(e);
    }
  };

  const columns: Column<ListingRowFieldsFragment>[] = [
    { key: 'image', header: t('col.image'), width: '16', render: (l) => <Thumbnail src={coverOf(l)} name={l.name} size="12" /> },
    {
      key: 'name',
      header: t('col.name'),
      render: (l) => (
        <VStack align="start" gap="0">
          <Text fontWeight="semibold">{l.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {productName.get(l.product_id) ?? t('col.product_unknown')}
          </Text>
        </VStack>
      ),
    },
    ...(staff ? [{ key: 'seller', header: t('col.seller'), render: (l: ListingRowFieldsFragment) => <UserCell user={l.user} /> }] : []),
    { key: 'price', header: t('col.price'), align: 'end', render: (l) => (l.price != null ? <MoneyCell value={l.price} /> : '—') },
    { key: 'stores', header: t('col.stores'), render: (l) => <StoreBadges stores={l.items} /> },
    { key: 'status', header: t('col.status'), render: (l) => <ListingStatusBadge status={l.status} /> },
    { key: 'updated_at', header: t('col.updated'), render: (l) => <DateCell value={l.updated_at} /> },
  ];

  const toolbar = (
    <SearchForm value={params.get('search') ?? ''} onSearch={(search) => patch({ search })} label={t('list.search')} testId="listings-search">
      <DateRangeFilter names={['start', 'end']} labels={{ from: t('list.from'), to: t('list.to') }} />
    </SearchForm>
  );

  const empty = !list.loading && !list.error && list.total === 0 && !filtered && !staff;
  return (
    <Box>
      <PageHeader
        title={t('menu.items')}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/catalog">{t('list.new')}</Link>
          </Button>
        }
      />
      {empty ? (
        <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg.panel" data-testid="listings-empty">
          <EmptyState.Content>
            <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('empty.body')}</EmptyState.Description>
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/catalog">{t('empty.action')}</Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <DataTable
          testId="listings-table"
          rowTestId="listing-row"
          columns={columns}
          {...pagedTable(list, page, setPage)}
          tabs={LISTING_TABS.map((value) => ({ value, label: t(`tab.${value}`), count: tabCount(counts, value) }))}
          tab={variables.status ?? 'all'}
          onTab={(value) => {
            setSelected(new Set());
            patch({ status: value === 'all' ? '' : value });
          }}
          selected={can(user, staff ? 'items' : 'catalog', 'add') || can(user, staff ? 'items' : 'catalog', 'delete') ? selected : undefined}
          onSelect={setSelected}
          bulkActions={
            <>
              {can(user, staff ? 'items' : 'catalog', 'add') && (
                <PublishButton
                  ids={[...selected]}
                  onDone={() => {
                    setSelected(new Set());
                    void refetch();
                  }}
                />
              )}
              {can(user, staff ? 'items' : 'catalog', 'delete') && (
                <ConfirmButton
                  label={t('bulk.trash')}
                  title={t('bulk.trash_title', { count: selected.size })}
                  body={t('bulk.trash_body')}
                  onConfirm={runTrash}
                  testId="bulk-trash"
                />
              )}
            </>
          }
          toolbar={toolbar}
          onRowClick={(l) => patch({ _id: l._id }, false)}
        />
      )}
      <ListingDrawer id={openId} onClose={() => patch({ _id: null }, false)} />
    </Box>
  );
}

export default function ListingsPage() {
  return (
    <ListingsScreen>
      <Listings />
    </ListingsScreen>
  );
}

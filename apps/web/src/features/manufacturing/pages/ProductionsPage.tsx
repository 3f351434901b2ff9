import { useState, type FormEvent } from 'react';
import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { PAGE_SIZE, PRODUCTION_SOURCES, PRODUCTION_STATUSES } from '@pod/shared';
import type { MrpProductRowFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { useCan, useSession } from '../../../stores/session';
import { CheckField, FilterSelect, PageHeader, pagedTable, SelectField, useListParams, type TabbedTable } from '../../../ui';
import { ProductionBulkActions } from '../components/ProductionBulkActions';
import { ProductionDrawer } from '../components/ProductionDrawer';
import { ProductionsTable } from '../components/ProductionsTable';
import { ProductTypeFilter } from '../components/ProductTypeFilter';
import { MERCHANT_GROUP_OPTIONS, MRP_PRODUCTS } from '../graphql';
import { ManufacturingScreen, useManufacturingT } from '../i18n';
import { useErrorCodes } from '../useErrorCodes';
import { useLiveCounters } from '../useLiveCounters';

/** Every status, and All of them. */
const TABS = ['All', ...PRODUCTION_STATUSES] as const;

/** The text filters: applied together on Enter or Apply, so typing does not reload the list per key. */
function TextFilters() {
  const { t } = useManufacturingT();
  const { params, patch } = useListParams();
  const [draft, setDraft] = useState({
    search: params.get('search') ?? '',
    batch_id: params.get('batch_id') ?? '',
  });
  const field = (name: keyof typeof draft, label: string, width: string) => (
    <Input
      size="sm"
      maxW={width}
      placeholder={label}
      aria-label={label}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      data-testid={`productions-${name}`}
    />
  );
  return (
    <HStack
      as="form"
      gap="2"
      wrap="wrap"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        patch({ search: draft.search.trim(), batch_id: draft.batch_id.trim() });
      }}
    >
      {field('search', t('productions.filter.search'), 'xs')}
      {field('batch_id', t('productions.filter.batch'), '48')}
      <Button type="submit" size="sm" variant="outline">
        {t('productions.filter.apply')}
      </Button>
    </HStack>
  );
}

/** /manufactures/{id}/mrp?mrp_status=…&source=…: a factory's productions of one status, filtered, with bulk actions and a detail drawer. */
function Productions({ manufactureId }: { manufactureId: string }) {
  const { t } = useManufacturingT();
  const user = useSession((s) => s.user);
  const hidePictures = !!user?.hide_production;
  const { params, patch, page, setPage } = useListParams();
  const tab = TABS.find((s) => s === params.get('mrp_status')) ?? 'To Do';
  const source = PRODUCTION_SOURCES.find((s) => s === params.get('source')) ?? 'all';
  const flag = (name: string) => (params.get(name) === 'true' ? true : undefined);
  const text = (name: string) => params.get(name) || undefined;
  const variables = {
    status: tab,
    source,
    merchant_group_id: text('merchant_group_id'),
    product_type: text('product_type'),
    search: text('search'),
    batch_id: text('batch_id'),
    priority: flag('priority'),
    late: flag('late'),
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = usePagedQuery(MRP_PRODUCTS, variables, page, PAGE_SIZE.list, { pick: (d) => d.mrpProducts.items });
  // The drawer is in the URL (?open=id), so a search result opens the production itself.
  const open = list.items.find((r) => r._id === params.get('open')) ?? null;
  const client = useApolloClient();
  // After a live push the page is read again as its own request: one joined to a read already in
  // flight would answer with rows from before this change (and the counts, written from the push, would disagree).
  const rereadRows = () =>
    void client
      .query({
        query: MRP_PRODUCTS,
        variables: { ...variables, page },
        fetchPolicy: 'network-only',
        context: { perPage: PAGE_SIZE.list, queryDeduplication: false },
      })
      .catch(() => undefined);
  const { counts, loaded, refetch: refetchCounts } = useLiveCounters(manufactureId, source, rereadRows);
  const codes = useErrorCodes(manufactureId);
  // The merchant-group filter only for who may read the groups (the API answers FORBIDDEN otherwise).
  const canSeeGroups = useCan('merchant_groups', 'view');
  const groups = useQuery(MERCHANT_GROUP_OPTIONS, { skip: !canSeeGroups });
  const refresh = () => {
    setSelected(new Set());
    void list.refetch();
    refetchCounts();
  };
  const table: TabbedTable<MrpProductRowFieldsFragment> = {
    ...pagedTable({ ...list, total: list.data?.mrpProducts.total ?? 0 }, page, setPage),
    tabs: TABS.map((value) => ({
      value,
      label: value === 'All' ? t('productions.all') : t(`status.${value}`),
      count: !loaded ? undefined : value === 'All' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(value) ?? 0),
    })),
    tab,
    onTab: (value) => {
      setSelected(new Set());
      patch({ mrp_status: value, open: null });
    },
  };
  const toolbar = (
    <Stack gap="3" mb="3">
      {/* Remounted when the URL's search changes (a navbar search result), so the field shows it. */}
      <TextFilters key={params.get('search') ?? ''} />
      <HStack gap="3" wrap="wrap" align="end">
        <Box minW="36">
          <SelectField
            name="source"
            label={t('productions.filter.source')}
            size="sm"
            value={source}
            onChange={(v) => patch({ source: v })}
            options={PRODUCTION_SOURCES.map((s) => ({ value: s, label: t(`productions.source.${s}`) }))}
          />
        </Box>
        <ProductTypeFilter />
        {groups.data && (
          <FilterSelect
            name="merchant_group_id"
            label={t('productions.filter.merchant_group')}
            all={t('productions.filter.all_groups')}
            options={groups.data.merchantGroups.map((g) => ({ value: g._id, label: g.name }))}
            minW="44"
          />
        )}
        <FilterSelect
          name="priority"
          label={t('productions.filter.priority')}
          all={t('productions.filter.any_priority')}
          options={[{ value: 'true', label: t('productions.filter.priority_only') }]}
          minW="36"
        />
        <Box pb="2">
          <CheckField name="late" label={t('productions.filter.late')} checked={flag('late') === true} onChange={(v) => patch({ late: v ? 'true' : null })} />
        </Box>
      </HStack>
    </Stack>
  );
  return (
    <Box>
      <PageHeader
        title={t('menu.productions')}
        actions={
          <Button asChild size="sm" colorPalette="brand">
            <Link to={`/manufactures/${manufactureId}/station`}>{t('station.open')}</Link>
          </Button>
        }
      />
      <ProductionsTable
        list={table}
        selected={selected}
        onSelect={setSelected}
        bulkActions={<ProductionBulkActions manufactureId={manufactureId} ids={[...selected]} onDone={refresh} />}
        toolbar={toolbar}
        hidePictures={hidePictures}
        onOpen={(row) => patch({ open: row._id }, false)}
      />
      <ProductionDrawer row={open} codes={codes} hidePictures={hidePictures} onClose={() => patch({ open: null }, false)} />
    </Box>
  );
}

export default function ProductionsPage() {
  const { id = '' } = useParams();
  return (
    <ManufacturingScreen>
      <Productions manufactureId={id} />
    </ManufacturingScreen>
  );
}

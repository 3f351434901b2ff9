import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { LayoutGrid, List } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { COLLECTION_SLUGS, PAGE_SIZE, PRODUCT_PROVIDERS } from '@pod/shared';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import {
  ConfirmButton,
  DataTable,
  pagedTable,
  DateCell,
  MoneyCell,
  PageHeader,
  SelectField,
  StatusBadge,
  Thumbnail,
  patchParams,
  showError,
  type Column,
  SearchForm,
} from '../../../ui';
import { DesignsLink } from '../components/DesignsLink';
import { ExportButton } from '../../data-transfer';
import type { PresetCardFieldsFragment } from '../../../gql/graphql';
import { CATEGORY_COUNTS, PRESETS, PROVIDER_COUNTS } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';
import { collectionOfSlug } from '../collections';
import { CreatePresetDialog } from '../components/CreatePresetDialog';
import { PresetCard } from '../components/PresetCard';
import { Pager, ProviderTabs } from '../components/ListBits';
import { StockHistoryDrawer } from '../components/StockHistoryDrawer';
import { useRemovePreset } from '../hooks/mutations';

type Preset = PresetCardFieldsFragment;

function Items() {
  const { t } = useCatalogueT();
  const { filter } = useParams();
  const collection = collectionOfSlug(useLocation().pathname.split('/')[2]);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const name = params.get('name') ?? '';
  const category = params.get('category') ?? '';
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const provider = filter && (PRODUCT_PROVIDERS as readonly string[]).includes(filter) ? filter : null;
  const [creating, setCreating] = useState(false);
  const [history, setHistory] = useState<Preset | null>(null);
  const filters = { collection, provider, category: category || null, name: name || null };
  const list = usePagedQuery(PRESETS, filters, page, PAGE_SIZE.list);
  const { items, total, loading, refetch } = list;
  const counts = useQuery(PROVIDER_COUNTS, { variables: { collection, category: category || null, name: name || null } }).data?.productPresetCountProvider;
  const categories = useQuery(CATEGORY_COUNTS, { variables: { collection, provider } }).data?.productPresetCountCategory ?? [];
  const [remove] = useRemovePreset();
  const mayAdd = useCan('items', 'add');
  const mayDelete = useCan('items', 'delete');
  if (!collection) return <Navigate to="/404" replace />;

  const base = `/items/${COLLECTION_SLUGS[collection]}`;
  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, { page: '', ...patch }));
  const removePreset = async (p: Preset) => {
    try {
      await remove({ variables: { id: p._id } });
      toaster.success({ title: t('items.removed', { name: p.name }) });
      refetch();
    } catch (e) {
      showError(e, t('errors.remove_failed'));
    }
  };
  const actions = (p: Preset) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" onClick={() => setHistory(p)} data-testid="preset-stock-history">
        {t('items.stock')}
      </Button>
      {mayDelete && (
        <ConfirmButton
          size="xs"
          testId="preset-remove"
          label={t('common.remove')}
          title={t('items.remove_title')}
          body={t('items.remove_body', { name: p.name })}
          onConfirm={() => removePreset(p)}
        />
      )}
    </HStack>
  );
  const columns: Column<Preset>[] = [
    { key: 'image', header: '', width: '1%', render: (p) => <Thumbnail src={p.image} name={p.name} /> },
    {
      key: 'name',
      header: t('fields.name'),
      render: (p) => (
        <Link to={`/items/edit/${p._id}`} data-testid="preset-link">
          <Text fontWeight="medium">{p.name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {p.sku}
          </Text>
        </Link>
      ),
    },
    {
      key: 'provider',
      header: t('fields.provider'),
      render: (p) => <Badge variant="subtle">{t(`providers.${p.provider}`, { defaultValue: p.provider })}</Badge>,
    },
    { key: 'category', header: t('fields.category'), render: (p) => (p.category ? t(`categories.${p.category}`, { defaultValue: p.category }) : '—') },
    { key: 'price', header: t('fields.base_price'), align: 'end', render: (p) => <MoneyCell value={p.min_price} /> },
    { key: 'visible', header: t('fields.visible'), render: (p) => <StatusBadge status={p.visible ? 'Active' : 'Inactive'} /> },
    { key: 'created_at', header: t('fields.created_at'), render: (p) => <DateCell value={p.created_at} /> },
    { key: 'actions', header: '', width: '1%', render: actions },
  ];
  const tabs = [
    { value: 'all', label: t('providers.all'), count: counts?.all },
    ...PRODUCT_PROVIDERS.map((p) => ({ value: p, label: t(`providers.${p}`), count: counts?.[p] })),
  ];
  const toolbar = (
    <SearchForm value={name} onSearch={(value) => update({ name: value })} label={t('items.search')} testId="items-search">
      <Box minW="48">
        <SelectField
          name="category"
          label={t('fields.category')}
          size="sm"
          value={category}
          onChange={(v) => update({ category: v })}
          options={categories.map((c) => ({
            value: c.category === 'all' ? '' : c.category,
            label: `${t(`categories.${c.category}`, { defaultValue: c.name })} (${c.total})`,
          }))}
        />
      </Box>
      <HStack gap="0" role="group" aria-label={t('items.view')}>
        <IconButton
          size="sm"
          variant={view === 'grid' ? 'solid' : 'outline'}
          aria-label={t('items.grid')}
          onClick={() => update({ view: 'grid' })}
          data-testid="view-grid"
        >
          <LayoutGrid aria-hidden />
        </IconButton>
        <IconButton
          size="sm"
          variant={view === 'list' ? 'solid' : 'outline'}
          aria-label={t('items.list')}
          onClick={() => update({ view: 'list' })}
          data-testid="view-list"
        >
          <List aria-hidden />
        </IconButton>
      </HStack>
    </SearchForm>
  );
  return (
    <Box>
      <PageHeader
        title={t(`collections.${collection}`)}
        actions={
          <HStack>
            <DesignsLink />
            <ExportButton
              list="products"
              filters={{ collection, ...(provider ? { provider } : {}), ...(category ? { category } : {}), ...(name ? { name } : {}) }}
            />
            {mayAdd && (
              <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="preset-new">
                {t('items.create')}
              </Button>
            )}
          </HStack>
        }
      />
      <ProviderTabs tabs={tabs} active={provider ?? 'all'} onPick={(v) => navigate(`${v === 'all' ? base : `${base}/${v}`}${window.location.search}`)} />
      <Box my="3">{toolbar}</Box>
      {view === 'list' ? (
        <DataTable testId="items-table" columns={columns} {...pagedTable(list, page, (p) => update({ page: String(p) }))} />
      ) : (
        <>
          {!loading && items.length === 0 && <Text color="fg.muted">{t('items.empty')}</Text>}
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="4" data-testid="items-grid">
            {items.map((p) => (
              <PresetCard key={p._id} preset={p} showPrice="min_price" onOpen={() => navigate(`/items/edit/${p._id}`)} actions={actions(p)} />
            ))}
          </SimpleGrid>
          <Pager page={page} total={total} onPage={(p) => update({ page: String(p) })} />
        </>
      )}
      <CreatePresetDialog open={creating} collection={collection} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/items/edit/${id}`)} />
      <StockHistoryDrawer productId={history?._id ?? null} title={history?.name ?? ''} onClose={() => setHistory(null)} />
    </Box>
  );
}

export default function ItemsPage() {
  return (
    <CataloguePage module="items">
      <Items />
    </CataloguePage>
  );
}

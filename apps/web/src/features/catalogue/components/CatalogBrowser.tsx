import { Box, Button, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@pod/shared';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { LoadError, PageHeader, SearchForm, patchParams, showError } from '../../../ui';
import { CATEGORY_COUNTS, PRESETS } from '../graphql';
import { useCatalogueT } from '../i18n';
import { DesignsLink } from './DesignsLink';
import { PresetCard } from './PresetCard';
import { Pager, ProviderTabs } from './ListBits';
import { useFavorite } from '../hooks/mutations';

/** The sellers' or partners' catalogue: category tabs with counts, favourites, search, cards at the caller's price. */
export function CatalogBrowser({ base, title }: { base: string; title: string }) {
  const { t } = useCatalogueT();
  const navigate = useNavigate();
  const { filter } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const name = params.get('name') ?? '';
  const favorites = filter === 'favorites';
  const category = filter && !favorites ? filter : null;
  const { items, total, loading, error, refetch } = usePagedQuery(
    PRESETS,
    { category, name: name || null, favorites: favorites || null },
    page,
    PAGE_SIZE.list,
  );
  const counts = useQuery(CATEGORY_COUNTS, { variables: {} }).data?.productPresetCountCategory ?? [];
  const [toggle] = useFavorite();
  const tabs = [
    ...counts
      .filter((c) => c.category === 'all' || c.total > 0)
      .map((c) => ({ value: c.category, label: t(`categories.${c.category}`, { defaultValue: c.name }), count: c.total })),
    { value: 'favorites', label: t('catalog.favorites') },
  ];
  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, { page: '', ...patch }));
  return (
    <Box>
      <PageHeader title={title} actions={<DesignsLink />} />
      <ProviderTabs tabs={tabs} active={filter ?? 'all'} onPick={(v) => navigate(v === 'all' ? base : `${base}/${v}`)} />
      <SearchForm value={name} onSearch={(value) => update({ name: value })} label={t('items.search')} testId="catalog-search" my="3" wrap="nowrap">
        <Button type="submit" size="sm" variant="outline">
          {t('common.search')}
        </Button>
      </SearchForm>
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      {!loading && !error && items.length === 0 && <Text color="fg.muted">{favorites ? t('catalog.no_favorites') : t('items.empty')}</Text>}
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="4" data-testid="catalog-grid">
        {items.map((p) => (
          <PresetCard
            key={p._id}
            preset={p}
            showPrice="price"
            onOpen={() => navigate(`${base}/product/${p._id}`)}
            actions={
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette={p.favorite ? 'red' : 'gray'}
                aria-pressed={p.favorite}
                aria-label={p.favorite ? t('catalog.unfavorite', { name: p.name }) : t('catalog.favorite', { name: p.name })}
                data-testid="favorite"
                onClick={async () => {
                  try {
                    await toggle({ variables: { id: p._id } });
                    refetch();
                  } catch (e) {
                    showError(e);
                  }
                }}
              >
                <Heart aria-hidden fill={p.favorite ? 'currentColor' : 'none'} />
              </IconButton>
            }
          />
        ))}
      </SimpleGrid>
      <Pager page={page} total={total} onPage={(p) => update({ page: String(p) })} />
    </Box>
  );
}

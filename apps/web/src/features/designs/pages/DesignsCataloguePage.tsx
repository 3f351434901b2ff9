import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus, Trash2 } from 'lucide-react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { Pager } from '../../../lib/Pager';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { useCan } from '../../../stores/session';
import { BulkBar, ConfirmDialog, errorText, PageHeader, pagerLabels, Reloading, showError, StatusTabs, useListParams } from '../../../ui';
import { DesignCard } from '../components/DesignCard';
import { DesignFilters } from '../components/DesignFilters';
import { DESIGN_TABS, filterVariables, isDesignTab } from '../filters';
import { MOCKUP_COUNTER, MOCKUP_DESIGNS } from '../graphql';
import { DesignsPage, useDesignsT } from '../i18n';
import { useTrashMockupDesign } from '../hooks/mutations';

/** /designs/:status: the seller's designs as preview cards, by status tab, filtered by name, tag and dates (all in the URL). */
function Catalogue({ status }: { status: string }) {
  const { t } = useDesignsT();
  const navigate = useNavigate();
  const { params, page, patch, setPage } = useListParams();
  const filters = filterVariables(params);
  const list = usePagedQuery(MOCKUP_DESIGNS, { ...filters, status }, page, PAGE_SIZE.list);
  const counter = useQuery(MOCKUP_COUNTER, { variables: filters });
  const [trash] = useTrashMockupDesign();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState(false);
  const mayAdd = useCan('designs', 'add');
  const mayDelete = useCan('designs', 'delete');
  const counts = counter.data?.mockupCounter;
  const select = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const trashSelected = async () => {
    try {
      const n = (await trash({ variables: { ids: [...selected] } })).data?.trashMockupDesign ?? 0;
      toaster.success({ title: t('trash.done', { count: n }) });
      setSelected(new Set());
      await Promise.all([list.refetch(), counter.refetch()]);
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          mayAdd && (
            <Button asChild colorPalette="brand" size="sm" data-testid="design-new">
              <RouterLink to="/designs/new">
                <Plus size={16} aria-hidden />
                {t('new')}
              </RouterLink>
            </Button>
          )
        }
      />
      <StatusTabs
        tabs={DESIGN_TABS.map((s) => ({ value: s, label: t(`tabs.${s}`), count: counts?.[s] }))}
        active={status}
        onTab={(s) => {
          setSelected(new Set());
          navigate({ pathname: `/designs/${s}`, search: params.toString() });
        }}
      />
      <DesignFilters
        key={params.toString()}
        value={{ name: params.get('name') ?? '', tag: params.get('tag') ?? '', start: params.get('start') ?? '', end: params.get('end') ?? '' }}
        onApply={(v) => {
          setSelected(new Set());
          patch({ ...v });
        }}
      />
      {selected.size > 0 && mayDelete && (
        <BulkBar count={selected.size} onClear={() => setSelected(new Set())}>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirm(true)} data-testid="design-trash">
            <Trash2 size={14} aria-hidden />
            {t('trash.action')}
          </Button>
        </BulkBar>
      )}
      {list.error && <Text color="fg.error">{errorText(list.error)}</Text>}
      {!list.loading && !list.error && list.items.length === 0 && (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="list-empty">
          {t('empty')}
        </Text>
      )}
      <Reloading active={list.loading && list.items.length > 0}>
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="4" data-testid="design-grid">
          {list.items.map((d) => (
            <DesignCard key={d._id} design={d} selected={selected.has(d._id)} onSelect={(on) => select(d._id, on)} />
          ))}
        </SimpleGrid>
      </Reloading>
      <HStack justify="space-between" mt="4" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" data-testid="list-total">
          {t('ui:table.total', { count: list.total })}
        </Text>
        <Pager page={page} perPage={PAGE_SIZE.list} total={list.total} onPage={setPage} loading={list.loading} labels={pagerLabels(t)} size="xs" />
      </HStack>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('trash.title', { count: selected.size })}
        body={t('trash.body')}
        confirmLabel={t('trash.confirm')}
        onConfirm={trashSelected}
      />
    </Box>
  );
}

export default function DesignsCataloguePage() {
  const { status } = useParams();
  if (!isDesignTab(status)) return <Navigate to="/designs/all" replace />;
  return (
    <DesignsPage>
      <Catalogue status={status} />
    </DesignsPage>
  );
}

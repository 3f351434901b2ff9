import { useState } from 'react';
import { Badge, Box, Button, HStack, Text, VStack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { adjustProductStockInput, PAGE_SIZE } from '@pod/shared';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import {
  CheckField,
  DataTable,
  FormDialog,
  pagedTable,
  PageHeader,
  TextField,
  Thumbnail,
  patchParams,
  schemaErrorKeys,
  useSaveForm,
  type Column,
  type FieldErrorKeys,
  SearchForm,
} from '../../../ui';
import type { InventoryQuery } from '../../../gql/graphql';
import { INVENTORY } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';
import { StockHistoryDrawer } from '../components/StockHistoryDrawer';
import { useAdjustStock } from '../hooks/mutations';

type Line = InventoryQuery['productInventory'][number];

/** Adjusts one variant's stock by a signed quantity with a reason. */
function AdjustDialog({ line, onClose, onDone }: { line: Line | null; onClose: () => void; onDone: () => void }) {
  const { t } = useCatalogueT();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [adjust, { loading }] = useAdjustStock();
  const save = useSaveForm(setErrors);
  const close = () => {
    setQuantity('');
    setReason('');
    setErrors({});
    onClose();
  };
  const submit = () => {
    if (!line) return;
    const input = { variant_id: line._id, quantity, reason };
    void save(schemaErrorKeys(adjustProductStockInput, input), async () => {
      const res = await adjust({ variables: { input } });
      toaster.success({ title: t('inventory.adjusted', { sku: line.sku, stock: res.data?.adjustProductStock.stock_after }) });
      close();
      onDone();
    });
  };
  return (
    <FormDialog
      open={!!line}
      onClose={close}
      onSubmit={submit}
      title={t('inventory.adjust_title', { sku: line?.sku })}
      testId="adjust-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} data-testid="adjust-save">
            {t('inventory.adjust')}
          </Button>
        </>
      }
    >
      <VStack align="stretch" gap="3">
        <Text color="fg.muted">{t('inventory.now', { stock: line?.stock })}</Text>
        <TextField
          name="quantity"
          label={t('inventory.quantity')}
          helper={t('inventory.quantity_help')}
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity ? t(errors.quantity) : undefined}
        />
        <TextField name="reason" label={t('stock.reason')} value={reason} onChange={setReason} error={errors.reason ? t(errors.reason) : undefined} />
      </VStack>
    </FormDialog>
  );
}

function Inventory() {
  const { t } = useCatalogueT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const search = params.get('search') ?? '';
  const low = params.get('low') === '1';
  const [adjusting, setAdjusting] = useState<Line | null>(null);
  const [history, setHistory] = useState<Line | null>(null);
  const mayAdjust = useCan('inventory', 'update');
  const list = usePagedQuery(INVENTORY, { search: search || null, low_stock: low || null }, page, PAGE_SIZE.list);
  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, { page: '', ...patch }));
  const columns: Column<Line>[] = [
    { key: 'image', header: '', width: '1%', render: (l) => <Thumbnail src={l.image} name={l.product_name} /> },
    {
      key: 'product',
      header: t('inventory.product'),
      render: (l) => (
        <Box>
          <Text fontWeight="medium">{l.product_name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {l.name_value.map((n) => n.value).join(' / ')}
          </Text>
        </Box>
      ),
    },
    {
      key: 'sku',
      header: t('fields.sku'),
      render: (l) => (
        <Text fontFamily="mono" fontSize="xs" data-testid="stock-sku">
          {l.sku}
        </Text>
      ),
    },
    {
      key: 'provider',
      header: t('fields.provider'),
      render: (l) => <Badge variant="subtle">{t(`providers.${l.provider}`, { defaultValue: l.provider })}</Badge>,
    },
    {
      key: 'stock',
      header: t('inventory.stock'),
      align: 'end',
      render: (l) => (
        <HStack justify="flex-end">
          {l.stock <= l.low_stock_at && (
            <Badge colorPalette={l.stock === 0 ? 'red' : 'orange'}>{l.stock === 0 ? t('inventory.out') : t('inventory.low')}</Badge>
          )}
          <Text fontWeight="semibold" data-testid="stock-value">
            {l.stock}
          </Text>
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (l) => (
        <HStack gap="1">
          {mayAdjust && (
            <Button size="xs" variant="outline" onClick={() => setAdjusting(l)} data-testid="stock-adjust">
              {t('inventory.adjust')}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => setHistory(l)} data-testid="stock-history-open">
            {t('inventory.history')}
          </Button>
        </HStack>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.inventory')} />
      <SearchForm
        value={search}
        onSearch={(value) => update({ search: value })}
        label={t('inventory.search')}
        testId="inventory-search"
        mb="4"
        gap="4"
        wrap="nowrap"
      >
        <CheckField name="low" checked={low} onChange={(v: boolean) => update({ low: v ? '1' : '' })} label={t('inventory.low_only')} />
      </SearchForm>
      <DataTable testId="inventory-table" columns={columns} {...pagedTable(list, page, (p) => update({ page: String(p) }))} />
      <AdjustDialog line={adjusting} onClose={() => setAdjusting(null)} onDone={() => list.refetch()} />
      <StockHistoryDrawer productId={history?.product_id ?? null} title={history?.product_name ?? ''} onClose={() => setHistory(null)} />
    </Box>
  );
}

export default function InventoryPage() {
  return (
    <CataloguePage module="inventory">
      <Inventory />
    </CataloguePage>
  );
}

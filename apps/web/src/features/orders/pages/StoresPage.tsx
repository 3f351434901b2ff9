import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { isSeller, makeStoreInput, PAGE_SIZE, STORE_PLATFORMS } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { StoreFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import {
  ConfirmButton,
  DataTable,
  DateCell,
  PageHeader,
  schemaErrorKeys,
  SelectField,
  showError,
  StatusBadge,
  TextField,
  useListParams,
  useSaveForm,
  type Column,
  type FieldErrorKeys,
} from '../../../ui';
import { StoreTokenCell, WebhookSecretButton } from '../components/StoreIntake';
import { STORES } from '../stores.graphql';
import { OrdersScreen, useOrdersT } from '../i18n';
import { useMakeStore, useTrashStore } from '../hooks/storeMutations';

const TABS = ['all', 'active', 'trash'] as const;

/** A seller adds a store: its name, platform and address. */
function NewStore({ onDone }: { onDone: () => void }) {
  const { t } = useOrdersT();
  const [value, setValue] = useState({ name: '', platform: 'shopify', domain: '' });
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [make] = useMakeStore();
  const save = useSaveForm(setErrors);
  return (
    <HStack as="form" align="end" gap="2" wrap="wrap" mb="4" onSubmit={(e) => e.preventDefault()} data-testid="new-store">
      <Box minW="56">
        <TextField
          name="name"
          label={t('stores.name')}
          required
          value={value.name}
          error={errors.name && t(errors.name)}
          onChange={(name) => setValue({ ...value, name })}
        />
      </Box>
      <Box minW="40">
        <SelectField
          name="platform"
          label={t('stores.platform')}
          value={value.platform}
          onChange={(platform) => setValue({ ...value, platform })}
          options={STORE_PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) }))}
        />
      </Box>
      <Box minW="56">
        <TextField
          name="domain"
          label={t('stores.domain')}
          value={value.domain}
          error={errors.domain && t(errors.domain)}
          onChange={(domain) => setValue({ ...value, domain })}
        />
      </Box>
      <Button
        type="submit"
        colorPalette="brand"
        data-testid="store-save"
        onClick={() =>
          void save(schemaErrorKeys(makeStoreInput, value), async () => {
            await make({ variables: { input: value } });
            toaster.success({ title: t('stores.added', { name: value.name }) });
            setValue({ name: '', platform: value.platform, domain: '' });
            onDone();
          })
        }
      >
        {t('stores.add')}
      </Button>
    </HStack>
  );
}

/** /stores and /stores/{all|active|trash}: the stores orders come from, with their order counts. */
function Stores() {
  const { t } = useOrdersT();
  const navigate = useNavigate();
  const seller = isSeller(useSession((s) => s.user));
  const param = useParams().filter ?? 'all';
  const tab = (TABS as readonly string[]).includes(param) ? param : 'all';
  const { page, setPage } = useListParams();
  const q = useQuery(STORES, { variables: { status: tab === 'all' ? undefined : tab, page }, context: { perPage: PAGE_SIZE.list } });
  const [trash] = useTrashStore();
  const counts = q.data?.storeCounter;
  const columns: Column<StoreFieldsFragment>[] = [
    { key: 'name', header: t('stores.name'), render: (s) => <Text fontWeight="medium">{s.name}</Text> },
    { key: 'platform', header: t('stores.platform'), render: (s) => t(`platform.${s.platform}`) },
    { key: 'domain', header: t('stores.domain'), render: (s) => s.domain ?? '' },
    ...(seller ? [] : [{ key: 'seller', header: t('col.seller'), render: (s: StoreFieldsFragment) => s.seller?.name ?? '' }]),
    {
      key: 'orders',
      header: t('stores.orders'),
      align: 'end',
      render: (s) => (
        <Link to={`/orders?status=All&store_id=${s._id}`} onClick={(e) => e.stopPropagation()}>
          {s.order_count}
        </Link>
      ),
    },
    { key: 'token', header: t('stores.token'), render: (s) => <StoreTokenCell store={s} onChanged={() => void q.refetch()} /> },
    {
      key: 'webhook',
      header: t('stores.webhook'),
      render: (s) => s.platform === 'shopify' && <WebhookSecretButton store={s} onChanged={() => void q.refetch()} />,
    },
    { key: 'status', header: t('col.status'), render: (s) => <StatusBadge status={s.status} /> },
    { key: 'created_at', header: t('col.date'), render: (s) => <DateCell value={s.created_at} /> },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (s) =>
        s.status === 'active' && (
          <ConfirmButton
            size="xs"
            label={t('stores.trash')}
            title={t('stores.trash_title', { name: s.name })}
            body={t('stores.trash_body')}
            testId={`trash-store-${s._id}`}
            onConfirm={async () => {
              try {
                await trash({ variables: { ids: [s._id] } });
                void q.refetch();
              } catch (e) {
                showError(e);
              }
            }}
          />
        ),
    },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.stores')} />
      {seller && <NewStore onDone={() => void q.refetch()} />}
      <DataTable
        testId="stores-table"
        columns={columns}
        rows={q.data?.stores ?? []}
        loading={q.loading}
        error={q.error}
        tabs={TABS.map((value) => ({ value, label: t(`stores.tab_${value}`), count: counts?.[value] }))}
        tab={tab}
        onTab={(value) => navigate(`/stores/${value}`)}
        page={page}
        perPage={PAGE_SIZE.list}
        total={counts?.[tab as (typeof TABS)[number]] ?? 0}
        onPage={setPage}
      />
    </Box>
  );
}

export default function StoresPage() {
  return (
    <OrdersScreen>
      <Stores />
    </OrdersScreen>
  );
}

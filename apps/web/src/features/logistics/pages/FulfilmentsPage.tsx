import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FULFILMENT_STATUSES, PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import type { FulfilmentsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { ConfirmButton, DataTable, PageHeader, patchParams, showError, StatusBadge, type Column } from '../../../ui';
import { FulfilmentForm } from '../components/FulfilmentForm';
import { ResultImport } from '../components/ResultImport';
import { FULFILMENTS, TRASH_FULFILMENT } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { pageOf } from '../lists';

type Fulfilment = FulfilmentsQuery['fulfilments'][number];
const FILTERS = ['all', ...FULFILMENT_STATUSES];

function Fulfilments() {
  const { t } = useLogisticsT();
  const navigate = useNavigate();
  const raw = useParams().filter ?? 'all';
  const filter = FILTERS.includes(raw) ? raw : 'all';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [editing, setEditing] = useState<Fulfilment | 'new' | null>(null);
  const { items, total, loading, error, refetch } = usePagedQuery(FULFILMENTS, { status: filter }, page, PAGE_SIZE.list);
  const [trash] = useMutation(TRASH_FULFILMENT);
  const columns: Column<Fulfilment>[] = [
    {
      key: 'name',
      header: t('common.name'),
      render: (f) => (
        <HStack>
          <Text fontWeight="medium">{f.name}</Text>
          {f.is_default && <Badge colorPalette="brand">{t('fulfilments.is_default')}</Badge>}
          {f.private && <Badge>{t('fulfilments.private')}</Badge>}
        </HStack>
      ),
    },
    { key: 'provider', header: t('fulfilments.provider'), render: (f) => f.provider },
    { key: 'account', header: t('fulfilments.account'), render: (f) => f.account ?? t('common.none') },
    { key: 'credentials', header: t('fulfilments.credentials'), render: (f) => <Text fontFamily="mono">{f.credentials_hint}</Text> },
    { key: 'routing', header: t('fulfilments.routing'), render: (f) => t(`fulfilments.routing_${f.routing}`) },
    { key: 'status', header: t('common.status'), render: (f) => <StatusBadge status={f.status} /> },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (f) =>
        f.status !== 'trash' && (
          <Box onClick={(e) => e.stopPropagation()}>
            <ConfirmButton
              size="xs"
              label={t('common.trash')}
              title={t('common.trash_title')}
              body={t('common.trash_body', { name: f.name })}
              onConfirm={async () => {
                try {
                  await trash({ variables: { id: f._id } });
                  toaster.success({ title: t('common.trashed') });
                  refetch();
                } catch (e) {
                  showError(e);
                }
              }}
            />
          </Box>
        ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title={t('fulfilments.title')}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="fulfilment-new">
            {t('fulfilments.new')}
          </Button>
        }
      />
      <Alert.Root status="info" mb="4">
        <Alert.Indicator />
        <Alert.Title>{t('fulfilments.not_connected')}</Alert.Title>
      </Alert.Root>
      {editing && (
        <Box mb="4">
          <FulfilmentForm
            key={editing === 'new' ? 'new' : editing._id}
            account={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              refetch();
            }}
          />
          {editing !== 'new' && (
            <Box mt="4">
              <ResultImport accountId={editing._id} />
            </Box>
          )}
        </Box>
      )}
      <DataTable
        testId="fulfilments-table"
        columns={columns}
        rows={items}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        tabs={FILTERS.map((value) => ({ value, label: t(`fulfilments.tab_${value}`) }))}
        tab={filter}
        onTab={(value) => navigate(`/fulfillments/${value}`)}
        onRowClick={(f) => f.status !== 'trash' && setEditing(f)}
        page={page}
        perPage={PAGE_SIZE.list}
        total={total}
        onPage={(p) => setParams(patchParams(window.location.search, { page: String(p) }))}
      />
    </Box>
  );
}

export default function FulfilmentsPage() {
  return (
    <LogisticsPage module="fulfillments">
      <Fulfilments />
    </LogisticsPage>
  );
}

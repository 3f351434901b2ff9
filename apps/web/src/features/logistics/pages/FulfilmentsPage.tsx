import { useState } from 'react';
import { Alert, Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FULFILMENT_STATUSES, PAGE_SIZE } from '@pod/shared';
import type { FulfilmentsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, pagedTable, patchParams, StatusBadge, type Column } from '../../../ui';
import { EditableList, type Editing } from '../components/EditableList';
import { FulfilmentForm } from '../components/FulfilmentForm';
import { ResultImport } from '../components/ResultImport';
import { RowTrashButton } from '../components/TrashButton';
import { FULFILMENTS } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { pageOf } from '../lists';
import { useTrashFulfilment } from '../hooks/mutations';

type Fulfilment = FulfilmentsQuery['fulfilments'][number];
const FILTERS = ['all', ...FULFILMENT_STATUSES];

function Fulfilments() {
  const { t } = useLogisticsT();
  const navigate = useNavigate();
  const raw = useParams().filter ?? 'all';
  const filter = FILTERS.includes(raw) ? raw : 'all';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [editing, setEditing] = useState<Editing<Fulfilment>>(null);
  const list = usePagedQuery(FULFILMENTS, { status: filter }, page, PAGE_SIZE.list);
  const [trash] = useTrashFulfilment();
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
      render: (f) => f.status !== 'trash' && <RowTrashButton name={f.name} trash={() => trash({ variables: { id: f._id } })} onTrashed={list.refetch} />,
    },
  ];
  return (
    <EditableList
      title={t('menu.fulfillments')}
      testId="fulfilment"
      newLabel={t('fulfilments.new')}
      notice={
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('fulfilments.not_connected')}</Alert.Title>
        </Alert.Root>
      }
      editing={editing}
      setEditing={setEditing}
      onSaved={list.refetch}
      form={(account, done) => (
        <>
          <FulfilmentForm account={account} onDone={done} />
          {account && (
            <Box mt="4">
              <ResultImport accountId={account._id} />
            </Box>
          )}
        </>
      )}
    >
      <DataTable
        testId="fulfilments-table"
        columns={columns}
        tabs={FILTERS.map((value) => ({ value, label: t(`fulfilments.tab_${value}`) }))}
        tab={filter}
        onTab={(value) => navigate(`/fulfillments/${value}`)}
        onRowClick={(f) => f.status !== 'trash' && setEditing(f)}
        {...pagedTable(list, page, (p) => setParams(patchParams(window.location.search, { page: String(p) })))}
      />
    </EditableList>
  );
}

export default function FulfilmentsPage() {
  return (
    <LogisticsPage module="fulfillments">
      <Fulfilments />
    </LogisticsPage>
  );
}

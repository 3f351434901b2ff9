import { useState } from 'react';
import { Badge, Box, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MANUFACTURE_STATIONS } from '@pod/shared';
import type { ManufactureFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, StatusBadge, type Column } from '../../../ui';
import { EditableList, type Editing } from '../components/EditableList';
import { ManufactureForm } from '../components/ManufactureForm';
import { ADMIN_MANUFACTURE_LIST } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';

type Manufacture = ManufactureFieldsFragment;

function Manufactures() {
  const { t } = useLogisticsT();
  const { data, loading, error, refetch } = useQuery(ADMIN_MANUFACTURE_LIST, { variables: { status: 'All' } });
  const [editing, setEditing] = useState<Editing<Manufacture>>(null);
  const columns: Column<Manufacture>[] = [
    {
      key: 'name',
      header: t('common.name'),
      render: (m) => (
        <Box>
          <Text fontWeight="medium">{m.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {m.address}
          </Text>
        </Box>
      ),
    },
    { key: 'status', header: t('common.status'), render: (m) => <StatusBadge status={m.status} /> },
    {
      key: 'stations',
      header: t('manufactures.stations'),
      render: (m) => (
        <Wrap gap="1" data-testid="manufacture-stations">
          {MANUFACTURE_STATIONS.filter((s) => m.stations[s]).map((s) => (
            <Badge key={s} variant="subtle" colorPalette="blue">
              {t(`stations.${s}`)}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    { key: 'days', header: t('manufactures.working_days'), render: (m) => m.working_days.map((d) => t(`days.${d}`)).join(' · ') },
    { key: 'time_zone', header: t('manufactures.time_zone'), render: (m) => m.time_zone.replaceAll('_', ' ') },
    { key: 'products', header: t('manufactures.product_types'), render: (m) => m.product_types.join(', ') || t('common.none') },
    { key: 'workers', header: t('manufactures.workers'), render: (m) => m.workers.length },
    { key: 'updated_at', header: t('common.updated_at'), render: (m) => <DateCell value={m.updated_at} /> },
  ];
  return (
    <EditableList
      title={t('menu.manufactures')}
      testId="manufacture"
      newLabel={t('manufactures.new')}
      editing={editing}
      setEditing={setEditing}
      onSaved={() => void refetch()}
      form={(manufacture, done) => <ManufactureForm manufacture={manufacture} onDone={done} />}
    >
      <DataTable
        testId="manufactures-table"
        columns={columns}
        rows={data?.manufactures ?? []}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        onRowClick={(m) => setEditing(m)}
      />
    </EditableList>
  );
}

export default function ManufacturesPage() {
  return (
    <LogisticsPage module="manufactures">
      <Manufactures />
    </LogisticsPage>
  );
}

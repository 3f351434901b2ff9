import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { countryName, PAGE_SIZE, type CountryLanguage } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import type { LocationsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { ConfirmButton, DataTable, PageHeader, patchParams, showError, type Column } from '../../../ui';
import { LocationForm } from '../components/LocationForm';
import { LOCATIONS, TRASH_LOCATION } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { pageOf } from '../lists';

type Location = LocationsQuery['locations'][number];
const FILTERS = ['all', 'stock', 'ship_from', 'trash'];

function Locations() {
  const { t, i18n } = useLogisticsT();
  const lang = (['en', 'de', 'fr', 'pt'].includes(i18n.language) ? i18n.language : 'en') as CountryLanguage;
  const navigate = useNavigate();
  const filter = useParams().filter ?? 'all';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const { items, total, loading, error, refetch } = usePagedQuery(LOCATIONS, { filter: FILTERS.includes(filter) ? filter : 'all' }, page, PAGE_SIZE.list);
  const [trash] = useMutation(TRASH_LOCATION);
  const columns: Column<Location>[] = [
    { key: 'name', header: t('common.name'), render: (l) => <Text fontWeight="medium">{l.name}</Text> },
    { key: 'type', header: t('locations.type'), render: (l) => t(`locations.type_${l.type}`) },
    {
      key: 'address',
      header: t('common.address'),
      render: (l) => [l.address1, l.city, l.state, l.postal_code, countryName(l.country, lang)].filter(Boolean).join(', '),
    },
    { key: 'phone', header: t('locations.phone'), render: (l) => l.phone ?? t('common.none') },
    {
      key: 'actions',
      header: '',
      width: '1%',
      render: (l) =>
        l.status === 'active' && (
          <Box onClick={(e) => e.stopPropagation()}>
            <ConfirmButton
              size="xs"
              label={t('common.trash')}
              title={t('common.trash_title')}
              body={t('common.trash_body', { name: l.name })}
              onConfirm={async () => {
                try {
                  await trash({ variables: { ids: [l._id] } });
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
        title={t('locations.title')}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="location-new">
            {t('locations.new')}
          </Button>
        }
      />
      {editing && (
        <Box mb="4">
          <LocationForm
            key={editing === 'new' ? 'new' : editing._id}
            location={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              refetch();
            }}
          />
        </Box>
      )}
      <DataTable
        testId="locations-table"
        columns={columns}
        rows={items}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        tabs={FILTERS.map((value) => ({ value, label: t(`locations.tab_${value}`) }))}
        tab={filter}
        onTab={(value) => navigate(`/locations/${value}`)}
        onRowClick={(l) => l.status === 'active' && setEditing(l)}
        page={page}
        perPage={PAGE_SIZE.list}
        total={total}
        onPage={(p) => setParams(patchParams(window.location.search, { page: String(p) }))}
      />
    </Box>
  );
}

export default function LocationsPage() {
  return (
    <LogisticsPage module="locations">
      <Locations />
    </LogisticsPage>
  );
}

import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { countryName, PAGE_SIZE, type CountryLanguage } from '@pod/shared';
import type { LocationsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, pagedTable, patchParams, type Column } from '../../../ui';
import { EditableList, type Editing } from '../components/EditableList';
import { LocationForm } from '../components/LocationForm';
import { RowTrashButton } from '../components/TrashButton';
import { LOCATIONS } from '../graphql';
import { LogisticsPage, useLogisticsT } from '../i18n';
import { pageOf } from '../lists';
import { useTrashLocation } from '../hooks/mutations';

type Location = LocationsQuery['locations'][number];
const FILTERS = ['all', 'stock', 'ship_from', 'trash'];

function Locations() {
  const { t, i18n } = useLogisticsT();
  const lang = (['en', 'de', 'fr', 'pt'].includes(i18n.language) ? i18n.language : 'en') as CountryLanguage;
  const navigate = useNavigate();
  const filter = useParams().filter ?? 'all';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [editing, setEditing] = useState<Editing<Location>>(null);
  const list = usePagedQuery(LOCATIONS, { filter: FILTERS.includes(filter) ? filter : 'all' }, page, PAGE_SIZE.list);
  const { refetch } = list;
  const [trash] = useTrashLocation();
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
      render: (l) => l.status === 'active' && <RowTrashButton name={l.name} trash={() => trash({ variables: { ids: [l._id] } })} onTrashed={refetch} />,
    },
  ];
  return (
    <EditableList
      title={t('menu.locations')}
      testId="location"
      newLabel={t('locations.new')}
      editing={editing}
      setEditing={setEditing}
      onSaved={refetch}
      form={(location, done) => <LocationForm location={location} onDone={done} />}
    >
      <DataTable
        testId="locations-table"
        columns={columns}
        {...pagedTable(list, page, (p) => setParams(patchParams(window.location.search, { page: String(p) })))}
        tabs={FILTERS.map((value) => ({ value, label: t(`locations.tab_${value}`) }))}
        tab={filter}
        onTab={(value) => navigate(`/locations/${value}`)}
        onRowClick={(l) => l.status === 'active' && setEditing(l)}
      />
    </EditableList>
  );
}

export default function LocationsPage() {
  return (
    <LogisticsPage module="locations">
      <Locations />
    </LogisticsPage>
  );
}

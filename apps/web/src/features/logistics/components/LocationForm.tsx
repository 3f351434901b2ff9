import { useState } from 'react';
import { LOCATION_TYPES, makeLocationInput } from '@pod/shared';
import type { LocationsQuery } from '../../../gql/graphql';
import { Grid, SelectField, TextField } from '../../../ui';
import { MAKE_LOCATION } from '../graphql';
import { useLogisticsT } from '../i18n';
import { EditSection } from './EditSection';
import { useEditForm } from './useEditForm';

type Location = LocationsQuery['locations'][number];
const ADDRESS = ['address1', 'address2', 'city', 'state', 'postal_code', 'country', 'phone'] as const;

export function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const { t } = useLogisticsT();
  const [v, setV] = useState<Record<string, string>>({
    name: location?.name ?? '',
    type: location?.type ?? 'stock',
    ...Object.fromEntries(ADDRESS.map((f) => [f, location?.[f] ?? ''])),
  });
  const input = { ...(location && { _id: location._id }), ...v };
  const { err, submit, saving } = useEditForm({ mutation: MAKE_LOCATION, schema: makeLocationInput, input, onDone });
  return (
    <EditSection
      title={location ? t('locations.edit_title', { name: location.name }) : t('locations.new_title')}
      testId="location"
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Grid>
        <TextField name="name" label={t('common.name')} value={v.name} onChange={(name) => setV({ ...v, name })} error={err('name')} required />
        <SelectField
          name="type"
          label={t('locations.type')}
          value={v.type}
          onChange={(type) => setV({ ...v, type })}
          options={LOCATION_TYPES.map((type) => ({ value: type, label: t(`locations.type_${type}`) }))}
        />
        {ADDRESS.map((f) => (
          <TextField
            key={f}
            name={f}
            label={t(`locations.${f}`)}
            value={v[f]}
            onChange={(value) => setV({ ...v, [f]: value })}
            error={err(f)}
            required={f === 'country'}
          />
        ))}
      </Grid>
    </EditSection>
  );
}

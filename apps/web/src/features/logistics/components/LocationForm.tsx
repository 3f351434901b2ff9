import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { LOCATION_TYPES, makeLocationInput } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import type { LocationsQuery } from '../../../gql/graphql';
import { Grid, schemaErrorKeys, Section, SelectField, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { MAKE_LOCATION } from '../graphql';
import { useLogisticsT } from '../i18n';

type Location = LocationsQuery['locations'][number];
const ADDRESS = ['address1', 'address2', 'city', 'state', 'postal_code', 'country', 'phone'] as const;

export function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const { t } = useLogisticsT();
  const [v, setV] = useState<Record<string, string>>({
    name: location?.name ?? '',
    type: location?.type ?? 'stock',
    ...Object.fromEntries(ADDRESS.map((f) => [f, location?.[f] ?? ''])),
  });
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [make, { loading }] = useMutation(MAKE_LOCATION);
  const input = { ...(location && { _id: location._id }), ...v };
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Section title={location ? t('locations.edit_title', { name: location.name }) : t('locations.new_title')} testId="location-form">
      <Stack
        as="form"
        gap="4"
        onSubmit={(e) => {
          e.preventDefault();
          void save(schemaErrorKeys(makeLocationInput, input), async () => {
            await make({ variables: { input } });
            toaster.success({ title: t('common.saved') });
            onDone();
          });
        }}
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
        <HStack>
          <Button type="submit" colorPalette="brand" loading={loading} data-testid="location-save">
            {t('common.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </Section>
  );
}

import { useState } from 'react';
import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { makeManufactureInput, MANUFACTURE_STATIONS, MANUFACTURE_STATUSES, WEEKDAYS } from '@pod/shared';
import { toaster } from '../../../app/toaster';
import type { ManufactureFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { CheckField, Grid, schemaErrorKeys, Section, SelectField, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { MAKE_MANUFACTURE, MANUFACTURING_WORKERS, SHELL_MANUFACTURES } from '../graphql';
import { useLogisticsT } from '../i18n';
import { splitList } from '../lists';

/** Creates or edits a manufacture; after a save the sidebar's per-manufacture entries follow its stations. */
export function ManufactureForm({ manufacture, onDone }: { manufacture: ManufactureFieldsFragment | null; onDone: () => void }) {
  const { t } = useLogisticsT();
  const client = useApolloClient();
  const [v, setV] = useState({
    name: manufacture?.name ?? '',
    address: manufacture?.address ?? '',
    status: manufacture?.status ?? 'Active',
    stations: manufacture?.stations ?? { cutting: true, printing: true, sewing: true, packing: true },
    working_days: manufacture?.working_days ?? ['mon', 'tue', 'wed', 'thu', 'fri'],
    product_types: (manufacture?.product_types ?? []).join(', '),
    worker_ids: (manufacture?.workers ?? []).map((w) => w._id),
  });
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [make, { loading }] = useMutation(MAKE_MANUFACTURE);
  const workers = useQuery(MANUFACTURING_WORKERS);
  const set = (patch: Partial<typeof v>) => setV((s) => ({ ...s, ...patch }));
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));
  const stations = Object.fromEntries(MANUFACTURE_STATIONS.map((s) => [s, !!v.stations[s]])) as Record<(typeof MANUFACTURE_STATIONS)[number], boolean>;
  const input = {
    ...(manufacture && { _id: manufacture._id }),
    name: v.name,
    address: v.address,
    status: v.status,
    stations,
    working_days: v.working_days,
    product_types: splitList(v.product_types),
    worker_ids: v.worker_ids,
  };
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Section title={manufacture ? t('manufactures.edit_title', { name: manufacture.name }) : t('manufactures.new_title')} testId="manufacture-form">
      <Stack
        as="form"
        gap="5"
        onSubmit={(e) => {
          e.preventDefault();
          void save(schemaErrorKeys(makeManufactureInput, input), async () => {
            await make({ variables: { input } });
            // The shell's list drives the sidebar: read it again so the menu follows the new stations.
            const shell = await client.query({ query: SHELL_MANUFACTURES, fetchPolicy: 'network-only' });
            const session = useSession.getState();
            if (shell.data) session.setUser(session.user, shell.data.manufactures);
            toaster.success({ title: t('common.saved') });
            onDone();
          });
        }}
      >
        <Grid>
          <TextField name="name" label={t('common.name')} value={v.name} onChange={(name) => set({ name })} error={err('name')} required />
          <TextField name="address" label={t('common.address')} value={v.address} onChange={(address) => set({ address })} error={err('address')} />
          <SelectField
            name="status"
            label={t('common.status')}
            value={v.status}
            onChange={(status) => set({ status })}
            options={MANUFACTURE_STATUSES.map((s) => ({ value: s, label: t(`manufactures.status_${s.toLowerCase()}`) }))}
          />
        </Grid>
        <Stack gap="2">
          <Text fontWeight="medium">{t('manufactures.stations')}</Text>
          <Wrap gap="4">
            {MANUFACTURE_STATIONS.map((s) => (
              <CheckField
                key={s}
                name={`station-${s}`}
                label={t(`stations.${s}`)}
                checked={!!stations[s]}
                onChange={(on) => set({ stations: { ...stations, [s]: on } })}
              />
            ))}
          </Wrap>
          <Text fontSize="sm" color="fg.muted">
            {t('manufactures.menu_follows')}
          </Text>
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{t('manufactures.working_days')}</Text>
          <Wrap gap="4">
            {WEEKDAYS.map((d) => (
              <CheckField
                key={d}
                name={`day-${d}`}
                label={t(`days.${d}`)}
                checked={v.working_days.includes(d)}
                onChange={(on) => set({ working_days: toggle(v.working_days, d, on) })}
              />
            ))}
          </Wrap>
          {err('working_days') && <Text color="fg.error">{err('working_days')}</Text>}
        </Stack>
        <TextField
          name="product_types"
          label={t('manufactures.product_types')}
          helper={t('manufactures.product_types_help')}
          value={v.product_types}
          onChange={(product_types) => set({ product_types })}
          error={err('product_types')}
        />
        <Stack gap="2">
          <Text fontWeight="medium">{t('manufactures.workers')}</Text>
          <Wrap gap="4">
            {(workers.data?.manufacturingWorkers ?? []).map((w) => (
              <CheckField
                key={w._id}
                name={`worker-${w._id}`}
                label={`${w.name} (${t(`roles.${w.role}`)})`}
                checked={v.worker_ids.includes(w._id)}
                onChange={(on) => set({ worker_ids: toggle(v.worker_ids, w._id, on) })}
              />
            ))}
            {workers.data?.manufacturingWorkers.length === 0 && <Text color="fg.muted">{t('manufactures.no_workers')}</Text>}
          </Wrap>
          {err('worker_ids') && <Text color="fg.error">{err('worker_ids')}</Text>}
        </Stack>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={loading} data-testid="manufacture-save">
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

import { useState, type ReactNode } from 'react';
import { Stack, Text, Wrap } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { makeManufactureInput, MANUFACTURE_STATIONS, MANUFACTURE_STATUSES, timeZoneNames, WEEKDAYS } from '@pod/shared';
import type { ManufactureFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { CheckField, Grid, SelectField, TextField } from '../../../ui';
import { MAKE_MANUFACTURE, MANUFACTURING_WORKERS, SHELL_MANUFACTURES } from '../graphql';
import { useLogisticsT } from '../i18n';
import { splitList } from '../lists';
import { EditSection } from './EditSection';
import { useEditForm } from './useEditForm';

/** Every zone the browser knows, read once with this screen. */
const ZONE_OPTIONS = timeZoneNames().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

/** A labelled row of check boxes, with a note or an error under it. */
function CheckGroup({ label, note, error, children }: { label: string; note?: string; error?: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{label}</Text>
      <Wrap gap="4">{children}</Wrap>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}

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
    time_zone: manufacture?.time_zone ?? 'UTC',
    product_types: (manufacture?.product_types ?? []).join(', '),
    worker_ids: (manufacture?.workers ?? []).map((w) => w._id),
  });
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
    time_zone: v.time_zone,
    product_types: splitList(v.product_types),
    worker_ids: v.worker_ids,
  };
  // The shell's list drives the sidebar: read it again so the menu follows the new stations.
  const afterSave = async () => {
    const shell = await client.query({ query: SHELL_MANUFACTURES, fetchPolicy: 'network-only' });
    const session = useSession.getState();
    if (shell.data) session.setUser(session.user, shell.data.manufactures);
  };
  const { err, submit, saving } = useEditForm({ mutation: MAKE_MANUFACTURE, schema: makeManufactureInput, input, onDone, afterSave });
  return (
    <EditSection
      title={manufacture ? t('manufactures.edit_title', { name: manufacture.name }) : t('manufactures.new_title')}
      testId="manufacture"
      gap="5"
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
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
      <CheckGroup label={t('manufactures.stations')} note={t('manufactures.menu_follows')}>
        {MANUFACTURE_STATIONS.map((s) => (
          <CheckField
            key={s}
            name={`station-${s}`}
            label={t(`stations.${s}`)}
            checked={!!stations[s]}
            onChange={(on) => set({ stations: { ...stations, [s]: on } })}
          />
        ))}
      </CheckGroup>
      <CheckGroup label={t('manufactures.working_days')} error={err('working_days')}>
        {WEEKDAYS.map((d) => (
          <CheckField
            key={d}
            name={`day-${d}`}
            label={t(`days.${d}`)}
            checked={v.working_days.includes(d)}
            onChange={(on) => set({ working_days: toggle(v.working_days, d, on) })}
          />
        ))}
      </CheckGroup>
      <SelectField
        name="time_zone"
        label={t('manufactures.time_zone')}
        value={v.time_zone}
        onChange={(time_zone) => set({ time_zone })}
        error={err('time_zone')}
        options={ZONE_OPTIONS}
      />
      <TextField
        name="product_types"
        label={t('manufactures.product_types')}
        helper={t('manufactures.product_types_help')}
        value={v.product_types}
        onChange={(product_types) => set({ product_types })}
        error={err('product_types')}
      />
      <CheckGroup label={t('manufactures.workers')} error={err('worker_ids')}>
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
      </CheckGroup>
    </EditSection>
  );
}

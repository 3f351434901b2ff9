import { useState } from 'react';
import { Wrap } from '@chakra-ui/react';
import { FULFILMENT_PROVIDERS, FULFILMENT_ROUTINGS, FULFILMENT_STATUSES, makeFulfilmentInput } from '@pod/shared';
import type { FulfilmentsQuery } from '../../../gql/graphql';
import { CheckField, Grid, SelectField, TextField } from '../../../ui';
import { MAKE_FULFILMENT } from '../graphql';
import { useLogisticsT } from '../i18n';
import { splitList } from '../lists';
import { EditSection } from './EditSection';
import { useEditForm } from './useEditForm';

type Fulfilment = FulfilmentsQuery['fulfilments'][number];

/** A provider account; the credentials field is write-only (its stored value shows only as a hint). */
export function FulfilmentForm({ account, onDone }: { account: Fulfilment | null; onDone: () => void }) {
  const { t } = useLogisticsT();
  const [v, setV] = useState({
    name: account?.name ?? '',
    provider: account?.provider ?? 'printify',
    account: account?.account ?? '',
    credentials: '',
    private: account?.private ?? false,
    routing: account?.routing ?? 'manual',
    is_default: account?.is_default ?? false,
    preset_ids: (account?.preset_ids ?? []).join(', '),
    status: account?.status ?? 'valid',
  });
  const set = (patch: Partial<typeof v>) => setV((s) => ({ ...s, ...patch }));
  // A status change goes through the account's machine on the server (trash has its own button).
  const input = {
    ...(account && { _id: account._id }),
    ...v,
    preset_ids: splitList(v.preset_ids),
    status: account && v.status !== account.status ? v.status : undefined,
  };
  const { err, submit, saving } = useEditForm({ mutation: MAKE_FULFILMENT, schema: makeFulfilmentInput, input, onDone });
  return (
    <EditSection
      title={account ? t('fulfilments.edit_title', { name: account.name }) : t('fulfilments.new_title')}
      testId="fulfilment"
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Grid>
        <TextField name="name" label={t('common.name')} value={v.name} onChange={(name) => set({ name })} error={err('name')} required />
        <SelectField
          name="provider"
          label={t('fulfilments.provider')}
          value={v.provider}
          onChange={(provider) => set({ provider })}
          options={FULFILMENT_PROVIDERS.map((p) => ({ value: p, label: p }))}
        />
        <TextField name="account" label={t('fulfilments.account')} value={v.account} onChange={(value) => set({ account: value })} error={err('account')} />
        <TextField
          name="credentials"
          type="password"
          label={t('fulfilments.credentials')}
          helper={account ? t('fulfilments.credentials_help_edit', { hint: account.credentials_hint }) : t('fulfilments.credentials_help_new')}
          value={v.credentials}
          onChange={(credentials) => set({ credentials })}
          error={err('credentials')}
          required={!account}
        />
        <SelectField
          name="routing"
          label={t('fulfilments.routing')}
          value={v.routing}
          onChange={(routing) => set({ routing })}
          options={FULFILMENT_ROUTINGS.map((r) => ({ value: r, label: t(`fulfilments.routing_${r}`) }))}
        />
        {account && account.status !== 'trash' && (
          <SelectField
            name="status"
            label={t('common.status')}
            value={v.status}
            onChange={(status) => set({ status })}
            error={err('status')}
            options={FULFILMENT_STATUSES.filter((s) => s !== 'trash').map((s) => ({ value: s, label: t(`ui:status.${s}`) }))}
          />
        )}
        <TextField
          name="preset_ids"
          label={t('fulfilments.preset_ids')}
          helper={t('fulfilments.preset_ids_help')}
          value={v.preset_ids}
          onChange={(preset_ids) => set({ preset_ids })}
          error={err('preset_ids')}
        />
      </Grid>
      <Wrap gap="6">
        <CheckField name="private" label={t('fulfilments.private')} checked={v.private} onChange={(value) => set({ private: value })} />
        <CheckField name="is_default" label={t('fulfilments.is_default')} checked={v.is_default} onChange={(is_default) => set({ is_default })} />
      </Wrap>
    </EditSection>
  );
}

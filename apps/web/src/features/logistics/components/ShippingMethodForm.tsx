import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { makeShippingMethodInput, SHIPPING_AUDIENCES, SHIPPING_SCOPES } from '@pod/shared';
import type { ShippingMethodFieldsFragment } from '../../../gql/graphql';
import { CheckField, Grid, SelectField, TextField } from '../../../ui';
import { LOGISTICS_MERCHANT_GROUPS, MAKE_SHIPPING_METHOD } from '../graphql';
import { useLogisticsT } from '../i18n';
import { splitList } from '../lists';
import { EditSection } from './EditSection';
import { useEditForm } from './useEditForm';

/** Creates (no `method`) or edits a shipping method: carrier, scope, delivery days, active, who may use it. */
export function ShippingMethodForm({ method, onDone }: { method: ShippingMethodFieldsFragment | null; onDone: () => void }) {
  const { t } = useLogisticsT();
  const [v, setV] = useState({
    name: method?.name ?? '',
    carrier: method?.carrier ?? '',
    scope: method?.scope ?? 'domestic',
    min_days: String(method?.min_days ?? 3),
    max_days: String(method?.max_days ?? 7),
    active: method?.active ?? true,
    audience: method?.audience ?? 'everyone',
    merchant_group_id: method?.merchant_group_id ?? '',
    seller_ids: (method?.seller_ids ?? []).join(', '),
  });
  const groups = useQuery(LOGISTICS_MERCHANT_GROUPS, { skip: v.audience !== 'merchant_group' });
  const set = (patch: Partial<typeof v>) => setV((s) => ({ ...s, ...patch }));
  const input = {
    ...(method && { _id: method._id }),
    name: v.name,
    carrier: v.carrier,
    scope: v.scope,
    min_days: Number(v.min_days),
    max_days: Number(v.max_days),
    active: v.active,
    audience: v.audience,
    merchant_group_id: v.audience === 'merchant_group' ? v.merchant_group_id || null : null,
    seller_ids: v.audience === 'sellers' ? splitList(v.seller_ids) : [],
  };
  const { err, submit, saving } = useEditForm({ mutation: MAKE_SHIPPING_METHOD, schema: makeShippingMethodInput, input, onDone });
  return (
    <EditSection
      title={method ? t('methods.edit_title', { name: method.name }) : t('methods.new_title')}
      testId="method"
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Grid>
        <TextField name="name" label={t('common.name')} value={v.name} onChange={(name) => set({ name })} error={err('name')} required />
        <TextField name="carrier" label={t('methods.carrier')} value={v.carrier} onChange={(carrier) => set({ carrier })} error={err('carrier')} />
        <SelectField
          name="scope"
          label={t('methods.scope')}
          value={v.scope}
          onChange={(scope) => set({ scope })}
          options={SHIPPING_SCOPES.map((s) => ({ value: s, label: t(`methods.scope_${s}`) }))}
        />
        <TextField
          name="min_days"
          type="number"
          label={t('methods.min_days')}
          value={v.min_days}
          onChange={(min_days) => set({ min_days })}
          error={err('min_days')}
        />
        <TextField
          name="max_days"
          type="number"
          label={t('methods.max_days')}
          value={v.max_days}
          onChange={(max_days) => set({ max_days })}
          error={err('max_days')}
        />
        <SelectField
          name="audience"
          label={t('methods.audience')}
          value={v.audience}
          onChange={(audience) => set({ audience })}
          options={SHIPPING_AUDIENCES.map((a) => ({ value: a, label: t(`methods.audience_${a}`) }))}
        />
        {v.audience === 'merchant_group' && (
          <SelectField
            name="merchant_group_id"
            label={t('methods.merchant_group')}
            value={v.merchant_group_id}
            onChange={(merchant_group_id) => set({ merchant_group_id })}
            error={err('merchant_group_id')}
            options={[{ value: '', label: t('methods.choose_group') }, ...(groups.data?.merchantGroups ?? []).map((g) => ({ value: g._id, label: g.name }))]}
          />
        )}
        {v.audience === 'sellers' && (
          <TextField
            name="seller_ids"
            label={t('methods.sellers')}
            helper={t('methods.seller_ids_help')}
            value={v.seller_ids}
            onChange={(seller_ids) => set({ seller_ids })}
            error={err('seller_ids')}
          />
        )}
      </Grid>
      <CheckField name="active" label={t('methods.active')} checked={v.active} onChange={(active) => set({ active })} />
    </EditSection>
  );
}

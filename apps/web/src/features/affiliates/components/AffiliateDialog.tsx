import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { makeAffiliateInput, updateAffiliateInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { AffiliateFieldsFragment } from '../../../gql/graphql';
import { CheckField, FormDialog, MoneyField, schemaErrorKeys, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useAffiliatesT } from '../i18n';
import { useMakeAffiliate, useUpdateAffiliate } from '../hooks/mutations';

/** Makes an affiliate of a user (named by email) or edits one: code, commission per unit, active. */
export function AffiliateDialog({
  affiliate,
  onClose,
  onDone,
}: {
  affiliate?: AffiliateFieldsFragment;
  onClose: () => void;
  onDone: (affiliate: AffiliateFieldsFragment) => void;
}) {
  const { t } = useAffiliatesT();
  const [value, setValue] = useState({
    email: '',
    code: affiliate?.code ?? '',
    commission: affiliate?.commission ?? '',
    active: affiliate?.active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [make, making] = useMakeAffiliate();
  const [update, updating] = useUpdateAffiliate();
  const save = useSaveForm(setErrors);
  const busy = making.loading || updating.loading;
  const submit = () => {
    const { email, ...rest } = value;
    if (affiliate) {
      const input = { _id: affiliate._id, ...rest };
      return void save(schemaErrorKeys(updateAffiliateInput, input), async () => {
        const res = await update({ variables: input });
        toaster.success({ title: t('saved', { code: value.code }) });
        if (res.data) onDone(res.data.updateAffiliate);
        onClose();
      });
    }
    const input = { email, ...rest };
    void save(schemaErrorKeys(makeAffiliateInput, input), async () => {
      const res = await make({ variables: input });
      toaster.success({ title: t('made', { code: value.code }) });
      if (res.data) onDone(res.data.makeAffiliate);
      onClose();
    });
  };
  const error = (field: string) => errors[field] && t(errors[field]);
  return (
    <FormDialog
      title={affiliate ? t('dialog.edit_title', { code: affiliate.code }) : t('dialog.new_title')}
      testId="affiliate-dialog"
      onClose={onClose}
      busy={busy}
      onSubmit={submit}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="affiliate-save">
            {t('dialog.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {!affiliate && (
          <TextField
            name="email"
            label={t('field.email')}
            helper={t('field.email_help')}
            required
            value={value.email}
            error={error('email') || error('user_id')}
            onChange={(email) => setValue({ ...value, email })}
          />
        )}
        <TextField
          name="code"
          label={t('field.code')}
          helper={t('field.code_help')}
          required
          value={value.code}
          error={error('code')}
          onChange={(code) => setValue({ ...value, code })}
        />
        <MoneyField
          name="commission"
          label={t('field.commission')}
          helper={t('field.commission_help')}
          required
          value={value.commission}
          error={error('commission')}
          onChange={(commission) => setValue({ ...value, commission })}
        />
        <CheckField name="active" label={t('field.active')} checked={value.active} onChange={(active) => setValue({ ...value, active })} />
      </Stack>
    </FormDialog>
  );
}

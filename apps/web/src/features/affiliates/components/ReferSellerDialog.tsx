import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { setUserAffiliateInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { FormDialog, schemaErrorKeys, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { useAffiliatesT } from '../i18n';
import { useSetUserAffiliate } from '../hooks/mutations';

/** Names the seller (by email) this affiliate referred: their next paid orders earn its commission. */
export function ReferSellerDialog({ affiliateId, onClose, onDone }: { affiliateId: string; onClose: () => void; onDone: () => void }) {
  const { t } = useAffiliatesT();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [run, running] = useSetUserAffiliate();
  const save = useSaveForm(setErrors);
  const submit = () => {
    const input = { email, affiliate_id: affiliateId };
    void save(schemaErrorKeys(setUserAffiliateInput, input), async () => {
      await run({ variables: input });
      toaster.success({ title: t('refer.done', { email }) });
      onDone();
      onClose();
    });
  };
  const error = errors.email ?? errors.user_id ?? errors.affiliate_id;
  return (
    <FormDialog
      title={t('refer.title')}
      testId="refer-dialog"
      onClose={onClose}
      busy={running.loading}
      onSubmit={submit}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={running.loading} data-testid="refer-save">
            {t('refer.save')}
          </Button>
        </>
      }
    >
      <TextField name="email" label={t('field.seller_email')} required value={email} error={error && t(error)} onChange={setEmail} />
    </FormDialog>
  );
}

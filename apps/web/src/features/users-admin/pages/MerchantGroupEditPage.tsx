import { useEffect, useState } from 'react';
import { Box, Spinner, Stack, Text, Wrap, chakra } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { saveMerchantGroupInput, TEXT_LIMITS } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { MERCHANT_GROUP } from '../graphql';
import { PickedUser, UserSearch } from '../components/UserSearch';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import type { UserRef as Merchant } from '../components/UserSearch';
import { schemaErrorKeys, Section, TextField, useSaveForm } from '../../../ui';
import { EditFooter, EditScreen, Editable } from '../components/AdminFrame';
import { useDeleteMerchantGroup, useSaveMerchantGroup } from '../hooks/mutations';

/** The group's merchants, and a search of sellers by identity label or email to add more. */
function MerchantPicker({ value, onChange }: { value: Merchant[]; onChange: (v: Merchant[]) => void }) {
  const { t } = useAdminT();
  return (
    <Stack gap="3">
      <Wrap gap="2" data-testid="picked-merchants">
        {value.length === 0 && <Text color="fg.muted">{t('merchants.none_picked')}</Text>}
        {value.map((m) => (
          <PickedUser key={m._id} user={m} onRemove={() => onChange(value.filter((v) => v._id !== m._id))} testId="picked-merchant" />
        ))}
      </Wrap>
      <UserSearch
        group="sale"
        exclude={value}
        onPick={(m) => onChange([...value, m])}
        label={t('merchants.search')}
        empty={t('merchants.no_results')}
        testId="merchant"
      />
    </Stack>
  );
}

function MerchantGroupEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const isCreate = id === 'new';
  const mayWrite = useCan('merchant_groups', isCreate ? 'add' : 'update');
  const q = useQuery(MERCHANT_GROUP, { variables: { _id: id }, skip: isCreate, fetchPolicy: 'network-only' });
  const [name, setName] = useState('');
  const [merchants, setMerchants] = useState<Merchant[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useSaveMerchantGroup();
  const [remove] = useDeleteMerchantGroup();
  const group = q.data?.merchantGroup ?? null;
  // Fill the form once per loaded group, so later cache updates never overwrite what is being typed.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  useEffect(() => {
    if (group && group._id !== loadedId) {
      setLoadedId(group._id);
      setName(group.name);
      setMerchants(group.merchants);
    }
  }, [group, loadedId]);

  const saveForm = useSaveForm(setErrors);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { _id: isCreate ? null : id, name: name.trim(), merchant_ids: merchants.map((m) => m._id) };
    // Checked with the schema the API parses with, before anything is sent.
    void saveForm(schemaErrorKeys(saveMerchantGroupInput, input), async () => {
      const r = await save({ variables: { input } });
      toaster.success({ title: t('merchants.saved') });
      if (isCreate && r.data) navigate(`/merchant-groups/${r.data.saveMerchantGroup._id}`, { replace: true });
    });
  };

  if (!isCreate && q.loading && !q.data) return <Spinner />;
  if (!isCreate && !group) return <Text>{t('errors.not_found')}</Text>;
  return (
    <chakra.form onSubmit={submit} noValidate data-testid="merchant-group-form">
      <Editable editable={mayWrite}>
        <Stack gap="5">
          <Section title={t('merchants.details')}>
            <Box maxW="md">
              <TextField
                name="merchant-group-name"
                label={t('fields.name')}
                value={name}
                onChange={setName}
                error={errors.name ? t(errors.name) : undefined}
                required
                maxLength={TEXT_LIMITS.name}
              />
            </Box>
          </Section>
          <Section title={t('merchants.merchants')} testId="section-merchants">
            <MerchantPicker value={merchants} onChange={setMerchants} />
            {errors.merchant_ids && (
              <Text color="fg.error" fontSize="sm" mt="2" data-testid="error-merchant_ids">
                {t(errors.merchant_ids)}
              </Text>
            )}
          </Section>
          <EditFooter
            module="merchant_groups"
            isCreate={isCreate}
            saving={loading}
            saveTestId="merchant-group-save"
            createLabel="merchants.create"
            backTo="/merchant-groups"
            remove={
              group
                ? {
                    testId: 'merchant-group-delete',
                    title: t('merchants.delete_title'),
                    body: t('merchants.delete_body', { name: group.name }),
                    done: t('merchants.deleted'),
                    run: () => remove({ variables: { _id: group._id } }),
                  }
                : undefined
            }
          />
        </Stack>
      </Editable>
    </chakra.form>
  );
}

export default function MerchantGroupEditPage() {
  return (
    <AdminPage module="merchant_groups">
      <EditScreen newTitle="merchants.new" editTitle="merchants.edit">
        <MerchantGroupEdit />
      </EditScreen>
    </AdminPage>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { useCan, useSession } from '../../../stores/session';
import { Section, useSaveForm } from '../../../ui';
import { ALL_USER_GROUPS } from '../graphql';
import { useAdminT } from '../i18n';
import { initialForm, toParams, validateUser, type FormState, type FullUser } from '../user-form';
import { EditFooter, Editable } from './AdminFrame';
import { HubsEditor, type HubChange } from './HubsEditor';
import { usePersonalPermissions } from './usePersonalPermissions';
import { useUserFields } from './useUserFields';
import {
  BillingSection,
  CustomizerSection,
  IdentitySection,
  PasswordSection,
  PermissionsSection,
  ProductionSection,
  RoleSection,
  ShippingSection,
} from './UserFormSections';
import { useDeleteUser, useMakeUser } from '../hooks/mutations';

/** A user's form (create when `user` is null): its sections, hubs, save and delete. */
export function UserForm({ user, filter }: { user: FullUser | null; filter: string }) {
  const { t, i18n } = useAdminT();
  const navigate = useNavigate();
  const isCreate = !user;
  const mayWrite = useCan('users', isCreate ? 'add' : 'update');
  // Nobody deletes their own account (the server refuses it too).
  const myId = useSession((s) => s.user?._id);
  const [form, setForm] = useState<FormState>(() => initialForm(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hubs, setHubs] = useState<HubChange[]>([]);
  const groupsQ = useQuery(ALL_USER_GROUPS);
  const [save, { loading }] = useMakeUser();
  const [remove] = useDeleteUser();
  const permissions = usePersonalPermissions(user, form.role, form.group_id);
  const f = useUserFields(form, setForm, errors);
  useEffect(() => {
    setForm(initialForm(user));
    setHubs([]);
  }, [user]);

  const saveForm = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void saveForm(validateUser(form, isCreate), async () => {
      const params = toParams(form, isCreate, hubs);
      const layer = permissions.personalLayer();
      if (layer) params.permission = layer;
      const r = await save({ variables: { id: user?._id ?? null, params } });
      toaster.success({ title: t(isCreate ? 'users.created' : 'users.saved') });
      setHubs([]);
      if (isCreate && r.data) navigate(`/users/${filter}/${r.data.makeUser._id}`, { replace: true });
    });
  };

  const groupOptions = [
    { value: '', label: t('users.no_group') },
    ...(groupsQ.data?.usergroups ?? []).map((g) => ({ value: g._id, label: g.status === 'Active' ? g.name : `${g.name} (${t(`status.${g.status}`)})` })),
  ];

  return (
    <chakra.form id="user-form" onSubmit={submit} noValidate data-testid="user-form">
      <Editable editable={mayWrite}>
        <Stack gap="5">
          <IdentitySection f={f} />
          {mayWrite && <PasswordSection f={f} isCreate={isCreate} />}
          <RoleSection f={f} groupOptions={groupOptions} />
          {user && <PermissionsSection f={f} value={permissions.shown} onChange={permissions.setPerm} />}
          <CustomizerSection f={f} />
          <BillingSection f={f} user={user} />
          <ShippingSection f={f} />
          <ProductionSection f={f} />
          <Section title={t('sections.hubs')} testId="section-hubs">
            <HubsEditor current={user?.hubs ?? []} changes={hubs} onChange={setHubs} readOnly={!mayWrite} />
            {errors.hubs && (
              <Text color="fg.error" fontSize="sm" mt="2" data-testid="error-hubs">
                {t(errors.hubs)}
              </Text>
            )}
          </Section>
          <Box py="3" borderTopWidth="1px">
            <EditFooter
              module="users"
              isCreate={isCreate}
              saving={loading}
              saveTestId="user-save"
              createLabel="users.create"
              backTo={`/users/${filter}`}
              remove={
                user && user._id !== myId
                  ? {
                      testId: 'user-delete',
                      title: t('users.delete_title'),
                      body: t('users.delete_body', { email: user.email }),
                      done: t('users.deleted'),
                      run: () => remove({ variables: { _id: user._id } }),
                    }
                  : undefined
              }
            />
          </Box>
          {user?.last_login && (
            <Text color="fg.muted" fontSize="sm">
              {t('fields.last_login')}: {new Date(user.last_login).toLocaleString(i18n.language)}
            </Text>
          )}
        </Stack>
      </Editable>
    </chakra.form>
  );
}

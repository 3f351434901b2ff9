import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { GROUP_STATUSES, makeUserGroupInput, ROLES, TEXT_LIMITS } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { DEFAULT_PERMISSIONS, USER_GROUPS_BY_ID } from '../graphql';
import { GroupMembers } from '../components/GroupMembers';
import { PermissionMatrix, fullMatrix, toPermissionInput, type Perm } from '../components/PermissionMatrix';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { Grid, schemaErrorKeys, Section, SelectField, TextField, showError, useSaveForm } from '../../../ui';
import { EditFooter, EditScreen, Editable } from '../components/AdminFrame';
import { useMakeUserGroup, useTrashUserGroup } from '../hooks/mutations';

function GroupEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { id = 'new' } = useParams();
  const isCreate = id === 'new';
  const mayWrite = useCan('user_groups', isCreate ? 'add' : 'update');
  const mayListUsers = useCan('users', 'view');
  const all = useQuery(USER_GROUPS_BY_ID, { skip: isCreate, fetchPolicy: 'network-only' });
  const group = isCreate ? null : (all.data?.usergroups.find((g) => g._id === id) ?? null);
  const [name, setName] = useState('');
  const [status, setStatus] = useState('Active');
  const [role, setRole] = useState('');
  const [matrix, setMatrix] = useState<Perm[]>(() => fullMatrix([]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMakeUserGroup();
  const [trash] = useTrashUserGroup();
  const [loadedId, setLoadedId] = useState<string | null>(null);
  useEffect(() => {
    if (group && group._id !== loadedId) {
      setLoadedId(group._id);
      setName(group.name);
      setStatus(group.status);
      setRole(group.role ?? '');
      setMatrix(fullMatrix(group.permission));
    }
  }, [group, loadedId]);

  const loadDefaults = async () => {
    try {
      const r = await client.query({
        query: DEFAULT_PERMISSIONS,
        variables: { role: role || null },
        fetchPolicy: 'network-only',
      });
      setMatrix(fullMatrix(r.data?.getDefaultPermissions ?? []));
      toaster.info({ title: t('groups.defaults_loaded') });
    } catch (e) {
      showError(e);
    }
  };

  const saveForm = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const params = { name: name.trim(), status, role: role || null, permission: toPermissionInput(matrix) };
    const groupId = isCreate ? null : id;
    // Checked with the schema the API parses with, before anything is sent.
    void saveForm(schemaErrorKeys(makeUserGroupInput, { ...params, id: groupId }), async () => {
      const r = await save({ variables: { id: groupId, params } });
      toaster.success({ title: t('groups.saved') });
      if (isCreate && r.data) navigate(`/user-groups/${r.data.makeUserGroup._id}`, { replace: true });
      else void all.refetch();
    });
  };

  if (!isCreate && all.loading && !all.data) return <Spinner />;
  if (!isCreate && !group) return <Text data-testid="group-not-found">{t('errors.not_found')}</Text>;
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <Stack gap="5">
      <chakra.form onSubmit={submit} noValidate data-testid="group-form">
        <Editable editable={mayWrite}>
          <Stack gap="5">
            <Section title={t('groups.details')}>
              <Grid columns={3}>
                <TextField
                  name="group-name"
                  label={t('fields.name')}
                  value={name}
                  onChange={setName}
                  error={err('name')}
                  required
                  maxLength={TEXT_LIMITS.name}
                />
                <SelectField
                  name="group-status"
                  label={t('fields.status')}
                  value={status}
                  onChange={setStatus}
                  error={err('status')}
                  options={GROUP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                />
                <SelectField
                  name="group-role"
                  label={t('groups.role')}
                  value={role}
                  onChange={setRole}
                  error={err('role')}
                  options={[{ value: '', label: t('groups.no_role') }, ...ROLES.map((r) => ({ value: r, label: t(`translation:roles.${r}`) }))]}
                />
              </Grid>
            </Section>
            <Section title={t('groups.permissions')} testId="section-permissions">
              <Stack gap="3">
                <HStack justify="space-between" wrap="wrap">
                  <Text color="fg.muted" fontSize="sm">
                    {t('groups.grant_hint')}
                  </Text>
                  <Button size="sm" variant="outline" onClick={loadDefaults} data-testid="load-defaults">
                    {t('groups.load_defaults')}
                  </Button>
                </HStack>
                <PermissionMatrix value={matrix} onChange={setMatrix} />
                {err('permission') && (
                  <Text color="fg.error" fontSize="sm">
                    {err('permission')}
                  </Text>
                )}
              </Stack>
            </Section>
            <EditFooter
              module="user_groups"
              isCreate={isCreate}
              saving={loading}
              saveTestId="group-save"
              createLabel="groups.create"
              backTo="/user-groups"
              aside={group?.is_default && <Badge>{t('groups.default')}</Badge>}
              remove={
                group
                  ? {
                      testId: 'group-delete',
                      title: t('groups.trash_title'),
                      body: t('groups.trash_body', { count: 1 }),
                      done: t('groups.trashed', { count: 1 }),
                      run: () => trash({ variables: { delete_ids: [group._id] } }),
                    }
                  : undefined
              }
            />
          </Stack>
        </Editable>
      </chakra.form>
      {group && mayListUsers && <GroupMembers groupId={group._id} />}
    </Stack>
  );
}

export default function UserGroupEditPage() {
  return (
    <AdminPage module="user_groups">
      <EditScreen newTitle="groups.new" editTitle="groups.edit">
        <GroupEdit />
      </EditScreen>
    </AdminPage>
  );
}

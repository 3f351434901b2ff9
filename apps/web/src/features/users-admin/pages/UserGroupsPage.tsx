import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GROUP_STATUSES, PAGE_SIZE } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { USER_GROUPS } from '../graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import type { UserGroupFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { DataTable, pagedTable, DateCell, StatusBadge, type Column, ConfirmButton, PageHeader, SearchForm, showError, patchParams } from '../../../ui';
import { AdminTabs } from '../components/AdminFrame';
import { useTrashUserGroup } from '../hooks/mutations';

type UserGroup = UserGroupFieldsFragment;

function UserGroups() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const status = params.get('status') ?? '';
  const name = params.get('name') ?? '';
  const list = usePagedQuery(USER_GROUPS, { name: name || null, status: status || null }, page, PAGE_SIZE.list);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [trash] = useTrashUserGroup();

  const update = (patch: Record<string, string>) => setParams(patchParams(window.location.search, patch));

  const granted = (g: UserGroup) => g.permission.reduce((n, p) => n + Object.values(p.access).filter(Boolean).length, 0);
  const mayAdd = useCan('user_groups', 'add');
  const mayDelete = useCan('user_groups', 'delete');
  const columns: Column<UserGroup>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (g) => (
        <Link to={`/user-groups/${g._id}`} data-testid="group-link">
          <Text fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
            {g.name}
          </Text>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (g) => <StatusBadge status={g.status} />,
    },
    { key: 'role', header: t('fields.role'), render: (g) => (g.role ? t(`translation:roles.${g.role}`, { defaultValue: g.role }) : '—') },
    { key: 'perms', header: t('groups.granted'), render: (g) => granted(g) },
    {
      key: 'updated_at',
      header: t('fields.updated_at'),
      render: (g) => <DateCell value={g.updated_at} withTime />,
    },
  ];

  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={t('groups.title')}
        actions={
          <>
            {selected.size > 0 && (
              <ConfirmButton
                testId="groups-trash"
                label={t('groups.trash', { count: selected.size })}
                title={t('groups.trash_title')}
                body={t('groups.trash_body', { count: selected.size })}
                onConfirm={async () => {
                  try {
                    const r = await trash({ variables: { delete_ids: [...selected] } });
                    toaster.success({ title: t('groups.trashed', { count: r.data?.trashUserGroup ?? 0 }) });
                    setSelected(new Set());
                    void list.refetch();
                  } catch (e) {
                    showError(e, t('errors.delete_failed'));
                  }
                }}
              />
            )}
            {mayAdd && (
              <Button colorPalette="brand" onClick={() => navigate('/user-groups/new')} data-testid="group-new">
                {t('groups.new')}
              </Button>
            )}
          </>
        }
      />
      <SearchForm value={name} onSearch={(value) => update({ name: value })} label={t('groups.search')} testId="groups-search" size="md" mb="4">
        {['', ...GROUP_STATUSES].map((s) => (
          <Button
            key={s || 'all'}
            size="sm"
            variant={status === s ? 'solid' : 'outline'}
            colorPalette={status === s ? 'brand' : 'gray'}
            onClick={() => update({ status: s })}
          >
            {s ? t(`status.${s}`) : t('status.Opened')}
          </Button>
        ))}
      </SearchForm>
      <DataTable
        testId="groups-table"
        columns={columns}
        selected={selected}
        onSelect={mayDelete ? setSelected : undefined}
        {...pagedTable(list, page, (p) => update({ page: String(p) }))}
      />
    </Box>
  );
}

export default function UserGroupsPage() {
  return (
    <AdminPage module="user_groups">
      <UserGroups />
    </AdminPage>
  );
}

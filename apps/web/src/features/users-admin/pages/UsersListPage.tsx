import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ROLES, USER_STATUSES, isOneOf, isoDayToDmy, PAGE_SIZE } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { ALL_USER_GROUPS, USERS, USERS_STATUS_COUNTS } from '../graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import type { UserListFieldsFragment, UsersStatusCountsQueryVariables } from '../../../gql/graphql';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import {
  DataTable,
  DateRangeFilter,
  pagedTable,
  DateCell,
  MoneyCell,
  type Column,
  type SortState,
  CheckField,
  PageHeader,
  SelectField,
  StatusBadge,
  TextField,
  fieldErrorKeys,
  showError,
  patchParams,
} from '../../../ui';
import { AdminTabs } from '../components/AdminFrame';
import { InviteSellerButton } from '../components/Invitations';
import { ExportButton, ImportWizard } from '../../data-transfer';
import { useSetUsersStatus } from '../hooks/mutations';

export const STATUS_TABS = ['Opened', ...USER_STATUSES] as const;
const FLAGS = ['withProduction', 'withOrderFulfillment', 'withFinance'] as const;
const TEXT_FILTERS = ['identity', 'email', 'search', 'group'] as const;
/** The created-at range, yyyy-mm-dd in the URL (the kit's date inputs), DD-MM-YYYY to the API. */
const DATE_FILTERS = ['start', 'end'] as const;

type ListUser = UserListFieldsFragment;

function UsersList() {
  const { t } = useAdminT();
  const { filter = 'Opened' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = isOneOf(STATUS_TABS, filter) ? filter : 'Opened';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortParam = params.get('sort') ?? 'created_at:desc';
  const [sk, sd] = sortParam.split(':');
  const sort: SortState = { key: sk, dir: sd === 'asc' ? 'asc' : 'desc' };

  // Draft filters (edited in the form), applied to the URL on submit.
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(TEXT_FILTERS.map((k) => [k, params.get(k) ?? ''])));
  useEffect(() => {
    setDraft(Object.fromEntries(TEXT_FILTERS.map((k) => [k, params.get(k) ?? ''])));
  }, [params]);

  const vars = useMemo(() => {
    const v: UsersStatusCountsQueryVariables = {};
    for (const k of TEXT_FILTERS) {
      const x = params.get(k);
      if (x) v[k] = x;
    }
    for (const k of DATE_FILTERS) {
      const day = isoDayToDmy(params.get(k));
      if (day) v[k] = day;
    }
    for (const f of FLAGS) if (params.get(f) === '1') v[f] = true;
    return v;
  }, [params]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<string>('Active');

  // 'Opened' means every status: the filter is sent empty (spec section 4).
  const list = usePagedQuery(USERS, { ...vars, status: status === 'Opened' ? '' : status, sort: sortParam }, page, PAGE_SIZE.list);
  const listError = fieldErrorKeys(list.error) ?? {};

  useEffect(() => setSelected(new Set()), [vars, status, page]);

  const counts = useQuery(USERS_STATUS_COUNTS, {
    variables: vars,
    fetchPolicy: 'cache-and-network',
  });
  const groupsQ = useQuery(ALL_USER_GROUPS);
  const [setStatus, { loading: bulkSaving }] = useSetUsersStatus();

  const update = useCallback(
    (patch: Record<string, string | null>, resetPage = true) => setParams(patchParams(window.location.search, patch, resetPage)),
    [setParams],
  );

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    update(Object.fromEntries(TEXT_FILTERS.map((k) => [k, draft[k].trim()])));
  };

  const bulk = async () => {
    try {
      const r = await setStatus({ variables: { ids: [...selected], status: bulkStatus } });
      toaster.success({ title: t('users.bulk_done', { count: r.data?.setUsersStatus ?? 0 }) });
      setSelected(new Set());
    } catch (err) {
      // All or nothing: the selection stays so the user can fix it and try again.
      showError(err);
    }
    void list.refetch();
    void counts.refetch();
  };

  const columns: Column<ListUser>[] = [
    {
      key: 'email',
      header: t('fields.user'),
      sortKey: 'email',
      // Email and name in one cell keeps the table within a laptop screen.
      render: (u) => (
        <Stack gap="0">
          <Link to={`/users/${status}/${u._id}`} data-testid="user-link">
            <Text color="fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
              {u.email}
            </Text>
          </Link>
          <Text color="fg.muted" fontSize="xs" data-testid="user-name">
            {u.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'identity_label', header: t('fields.identity_label'), sortKey: 'identity_label', render: (u) => u.identity_label || u.identity || '—' },
    { key: 'role', header: t('fields.role'), sortKey: 'role', render: (u) => t(`translation:roles.${u.role}`, { defaultValue: u.role }) },
    { key: 'group', header: t('fields.group'), render: (u) => u.group?.name ?? '—' },
    { key: 'status', header: t('fields.status'), sortKey: 'status', render: (u) => <StatusBadge status={u.status} /> },
    { key: 'total_credit', header: t('fields.total_credit'), sortKey: 'total_credit', align: 'end', render: (u) => <MoneyCell value={u.total_credit} /> },
    { key: 'last_login', header: t('fields.last_login'), sortKey: 'last_login', render: (u) => <DateCell value={u.last_login} /> },
    { key: 'created_at', header: t('fields.created_at'), sortKey: 'created_at', render: (u) => <DateCell value={u.created_at} /> },
  ];

  const countOf = (s: string) => counts.data?.usersStatusCounts.find((c) => c.status === s)?.count;
  const groupOptions = [
    { value: '', label: t('filters.all_groups') },
    ...ROLES.map((r) => ({ value: r, label: `${t('filters.role')}: ${t(`translation:roles.${r}`)}` })),
    ...(groupsQ.data?.usergroups ?? []).map((g) => ({ value: g._id, label: `${t('filters.user_group')}: ${g.name}` })),
  ];
  const mayAdd = useCan('users', 'add');
  const mayUpdate = useCan('users', 'update');
  const errorOf = (k: string) => (listError[k] ? t(listError[k]) : undefined);

  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={t('menu.users')}
        actions={
          <HStack gap="2" wrap="wrap">
            {/* Every page of the list as filtered now (the status tab included). */}
            <ExportButton list="users" filters={{ ...vars, status }} />
            {mayAdd && (
              <ImportWizard
                kind="users"
                onImported={() => {
                  void list.refetch();
                  void counts.refetch();
                }}
              />
            )}
            {mayAdd && <InviteSellerButton />}
            {mayAdd && (
              <Button colorPalette="brand" onClick={() => navigate(`/users/${status}/new`)} data-testid="user-new">
                {t('users.new')}
              </Button>
            )}
          </HStack>
        }
      />
      <DataTable
        testId="users-table"
        onRowClick={(u) => navigate(`/users/${status}/${u._id}`)}
        tabs={STATUS_TABS.map((s) => ({ value: s, label: t(`status.${s}`), count: countOf(s) }))}
        tab={status}
        // The status is the route (/users/:filter); the other filters and the sort stay, the page goes back to 1.
        onTab={(s) => navigate(`/users/${s}?${patchParams(window.location.search, {}).toString()}`)}
        toolbar={
          <Box as="form" onSubmit={apply} bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="4" data-testid="users-filters">
            <Stack gap="3">
              <Wrap gap="3" align="flex-start">
                {(['search', 'identity', 'email'] as const).map((k) => (
                  <Box key={k} minW="160px" flex="1">
                    <TextField
                      name={`filter-${k}`}
                      label={t(`filters.${k}`)}
                      value={draft[k]}
                      onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
                      error={errorOf(k)}
                    />
                  </Box>
                ))}
                <Box minW="200px" flex="1">
                  <SelectField
                    name="filter-group"
                    label={t('filters.group')}
                    value={draft.group}
                    onChange={(v) => setDraft((d) => ({ ...d, group: v }))}
                    options={groupOptions}
                  />
                </Box>
                <DateRangeFilter names={DATE_FILTERS} labels={{ from: t('filters.start'), to: t('filters.end') }} />
              </Wrap>
              <HStack justify="space-between" wrap="wrap" gap="3">
                <HStack gap="5" wrap="wrap">
                  {FLAGS.map((f) => (
                    <CheckField
                      key={f}
                      name={`filter-${f}`}
                      label={t(`filters.${f}`)}
                      checked={params.get(f) === '1'}
                      onChange={(v) => update({ [f]: v ? '1' : null })}
                    />
                  ))}
                </HStack>
                <HStack gap="2">
                  <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())} data-testid="filters-reset">
                    {t('filters.reset')}
                  </Button>
                  <Button type="submit" size="sm" colorPalette="brand" data-testid="filters-apply">
                    {t('filters.apply')}
                  </Button>
                </HStack>
              </HStack>
            </Stack>
          </Box>
        }
        bulkActions={
          <>
            <NativeSelect.Root size="sm" width="180px">
              <NativeSelect.Field data-testid="bulk-status" aria-label={t('fields.status')} value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)}>
                {USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" colorPalette="brand" onClick={bulk} loading={bulkSaving} data-testid="bulk-apply">
              {t('users.bulk_apply')}
            </Button>
          </>
        }
        columns={columns}
        sort={sort}
        onSort={(s) => update({ sort: `${s.key}:${s.dir}` })}
        selected={selected}
        onSelect={mayUpdate ? setSelected : undefined}
        {...pagedTable(list, page, (p) => update({ page: String(p) }, false))}
      />
    </Box>
  );
}

export default function UsersListPage() {
  return (
    <AdminPage module="users">
      <UsersList />
    </AdminPage>
  );
}

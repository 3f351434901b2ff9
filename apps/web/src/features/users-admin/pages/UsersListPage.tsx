import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { ROLES, USER_STATUSES, formatMoney, isOneOf, PAGE_SIZE } from '@pod/shared';
import { AdminPage, useAdminT } from '../i18n';
import { ALL_USER_GROUPS, SET_USERS_STATUS, USERS, USERS_STATUS_COUNTS } from '../graphql';
import { gqlFetch } from '../../../lib/gqlFetch';
import { patchSearch } from '../../../lib/usePagedList';
import { ListTable, type Column, type SortState } from '../components/ListTable';
import { AdminTabs, CheckField, PageHeader, TextField } from '../components/ui';
import { toaster } from '../../../app/toaster';
import { fieldErrorKeys, toastFailure } from '../errors';
import { isDmy } from '../form';
import { useCan } from '../../../stores/session';

export const STATUS_TABS = ['Opened', ...USER_STATUSES] as const;
const FLAGS = ['withProduction', 'withOrderFulfillment', 'withFinance'] as const;
const TEXT_FILTERS = ['identity', 'email', 'search', 'group', 'start', 'end'] as const;

export interface ListUser {
  _id: string;
  identity?: string | null;
  identity_label?: string | null;
  email: string;
  name: string;
  role: string;
  groups: string[];
  status: string;
  last_login?: string | null;
  created_at: string;
  total_credit: string;
  vip: number;
  group?: { _id: string; name: string } | null;
}

function statusPalette(s: string): string {
  return s === 'Active' ? 'green' : s === 'Pending' ? 'orange' : s === 'Disabled' ? 'red' : 'gray';
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useAdminT();
  return (
    <Badge colorPalette={statusPalette(status)} data-testid="status-badge">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

function UsersList() {
  const { t, i18n } = useAdminT();
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
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setDraft(Object.fromEntries(TEXT_FILTERS.map((k) => [k, params.get(k) ?? ''])));
  }, [params]);

  const vars = useMemo(() => {
    const v: Record<string, unknown> = {};
    for (const k of TEXT_FILTERS) {
      const x = params.get(k);
      if (x) v[k] = x;
    }
    for (const f of FLAGS) if (params.get(f) === '1') v[f] = true;
    return v;
  }, [params]);

  const [rows, setRows] = useState<ListUser[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<string>('Active');
  const [listError, setListError] = useState<Record<string, string>>({});

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    // 'Opened' means every status: the filter is sent empty (spec section 4).
    gqlFetch<{ users: ListUser[] }>(
      USERS,
      { ...vars, status: status === 'Opened' ? '' : status, sort: sortParam },
      { page, perPage: PAGE_SIZE.list },
      ac.signal,
    )
      .then((r) => {
        setRows(r.data.users);
        setTotal(r.total);
        setListError({});
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setListError(fieldErrorKeys(err) ?? {});
        setRows([]);
        setTotal(0);
      })
      .finally(() => !ac.signal.aborted && setLoading(false));
    return () => ac.abort();
  }, [vars, status, sortParam, page, tick]);

  useEffect(() => setSelected(new Set()), [vars, status, page]);

  const counts = useQuery<{ usersStatusCounts: Array<{ status: string; count: number }> }>(USERS_STATUS_COUNTS, {
    variables: vars,
    fetchPolicy: 'cache-and-network',
  });
  const groupsQ = useQuery<{ usergroups: Array<{ _id: string; name: string }> }>(ALL_USER_GROUPS);
  const [setStatus, { loading: bulkSaving }] = useMutation<{ setUsersStatus: number }>(SET_USERS_STATUS);

  const update = useCallback((patch: Record<string, string | null>, resetPage = true) => setParams(patchSearch(patch, resetPage)), [setParams]);

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const errs: Record<string, string> = {};
    for (const k of ['start', 'end'] as const) if (draft[k] && !isDmy(draft[k])) errs[k] = 'errors.date';
    setDraftErrors(errs);
    if (Object.keys(errs).length) return;
    update(Object.fromEntries(TEXT_FILTERS.map((k) => [k, draft[k].trim()])));
  };

  const bulk = async () => {
    try {
      const r = await setStatus({ variables: { ids: [...selected], status: bulkStatus } });
      toaster.success({ title: t('users.bulk_done', { count: r.data?.setUsersStatus ?? 0 }) });
      setSelected(new Set());
    } catch (err) {
      // All or nothing: the selection stays so the user can fix it and try again.
      toastFailure(t, err);
    }
    setTick((x) => x + 1);
    void counts.refetch();
  };

  // The day in the cell, the exact time on hover: the table stays narrow.
  const fmtDate = (d?: string | null) =>
    d ? (
      <Text as="span" title={new Date(d).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}>
        {new Date(d).toLocaleDateString(i18n.language, { dateStyle: 'short' })}
      </Text>
    ) : (
      '—'
    );
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
    { key: 'total_credit', header: t('fields.total_credit'), sortKey: 'total_credit', render: (u) => formatMoney(u.total_credit) },
    { key: 'last_login', header: t('fields.last_login'), sortKey: 'last_login', render: (u) => fmtDate(u.last_login) },
    { key: 'created_at', header: t('fields.created_at'), sortKey: 'created_at', render: (u) => fmtDate(u.created_at) },
  ];

  const countOf = (s: string) => counts.data?.usersStatusCounts.find((c) => c.status === s)?.count;
  const groupOptions = [
    { value: '', label: t('filters.all_groups') },
    ...ROLES.map((r) => ({ value: r, label: `${t('filters.role')}: ${t(`translation:roles.${r}`)}` })),
    ...(groupsQ.data?.usergroups ?? []).map((g) => ({ value: g._id, label: `${t('filters.user_group')}: ${g.name}` })),
  ];
  const mayAdd = useCan('users', 'add');
  const mayUpdate = useCan('users', 'update');
  const errorOf = (k: string) => (draftErrors[k] ? t(draftErrors[k]) : listError[k] ? t(listError[k]) : undefined);

  return (
    <Box>
      <AdminTabs />
      <PageHeader
        title={t('users.title')}
        actions={
          mayAdd && (
            <Button colorPalette="brand" onClick={() => navigate(`/users/${status}/new`)} data-testid="user-new">
              {t('users.new')}
            </Button>
          )
        }
      />
      <HStack gap="1" mb="4" wrap="wrap" data-testid="status-tabs">
        {STATUS_TABS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'solid' : 'outline'}
            colorPalette={s === status ? 'brand' : 'gray'}
            onClick={() =>
              navigate(
                `/users/${s}?${(() => {
                  const p = new URLSearchParams(window.location.search);
                  p.delete('page');
                  return p.toString();
                })()}`,
              )
            }
            data-testid={`status-tab-${s}`}
          >
            {t(`status.${s}`)}
            {countOf(s) != null && (
              <Badge ml="1" variant="subtle" data-testid={`status-count-${s}`}>
                {countOf(s)}
              </Badge>
            )}
          </Button>
        ))}
      </HStack>
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
              <Text fontSize="sm" fontWeight="medium" mb="1.5">
                {t('filters.group')}
              </Text>
              <NativeSelect.Root>
                <NativeSelect.Field data-testid="field-filter-group" value={draft.group} onChange={(e) => setDraft((d) => ({ ...d, group: e.target.value }))}>
                  {groupOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            {(['start', 'end'] as const).map((k) => (
              <Box key={k} w="150px">
                <TextField
                  name={`filter-${k}`}
                  label={t(`filters.${k}`)}
                  placeholder={t('filters.date_placeholder')}
                  value={draft[k]}
                  onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
                  error={errorOf(k)}
                />
              </Box>
            ))}
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
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraftErrors({});
                  setParams(new URLSearchParams());
                }}
                data-testid="filters-reset"
              >
                {t('filters.reset')}
              </Button>
              <Button type="submit" size="sm" colorPalette="brand" data-testid="filters-apply">
                {t('filters.apply')}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </Box>
      {selected.size > 0 && (
        <HStack mb="3" gap="2" p="2" bg="bg.muted" rounded="md" data-testid="bulk-bar">
          <Text fontSize="sm">{t('users.selected', { count: selected.size })}</Text>
          <NativeSelect.Root size="sm" width="180px">
            <NativeSelect.Field data-testid="bulk-status" value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)}>
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
        </HStack>
      )}
      <ListTable
        testId="users-table"
        columns={columns}
        rows={rows}
        loading={loading}
        sort={sort}
        onSort={(s) => update({ sort: `${s.key}:${s.dir}` })}
        selected={selected}
        onSelect={mayUpdate ? setSelected : undefined}
        page={page}
        perPage={PAGE_SIZE.list}
        total={total}
        onPage={(p) => update({ page: String(p) }, false)}
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

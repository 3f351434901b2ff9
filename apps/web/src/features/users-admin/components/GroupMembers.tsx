import { useEffect, useState, type FormEvent } from 'react';
import { Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { PAGE_SIZE } from '@pod/shared';
import { useAdminT } from '../i18n';
import { GROUP_MEMBERS, USERS_NONE_GROUP } from '../graphql';
import { usePagedQuery, type PageVariables } from '../../../lib/usePagedQuery';
import type { GroupUserFieldsFragment } from '../../../gql/graphql';
import { Pager } from '../../../lib/Pager';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { showError, Grid, Section, pagerLabels } from '../../../ui';
import { useSetUserGroup } from '../hooks/mutations';

type MiniUser = GroupUserFieldsFragment;

/** One side of the members screen: a searchable, paged list of users with one action per row. */
function UserPanel<TData, TVariables extends PageVariables & { search?: string | null }>(props: {
  title: (count: number) => string;
  query: TypedDocumentNode<TData, TVariables>;
  variables: Omit<TVariables, keyof PageVariables | 'search'>;
  pick: (data: TData) => MiniUser[];
  version: number;
  testId: string;
  action?: { label: string; testId: string; palette?: string; variant: 'ghost' | 'outline'; run: (u: MiniUser) => void };
}) {
  const { t } = useAdminT();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const variables = { ...props.variables, search: applied || null } as Omit<TVariables, keyof PageVariables>;
  const list = usePagedQuery(props.query, variables, page, PAGE_SIZE.list, { pick: props.pick });
  // A move on either side changes both lists.
  const { refetch } = list;
  useEffect(() => {
    if (props.version) void refetch();
  }, [props.version, refetch]);
  const label = (u: MiniUser) => `${u.name} · ${u.email}${u.role ? ` · ${t(`translation:roles.${u.role}`, { defaultValue: u.role })}` : ''}`;
  return (
    <Stack gap="2" data-testid={props.testId}>
      <Text fontWeight="semibold">{props.title(list.total)}</Text>
      <HStack
        as="form"
        gap="2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setApplied(search.trim());
          setPage(1);
        }}
      >
        <Input
          size="sm"
          placeholder={t('groups.search_users')}
          aria-label={t('groups.search_users')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid={`${props.testId}-search`}
        />
        <Button size="sm" type="submit" variant="outline">
          {t('filters.apply')}
        </Button>
      </HStack>
      {list.loading && list.items.length === 0 && <Spinner size="sm" />}
      {!list.loading && list.items.length === 0 && (
        <Text color="fg.muted" fontSize="sm" data-testid={`${props.testId}-empty`}>
          {t('table.empty')}
        </Text>
      )}
      {list.items.map((u) => (
        <HStack key={u._id} justify="space-between" borderWidth="1px" rounded="md" px="3" py="1.5" data-testid={`${props.testId}-row`}>
          <Text fontSize="sm" truncate>
            {label(u)}
          </Text>
          {props.action && (
            <Button
              size="xs"
              variant={props.action.variant}
              colorPalette={props.action.palette}
              onClick={() => props.action!.run(u)}
              data-testid={props.action.testId}
            >
              {props.action.label}
            </Button>
          )}
        </HStack>
      ))}
      {list.total > PAGE_SIZE.list && (
        <Pager
          size="xs"
          page={page}
          perPage={PAGE_SIZE.list}
          total={list.total}
          onPage={setPage}
          loading={list.loading}
          labels={pagerLabels(t)}
          testId={`${props.testId}-pager`}
        />
      )}
    </Stack>
  );
}

/** Who is in the group, and the users in no group who can be added (usersNoneGroup); both searchable and paged. */
export function GroupMembers({ groupId }: { groupId: string }) {
  const { t } = useAdminT();
  const [setGroup] = useSetUserGroup();
  const [version, setVersion] = useState(0);
  // Moving a user in or out of a group edits the user.
  const mayMove = useCan('users', 'update');
  const move = async (u: MiniUser, into: boolean) => {
    try {
      await setGroup({ variables: { id: u._id, params: { group_id: into ? groupId : null } } });
      toaster.success({ title: t(into ? 'groups.member_added' : 'groups.member_removed', { email: u.email }) });
      setVersion((v) => v + 1);
    } catch (e) {
      showError(e);
    }
  };
  return (
    <Section title={t('groups.members')} testId="section-members">
      <Grid columns={2}>
        <UserPanel
          testId="member"
          title={(count) => t('groups.in_group', { count })}
          query={GROUP_MEMBERS}
          variables={{ group: groupId }}
          pick={(d) => d.users}
          version={version}
          action={
            mayMove ? { label: t('common.remove'), testId: 'member-remove', palette: 'red', variant: 'ghost', run: (u) => void move(u, false) } : undefined
          }
        />
        <UserPanel
          testId="none-group"
          title={(count) => t('groups.without_group', { count })}
          query={USERS_NONE_GROUP}
          variables={{ group_id: groupId }}
          pick={(d) => d.usersNoneGroup.users}
          version={version}
          action={mayMove ? { label: t('groups.add_member'), testId: 'member-add', variant: 'outline', run: (u) => void move(u, true) } : undefined}
        />
      </Grid>
    </Section>
  );
}

import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { TICKET_TABS, TICKET_TYPES, type TicketTab } from '@pod/shared';
import type { TicketRowFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { DataTable, DateCell, ListSearchForm, SelectField, StatusBadge, UserCell, useListParams, useTabbedList, type Column } from '../../../ui';
import { TICKET_COUNTERS, TICKETS } from '../graphql';
import { useSupportT } from '../i18n';
import { referentLabel, TicketAge } from './TicketAge';

/**
 * The tickets list: status tabs with counts, type and assignee filters, a search by code, order
 * number or sku; a click anywhere on a row opens the ticket. Staff see every seller's (`staff`), sellers their own of the path's type.
 */
export function TicketsList({
  staff,
  type,
  onType,
  ticketPath,
}: {
  staff: boolean;
  type: string;
  onType: (type: string) => void;
  ticketPath: (row: TicketRowFieldsFragment) => string;
}) {
  const { t } = useSupportT();
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const { params, patch } = useListParams();
  const search = params.get('search') ?? '';
  const assigneeId = params.get('assignee_id') ?? '';
  const filters = {
    type: type || undefined,
    search: search || undefined,
    assignee_id: assigneeId || undefined,
  };
  const list = useTabbedList({
    list: TICKETS,
    counters: TICKET_COUNTERS,
    filters,
    tabs: TICKET_TABS,
    requested: params.get('status'),
    fallback: staff ? 'Open' : 'All',
    label: (tab) => t(`tab.${tab}`),
    count: (c, tab: TicketTab) => (c.ticketCounters as Record<string, number>)[tab.toLowerCase()],
    onTab: (tab) => patch({ status: tab }),
    status: (tab) => tab,
  });
  const columns: Column<TicketRowFieldsFragment>[] = [
    {
      key: 'code',
      header: t('col.ticket'),
      render: (r) => (
        <Box>
          <HStack gap="1">
            <Text fontWeight="semibold">{r.code}</Text>
            {r.priority === 'high' || r.priority === 'urgent' ? <Badge colorPalette="red">{t(`priority.${r.priority}`)}</Badge> : null}
          </HStack>
          <Text fontSize="sm" lineClamp={1}>
            {r.subject}
          </Text>
        </Box>
      ),
    },
    { key: 'type', header: t('col.type'), render: (r) => t(`type.${r.type}`) },
    { key: 'referent', header: t('col.referent'), render: (r) => referentLabel(r.referent) },
    ...(staff
      ? [
          {
            key: 'seller',
            header: t('col.seller'),
            render: (r: TicketRowFieldsFragment) => <UserCell user={r.seller} />,
          },
          {
            key: 'assignee',
            header: t('col.assignee'),
            render: (r: TicketRowFieldsFragment) => (r.assignee ? <UserCell user={r.assignee} /> : <Text color="fg.muted">{t('list.unassigned')}</Text>),
          },
        ]
      : []),
    { key: 'last', header: t('col.last_message'), render: (r) => <DateCell value={r.last_message_at} withTime /> },
    { key: 'age', header: t('col.age'), render: (r) => <TicketAge status={r.status} createdAt={r.created_at} /> },
    { key: 'status', header: t('col.status'), render: (r) => <StatusBadge status={r.status} /> },
  ];
  const toolbar = (
    <ListSearchForm label={t('list.search')} testId="tickets-search">
      <Box minW="40">
        <SelectField
          name="type"
          label={t('col.type')}
          size="sm"
          value={type}
          onChange={onType}
          options={[{ value: '', label: t('list.all_types') }, ...TICKET_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))]}
        />
      </Box>
      {staff && me && (
        <Box minW="40">
          <SelectField
            name="assignee_id"
            label={t('col.assignee')}
            size="sm"
            value={assigneeId}
            onChange={(v) => patch({ assignee_id: v || null })}
            options={[
              { value: '', label: t('list.anyone') },
              { value: me._id, label: t('list.mine') },
            ]}
          />
        </Box>
      )}
    </ListSearchForm>
  );
  return (
    <DataTable testId="tickets-table" rowTestId="ticket-row" columns={columns} {...list.table} toolbar={toolbar} onRowClick={(r) => navigate(ticketPath(r))} />
  );
}

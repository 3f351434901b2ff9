import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../stores/session';
import { errorText, PageHeader, Section, showError, StatusBadge, TimelinePanel, UserCell } from '../../../ui';
import { TICKET, TICKET_UPDATED } from '../graphql';
import { useSupportT } from '../i18n';
import { AssigneePicker } from './AssigneePicker';
import { Composer } from './Composer';
import { OrderPanel } from './OrderPanel';
import { referentLabel, TicketAge } from './TicketAge';
import { Thread } from './Thread';
import { useAssignTicket, useSetTicketStatus } from '../hooks/mutations';

/** One ticket: its thread (live), the composer, the status buttons the caller may press, and the order beside it. */
export function TicketView({ id, staff }: { id: string; staff: boolean }) {
  const { t } = useSupportT();
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const q = useQuery(TICKET, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // A push says the ticket changed (carrying it as this user may see it): the page reads it again.
  const { refetch } = q;
  useSubscription(TICKET_UPDATED, { variables: { id }, onData: () => void refetch() });
  const [setStatus, moving] = useSetTicketStatus();
  const [assign, assigning] = useAssignTicket();
  const ticket = q.data?.ticket;
  if (q.error && !ticket)
    return (
      <Text color="fg.error" data-testid="ticket-error">
        {errorText(q.error)}
      </Text>
    );
  if (!ticket) return null;
  const move = async (status: string) => {
    try {
      await setStatus({ variables: { id: ticket._id, status } });
    } catch (e) {
      showError(e, t('move.failed'));
    }
  };
  const assignTo = async (assigneeId: string | null) => {
    try {
      await assign({ variables: { id: ticket._id, assignee_id: assigneeId } });
    } catch (e) {
      showError(e);
    }
  };
  const mine = ticket.assignee?._id === me?._id;
  return (
    <Box>
      <PageHeader
        title={`${ticket.code} · ${ticket.subject}`}
        actions={
          <Button size="sm" variant="ghost" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        }
      />
      <HStack mb="4" gap="2" wrap="wrap" justify="space-between">
        <HStack gap="2">
          <StatusBadge status={ticket.status} />
          <TicketAge status={ticket.status} createdAt={ticket.created_at} />
          <Text color="fg.muted" fontSize="sm">
            {t(`type.${ticket.type}`)}
            {ticket.referent ? ` · ${referentLabel(ticket.referent)}` : ''}
          </Text>
        </HStack>
        <HStack gap="2" data-testid="ticket-actions">
          {ticket.next_statuses.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === 'Closed' ? 'outline' : 'solid'}
              colorPalette="brand"
              loading={moving.loading}
              onClick={() => void move(s)}
              data-testid={`to-${s}`}
            >
              {t(`move.${s}`)}
            </Button>
          ))}
        </HStack>
      </HStack>
      {ticket.merged_into && (
        <Text mb="3" color="fg.muted" data-testid="merged-note">
          {t('thread.merged')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Stack gap="4" gridColumn={{ lg: 'span 2' }}>
          <Section title={t('thread.title', { count: ticket.messages.length })} testId="section-thread">
            <Stack gap="4">
              <Thread messages={ticket.messages} sellerId={ticket.seller?._id ?? ''} />
              {!ticket.merged_into && <Composer ticketId={ticket._id} staff={staff} />}
            </Stack>
          </Section>
        </Stack>
        <Stack gap="4">
          {staff && (
            <Section title={t('side.people')} testId="section-people">
              <Stack gap="2" fontSize="sm">
                <HStack justify="space-between">
                  <Text color="fg.muted">{t('col.seller')}</Text>
                  <UserCell user={ticket.seller} />
                </HStack>
                <AssigneePicker value={ticket.assignee?._id ?? null} onChange={(id) => void assignTo(id)} />
                <Button
                  size="xs"
                  variant="outline"
                  loading={assigning.loading}
                  onClick={() => void assignTo(mine ? null : (me?._id ?? null))}
                  data-testid="assign-me"
                >
                  {mine ? t('side.unassign') : t('side.assign_me')}
                </Button>
              </Stack>
            </Section>
          )}
          {ticket.order_id && <OrderPanel orderId={ticket.order_id} ticket={ticket} />}
          {staff && (
            <Section title={t('side.history')} testId="section-history">
              <TimelinePanel key={ticket.status} entity="ticket" entityId={ticket._id} />
            </Section>
          )}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

import { useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { isOneOf, isSeller, TICKET_TYPES } from '@pod/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../stores/session';
import { PageHeader } from '../../../ui';
import { NewTicketDialog } from '../components/NewTicketDialog';
import { TicketsList } from '../components/TicketsList';
import { SupportScreen, useSupportT } from '../i18n';

/** /support/{type}?status=…&search=…: the seller's own tickets of one type (`all` for every type), and "new ticket". */
function SellerTickets() {
  const { t } = useSupportT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const filter = useParams().filter ?? 'all';
  const type = isOneOf(TICKET_TYPES, filter) ? filter : '';
  const staff = !isSeller(useSession((s) => s.user));
  const [creating, setCreating] = useState(false);
  return (
    <Box>
      <PageHeader
        title={type ? t('list.seller_title_type', { title: t('menu.support_tickets'), type: t(`type.${type}`) }) : t('menu.support_tickets')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)} data-testid="new-ticket-open">
            {t('new.title')}
          </Button>
        }
      />
      <TicketsList
        staff={staff}
        type={type}
        onType={(next) => navigate({ pathname: `/support/${next || 'all'}`, search: query.toString() })}
        ticketPath={(r) => (staff ? `/tickets/${r._id}` : `/support/${r.type}/${r._id}`)}
      />
      {creating && <NewTicketDialog open onClose={() => setCreating(false)} defaultType={type || 'other'} />}
    </Box>
  );
}

export default function SellerTicketsPage() {
  return (
    <SupportScreen for="seller">
      <SellerTickets />
    </SupportScreen>
  );
}

import { Box } from '@chakra-ui/react';
import { PageHeader, useListParams } from '../../../ui';
import { TicketsList } from '../components/TicketsList';
import { SupportScreen, useSupportT } from '../i18n';

/** Support > Tickets (/tickets): every seller's tickets for staff. */
function Tickets() {
  const { t } = useSupportT();
  const { params, patch } = useListParams();
  return (
    <Box>
      <PageHeader title={t('menu.tickets')} />
      <TicketsList staff type={params.get('type') ?? ''} onType={(type) => patch({ type: type || null })} ticketPath={(r) => `/tickets/${r._id}`} />
    </Box>
  );
}

export default function TicketsPage() {
  return (
    <SupportScreen for="staff">
      <Tickets />
    </SupportScreen>
  );
}

import { Badge } from '@chakra-ui/react';
import { ticketAge } from '@pod/shared';
import { useSupportT } from '../i18n';

const PALETTE = { ok: 'green', warn: 'orange', late: 'red', done: 'gray' } as const;

/** How long a ticket has waited, coloured against the SLA (24 h warn, 72 h late). */
export function TicketAge({ status, createdAt }: { status: string; createdAt: string | Date }) {
  const { t } = useSupportT();
  const created = new Date(createdAt);
  const hours = Math.max(0, Math.floor((Date.now() - created.getTime()) / 3_600_000));
  const tone = ticketAge(status, created);
  return (
    <Badge colorPalette={PALETTE[tone]} variant="subtle" data-testid="ticket-age" data-tone={tone}>
      {hours < 24 ? t('age.hours', { count: hours }) : t('age.days', { count: Math.floor(hours / 24) })}
    </Badge>
  );
}

/** What a ticket is about as people quote it: an order number with its #, a sku as it is. */
export function referentLabel(referent: string | null | undefined): string {
  if (!referent) return '';
  return /^\d+$/.test(referent) ? `#${referent}` : referent;
}

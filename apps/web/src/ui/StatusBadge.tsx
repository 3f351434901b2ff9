import { Badge } from '@chakra-ui/react';
import { DESIGN_STATUSES, FULFILMENT_STATUSES, GROUP_STATUSES, LEDGER_STATUSES, NOTIFICATION_STATUSES, USER_STATUSES } from '@pod/shared';
import { useUiT } from './i18n';

/** The colour of every status value the shared enums declare; a later module adds its enum here with its labels in `ui/locales`. */
export const STATUS_PALETTES: Record<string, string> = {
  Active: 'green',
  Pending: 'orange',
  Disabled: 'red',
  Inactive: 'gray',
  New: 'blue',
  Readed: 'gray',
  valid: 'green',
  invalid: 'red',
  lost_connection: 'orange',
  trash: 'gray',
  pending: 'orange',
  paid: 'green',
  error: 'red',
  cancelled: 'gray',
  draft: 'orange',
  published: 'green',
  trashed: 'gray',
};

/** Every status the badge knows (its labels are held translated by a test). */
export const KNOWN_STATUSES = [
  ...new Set<string>([...USER_STATUSES, ...GROUP_STATUSES, ...NOTIFICATION_STATUSES, ...FULFILMENT_STATUSES, ...LEDGER_STATUSES, ...DESIGN_STATUSES]),
];

/** A status of a shared enum as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useUiT();
  return (
    <Badge colorPalette={STATUS_PALETTES[status] ?? 'gray'} data-testid="status-badge" data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';
import { useUiT } from './i18n';

/**
 * The colour of every status value the shared enums declare; a later module adds its enum here with
 * its labels in `ui/locales` (StatusBadge.test.ts holds both complete).
 */
export const STATUS_PALETTES: Record<string, string> = {
  Active: 'green',
  posted: 'green',
  reversed: 'red',
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
  invoiced: 'blue',
  error: 'red',
  cancelled: 'gray',
  Processing: 'blue',
  'In Production': 'purple',
  Fulfilled: 'teal',
  Completed: 'green',
  'On Hold': 'yellow',
  Cancelled: 'gray',
  Refunded: 'pink',
  Trash: 'gray',
  active: 'green',
  draft: 'orange',
  published: 'green',
  trashed: 'gray',
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  sent: 'blue',
  in_production: 'purple',
  shipped: 'green',
  'To Do': 'gray',
  Cutting: 'cyan',
  Printing: 'blue',
  Sewing: 'purple',
  'Quality check': 'teal',
  Packing: 'green',
  Error: 'red',
  Open: 'orange',
  Inprocess: 'blue',
  Resolved: 'green',
  Closed: 'gray',
  Producting: 'blue',
  Ready: 'teal',
  Reproduction: 'orange',
  Opening: 'orange',
  Approved: 'green',
  Rejected: 'red',
  'Picked Up': 'cyan',
  Processed: 'teal',
  'In Transit': 'purple',
  'Out For Delivery': 'yellow',
  'Delivery Attempt': 'orange',
  Delivered: 'green',
  Failed: 'red',
  Exception: 'red',
  Other: 'gray',
  todo: 'gray',
  in_progress: 'blue',
  review: 'purple',
  rejected: 'red',
  sending: 'blue',
  retrying: 'yellow',
  succeeded: 'green',
  scheduled: 'blue',
  expired: 'orange',
};

/** A status of a shared enum as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useUiT();
  return (
    <Badge colorPalette={STATUS_PALETTES[status] ?? 'gray'} data-testid="status-badge" data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

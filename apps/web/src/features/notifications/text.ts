import type { TFunction } from 'i18next';
import type { NotificationItem } from './graphql';

/** Codes the server sends structured data with (subject and content are values, not prose). */
const ORDER_STATUS = 'order_status';

/**
 * A notification's title and text in the viewer's language: an order's status change is worded
 * here from its number and status; any other notification shows the text it was sent with.
 */
export function notificationText(
  item: Pick<NotificationItem, 'code' | 'subject' | 'content'>,
  t: TFunction,
  statusLabel: (status: string) => string,
): { subject: string; content: string | null } {
  if (item.code === ORDER_STATUS && item.content)
    return {
      subject: t('notifications.order_subject', { number: item.subject }),
      content: t('notifications.order_status', { status: statusLabel(item.content) }),
    };
  return { subject: item.subject ?? t('notifications.new'), content: item.content ?? null };
}

import type { TFunction } from 'i18next';
import type { NotificationItem } from './graphql';

/** Codes the server sends structured data with (subject and content are values, not prose). */
const ORDER_STATUS = 'order_status';
/** A shipment was delivered or hit a problem: subject its tracking number, content the status. */
const SHIPMENT_STATUS = 'shipment_status';
/** A return request was decided: subject its code, content the decision (replacement, refund, rejected). */
const RETURN_DECISION = 'return_decision';
/** A design request was made, or moved: subject its code (and what it is for), content its new status. */
const DESIGN_MADE = 'design_request_made';
const DESIGN_STATUS = 'design_request_status';
/** A listing's publishing ended: subject its name, content the platform. */
const LISTING_CODES: Record<string, string> = {
  listing_exported: 'notifications.listing_exported',
  listing_publish_failed: 'notifications.listing_publish_failed',
};
const PLATFORM_NAMES: Record<string, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce', etsy: 'Etsy', tiktok: 'TikTok', amazon: 'Amazon' };

/**
 * A notification's title and text in the viewer's language: an order's status change and a
 * listing's publishing are worded here from their values; any other notification shows the text
 * it was sent with.
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
  if (item.code === SHIPMENT_STATUS && item.content)
    return {
      subject: t('notifications.shipment_subject', { tracking: item.subject }),
      content: t('notifications.shipment_status', { status: statusLabel(item.content) }),
    };
  if (item.code === RETURN_DECISION && item.content)
    return { subject: t('notifications.return_subject', { code: item.subject }), content: t(`notifications.return_${item.content}`) };
  if ((item.code === DESIGN_MADE || item.code === DESIGN_STATUS) && item.subject)
    return {
      subject: t('notifications.design_subject', { subject: item.subject }),
      content:
        item.code === DESIGN_MADE || !item.content ? t('notifications.design_made') : t('notifications.design_status', { status: statusLabel(item.content) }),
    };
  const listing = item.code ? LISTING_CODES[item.code] : undefined;
  if (listing && item.content)
    return {
      subject: t('notifications.listing_subject', { name: item.subject }),
      content: t(listing, { platform: PLATFORM_NAMES[item.content] ?? item.content }),
    };
  return { subject: item.subject ?? t('notifications.new'), content: item.content ?? null };
}

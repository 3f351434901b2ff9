/** Integrations (issue 33, item 3): outgoing webhooks and channel messages, the closed sets both sides need. */

/** The domain events an outgoing webhook may subscribe to (the outbox events the integrations module follows). */
export const WEBHOOK_EVENTS = [
  'order.status_changed',
  'ticket.changed',
  'design_request.status_changed',
  'package.labelled',
  'package.picked_up',
  'shipment.status_changed',
  'production.error',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * A delivery's life: pending (queued) → sending (a worker holds it) → succeeded, or retrying (waits
 * for its next attempt) → … → failed (out of attempts, refused address, endpoint disabled).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What a delivery goes to: a webhook endpoint (signed), or a channel of a user's notification settings. */
export const WEBHOOK_TARGET_KINDS = ['endpoint', 'channel'] as const;
export type WebhookTargetKind = (typeof WEBHOOK_TARGET_KINDS)[number];

/** Why an endpoint stopped receiving by itself. */
export const WEBHOOK_DISABLED_REASONS = ['consecutive_failures'] as const;

/**
 * The events of the user notification settings that send a channel message (the legacy names):
 * a reminder at set times each day, and messages that follow domain events.
 */
export const CHANNEL_EVENTS = ['remind_every_day', 'tracking_update', 'new_production_request', 'package_done_request', 'production_error'] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];

/** The `{filter}` of `/app-config/{filter}`: the Integrations page's tabs. */
export const INTEGRATION_TABS = ['webhooks', 'channels', 'tokens'] as const;
export type IntegrationTab = (typeof INTEGRATION_TABS)[number];

export const WEBHOOK_LIMITS = { description: 200, excerpt: 1000, url: 2000 } as const;

/** The signature header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-pod-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-pod-timestamp';

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS, WEBHOOK_TARGET_KINDS } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { userNotificationSettings } from './notifications';
import { users } from './users';

/**
 * An outgoing webhook: where events go (url), which (events), and the secret their signature is
 * made with, sealed with CREDENTIALS_SECRET (`SecretBox`, shown in clear once when made or rotated).
 * `consecutive_failures` counts failed attempts since the last success; at WEBHOOK_DISABLE_AFTER
 * the endpoint disables itself (`disabled_reason`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description'),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    secret: text('secret').notNull(),
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledReason: text('disabled_reason'),
    disabledAt: at('disabled_at'),
    lastDeliveryAt: at('last_delivery_at'),
    lastResponseCode: integer('last_response_code'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('webhook_endpoints_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Which enabled endpoints take an event: a containment test on the events list.
    index('webhook_endpoints_events_idx').using('gin', t.events),
    oneOf('webhook_endpoints_disabled_reason_check', t.disabledReason, WEBHOOK_DISABLED_REASONS, { nullable: true }),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One attempt of a delivery as the log shows it. */
export interface DeliveryAttempt {
  at: string;
  response_code: number | null;
  error: string | null;
  duration_ms: number;
}

/**
 * One message to one target: an endpoint's event (signed) or a channel message of a user's
 * notification settings. `dedupe_key` makes it once per source (the outbox event and the endpoint,
 * the settings' event and the minute it is due), however many workers queue it. `attempt` counts
 * the tries so far; `next_attempt_at` is when a waiting one is due; `locked_until` is a sending
 * worker's lease (a delivery whose worker died is taken again after it).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('endpoint'),
    endpointId: text('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    channelSettingsId: text('channel_settings_id').references(() => userNotificationSettings.id, { onDelete: 'cascade' }),
    /** The event (a webhook event name, or a channel event such as remind_every_day). */
    event: text('event').notNull(),
    /** Where it goes, as it was when queued (an endpoint's current address is used when sent). */
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    replayOf: text('replay_of'),
    status: text('status').notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt'),
    /** Why the last attempt failed, as a code (timeout, network, http_status, private_address, endpoint_disabled, …). */
    error: text('error'),
    durationMs: integer('duration_ms'),
    /** Every attempt's outcome, oldest first: the log's response codes. */
    attempts: jsonb('attempts').$type<DeliveryAttempt[]>().notNull().default([]),
    nextAttemptAt: at('next_attempt_at').defaultNow(),
    lockedUntil: at('locked_until'),
    deliveredAt: at('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_dedupe_key').on(t.dedupeKey),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('webhook_deliveries_endpoint_status_created_idx').on(t.endpointId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('webhook_deliveries_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('webhook_deliveries_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The sweep: what is due, a short range over the open deliveries only.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'retrying', 'sending')`),
    oneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
    oneOf('webhook_deliveries_kind_check', t.kind, WEBHOOK_TARGET_KINDS),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Deliveries per (endpoint, status), kept by a trigger on webhook_deliveries (migration
 * webhook_delivery_counts): the log's tabs and totals read these rows, never count the log.
 * `endpoint_key` is the endpoint id, or '' for channel messages.
 */
export const webhookDeliveryCounts = pgTable(
  'webhook_delivery_counts',
  {
    endpointKey: text('endpoint_key').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [uniqueIndex('webhook_delivery_counts_key').on(t.endpointKey, t.status)],
);

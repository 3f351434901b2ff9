import { SHIPMENT_STATUSES, SHIPMENT_TABS } from '../packing';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of shipments and tracking (issue 31): the API parses with these, the screens check with them. */

/** Where a shipment came from: our own package, or an outside provider's tracking (fulfilment_tracking). */
export const SHIPMENT_SOURCES = ['package', 'provider'] as const;
export type ShipmentSource = (typeof SHIPMENT_SOURCES)[number];

/** A tracking number as carriers print them: 6 to 40 letters, digits or dashes. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,40}$/;
/** Events one webhook delivery or one import file may carry. */
export const TRACKING_EVENTS_MAX = 1000;

const trackingNumber = (label = 'tracking number') =>
  z
    .string({ error: `Invalid ${label}.` })
    .trim()
    .refine((v) => TRACKING_NUMBER.test(v), because('invalid', 'A tracking number is 6 to 40 letters, digits or dashes.'));

/** An instant as ISO 8601 with its offset (what carriers send), answered as a Date. */
const instant = (label: string) =>
  z
    .string({ error: `Invalid ${label}.` })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
      because('invalid', `${label} must be an ISO date and time with its offset.`),
    )
    .transform((v) => new Date(v));

const squash = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');
const STATUS_BY_SQUASHED = new Map<string, string>(SHIPMENT_STATUSES.map((s) => [squash(s), s]));
/** Carriers spell statuses their way ("in_transit", "OUT FOR DELIVERY"): the one of ours it names, else as given. */
function statusOf(v: unknown): unknown {
  return typeof v === 'string' ? (STATUS_BY_SQUASHED.get(squash(v)) ?? v) : v;
}

/** shipments / shipmentCounters: the list's filters (a seller's are narrowed to their own by the API). */
export const shipmentFilterInput = z.object({
  status: rule.optional(rule.oneOf(SHIPMENT_TABS, 'status')),
  tracking_number: rule.optional(rule.text(40, 'Tracking number')),
  order_id: rule.optional(rule.id('order id')),
  customer_name: rule.optional(rule.text(100, 'Customer name')),
});
export type ShipmentFilterInput = z.output<typeof shipmentFilterInput>;

/** maskAsDelivered: closes a shipment by hand (a note for the timeline is optional). */
export const maskAsDeliveredInput = z.object({
  _id: rule.id('shipment id'),
  note: rule.optional(rule.text(500, 'Note')),
});
export type MaskAsDeliveredInput = z.output<typeof maskAsDeliveredInput>;

/** How far ahead of our clock a carrier's event may be dated (their clock's skew); later ones are refused. */
export const TRACKING_EVENT_FUTURE_SKEW_MS = 10 * 60_000;

/**
 * One carrier tracking event, as the webhook and the CSV import take it. `event_id` is the
 * carrier's id of the event; without one, the event's content names it (the same event twice is one).
 */
export const trackingEventInput = z.object({
  tracking_number: trackingNumber(),
  carrier: rule.optional(rule.text(40, 'Carrier')),
  status: z.preprocess(statusOf, rule.oneOf(SHIPMENT_STATUSES, 'status')),
  description: rule.optional(rule.text(300, 'Description')),
  location: rule.optional(rule.text(120, 'Location')),
  occurred_at: instant('occurred_at').refine(
    (d) => d.getTime() <= Date.now() + TRACKING_EVENT_FUTURE_SKEW_MS,
    because('event_in_future', 'occurred_at is in the future: a tracking event is dated when it happened.'),
  ),
  event_id: rule.optional(rule.text(120, 'Event id')),
});
export type TrackingEventInput = z.output<typeof trackingEventInput>;

/** A webhook delivery: one event, or `{ events: [...] }` (a carrier's batch). */
export const trackingDeliveryInput = z.object({
  events: z
    .array(trackingEventInput)
    .min(1, { error: 'No events.' })
    .max(TRACKING_EVENTS_MAX, { error: `At most ${TRACKING_EVENTS_MAX} events.` }),
});
export type TrackingDeliveryInput = z.output<typeof trackingDeliveryInput>;

/** Columns of a carrier tracking CSV (header row; others are ignored). */
export const SHIPMENT_EVENT_IMPORT_COLUMNS = ['tracking_number', 'carrier', 'status', 'description', 'location', 'occurred_at', 'event_id'] as const;
export const SHIPMENT_EVENT_IMPORT_REQUIRED = ['tracking_number', 'status', 'occurred_at'] as const;

/**
 * Events the platform itself writes on a shipment's history (their description is this code, which
 * the web words); carriers' events keep the carrier's own description.
 */
export const SHIPMENT_EVENT_CODES = ['label_created', 'picked_up', 'provider_tracking', 'tracking_stalled', 'marked_delivered'] as const;
export type ShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];
export type ShipmentTab = (typeof SHIPMENT_TABS)[number];

import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../integrations';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of the Integrations page: the API parses with these, the endpoint form checks with them. */

/** makeWebhookEndpoint: a new endpoint (url and events required), or a change to one (`_id`). */
export const makeWebhookEndpointInput = z.object({
  _id: rule.optional(rule.id('endpoint id')),
  url: rule
    .url('url')
    .refine((v) => v.trim() !== '', because('required', 'Please enter the address the events are sent to.'))
    .transform((v) => v.trim()),
  events: rule
    .listOf(rule.oneOf(WEBHOOK_EVENTS, 'event'), WEBHOOK_EVENTS.length, 'events')
    .min(1, { error: 'Choose at least one event.' })
    .transform((list) => [...new Set(list)]),
  description: rule.optional(rule.text(WEBHOOK_LIMITS.description, 'description')),
  enabled: rule.flag().nullish(),
  /** A new secret is made (and shown once); a new endpoint always gets one. */
  rotate_secret: rule.flag().nullish(),
});
export type MakeWebhookEndpointInput = z.output<typeof makeWebhookEndpointInput>;

/** webhookDeliveries: the delivery log, by endpoint and status. */
export const webhookDeliveriesInput = z.object({
  endpoint_id: rule.optional(rule.id('endpoint id')),
  status: rule.optional(rule.oneOf(WEBHOOK_DELIVERY_STATUSES, 'status')),
});
export type WebhookDeliveriesInput = z.output<typeof webhookDeliveriesInput>;

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { fieldsOf } from '../../platform/common/fields';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './integrations.repository';

@ObjectType('WebhookEndpoint')
export class WebhookEndpointModel {
  @Field(() => ID) _id: string;
  @Field() url: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => [String]) events: string[];
  /** The last characters of the signing secret. */
  @Field() secret_hint: string;
  /** The signing secret in clear: only in the answer that made or rotated it, never again. */
  @Field({ nullable: true }) secret?: string;
  @Field() enabled: boolean;
  @Field(() => Int) consecutive_failures: number;
  @Field({ nullable: true }) disabled_reason?: string;
  @Field({ nullable: true }) disabled_at?: Date;
  @Field({ nullable: true }) last_delivery_at?: Date;
  @Field(() => Int, { nullable: true }) last_response_code?: number;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toEndpointModel(row: WebhookEndpointRow, secret?: string): WebhookEndpointModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'url',
      'description',
      'events',
      'secretHint',
      'enabled',
      'consecutiveFailures',
      'disabledReason',
      'disabledAt',
      'lastDeliveryAt',
      'lastResponseCode',
      'createdAt',
      'updatedAt',
    ]),
    secret,
  };
}

/** One attempt of a delivery: when, the receiver's status code, and why it failed. */
@ObjectType('WebhookDeliveryAttempt')
export class WebhookDeliveryAttemptModel {
  @Field() at: Date;
  @Field(() => Int, { nullable: true }) response_code?: number | null;
  @Field(() => String, { nullable: true }) error?: string | null;
  @Field(() => Int) duration_ms: number;
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryModel {
  @Field(() => ID) _id: string;
  /** endpoint or channel. */
  @Field() kind: string;
  @Field(() => ID, { nullable: true }) endpoint_id?: string;
  @Field(() => ID, { nullable: true }) channel_settings_id?: string;
  @Field() event: string;
  @Field() url: string;
  @Field(() => JsonScalar) payload: Record<string, unknown>;
  @Field() status: string;
  /** Attempts made so far. */
  @Field(() => Int) attempt: number;
  @Field(() => Int, { nullable: true }) response_code?: number;
  @Field({ nullable: true }) response_excerpt?: string;
  /** Why the last attempt failed, as a code: timeout, network, http_status, private_address, dns, endpoint_disabled, endpoint_removed. */
  @Field({ nullable: true }) error?: string;
  @Field(() => Int, { nullable: true }) duration_ms?: number;
  @Field({ nullable: true }) next_attempt_at?: Date;
  @Field({ nullable: true }) delivered_at?: Date;
  @Field(() => ID, { nullable: true }) replay_of?: string;
  @Field(() => [WebhookDeliveryAttemptModel]) attempts: WebhookDeliveryAttemptModel[];
  @Field() created_at: Date;
}

export function toDeliveryModel(row: WebhookDeliveryRow): WebhookDeliveryModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'kind',
      'endpointId',
      'channelSettingsId',
      'event',
      'url',
      'payload',
      'status',
      'attempt',
      'responseCode',
      'responseExcerpt',
      'error',
      'durationMs',
      'deliveredAt',
      'replayOf',
      'createdAt',
    ]),
    attempts: (row.attempts ?? []).map((a) => ({ ...a, at: new Date(a.at) })),
    // Only a waiting delivery has a next attempt to show.
    next_attempt_at: row.status === 'pending' || row.status === 'retrying' ? (row.nextAttemptAt ?? undefined) : undefined,
  };
}

/** The delivery log's tabs: deliveries per status, and all. */
@ObjectType('WebhookDeliveryCounters')
export class WebhookDeliveryCountersModel {
  @Field(() => Int) all: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) sending: number;
  @Field(() => Int) retrying: number;
  @Field(() => Int) succeeded: number;
  @Field(() => Int) failed: number;
}

/** A store as the Integrations page lists it: its push token and its Shopify-format webhook. */
@ObjectType('IntegrationStore')
export class IntegrationStoreModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() platform: string;
  @Field({ nullable: true }) domain?: string;
  @Field(() => ID) seller_id: string;
  @Field() status: string;
  /** The push token's visible start (`podst_<prefix>_…`), when it has one. */
  @Field({ nullable: true }) token_prefix?: string;
  @Field({ nullable: true }) token_created_at?: Date;
  @Field({ nullable: true }) token_last_used_at?: Date;
  /** A Shopify-format webhook secret is set: the shop's order webhooks are received. */
  @Field() webhook: boolean;
  /** Where the shop sends them (path on this API). */
  @Field({ nullable: true }) webhook_path?: string;
}

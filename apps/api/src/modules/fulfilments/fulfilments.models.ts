import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { FulfilmentRow } from './fulfilments.repository';
import type { ProviderLineRow } from './provider-lines.repository';
import { fieldsOf } from '../../platform/common/fields';
import { ServerTextModel } from '../../platform/common/graphql/server-text.model';

/** A provider account. Its credentials are write-only: only `credentials_hint` is ever sent. */
@ObjectType('Fulfilment')
export class FulfilmentModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() provider: string;
  @Field({ nullable: true }) account?: string;
  /** "••••a1b2": enough to tell two keys apart, never the key. */
  @Field() credentials_hint: string;
  @Field() private: boolean;
  /** valid, invalid, lost_connection or trash. */
  @Field() status: string;
  /** auto or manual. */
  @Field() routing: string;
  @Field() is_default: boolean;
  /** Presets routed to this account. */
  @Field(() => [String]) preset_ids: string[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toFulfilmentModel(row: FulfilmentRow): FulfilmentModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'provider', 'account', 'credentialsHint', 'private', 'status', 'routing', 'isDefault', 'presetIds', 'createdAt', 'updatedAt']),
  };
}

@ObjectType('FulfilmentRowError')
export class FulfilmentRowErrorModel {
  @Field(() => Int) row: number;
  /** Why the row was refused, as a code the web words. */
  @Field(() => ServerTextModel) text: ServerTextModel;
}

/** What importing a provider's result file did. */
@ObjectType('FulfilmentImportResult')
export class FulfilmentImportResultModel {
  @Field(() => Int) imported: number;
  @Field(() => [FulfilmentRowErrorModel]) errors: FulfilmentRowErrorModel[];
}

/** An order line sent to an outside provider, with its status and tracking. */
@ObjectType('ProviderLine')
export class ProviderLineModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field(() => ID) order_item_id: string;
  @Field(() => ID) fulfilment_id: string;
  @Field() provider: string;
  @Field() sku: string;
  /** The product's name on the order line. */
  @Field() name: string;
  @Field(() => Int) quantity: number;
  /** queued, sent, in_production, shipped, failed or cancelled. */
  @Field() status: string;
  /** Why it failed (address_incomplete, account_unavailable, send_failed). */
  @Field(() => String, { nullable: true }) error?: string | null;
  @Field(() => Date, { nullable: true }) sent_at?: Date | null;
  @Field(() => String, { nullable: true }) tracking_number?: string | null;
  @Field(() => String, { nullable: true }) carrier?: string | null;
  @Field(() => String, { nullable: true }) tracking_url?: string | null;
  @Field(() => Date, { nullable: true }) shipped_at?: Date | null;
  @Field() created_at: Date;
  /** Storage key of the order file it went in (read through `file_url`). */
  file_key?: string;
}

export function toProviderLineModel(row: ProviderLineRow): ProviderLineModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'orderId',
      'orderNumber',
      'orderItemId',
      'fulfilmentId',
      'provider',
      'sku',
      'name',
      'quantity',
      'status',
      'error',
      'sentAt',
      'trackingNumber',
      'carrier',
      'trackingUrl',
      'shippedAt',
      'createdAt',
      'fileKey',
    ]),
  };
}

/** Provider lines per status (the page's tabs), for its provider and search filters. */
@ObjectType('ProviderLineCounters')
export class ProviderLineCountersModel {
  @Field(() => Int) all: number;
  @Field(() => Int) queued: number;
  @Field(() => Int) sent: number;
  @Field(() => Int) in_production: number;
  @Field(() => Int) shipped: number;
  @Field(() => Int) failed: number;
  @Field(() => Int) cancelled: number;
}

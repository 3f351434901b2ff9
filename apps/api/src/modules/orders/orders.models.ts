import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ORDER_COUNTER_KEYS, STORE_STATUSES } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { JsonScalar, MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { OrderItemRow, OrderRow } from './orders.repository';
import type { StoreRow } from './stores.repository';
import { fieldsOf } from '../../platform/common/fields';

@ObjectType('Address')
export class AddressModel {
  @Field() name: string;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field() address1: string;
  @Field(() => String, { nullable: true }) address2?: string | null;
  @Field() city: string;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field() country: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
}

@ObjectType('OrderItem')
export class OrderItemModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) variant_id: string;
  @Field(() => ID) product_id: string;
  @Field() sku: string;
  @Field() name: string;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyScalar) price: string;
  @Field(() => MoneyScalar) base_price: string;
  @Field(() => MoneyScalar) total: string;
  @Field(() => ID, { nullable: true }) listing_id?: string | null;
  /** { print area: design file id }. */
  @Field(() => JsonScalar) designs: Record<string, string>;
  /** { print area: URL } given on the line and still being fetched (then moved to `designs`, or noted on the timeline). */
  @Field(() => JsonScalar) design_urls: Record<string, string>;
  @Field(() => JsonScalar) meta: Record<string, string>;
}

export const toOrderItemModel = (r: OrderItemRow): OrderItemModel => ({
  _id: r.id,
  ...fieldsOf(r, ['variantId', 'sku', 'name', 'quantity', 'basePrice', 'total', 'listingId', 'designs', 'designUrls', 'meta']),
  product_id: r.presetId,
  price: r.unitPrice,
});

@ObjectType('StoreRef')
export class StoreRefModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() platform: string;
}

@ObjectType('Order')
export class OrderModel {
  @Field(() => ID) _id: string;
  /** The identity code people quote: #100234. */
  @Field(() => Int) number: number;
  @Field() status: string;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field(() => ID, { nullable: true }) store_id?: string | null;
  @Field(() => StoreRefModel, { nullable: true }) store?: StoreRefModel | null;
  @Field() platform: string;
  @Field(() => String, { nullable: true }) platform_order_id?: string | null;
  /** How it came in: api, store, csv, manual or replacement. */
  @Field() source: string;
  @Field(() => AddressModel) shipping_address: AddressModel;
  @Field(() => AddressModel, { nullable: true }) billing_address?: AddressModel | null;
  @Field(() => ID, { nullable: true }) shipping_method_id?: string | null;
  @Field(() => MoneyScalar) subtotal: string;
  @Field(() => MoneyScalar) discount: string;
  @Field(() => MoneyScalar) additional_print: string;
  @Field(() => MoneyScalar) tax: string;
  @Field(() => MoneyScalar) shipping: string;
  @Field(() => MoneyScalar) total: string;
  @Field(() => MoneyScalar) base_cost: string;
  /** What billing charged and has not refunded. */
  @Field(() => MoneyScalar) paid: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field() priority: boolean;
  @Field() is_test: boolean;
  @Field() ship_by_seller: boolean;
  @Field(() => ID, { nullable: true }) parent_id?: string | null;
  @Field(() => Int) item_count: number;
  /** Lines, addresses and shipping may still change (unpaid). */
  @Field() editable: boolean;
  /** The transitions the order allows now (which action buttons to show). */
  @Field(() => [String]) actions: string[];
  @Field(() => [OrderItemModel]) items?: OrderItemModel[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
  @Field(() => Date, { nullable: true }) paid_at?: Date | null;
  @Field(() => Date, { nullable: true }) produced_at?: Date | null;
  @Field(() => Date, { nullable: true }) fulfilled_at?: Date | null;
  @Field(() => Date, { nullable: true }) completed_at?: Date | null;
  @Field(() => Date, { nullable: true }) cancelled_at?: Date | null;
}

export function toOrderModel(r: OrderRow, extra: { editable: boolean; actions: string[] }): OrderModel {
  return {
    _id: r.id,
    ...fieldsOf(r, [
      'number',
      'status',
      'sellerId',
      'storeId',
      'platform',
      'platformOrderId',
      'source',
      'shippingAddress',
      'billingAddress',
      'shippingMethodId',
      'subtotal',
      'discount',
      'additionalPrint',
      'tax',
      'shipping',
      'total',
      'baseCost',
      'paid',
      'notes',
      'priority',
      'isTest',
      'shipBySeller',
      'parentId',
      'itemCount',
      'createdAt',
      'updatedAt',
      'paidAt',
      'producedAt',
      'fulfilledAt',
      'completedAt',
      'cancelledAt',
    ]),
    ...extra,
  };
}

/** Orders per Orders tab for the same filter. */
export const OrderCountersModel = countersType('OrderCounters', Object.values(ORDER_COUNTER_KEYS));
export type OrderCountersModel = InstanceType<typeof OrderCountersModel>;

/** One order's outcome in processOrders. */
@ObjectType('ProcessOrderResult')
export class ProcessOrderResultModel {
  @Field(() => ID) _id: string;
  /** The order's number; null when the caller may not see the order (or there is none). */
  @Field(() => Int, { nullable: true }) number: number | null;
  @Field() ok: boolean;
  @Field(() => String, { nullable: true }) status?: string | null;
  /** A stable reason code (insufficient_balance, design_missing, transition_not_allowed, not_exist, process_failed, …). */
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@ObjectType('Store')
export class StoreModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() platform: string;
  @Field(() => String, { nullable: true }) domain?: string | null;
  @Field() status: string;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  /** Orders of the store (every status but Trash). */
  @Field(() => Int) order_count?: number;
  /** The start of the store's push token (`podst_<prefix>_…`), null when it has none; the token itself is shown once. */
  @Field(() => String, { nullable: true }) token_prefix?: string | null;
  @Field(() => Date, { nullable: true }) token_created_at?: Date | null;
  @Field(() => Date, { nullable: true }) token_last_used_at?: Date | null;
  /** Whether a webhook secret is set (the secret is never read back). */
  @Field() has_webhook_secret: boolean;
  @Field() created_at: Date;
}

export const toStoreModel = (r: StoreRow): StoreModel => ({
  _id: r.id,
  ...fieldsOf(r, ['name', 'platform', 'domain', 'status', 'sellerId', 'tokenCreatedAt', 'tokenLastUsedAt', 'createdAt']),
  token_prefix: r.tokenPrefix ? `podst_${r.tokenPrefix}_…` : null,
  has_webhook_secret: !!r.webhookSecret,
});

@ObjectType()
export class NewStoreTokenModel {
  /** The whole token: shown once, here. */
  @Field() token: string;
  @Field() prefix: string;
}

export const StoreCounterModel = countersType('StoreCounter', ['all', ...STORE_STATUSES]);
export type StoreCounterModel = InstanceType<typeof StoreCounterModel>;

/** A line's design on one print area, with a small picture to show it. */
@ObjectType('OrderDesign')
export class OrderDesignModel {
  @Field() area: string;
  @Field(() => ID) file_id: string;
  /** Null when the file no longer exists. */
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
}

/** Who fulfils part of an order (the seller's /fulfilments): one of our factories or a provider account. */
@ObjectType('OrderFulfiller')
export class OrderFulfillerModel {
  /** factory, provider, or unrouted (a provider's product no live account takes yet). */
  @Field() kind: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field() provider: string;
  @Field(() => Int) units: number;
}

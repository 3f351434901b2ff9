import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SHIPMENT_TABS, type ShipmentTab } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { ShipmentEventRow, ShipmentRow } from './shipments.repository';

/** One tracking event: the carrier's (its own description) or the platform's (`description` a code the web words). */
@ObjectType('ShipmentEvent')
export class ShipmentEventModel {
  @Field(() => ID) _id: string;
  @Field() status: string;
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) location?: string;
  @Field() occurred_at: Date;
}

@ObjectType('Shipment')
export class ShipmentModel {
  @Field(() => ID) _id: string;
  @Field() tracking_number: string;
  /** The carrier's code in lower case ("usps"); 'unknown' when the provider did not say. */
  @Field() carrier: string;
  @Field(() => ID, { nullable: true }) shipping_method_id?: string;
  /** The package this parcel is (none for an outside provider's parcel). */
  @Field(() => ID, { nullable: true }) package_id?: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  @Field(() => Int, { nullable: true }) order_number?: number;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field() customer_name: string;
  /** package (our own label) or provider (an outside provider's tracking). */
  @Field() source: string;
  @Field() status: string;
  @Field() international: boolean;
  @Field({ nullable: true }) activated_at?: Date;
  @Field({ nullable: true }) last_event_at?: Date;
  @Field({ nullable: true }) delivered_at?: Date;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** Its tracking history, newest first. */
  @Field(() => [ShipmentEventModel]) events: ShipmentEventModel[];
}

export function toShipmentModel(row: ShipmentRow): ShipmentModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'trackingNumber',
      'carrier',
      'shippingMethodId',
      'packageId',
      'orderId',
      'orderNumber',
      'sellerId',
      'customerName',
      'source',
      'status',
      'international',
      'activatedAt',
      'lastEventAt',
      'deliveredAt',
      'createdAt',
      'updatedAt',
    ]),
    events: [],
  };
}

export function toShipmentEventModel(row: ShipmentEventRow): ShipmentEventModel {
  return { _id: row.id, ...fieldsOf(row, ['status', 'description', 'location', 'occurredAt']) };
}

/** The tabs' field names: all, processing, picked_up, …, other. */
export const counterKeyOf = (tab: ShipmentTab) => tab.toLowerCase().replace(/ /g, '_');
export const ShipmentCountersModel = countersType('ShipmentCounters', SHIPMENT_TABS.map(counterKeyOf));
export type ShipmentCountersModel = InstanceType<typeof ShipmentCountersModel>;

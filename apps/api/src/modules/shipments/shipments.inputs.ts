import { ArgsType, Field, ID } from '@nestjs/graphql';

/** shipments / shipmentCounters filters, checked by `shipmentFilterInput`. */
@ArgsType()
export class ShipmentFilterArgs {
  /** A tab: All or a status. */
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) tracking_number?: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  /** Words of the customer's name. */
  @Field({ nullable: true }) customer_name?: string;
}

/** maskAsDelivered, checked by `maskAsDeliveredInput`. */
@ArgsType()
export class MaskAsDeliveredArgs {
  @Field(() => ID) _id: string;
  /** Why, for the timeline. */
  @Field({ nullable: true }) note?: string;
}

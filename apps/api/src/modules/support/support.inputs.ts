import { ArgsType, Field, ID } from '@nestjs/graphql';
import { AddressInput } from '../orders/orders.inputs';

/** tickets / ticketCounters filters, checked by `ticketFilterInput`. */
@ArgsType()
export class TicketFilterArgs {
  @Field({ nullable: true }) type?: string;
  @Field(() => ID, { nullable: true }) assignee_id?: string;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  /** A ticket code, an order number or sku the ticket names, or words of its subject. */
  @Field({ nullable: true }) search?: string;
}

/** makeTicket, checked by `makeTicketInput`. */
@ArgsType()
export class MakeTicketArgs {
  @Field() subject: string;
  @Field() type: string;
  @Field({ nullable: true }) priority?: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  @Field(() => ID, { nullable: true }) item_id?: string;
  @Field(() => ID, { nullable: true }) listing_id?: string;
  @Field() body: string;
  /** File ids (uploads of type attachment): each must be the caller's to use. */
  @Field(() => [ID], { nullable: true }) attachments?: string[];
  /** An order ticket asking for a new shipping address: applied while the order is editable. */
  @Field(() => AddressInput, { nullable: true }) shipping_address?: AddressInput;
}

/** replyTicket, checked by `replyTicketInput`. */
@ArgsType()
export class ReplyTicketArgs {
  @Field(() => ID) _id: string;
  @Field() body: string;
  /** A staff-only note. */
  @Field({ nullable: true }) internal?: boolean;
  @Field(() => [ID], { nullable: true }) attachments?: string[];
}

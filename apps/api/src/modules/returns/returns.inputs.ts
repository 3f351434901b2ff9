import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';

/** A line of the order and how many of its units (checked by `returnLineInput`). */
@InputType('ReturnLineInput')
export class ReturnLineInputType {
  @Field(() => ID) item_id: string;
  @Field(() => Int) quantity: number;
}

/** returnRequests / returnRequestCounters filters, checked by `returnFilterInput`. */
@ArgsType()
export class ReturnFilterArgs {
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  /** A request code (RR-000123), an order number, or words of its note. */
  @Field({ nullable: true }) search?: string;
}

/** makeReturnRequest, checked by `makeReturnRequestInput`. */
@ArgsType()
export class MakeReturnRequestArgs {
  @Field(() => ID) order_id: string;
  @Field() reason: string;
  /** replacement or refund (the default). */
  @Field({ nullable: true }) wanted?: string;
  @Field({ nullable: true }) note?: string;
  @Field(() => [ReturnLineInputType]) lines: ReturnLineInputType[];
  /** File ids (uploads of type attachment): each must be the caller's to use. */
  @Field(() => [ID], { nullable: true }) photos?: string[];
  /** The support ticket it is started from: the caller's to see, about the same order. */
  @Field(() => ID, { nullable: true }) ticket_id?: string;
}

/** approveReturnRequest, checked by `approveReturnRequestInput`. */
@ArgsType()
export class ApproveReturnRequestArgs {
  @Field(() => ID) _id: string;
  /** replacement or refund. */
  @Field() resolution: string;
  /** The lines (and units) replaced or refunded; all of the request's when left out. */
  @Field(() => [ReturnLineInputType], { nullable: true }) lines?: ReturnLineInputType[];
  /** A refund's amount; the chosen lines' price when left out. Never more than the order still holds. */
  @Field({ nullable: true }) amount?: string;
  @Field(() => ID, { nullable: true }) fault_manufacture_id?: string;
  /** cutting, printing, sewing or packing. */
  @Field({ nullable: true }) fault_station?: string;
  @Field({ nullable: true }) note?: string;
}

/** rejectReturnRequest, holdReturnRequest, completeReturnRequest, cancelReturnRequest. */
@ArgsType()
export class DecideReturnRequestArgs {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) note?: string;
}

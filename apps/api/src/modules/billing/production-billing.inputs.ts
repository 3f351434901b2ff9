import { ArgsType, Field, ID } from '@nestjs/graphql';

/** productionTransactions / Counters / Sum filters, checked by `productionTransactionFilterInput`. */
@ArgsType()
export class ProductionTransactionFilterArgs {
  @Field({ nullable: true }) status?: string;
  @Field(() => ID, { nullable: true }) manufacture_id?: string;
  @Field(() => ID, { nullable: true }) user_id?: string;
  /** DD-MM-YYYY: orders paid from the start of that day. */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY: to the end of that day. */
  @Field({ nullable: true }) end?: string;
}

/** productionInvoices / productionInvoiceCounters filters, checked by `productionInvoiceFilterInput`. */
@ArgsType()
export class ProductionInvoiceFilterArgs {
  @Field({ nullable: true }) status?: string;
  @Field(() => ID, { nullable: true }) manufacture_id?: string;
  @Field(() => ID, { nullable: true }) user_id?: string;
  /** DD-MM-YYYY: periods starting on or after it. */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY: periods ending on or before it. */
  @Field({ nullable: true }) end?: string;
}

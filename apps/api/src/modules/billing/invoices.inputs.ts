import { ArgsType, Field, ID } from '@nestjs/graphql';

/** invoices / invoiceCounters filters, checked by `invoiceFilterInput`. */
@ArgsType()
export class InvoiceFilterArgs {
  @Field({ nullable: true }) status?: string;
  @Field(() => ID, { nullable: true }) user_id?: string;
  /** DD-MM-YYYY: periods starting on or after it. */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY: periods ending on or before it. */
  @Field({ nullable: true }) end?: string;
  /** An order number: the invoices listing that order. */
  @Field({ nullable: true }) search?: string;
}

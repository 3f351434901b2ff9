import { ArgsType, Field, ID } from '@nestjs/graphql';
import { FlexScalar } from '../users/flex.scalar';

/** transactions / transactionCounters / transactionSum filters, checked by `transactionFilterInput`. */
@ArgsType()
export class TransactionFilterArgs {
  @Field({ nullable: true }) type?: string;
  @Field(() => ID, { nullable: true }) user_id?: string;
  @Field({ nullable: true }) order_id?: string;
  /** DD-MM-YYYY, from the start of that day. */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY, to the end of that day. */
  @Field({ nullable: true }) end?: string;
}

/** topupAccount's legacy arguments, checked by `topupAccountInput`; amounts stay as sent so a third decimal is refused, not rounded. */
@ArgsType()
export class TopupAccountArgs {
  @Field(() => FlexScalar) amount: string | number;
  @Field() payment_method: string;
  @Field() payment_transaction_info: string;
  @Field({ nullable: true }) message?: string;
  @Field(() => ID, { nullable: true }) user?: string;
  @Field(() => ID, { nullable: true }) proof_file_id?: string;
}

@ArgsType()
export class AdjustCreditArgs {
  @Field(() => ID) user_id: string;
  @Field(() => FlexScalar) amount: string | number;
  @Field() message: string;
}

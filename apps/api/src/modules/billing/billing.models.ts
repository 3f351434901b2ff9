import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ServerTextModel, toServerTextModel } from '../../platform/common/graphql/server-text.model';
import { TRANSACTION_FILTERS } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { LedgerEntryRow } from './ledger.repository';
import { fieldsOf } from '../../platform/common/fields';

/** One ledger entry as the Transactions screen and integrations read it. */
@ObjectType('Transaction')
export class TransactionModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) user_id: string;
  /** The seller (resolved per request in one query). */
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  @Field() type: string;
  @Field() status: string;
  /** Signed effect on the credit: top-ups and refunds positive, payments negative. */
  @Field(() => MoneyScalar) amount: string;
  @Field(() => MoneyScalar) fee: string;
  @Field(() => MoneyScalar, { nullable: true }) balance_after?: string | null;
  @Field(() => String, { nullable: true }) payment_method?: string | null;
  @Field(() => String, { nullable: true }) payment_transaction_info?: string | null;
  @Field(() => String, { nullable: true }) order_id?: string | null;
  @Field(() => String, { nullable: true }) production_id?: string | null;
  /** What a person typed with it. */
  @Field(() => String, { nullable: true }) message?: string | null;
  /** What the server says of it, as a code the web words. */
  @Field(() => ServerTextModel, { nullable: true }) text?: ServerTextModel | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => ID, { nullable: true }) proof_file_id?: string | null;
  @Field(() => ID, { nullable: true }) created_by_id?: string | null;
  @Field(() => UserRefModel, { nullable: true }) created_by?: UserRefModel | null;
  @Field() created_at: Date;
  @Field(() => Date, { nullable: true }) paid_at?: Date | null;
}

export function toTransactionModel(row: LedgerEntryRow): TransactionModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'userId',
      'type',
      'status',
      'amount',
      'fee',
      'balanceAfter',
      'paymentMethod',
      'orderId',
      'productionId',
      'message',
      'reason',
      'proofFileId',
      'createdAt',
      'paidAt',
    ]),
    text: toServerTextModel(row.text),
    payment_transaction_info: row.transactionInfo,
    created_by_id: row.createdBy,
  };
}

/** Entries per Transactions tab for the same filter. */
export const TransactionCountersModel = countersType('TransactionCounters', TRANSACTION_FILTERS);
export type TransactionCountersModel = InstanceType<typeof TransactionCountersModel>;

/** Paid top-ups, payments and refunds for the filter (payments negative). */
@ObjectType('TransactionSum')
export class TransactionSumModel {
  @Field(() => MoneyScalar) topup: string;
  @Field(() => MoneyScalar) payment: string;
  @Field(() => MoneyScalar) refund: string;
  @Field(() => MoneyScalar) adjustment: string;
  @Field(() => MoneyScalar) import_tax: string;
  @Field(() => MoneyScalar) tracking_activation: string;
  @Field(() => MoneyScalar) commission: string;
  @Field(() => MoneyScalar) affiliate_commission: string;
  @Field(() => MoneyScalar) affiliate_reversal: string;
  @Field(() => MoneyScalar, { description: "Every paid entry of the filter, whatever its type: a seller's whole ledger sums to their credit." })
  total: string;
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PRODUCTION_TRANSACTION_FILTERS } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { ProductionTransactionRow } from './production-ledger.repository';
import type { ProductionInvoiceRow } from './production-invoices.repository';
import { toWeeklyInvoiceFields, WeeklyInvoiceFields } from './invoices.models';
import { fieldsOf } from '../../platform/common/fields';

/** One entry of the production ledger: a factory's work for a paid order, at base cost. */
@ObjectType('ProductionTransaction')
export class ProductionTransactionModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) manufacture_id: string;
  @Field(() => ID) user_id: string;
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  /** The manufacturing module's production, once it exists. */
  @Field(() => String, { nullable: true }) production_id?: string | null;
  @Field(() => Int) units: number;
  @Field(() => MoneyScalar) amount: string;
  @Field() status: string;
  @Field(() => ID, { nullable: true }) invoice_id?: string | null;
  @Field() paid_at: Date;
  @Field() created_at: Date;
  @Field(() => Date, { nullable: true }) cancelled_at?: Date | null;
}

export function toProductionTransactionModel(r: ProductionTransactionRow): ProductionTransactionModel {
  return {
    _id: r.id,
    ...fieldsOf(r, ['manufactureId', 'orderId', 'orderNumber', 'productionId', 'units', 'amount', 'status', 'invoiceId', 'paidAt', 'createdAt', 'cancelledAt']),
    user_id: r.sellerId,
  };
}

/** Entries per Production Transactions tab for the same filter. */
export const ProductionTransactionCountersModel = countersType('ProductionTransactionCounters', PRODUCTION_TRANSACTION_FILTERS);
export type ProductionTransactionCountersModel = InstanceType<typeof ProductionTransactionCountersModel>;

/** Amounts per status for the filter; `all` is what is owed (pending and invoiced). */
@ObjectType('ProductionTransactionSum')
export class ProductionTransactionSumModel {
  @Field(() => MoneyScalar) all: string;
  @Field(() => MoneyScalar) pending: string;
  @Field(() => MoneyScalar) invoiced: string;
  @Field(() => MoneyScalar) cancelled: string;
}

/** A factory on the production ledger (the screens' factory filter). */
@ObjectType('ProductionFactory')
export class ProductionFactoryModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
}

/** The factories and sellers on the production ledger, for the filters. */
@ObjectType('ProductionParties')
export class ProductionPartiesModel {
  @Field(() => [ProductionFactoryModel]) factories: ProductionFactoryModel[];
  @Field(() => [UserRefModel]) sellers: UserRefModel[];
}

/** A factory's weekly invoice to a seller; its total is the sum of its lines. */
@ObjectType('ProductionInvoice')
export class ProductionInvoiceModel extends WeeklyInvoiceFields {
  @Field(() => ID) manufacture_id: string;
}

export function toProductionInvoiceModel(r: ProductionInvoiceRow): ProductionInvoiceModel {
  return { ...toWeeklyInvoiceFields(r), manufacture_id: r.manufactureId };
}

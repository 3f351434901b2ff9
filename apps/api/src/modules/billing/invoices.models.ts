import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { INVOICE_STATUSES } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';
import { fieldsOf } from '../../platform/common/fields';

/** One paid order on an invoice. */
@ObjectType('InvoiceLine')
export class InvoiceLineModel {
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field() paid_at: Date;
  @Field(() => MoneyScalar) product_cost: string;
  /** The order's shipping as charged. */
  @Field(() => MoneyScalar) estimated_shipping: string;
  /** Null until the order's shipments report what shipping cost. */
  @Field(() => MoneyScalar, { nullable: true }) actual_shipping?: string | null;
  @Field(() => MoneyScalar) total: string;
  /** The order's status now (resolved): whether it has shipped. */
  order_status?: string;
}

/** What a seller's weekly invoice and a factory's production invoice share: the seller, the period, the status and the total of its lines. */
@ObjectType({ isAbstract: true })
export abstract class WeeklyInvoiceFields {
  @Field(() => ID) _id: string;
  @Field(() => Int) number: number;
  @Field(() => ID) user_id: string;
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  /** YYYY-MM-DD, the period's first day. */
  @Field() period_start: string;
  /** YYYY-MM-DD, the period's last day. */
  @Field() period_end: string;
  @Field() status: string;
  @Field(() => Int) order_count: number;
  @Field(() => MoneyScalar) total: string;
  @Field() created_at: Date;
  @Field(() => Date, { nullable: true }) paid_at?: Date | null;
  @Field(() => Date, { nullable: true }) cancelled_at?: Date | null;
  /** Storage keys, signed into URLs by the resolver. */
  pdf_key?: string | null;
  xlsx_key?: string | null;
}

type WeeklyInvoiceRow = Pick<
  InvoiceRow,
  'id' | 'number' | 'sellerId' | 'periodStart' | 'periodEnd' | 'status' | 'orderCount' | 'total' | 'createdAt' | 'paidAt' | 'cancelledAt' | 'pdfKey' | 'xlsxKey'
>;

export function toWeeklyInvoiceFields(row: WeeklyInvoiceRow): WeeklyInvoiceFields {
  return {
    _id: row.id,
    ...fieldsOf(row, ['number', 'periodStart', 'periodEnd', 'status', 'orderCount', 'total', 'createdAt', 'paidAt', 'cancelledAt', 'pdfKey', 'xlsxKey']),
    user_id: row.sellerId,
  };
}

/** A seller's weekly invoice; its totals are the sums of its lines. */
@ObjectType('Invoice')
export class InvoiceModel extends WeeklyInvoiceFields {
  @Field(() => MoneyScalar) product_cost: string;
  @Field(() => MoneyScalar) estimated_shipping: string;
  @Field(() => MoneyScalar, { nullable: true }) actual_shipping?: string | null;
}

export function toInvoiceModel(row: InvoiceRow): InvoiceModel {
  return {
    ...toWeeklyInvoiceFields(row),
    ...fieldsOf(row, ['productCost', 'estimatedShipping', 'actualShipping']),
  };
}

export function toInvoiceLineModel(row: InvoiceLineRow): InvoiceLineModel {
  return {
    ...fieldsOf(row, ['orderId', 'orderNumber', 'paidAt', 'productCost', 'estimatedShipping', 'actualShipping', 'total']),
  };
}

/** Invoices per tab for the same filter. */
export const InvoiceCountersModel = countersType('InvoiceCounters', ['all', ...INVOICE_STATUSES]);
export type InvoiceCountersModel = InstanceType<typeof InvoiceCountersModel>;

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../common/graphql/scalars';
import { UserRefModel } from '../users/user-ref.loader';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

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
}

/** A seller's weekly invoice; its totals are the sums of its lines. */
@ObjectType('Invoice')
export class InvoiceModel {
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
  @Field(() => MoneyScalar) product_cost: string;
  @Field(() => MoneyScalar) estimated_shipping: string;
  @Field(() => MoneyScalar, { nullable: true }) actual_shipping?: string | null;
  @Field(() => MoneyScalar) total: string;
  @Field() created_at: Date;
  @Field(() => Date, { nullable: true }) paid_at?: Date | null;
  @Field(() => Date, { nullable: true }) cancelled_at?: Date | null;
  /** Storage keys, signed into URLs by the resolver. */
  pdf_key: string | null;
  xlsx_key: string | null;
}

export function toInvoiceModel(row: InvoiceRow): InvoiceModel {
  return {
    _id: row.id,
    number: row.number,
    user_id: row.sellerId,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status,
    order_count: row.orderCount,
    product_cost: row.productCost,
    estimated_shipping: row.estimatedShipping,
    actual_shipping: row.actualShipping,
    total: row.total,
    created_at: row.createdAt,
    paid_at: row.paidAt,
    cancelled_at: row.cancelledAt,
    pdf_key: row.pdfKey,
    xlsx_key: row.xlsxKey,
  };
}

export function toInvoiceLineModel(row: InvoiceLineRow): InvoiceLineModel {
  return {
    order_id: row.orderId,
    order_number: row.orderNumber,
    paid_at: row.paidAt,
    product_cost: row.productCost,
    estimated_shipping: row.estimatedShipping,
    actual_shipping: row.actualShipping,
    total: row.total,
  };
}

/** Invoices per tab for the same filter. */
@ObjectType('InvoiceCounters')
export class InvoiceCountersModel {
  @Field(() => Int) all: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) paid: number;
  @Field(() => Int) cancelled: number;
}

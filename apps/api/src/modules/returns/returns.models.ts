import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { RETURN_TABS, returnCode, type ReturnTab } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { ReturnRequestLineRow, ReturnRequestRow } from './returns.repository';

/** A photo of a request: its picture (a thumbnail for images) and the original. */
@ObjectType('ReturnPhoto')
export class ReturnPhotoModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() url: string;
  @Field() thumbnail: string;
}

@ObjectType('ReturnLine')
export class ReturnLineModel {
  @Field(() => ID) item_id: string;
  @Field() sku: string;
  @Field() name: string;
  @Field(() => Int) quantity: number;
  /** Units the approval replaced or refunded (null until approved). */
  @Field(() => Int, { nullable: true }) approved_quantity?: number | null;
  @Field() unit_price: string;
}

@ObjectType('ReturnRequest')
export class ReturnRequestModel {
  @Field(() => ID) _id: string;
  /** The code people quote: RR-000123. */
  @Field() code: string;
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field() reason: string;
  /** What the seller asked for: replacement or refund (`resolution` is what was decided). */
  @Field() wanted: string;
  @Field({ nullable: true }) note?: string;
  @Field(() => [ReturnPhotoModel]) photos: ReturnPhotoModel[];
  photo_ids: string[];
  @Field() status: string;
  @Field({ nullable: true }) resolution?: string;
  @Field(() => ID, { nullable: true }) replacement_order_id?: string;
  @Field({ nullable: true }) refund_amount?: string;
  @Field(() => ID, { nullable: true }) ledger_entry_id?: string;
  @Field(() => ID, { nullable: true }) fault_manufacture_id?: string;
  @Field({ nullable: true }) fault_manufacture_name?: string;
  @Field({ nullable: true }) fault_station?: string;
  @Field({ nullable: true }) decision_note?: string;
  @Field(() => UserRefModel, { nullable: true }) decided_by?: UserRefModel | null;
  decided_by_id?: string;
  @Field({ nullable: true }) decided_at?: Date;
  @Field(() => [ReturnLineModel]) lines: ReturnLineModel[];
  /** The support ticket it was started from. */
  @Field(() => ID, { nullable: true }) ticket_id?: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** The transitions this caller may fire now (the drawer's buttons): approve, reject, hold, complete, cancel. */
  @Field(() => [String]) next_actions: string[];
}

export function toReturnRequestModel(row: ReturnRequestRow, nextActions: string[]): ReturnRequestModel {
  return {
    _id: row.id,
    code: returnCode(row.number),
    ...fieldsOf(row, [
      'orderId',
      'orderNumber',
      'sellerId',
      'reason',
      'wanted',
      'note',
      'status',
      'resolution',
      'replacementOrderId',
      'refundAmount',
      'ledgerEntryId',
      'faultManufactureId',
      'faultStation',
      'decisionNote',
      'decidedAt',
      'ticketId',
    ]),
    photos: [],
    photo_ids: row.photos,
    decided_by_id: row.decidedBy ?? undefined,
    lines: [],
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    next_actions: nextActions,
  };
}

export function toReturnLineModel(row: ReturnRequestLineRow): ReturnLineModel {
  return {
    item_id: row.orderItemId,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    approved_quantity: row.approvedQuantity,
    unit_price: row.unitPrice,
  };
}

/** The tabs' field names: all, opening, approved, rejected, on_hold, completed, cancelled. */
export const counterKeyOf = (tab: ReturnTab) => tab.toLowerCase().replace(/ /g, '_');
export const ReturnRequestCountersModel = countersType('ReturnRequestCounters', RETURN_TABS.map(counterKeyOf));
export type ReturnRequestCountersModel = InstanceType<typeof ReturnRequestCountersModel>;

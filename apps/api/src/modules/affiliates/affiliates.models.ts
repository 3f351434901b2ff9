import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { subtractMoney } from '@pod/shared';
import { fieldsOf } from '../../platform/common/fields';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { UserRow } from '../users/users.service';
import type { AffiliateCommissionRow, AffiliateRow } from './affiliates.repository';

/** An affiliate: a user (its `_id` is the user's id, what a seller's `current_affiliate_id` names) with a code and a commission per unit. */
@ObjectType('Affiliate')
export class AffiliateModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) user_id: string;
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  @Field() code: string;
  /** Money per unit sold by a referred seller. */
  @Field(() => MoneyScalar) commission: string;
  @Field() active: boolean;
  /** Sellers whose current_affiliate_id is this affiliate (one grouped query per page). */
  @Field(() => Int) sellers_count: number;
  @Field(() => Int) posted_count: number;
  @Field(() => MoneyScalar) posted_total: string;
  @Field(() => Int) reversed_count: number;
  @Field(() => MoneyScalar) reversed_total: string;
  /** What the affiliate keeps: posted less reversed. */
  @Field(() => MoneyScalar) earned: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toAffiliateModel(row: AffiliateRow): AffiliateModel {
  return {
    _id: row.userId,
    ...fieldsOf(row, ['userId', 'code', 'commission', 'active', 'postedCount', 'postedTotal', 'reversedCount', 'reversedTotal', 'createdAt', 'updatedAt']),
    sellers_count: 0,
    earned: subtractMoney(row.postedTotal, row.reversedTotal),
  };
}

/** A seller an affiliate referred. */
@ObjectType('AffiliateSeller')
export class AffiliateSellerModel {
  @Field(() => ID) _id: string;
  @Field() email: string;
  @Field() name: string;
  @Field() status: string;
  @Field() created_at: Date;
}

export function toAffiliateSellerModel(row: UserRow): AffiliateSellerModel {
  return { _id: row.id, ...fieldsOf(row, ['email', 'name', 'status', 'createdAt']) };
}

/** One paid order's commission: posted when it was paid, reversed if it was cancelled or refunded after. */
@ObjectType('AffiliateCommission')
export class AffiliateCommissionModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) affiliate_id: string;
  @Field(() => UserRefModel, { nullable: true }) affiliate?: UserRefModel | null;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field(() => Int) units: number;
  @Field(() => MoneyScalar) rate: string;
  @Field(() => MoneyScalar) amount: string;
  @Field() status: string;
  @Field() posted_at: Date;
  @Field(() => Date, { nullable: true }) reversed_at?: Date | null;
}

export function toAffiliateCommissionModel(row: AffiliateCommissionRow): AffiliateCommissionModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['affiliateId', 'sellerId', 'orderId', 'orderNumber', 'units', 'rate', 'amount', 'status', 'postedAt', 'reversedAt']),
  };
}

@ObjectType('AffiliateCommissionSum')
export class AffiliateCommissionSumModel {
  @Field(() => Int) count: number;
  @Field(() => MoneyScalar) amount: string;
}

/** The commission history's tabs: how many and how much. */
@ObjectType('AffiliateCommissionTotals')
export class AffiliateCommissionTotalsModel {
  @Field(() => AffiliateCommissionSumModel) all: AffiliateCommissionSumModel;
  @Field(() => AffiliateCommissionSumModel) posted: AffiliateCommissionSumModel;
  @Field(() => AffiliateCommissionSumModel) reversed: AffiliateCommissionSumModel;
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { centsToDecimal } from '@pod/shared';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { UserRefModel } from '../users/users.models';
import type { LocationRow } from './locations.repository';
import type { ShippingMethodRow, ShippingZoneRow } from './shipping-methods.repository';
import { fieldsOf } from '../../platform/common/fields';

@ObjectType('ShippingMethod')
export class ShippingMethodModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field({ nullable: true }) carrier?: string;
  /** domestic or international. */
  @Field() scope: string;
  @Field(() => Int) min_days: number;
  @Field(() => Int) max_days: number;
  @Field() active: boolean;
  /** everyone, merchant_group or sellers. */
  @Field() audience: string;
  @Field(() => ID, { nullable: true }) merchant_group_id?: string;
  @Field(() => [ID]) seller_ids: string[];
  /** The chosen sellers (resolved per request in one query). */
  @Field(() => [UserRefModel]) sellers?: UserRefModel[];
  @Field() trashed: boolean;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toShippingMethodModel(row: ShippingMethodRow): ShippingMethodModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'carrier', 'scope', 'minDays', 'maxDays', 'active', 'audience', 'merchantGroupId', 'sellerIds', 'createdAt', 'updatedAt']),
    trashed: row.trashedAt !== null,
  };
}

@ObjectType('ShippingTier')
export class ShippingTierModel {
  /** Grams, inclusive. */
  @Field(() => Int) min_weight: number;
  /** Grams, exclusive; null is no upper bound. */
  @Field(() => Int, { nullable: true }) max_weight: number | null;
  @Field(() => MoneyScalar) first_item: string;
  @Field(() => MoneyScalar) additional_item: string;
}

@ObjectType('ShippingZone')
export class ShippingZoneModel {
  @Field() name: string;
  /** ISO alpha-2 codes. */
  @Field(() => [String]) countries: string[];
  @Field() rest_of_world: boolean;
  @Field(() => [ShippingTierModel]) tiers: ShippingTierModel[];
}

/** One method's part of the shipping cost table. */
@ObjectType('ShippingCostTable')
export class ShippingCostTableModel {
  @Field(() => ID) method_id: string;
  @Field() method_name: string;
  @Field() active: boolean;
  @Field(() => [ShippingZoneModel]) zones: ShippingZoneModel[];
}

export function toZoneModel(row: ShippingZoneRow): ShippingZoneModel {
  return {
    name: row.name,
    countries: row.countries,
    rest_of_world: row.restOfWorld,
    tiers: row.tiers.map((t) => ({
      min_weight: t.min_weight,
      max_weight: t.max_weight,
      first_item: centsToDecimal(BigInt(t.first_item_cents)),
      additional_item: centsToDecimal(BigInt(t.additional_item_cents)),
    })),
  };
}

@ObjectType('Location')
export class LocationModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  /** stock or ship_from. */
  @Field() type: string;
  /** active or trash. */
  @Field() status: string;
  @Field({ nullable: true }) address1?: string;
  @Field({ nullable: true }) address2?: string;
  @Field({ nullable: true }) city?: string;
  @Field({ nullable: true }) state?: string;
  @Field({ nullable: true }) postal_code?: string;
  @Field() country: string;
  @Field({ nullable: true }) phone?: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toLocationModel(row: LocationRow): LocationModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'type', 'status', 'address1', 'address2', 'city', 'state', 'postalCode', 'country', 'phone', 'createdAt', 'updatedAt']),
  };
}

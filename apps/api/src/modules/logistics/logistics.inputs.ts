import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { MoneyScalar } from '../../platform/common/graphql/scalars';

/** makeShippingMethod input, checked by `makeShippingMethodInput` (packages/shared/src/inputs/logistics.ts). Absent fields are left alone. */
@InputType()
export class MakeShippingMethodInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) carrier?: string;
  @Field({ nullable: true }) scope?: string;
  @Field(() => Int, { nullable: true }) min_days?: number;
  @Field(() => Int, { nullable: true }) max_days?: number;
  @Field({ nullable: true }) active?: boolean;
  @Field({ nullable: true }) audience?: string;
  @Field(() => ID, { nullable: true }) merchant_group_id?: string;
  @Field(() => [ID], { nullable: true }) seller_ids?: string[];
}

@InputType()
export class ShippingTierInput {
  @Field(() => Int) min_weight: number;
  @Field(() => Int, { nullable: true }) max_weight?: number | null;
  @Field(() => MoneyScalar) first_item: string;
  @Field(() => MoneyScalar) additional_item: string;
}

@InputType()
export class ShippingZoneInput {
  @Field() name: string;
  @Field(() => [String], { nullable: true }) countries?: string[];
  @Field({ nullable: true }) rest_of_world?: boolean;
  @Field(() => [ShippingTierInput]) tiers: ShippingTierInput[];
}

/** makeShippingCostTable input: one method's zones, given whole. */
@InputType()
export class ShippingCostTableInput {
  @Field(() => ID) method_id: string;
  @Field(() => [ShippingZoneInput]) zones: ShippingZoneInput[];
}

/** makeLocation input, checked by `makeLocationInput`. */
@InputType()
export class MakeLocationInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) type?: string;
  @Field({ nullable: true }) address1?: string;
  @Field({ nullable: true }) address2?: string;
  @Field({ nullable: true }) city?: string;
  @Field({ nullable: true }) state?: string;
  @Field({ nullable: true }) postal_code?: string;
  @Field({ nullable: true }) country?: string;
  @Field({ nullable: true }) phone?: string;
}

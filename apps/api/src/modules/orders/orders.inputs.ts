import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { FlexScalar } from '../users/flex.scalar';

/** The GraphQL shapes of the order and store inputs; `packages/shared/src/inputs/orders.ts` checks them. */

@InputType()
export class AddressInput {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) company?: string;
  @Field({ nullable: true }) address1?: string;
  @Field({ nullable: true }) address2?: string;
  @Field({ nullable: true }) city?: string;
  @Field({ nullable: true }) state?: string;
  @Field({ nullable: true }) zip?: string;
  /** ISO 3166 alpha-2. */
  @Field({ nullable: true }) country?: string;
  @Field({ nullable: true }) phone?: string;
  @Field({ nullable: true }) email?: string;
}

@InputType()
export class OrderLineInput {
  @Field() sku: string;
  @Field(() => FlexScalar) quantity: unknown;
  /** { print area: design file id }. */
  @Field(() => JsonScalar, { nullable: true }) designs?: unknown;
  @Field(() => ID, { nullable: true }) listing_id?: string;
  @Field(() => JsonScalar, { nullable: true }) meta?: unknown;
}

@InputType()
export class CreateOrderInput {
  @Field(() => ID, { nullable: true }) store_id?: string;
  @Field({ nullable: true }) platform_order_id?: string;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field(() => AddressInput) shipping_address: AddressInput;
  @Field(() => AddressInput, { nullable: true }) billing_address?: AddressInput;
  @Field(() => [OrderLineInput]) items: OrderLineInput[];
  @Field(() => ID, { nullable: true }) shipping_method_id?: string;
  @Field({ nullable: true }) notes?: string;
  @Field({ nullable: true }) priority?: boolean;
  @Field({ nullable: true }) is_test?: boolean;
  @Field({ nullable: true }) ship_by_seller?: boolean;
}

@InputType()
export class MakeOrderInput {
  @Field(() => ID) _id: string;
  @Field(() => AddressInput, { nullable: true }) shipping_address?: AddressInput;
  @Field(() => AddressInput, { nullable: true }) billing_address?: AddressInput;
  @Field(() => [OrderLineInput], { nullable: true }) items?: OrderLineInput[];
  @Field(() => ID, { nullable: true }) shipping_method_id?: string;
  @Field({ nullable: true }) notes?: string;
  @Field({ nullable: true }) priority?: boolean;
  @Field({ nullable: true }) is_test?: boolean;
  @Field({ nullable: true }) ship_by_seller?: boolean;
}

/** orders / orderCounters filters, checked by `orderFilterInput`. */
@ArgsType()
export class OrderFilterArgs {
  @Field(() => ID, { nullable: true }) store_id?: string;
  @Field({ nullable: true }) platform?: string;
  @Field(() => ID, { nullable: true }) product_id?: string;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field({ nullable: true }) search?: string;
  /** DD-MM-YYYY. */
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
}

@InputType()
export class MakeStoreInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) platform?: string;
  @Field({ nullable: true }) domain?: string;
  /** Write-only: the shop's webhook signing secret ('' removes it). */
  @Field({ nullable: true }) webhook_secret?: string;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  @Field({ nullable: true }) status?: string;
}

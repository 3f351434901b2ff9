import { ArgsType, Field, ID, Int } from '@nestjs/graphql';

/** The GraphQL shapes of the manufacturing inputs; `packages/shared/src/inputs/manufacturing.ts` checks them. */

/** mrpProducts filters, checked by `productionFilterInput`. */
@ArgsType()
export class MrpProductsArgs {
  @Field({ nullable: true }) mrp_status?: string;
  @Field({ nullable: true }) source?: string;
  @Field(() => ID, { nullable: true }) merchant_group_id?: string;
  /** A product type id. */
  @Field({ nullable: true }) product_type?: string;
  /** A production code or an order number. */
  @Field({ nullable: true }) search?: string;
  @Field({ nullable: true }) batch_id?: string;
  @Field({ nullable: true }) priority?: boolean;
  @Field({ nullable: true }) late?: boolean;
  /** newest (the default) or next: the order a station works them. */
  @Field({ nullable: true }) order?: string;
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) per_page?: number;
}

@ArgsType()
export class SaveMrpErrorCodeArgs {
  @Field(() => Int) code: number;
  @Field() step: string;
  @Field() key: string;
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field() redo: string;
  @Field() reproduce: boolean;
  @Field() active: boolean;
}

import { ArgsType, Field, ID, Int } from '@nestjs/graphql';

/** The GraphQL shapes of the packing inputs; `packages/shared/src/inputs/packing.ts` checks them. */

/** mrpPackages filters, checked by `packageFilterInput`. */
@ArgsType()
export class MrpPackagesArgs {
  /** The factory (else the `x-manufacture` header). */
  @Field(() => ID, { nullable: true }) manufacture_id?: string;
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) source?: string;
  /** `mulstran` (every method) or a shipping method's id. */
  @Field({ nullable: true }) shipping?: string;
  /** A package code, an order number or a tracking number. */
  @Field({ nullable: true }) search?: string;
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) per_page?: number;
}

@ArgsType()
export class SetMrpPackageMeasuresArgs {
  @Field() _id: string;
  @Field(() => Int) weight: number;
  @Field(() => Int, { nullable: true }) width?: number;
  @Field(() => Int, { nullable: true }) height?: number;
  @Field(() => Int, { nullable: true }) length?: number;
  @Field(() => String, { nullable: true }) real_cost?: string;
}

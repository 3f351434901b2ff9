import { Field, ID, InputType } from '@nestjs/graphql';

/** saveMerchantGroup input, checked by `saveMerchantGroupInput` (packages/shared/src/inputs/groups.ts). */
@InputType()
export class MerchantGroupInput {
  /** Empty to create. */
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() name: string;
  @Field(() => [ID], { nullable: true }) merchant_ids?: string[];
}

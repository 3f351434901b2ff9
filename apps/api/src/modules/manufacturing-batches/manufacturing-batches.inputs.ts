import { Field, ID, InputType } from '@nestjs/graphql';

/** makeMrpBatchProduct params, checked by `makeMrpBatchInput` (packages/shared/src/inputs/manufacturing-batches.ts). */
@InputType()
export class MakeMrpBatchParams {
  @Field({ nullable: true }) note?: string;
}

/** updateMrpBatchProduct input, checked by `updateMrpBatchInput`. Absent fields are left alone. */
@InputType()
export class UpdateMrpBatchInput {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) note?: string;
  @Field(() => [ID], { nullable: true }) add_product_ids?: string[];
  @Field(() => [ID], { nullable: true }) remove_product_ids?: string[];
}

import { Field, ID, InputType } from '@nestjs/graphql';

/** makeFulfilment input, checked by `makeFulfilmentInput` (packages/shared/src/inputs/logistics.ts). Absent fields are left alone. */
@InputType()
export class MakeFulfilmentInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) provider?: string;
  @Field({ nullable: true }) account?: string;
  /** Write-only; blank keeps the stored credentials. */
  @Field({ nullable: true }) credentials?: string;
  @Field({ nullable: true }) private?: boolean;
  @Field({ nullable: true }) routing?: string;
  @Field({ nullable: true }) is_default?: boolean;
  @Field({ nullable: true }) status?: string;
  @Field(() => [String], { nullable: true }) preset_ids?: string[];
}

import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { PageArgs } from '../../platform/common/paging';

@InputType('FontUploadFile')
export class FontUploadFileInput {
  @Field() filename: string;
  @Field() mimetype: string;
  @Field(() => Int) size: number;
}

@ArgsType()
export class FontsArgs extends PageArgs {
  /** A font's _id or slug. */
  @Field({ nullable: true }) id?: string;
  /** google or custom. */
  @Field({ nullable: true }) provider?: string;
  /** Case-insensitive part of the family name. */
  @Field({ nullable: true }) name?: string;
  @Field(() => [ID], { nullable: true }) ids?: string[];
}

import { ArgsType, Field, ID } from '@nestjs/graphql';
import { PageArgs } from '../../platform/common/paging';

@ArgsType()
export class FilesArgs extends PageArgs {
  @Field({ nullable: true }) sku?: string;
  @Field({ nullable: true }) type?: string;
  @Field(() => ID, { nullable: true }) created_by?: string;
  /** Case-insensitive part of the file name. */
  @Field({ nullable: true }) name?: string;
  @Field(() => [ID], { nullable: true }) ids?: string[];
  /** Tag names or ids; a file with any of them matches. */
  @Field(() => [String], { nullable: true }) tags?: string[];
  /** Size range in bytes: "min-max", "min-" or "-max". */
  @Field({ nullable: true }) size?: string;
  /** ISO date or date-time; a date-only end includes that whole day. */
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
  /** ready (default), pending or all. */
  @Field({ nullable: true }) status?: string;
}

@ArgsType()
export class ClipartsArgs extends PageArgs {
  /** Case-insensitive part of the name. */
  @Field({ nullable: true }) name?: string;
  /** Tag names or ids; an item with any of them matches. */
  @Field(() => [String], { nullable: true }) tags?: string[];
}

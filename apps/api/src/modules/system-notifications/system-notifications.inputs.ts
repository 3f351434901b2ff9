import { ArgsType, Field, ID } from '@nestjs/graphql';

/** makeSystemNotification, checked by `makeSystemNotificationInput`. */
@ArgsType()
export class MakeSystemNotificationArgs {
  @Field() subject: string;
  @Field() content: string;
  /** An uploaded image (a file id the caller may use, through FilesService). */
  @Field(() => ID, { nullable: true }) image_id?: string;
  /** everyone, roles or merchant_group. */
  @Field() audience: string;
  @Field(() => [String], { nullable: true }) roles?: string[];
  @Field(() => ID, { nullable: true }) merchant_group_id?: string;
  /** ISO 8601 with its offset; absent publishes now. */
  @Field({ nullable: true }) publish_at?: string;
  @Field({ nullable: true }) expires_at?: string;
  @Field({ nullable: true }) important?: boolean;
}

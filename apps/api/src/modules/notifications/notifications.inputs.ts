import { ArgsType, Field, ID, Int } from '@nestjs/graphql';

/** The list's filter beside PageArgs (`perpage` is the old name of perPage). */
@ArgsType()
export class NotificationsArgs {
  @Field({ nullable: true }) status?: string;
  @Field(() => Int, { nullable: true }) perpage?: number;
}

@ArgsType()
export class NotificationSendArgs {
  @Field(() => ID) user_id: string;
  @Field() type: string;
  @Field() subject: string;
  @Field({ nullable: true }) content?: string;
  @Field({ nullable: true }) referent?: string;
}

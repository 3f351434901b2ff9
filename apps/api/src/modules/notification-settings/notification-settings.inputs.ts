import { Field, InputType, Int } from '@nestjs/graphql';

/** The GraphQL shapes of makeUserNotification, checked by `makeUserNotificationInput` (packages/shared/src/inputs/groups.ts). */
@InputType()
export class AliasMentionInput {
  @Field() id: string;
  @Field({ nullable: true }) username?: string;
  @Field({ nullable: true }) first_name?: string;
  @Field({ nullable: true }) last_name?: string;
}

@InputType()
export class NotificationGroupInput {
  @Field() id: string;
  @Field() title: string;
}

@InputType()
export class EventTimeInput {
  @Field(() => Int) hour: number;
  @Field(() => Int) minute: number;
}

@InputType()
export class NotificationEventInput {
  @Field({ nullable: true }) id?: string;
  @Field() name: string;
  @Field(() => [String], { nullable: true }) mentions?: string[];
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) url?: string;
  @Field(() => NotificationGroupInput, { nullable: true }) group?: NotificationGroupInput | null;
  @Field(() => [AliasMentionInput], { nullable: true }) alias_mentions?: AliasMentionInput[];
  @Field(() => [EventTimeInput], { nullable: true }) times?: EventTimeInput[];
}

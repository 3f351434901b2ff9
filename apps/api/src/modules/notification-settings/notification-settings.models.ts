import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { UserNotificationSettingsRow } from './notification-settings.repository';
import { fieldsOf } from '../../platform/common/fields';

@ObjectType()
export class AliasMention {
  @Field() id: string;
  @Field({ nullable: true }) username?: string;
  @Field({ nullable: true }) first_name?: string;
  @Field({ nullable: true }) last_name?: string;
}

@ObjectType()
export class NotificationGroup {
  @Field() id: string;
  @Field() title: string;
}

@ObjectType()
export class EventTime {
  @Field(() => Int) hour: number;
  @Field(() => Int) minute: number;
}

@ObjectType()
export class NotificationEventModel {
  @Field() id: string;
  @Field() name: string;
  @Field(() => [String]) mentions: string[];
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) url?: string;
  @Field(() => NotificationGroup, { nullable: true }) group?: NotificationGroup | null;
  @Field(() => [AliasMention]) alias_mentions: AliasMention[];
  @Field(() => [EventTime]) times: EventTime[];
}

@ObjectType('UserNotificationSettings')
export class UserNotificationSettingsModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) user_id: string;
  @Field() type: string;
  @Field() status: string;
  @Field(() => [String]) mentions: string[];
  @Field({ nullable: true }) url?: string;
  @Field({ nullable: true }) subject?: string;
  @Field(() => [AliasMention]) alias_mentions: AliasMention[];
  @Field(() => NotificationGroup, { nullable: true }) group?: NotificationGroup | null;
  @Field(() => [NotificationEventModel]) events: NotificationEventModel[];
  @Field() updated_at: Date;
}

export function toSettingsModel(row: UserNotificationSettingsRow): UserNotificationSettingsModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['userId', 'type', 'status', 'url', 'subject', 'updatedAt']),
    mentions: row.mentions ?? [],
    alias_mentions: row.aliasMentions ?? [],
    group: row.group ?? null,
    events: (row.events ?? []).map((e) => ({
      id: e.id,
      name: e.name,
      mentions: e.mentions ?? [],
      status: e.status,
      url: e.url,
      group: e.group ?? null,
      alias_mentions: e.alias_mentions ?? [],
      times: e.times ?? [],
    })),
  };
}

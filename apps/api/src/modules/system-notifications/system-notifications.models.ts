import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ANNOUNCEMENT_TABS, type AnnouncementTab } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import type { SystemNotificationRow } from './system-notifications.repository';

@ObjectType('SystemNotification')
export class SystemNotificationModel {
  @Field(() => ID) _id: string;
  @Field() subject: string;
  @Field() content: string;
  @Field(() => ID, { nullable: true }) image_id?: string;
  /** everyone, roles or merchant_group. */
  @Field() audience: string;
  @Field(() => [String]) roles: string[];
  @Field(() => ID, { nullable: true }) merchant_group_id?: string;
  @Field() important: boolean;
  @Field() publish_at: Date;
  @Field({ nullable: true }) expires_at?: Date;
  @Field({ nullable: true }) delivered_at?: Date;
  @Field({ nullable: true }) trashed_at?: Date;
  /** scheduled, published, expired or trashed. */
  @Field() status: string;
  /** How many users it reached. */
  @Field(() => Int) recipients: number;
  created_by_id?: string;
  @Field() created_at: Date;
}

/** What the shell's banner shows of an important announcement the user has not read. */
@ObjectType('Announcement')
export class AnnouncementModel {
  @Field(() => ID) _id: string;
  @Field() subject: string;
  @Field() content: string;
  @Field() publish_at: Date;
}

/** The status an announcement shows: the same rules as the tabs (`TAB_WHERE`). */
export function statusOf(row: SystemNotificationRow, now = new Date()): Exclude<AnnouncementTab, 'all'> {
  if (row.trashedAt) return 'trashed';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.deliveredAt ? 'published' : 'scheduled';
}

export function toSystemNotificationModel(row: SystemNotificationRow): SystemNotificationModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'subject',
      'content',
      'imageId',
      'audience',
      'roles',
      'merchantGroupId',
      'important',
      'publishAt',
      'expiresAt',
      'deliveredAt',
      'trashedAt',
      'recipients',
      'createdAt',
    ]),
    status: statusOf(row),
    created_by_id: row.createdBy ?? undefined,
  };
}

export function toAnnouncementModel(row: SystemNotificationRow): AnnouncementModel {
  return { _id: row.id, subject: row.subject, content: row.content, publish_at: row.publishAt };
}

export const SystemNotificationCountersModel = countersType('SystemNotificationCounters', ANNOUNCEMENT_TABS);
export type SystemNotificationCountersModel = InstanceType<typeof SystemNotificationCountersModel>;

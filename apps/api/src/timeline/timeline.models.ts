import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { TimelineRow } from './timeline.repository';
import { UserRefModel } from '../users/user-ref.loader';
import { fieldsOf } from '../common/fields';

/** One state transition of an entity: from, to, who, who really (under impersonation), why, when. */
@ObjectType('TimelineEntry')
export class TimelineEntryModel {
  @Field(() => ID) _id: string;
  @Field() entity: string;
  @Field(() => ID) entity_id: string;
  @Field() from: string;
  @Field() to: string;
  @Field() transition: string;
  @Field({ nullable: true }) note?: string;
  @Field() created_at: Date;
  /** Resolved through the request's DataLoader (see TimelineResolver). */
  @Field(() => UserRefModel, { nullable: true }) actor?: UserRefModel | null;
  /** Set only while the actor was impersonated: the person who really acted. */
  @Field(() => UserRefModel, { nullable: true }) real_actor?: UserRefModel | null;
  actorId: string | null;
  realActorId: string | null;
}

export function toTimelineEntryModel(row: TimelineRow): TimelineEntryModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['entity', 'entityId', 'from', 'to', 'transition', 'note', 'createdAt']),
    actorId: row.actorId,
    realActorId: row.realActorId,
  };
}

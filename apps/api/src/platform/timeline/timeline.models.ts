import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { TimelineRow } from './timeline.repository';
import { UserRefModel } from '../../modules/users/users.models';
import { fieldsOf } from '../common/fields';
import { ServerTextModel, toServerTextModel } from '../common/graphql/server-text.model';

/** One state transition of an entity: from, to, who, who really (under impersonation), why, when. */
@ObjectType('TimelineEntry')
export class TimelineEntryModel {
  @Field(() => ID) _id: string;
  @Field() entity: string;
  @Field(() => ID) entity_id: string;
  @Field() from: string;
  @Field() to: string;
  @Field() transition: string;
  /** What a person typed with the change. */
  @Field({ nullable: true }) note?: string;
  /** What the server noted, as a code the web words. */
  @Field(() => ServerTextModel, { nullable: true }) text?: ServerTextModel | null;
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
    text: toServerTextModel(row.text),
    actorId: row.actorId,
    realActorId: row.realActorId,
  };
}

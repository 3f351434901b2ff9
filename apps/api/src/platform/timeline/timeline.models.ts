import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { TimelineRow } from './timeline.repository';
import { fieldsOf } from '../common/fields';
import { ServerTextModel, toServerTextModel } from '../common/graphql/server-text.model';

/**
 * One state transition of an entity: from, to, who, who really (under impersonation), why, when. The
 * users module resolves who (`actor`, `real_actor`: modules/users/timeline-authors.resolver.ts).
 */
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

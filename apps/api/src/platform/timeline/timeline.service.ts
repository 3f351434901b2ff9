import { Injectable } from '@nestjs/common';
import { hasPermission, type ServerText } from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';
import { BadField, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import type { DbOrTx } from '../db/database';
import { isTimelineEntity, TIMELINE_ENTITIES, type TimelineEntity } from './timeline.entities';
import { toTimelineEntryModel, type TimelineEntryModel } from './timeline.models';
import { insertTimelineEntries, TimelineRepository } from './timeline.repository';

/** A timeline is long only for long-lived entities; this many transitions is far beyond any real one. */
const MAX_ENTRIES = 500;

/** Whether the caller may see this one entity (a seller sees only their own orders). */
export type EntityVisibility = (auth: AuthContext, entityId: string) => Promise<boolean>;

@Injectable()
export class TimelineService {
  private readonly visibility = new Map<TimelineEntity, EntityVisibility>();

  constructor(private readonly repo: TimelineRepository) {}

  /**
   * The owning module's check of one entity, beyond the module permission (registered at start-up).
   * Every timeline entity needs one: a kind without a check is refused (deny by default).
   */
  restrict(entity: TimelineEntity, visible: EntityVisibility): void {
    this.visibility.set(entity, visible);
  }

  /** Timeline entities no module registered an ownership check for (refused to everyone; the access test expects none). */
  unchecked(): TimelineEntity[] {
    return (Object.keys(TIMELINE_ENTITIES) as TimelineEntity[]).filter((e) => !this.visibility.has(e));
  }

  /** A note on an entity's timeline without a change of state (a job's outcome), in the caller's transaction. */
  async note(tx: DbOrTx, entry: { entity: TimelineEntity; entityId: string; state: string; text: ServerText; actorId?: string | null }): Promise<void> {
    await insertTimelineEntries(tx, [
      {
        id: newId(),
        entity: entry.entity,
        entityId: entry.entityId,
        from: entry.state,
        to: entry.state,
        transition: 'note',
        actorId: entry.actorId ?? null,
        realActorId: entry.actorId ?? null,
        note: null,
        text: entry.text,
      },
    ]);
  }

  /** An entity's transitions, for a caller allowed to view the module that shows the entity. */
  async list(auth: AuthContext, entity: string, entityId: string): Promise<TimelineEntryModel[]> {
    if (!isTimelineEntity(entity))
      throw BadField(
        'entity',
        'unknown_value',
        'Unknown entity.',
        `Unknown entity "${entity.slice(0, 50)}". Use ${Object.keys(TIMELINE_ENTITIES).join(', ')}.`,
      );
    if (!isId(entityId)) throw BadField('entity_id', 'invalid_id', 'Invalid id.');
    const [module, action] = TIMELINE_ENTITIES[entity];
    if (!hasPermission(auth.permissions, module, action)) throw Forbidden();
    const visible = this.visibility.get(entity);
    if (!visible || !(await visible(auth, entityId))) throw NotFound('Timeline');
    return (await this.repo.list(entity, entityId, MAX_ENTRIES)).map(toTimelineEntryModel);
  }
}

import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ServerText } from '@pod/shared';
import { users } from './users';
import { at } from './columns';

/**
 * Every state transition of every stateful entity (written by `machine.fire`): who moved what
 * from which state to which, and who really did it while impersonating.
 */
export const timeline = pgTable(
  'timeline',
  {
    id: text('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    transition: text('transition').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    realActorId: text('real_actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What a person typed with the change (a hold's reason). */
    note: text('note'),
    /** What the server noted (design links not fetched), as a code the web words. */
    text: jsonb('text').$type<ServerText>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('timeline_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
export type TimelineRow = typeof timeline.$inferSelect;

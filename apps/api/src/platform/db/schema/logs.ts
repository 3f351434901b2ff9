import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Who really did each write: user_id is the account acted as, actor_id the person (differs while impersonating). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    actorId: text('actor_id'),
    operation: text('operation').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_logs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at } from './columns';

/**
 * A one-time invitation to create a seller account while registration is invite-only
 * (REGISTRATION=invite). Only the code's SHA-256 is kept; the code is shown once to the staff
 * member who made it. `email`, when set, is the only address that may use it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    email: text('email'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invitations_code_hash_key').on(t.codeHash)],
);
export type InvitationRow = typeof invitations.$inferSelect;

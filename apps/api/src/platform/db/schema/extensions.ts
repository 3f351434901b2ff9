import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXTENSION_MARKETPLACES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { users } from './users';

/** One field the extension fills from a page: a CSS selector and the attribute to read (its text when none). */
export interface ExtensionMapping {
  field: string;
  selector: string;
  attribute?: string;
}

/**
 * A rule set of the sellers' browser extension (issue 33 item 6): which marketplace pages it reads
 * and how. Its content lives in immutable versions (`extension_versions`); `version` is the newest,
 * and `name` is copied from it for the list. Only enabled sets are served to the extension.
 */
export const extensions = pgTable(
  'extensions',
  {
    id: text('id').primaryKey(),
    marketplace: text('marketplace').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('extensions_marketplace_name_key').on(t.marketplace, sql`lower(${t.name})`),
    index('extensions_enabled_idx').on(t.enabled, t.marketplace),
    oneOf('extensions_marketplace_check', t.marketplace, EXTENSION_MARKETPLACES),
    check('extensions_version_check', sql`${t.version} >= 1`),
  ],
);
export type ExtensionRow = typeof extensions.$inferSelect;

/** Each save of a rule set: never changed afterwards; restoring one saves its content as the next version. */
export const extensionVersions = pgTable(
  'extension_versions',
  {
    extensionId: text('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    pageMatch: text('page_match').notNull(),
    mappings: jsonb('mappings').$type<ExtensionMapping[]>().notNull(),
    note: text('note'),
    /** The version this one restored, when it is a restore. */
    restoredFrom: integer('restored_from'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.extensionId, t.version] }), check('extension_versions_version_check', sql`${t.version} >= 1`)],
);
export type ExtensionVersionRow = typeof extensionVersions.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DESIGN_STATUSES, type DesignImage, type DesignPrint } from '@pod/shared';
import { oneOf } from './checks';
import { files } from './files';
import { users } from './users';
import { at, timestamps } from './columns';

/**
 * The mockup design catalogue: a seller's artwork (`image_file_id`) placed on mockup images with
 * print settings. `images` and `prints` are read and written whole by the form, so they are jsonb;
 * `preview_renders` holds, per image, the hash of its rendered preview (render/ stores renders by
 * the hash of their inputs), null for an image with nothing to render.
 */
export const mockupDesigns = pgTable(
  'mockup_designs',
  {
    id: text('id').primaryKey(),
    /** Restrict: a seller who has designs is disabled, not deleted (their designs feed products and print files). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    width: numeric('width', { precision: 10, scale: 2 }).notNull(),
    height: numeric('height', { precision: 10, scale: 2 }).notNull(),
    imageFileId: text('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<DesignImage[]>().notNull().default([]),
    prints: jsonb('prints').$type<DesignPrint[]>().notNull().default([]),
    previewRenders: jsonb('preview_renders').$type<Array<string | null>>().notNull().default([]),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The list's orders: a seller's tab, a seller's all, staff's tab, staff's all; newest first.
    index('mockup_designs_owner_status_created_idx').on(t.ownerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_designs_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_designs_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_designs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_designs_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    oneOf('mockup_designs_status_check', t.status, DESIGN_STATUSES),
  ],
);
export type MockupDesignRow = typeof mockupDesigns.$inferSelect;
export type NewMockupDesignRow = typeof mockupDesigns.$inferInsert;

/**
 * Design tags belong to the designs' owner: a seller's vocabulary is private (suggestions never
 * show another seller's tags) and two sellers may both have "summer". Unique per owner, any case.
 */
export const mockupDesignTags = pgTable(
  'mockup_design_tags',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mockup_design_tags_owner_name_key').on(t.ownerId, sql`lower(${t.name})`),
    index('mockup_design_tags_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
export type MockupDesignTagRow = typeof mockupDesignTags.$inferSelect;

/**
 * A design's tags. A tag and its designs have one owner (a trigger refuses a link across owners), so
 * "a seller's designs with this tag" is "this tag, if it is theirs". The design's status and
 * created_at are copied here by triggers (0031_designs_tag_path_sql), so a tag's page is one range
 * of an index, in the list's order, and never a join over every design of the owner.
 */
export const mockupDesignTagLinks = pgTable(
  'mockup_design_tag_links',
  {
    designId: text('design_id')
      .notNull()
      .references(() => mockupDesigns.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => mockupDesignTags.id, { onDelete: 'cascade' }),
    /** The design's, kept by triggers. */
    status: text('status').notNull(),
    /** The design's, kept by triggers. */
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.designId, t.tagId] }),
    // A tag's status tab and its "all", newest first.
    index('mockup_design_tag_links_tag_status_created_idx').on(t.tagId, t.status, t.createdAt.desc().nullsFirst(), t.designId.desc().nullsFirst()),
    index('mockup_design_tag_links_tag_created_idx').on(t.tagId, t.createdAt.desc().nullsFirst(), t.designId.desc().nullsFirst()),
    oneOf('mockup_design_tag_links_status_check', t.status, DESIGN_STATUSES),
  ],
);

/** Designs per tag and status, kept by a trigger on the links: `mockupCounter(tag)` without name or date filters reads these. */
export const mockupDesignTagStatusCounts = pgTable(
  'mockup_design_tag_status_counts',
  {
    tagId: text('tag_id')
      .notNull()
      .references(() => mockupDesignTags.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.status] })],
);

/** Designs per owner and status, kept by a trigger: `mockupCounter` without name, date or tag filters reads these. */
export const mockupDesignStatusCounts = pgTable(
  'mockup_design_status_counts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.status] })],
);

import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FILE_STATUSES, STORAGE_DRIVERS, UPLOAD_TYPE_NAMES } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { at, timestamps } from './columns';

/** One generated size of an image: object keys, never URLs (URLs are signed when read). */
export interface StoredImageSize {
  name: string;
  path: string;
  width: number;
  height: number;
  mask?: string | null;
}

/** Uploaded files: pending until the client has PUT the bytes and confirmed, then ready. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    /** Object key, made by the server. */
    path: text('path').notNull(),
    filename: text('filename').notNull(),
    /** Display name (clipart items); the file name when not set. */
    name: text('name'),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    sku: text('sku'),
    /** Object key of the full-size mask, for types that need one. */
    mask: text('mask'),
    imageSizes: jsonb('image_sizes').$type<StoredImageSize[]>().notNull().default([]),
    /**
     * The driver its objects (original, sizes, masks) were written to, from the storage setting at
     * creation; null for files made before the setting existed, which live on the boot driver.
     */
    storage: text('storage').$type<(typeof STORAGE_DRIVERS)[number]>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('files_path_key').on(t.path),
    index('files_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('files_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    index('files_created_by_idx').on(t.createdBy, t.createdAt.desc().nullsFirst()),
    index('files_sku_idx').on(t.sku),
    index('files_size_idx').on(t.size),
    // Whether any file lives on S3 (its settings may not be removed then): only those rows.
    index('files_on_s3_idx')
      .on(t.id)
      .where(sql`${t.storage} = 's3'`),
    index('files_filename_trgm').using('gin', sql`lower(${t.filename}) gin_trgm_ops`),
    index('files_name_trgm').using('gin', sql`lower(coalesce(${t.name}, ${t.filename})) gin_trgm_ops`),
    oneOf('files_status_check', t.status, FILE_STATUSES),
    oneOf('files_type_check', t.type, UPLOAD_TYPE_NAMES),
    oneOf('files_storage_check', t.storage, STORAGE_DRIVERS, { nullable: true }),
  ],
);
export type FileRow = typeof files.$inferSelect;

export const fileTags = pgTable(
  'file_tags',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_tags_name_key').on(sql`lower(${t.name})`), index('file_tags_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
export type FileTagRow = typeof fileTags.$inferSelect;

export const fileTagLinks = pgTable(
  'file_tag_links',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => fileTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.tagId] }), index('file_tag_links_tag_idx').on(t.tagId, t.fileId)],
);

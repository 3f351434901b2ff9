import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FONT_PROVIDERS, FONT_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { timestamps } from './columns';

/** One file of a font family: an object key, never a URL (URLs are signed when read). */
export interface StoredFontFile {
  variant: string;
  path: string;
  style: string | null;
  weight: number | null;
  size: number;
  mimetype: string;
  subset?: string | null;
  status: 'pending' | 'ready';
}

/** Font families: google (imported from packages that ship them) or custom (uploaded). */
export const fonts = pgTable(
  'fonts',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    family: text('family').notNull(),
    slug: text('slug').notNull(),
    status: text('status').notNull().default('ready'),
    category: text('category'),
    variants: text('variants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subsets: text('subsets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    files: jsonb('files').$type<StoredFontFile[]>().notNull().default([]),
    /** Object key of a preview picture of the family name. */
    preview: text('preview'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fonts_provider_slug_key').on(t.provider, t.slug),
    index('fonts_status_family_idx').on(t.status, sql`lower(${t.family})`),
    index('fonts_family_trgm').using('gin', sql`lower(${t.family}) gin_trgm_ops`),
    oneOf('fonts_status_check', t.status, FONT_STATUSES),
    oneOf('fonts_provider_check', t.provider, FONT_PROVIDERS),
  ],
);
export type FontRow = typeof fonts.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { MOCKUP_STATUSES, PRODUCT_PROVIDERS, type EditorSide } from '@pod/shared';
import { productPresets } from './catalogue';
import { oneOf } from './checks';
import { users } from './users';
import { timestamps } from './columns';

/** A preset print area at production size, with the picture that shows it (a file of the library). */
export interface MockupPrintArea {
  position: string;
  width: number;
  height: number;
  image?: { _id?: string; url?: string } | null;
}

/**
 * Mockup presets (spec section 3, "Mockup preset"): root's templates per product preset
 * (`owner_id` null) and sellers' product mockups (`owner_id` the seller). `sides` is the editor's
 * document (read and written whole, so jsonb); a side's rendered `mockup` keeps the storage key
 * (`mockup.key`), answered as a signed URL, and so does `src_key` (the preview picture).
 * `provider` is the product preset's, copied on save so the provider tabs count one table.
 */
export const mockupPresets = pgTable(
  'mockup_presets',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    sku: text('sku'),
    productId: text('product_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    mockupType: text('mockup_type').notNull().default('2D'),
    model: text('model'),
    printAreas: jsonb('print_areas').$type<MockupPrintArea[]>().notNull().default([]),
    sides: jsonb('sides').$type<EditorSide[]>().notNull().default([]),
    srcKey: text('src_key'),
    status: text('status').notNull(),
    /** Null: root's template of the product preset; else the seller whose product mockup it is. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    oneOf('mockup_presets_status_check', t.status, MOCKUP_STATUSES),
    oneOf('mockup_presets_provider_check', t.provider, PRODUCT_PROVIDERS),
    // The list: a product's templates (root's preset edit), a seller's own, provider tabs; newest first.
    index('mockup_presets_product_created_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_presets_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_presets_provider_status_idx').on(t.provider, t.status),
    index('mockup_presets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mockup_presets_code_idx').on(t.code),
    index('mockup_presets_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
export type MockupPresetRow = typeof mockupPresets.$inferSelect;
export type NewMockupPresetRow = typeof mockupPresets.$inferInsert;

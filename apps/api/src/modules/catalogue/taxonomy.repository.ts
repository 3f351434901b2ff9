import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ManufactureStation } from '@pod/shared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import {
  platformCategories,
  productCategories,
  productPresetTags,
  productTags,
  providerProductTypes,
  type PlatformCategoryRow,
  type ProductCategoryRow,
  type ProductTagRow,
  type ProviderProductTypeRow,
} from '../../platform/db/schema';

export type { PlatformCategoryRow, ProductCategoryRow, ProductTagRow, ProviderProductTypeRow };
export type { PrettyAttribute, PrintArea, TypeVariant } from '../../platform/db/schema';
export type NewProductTypeRow = typeof providerProductTypes.$inferInsert;
export type NewPlatformCategoryRow = typeof platformCategories.$inferInsert;

/** Categories, product tags, provider product types and marketplace categories: the catalogue's reference tables. */
@Injectable()
export class TaxonomyRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  // ------------------------------------------------------------ categories

  categories(): Promise<ProductCategoryRow[]> {
    return this.db.select().from(productCategories).orderBy(asc(productCategories.position), asc(productCategories.name));
  }

  /** The stations each product type needs (null: every station). */
  async stationsOf(ids: readonly string[], tx: DbOrTx = this.db): Promise<Map<string, ManufactureStation[] | null>> {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: providerProductTypes.id, stations: providerProductTypes.stations })
      .from(providerProductTypes)
      .where(anyOf(providerProductTypes.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.stations]));
  }

  /** Product type names by id (lists that store only the id). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: providerProductTypes.id, name: providerProductTypes.name })
      .from(providerProductTypes)
      .where(anyOf(providerProductTypes.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async category(id: string, tx: DbOrTx = this.db): Promise<ProductCategoryRow | null> {
    const [row] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).limit(1);
    return row ?? null;
  }

  async categoryBySlug(slug: string): Promise<ProductCategoryRow | null> {
    const [row] = await this.db.select().from(productCategories).where(eq(productCategories.slug, slug)).limit(1);
    return row ?? null;
  }

  async insertCategory(values: typeof productCategories.$inferInsert, tx: DbOrTx = this.db): Promise<ProductCategoryRow> {
    const [row] = await tx.insert(productCategories).values(values).returning();
    return row;
  }

  async renameCategory(id: string, name: string): Promise<void> {
    await this.db.update(productCategories).set({ name }).where(eq(productCategories.id, id));
  }

  async nextCategoryPosition(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`coalesce(max(${productCategories.position}), -1)::int + 1` }).from(productCategories);
    return row.n;
  }

  /** Positions in the given order, in one transaction. */
  async reorderCategories(ids: readonly string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) await tx.update(productCategories).set({ position }).where(eq(productCategories.id, id));
    });
  }

  async removeCategory(id: string): Promise<void> {
    await this.db.delete(productCategories).where(eq(productCategories.id, id));
  }

  // ------------------------------------------------------------ tags

  tags(name?: string): Promise<ProductTagRow[]> {
    return this.db
      .select()
      .from(productTags)
      .where(name ? sql`lower(${productTags.name}) LIKE ${likePattern(name)}` : undefined)
      .orderBy(asc(productTags.name))
      .limit(500);
  }

  async tagsByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<ProductTagRow[]> {
    if (!ids.length) return [];
    return tx
      .select()
      .from(productTags)
      .where(anyOf(productTags.id, [...ids]));
  }

  async insertTag(values: typeof productTags.$inferInsert): Promise<ProductTagRow> {
    const [row] = await this.db.insert(productTags).values(values).returning();
    return row;
  }

  async renameTag(id: string, name: string): Promise<ProductTagRow | null> {
    const [row] = await this.db.update(productTags).set({ name }).where(eq(productTags.id, id)).returning();
    return row ?? null;
  }

  async removeTags(ids: readonly string[], tx: DbOrTx = this.db): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx
      .delete(productTags)
      .where(anyOf(productTags.id, [...ids]))
      .returning({ id: productTags.id });
    return rows.length;
  }

  /** Moves the presets of `fromIds` onto `intoId` (once each) and deletes the merged tags, in one transaction. */
  async mergeTags(fromIds: readonly string[], intoId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO ${productPresetTags} (preset_id, tag_id)
        SELECT DISTINCT preset_id, ${intoId} FROM ${productPresetTags} WHERE tag_id IN ${[...fromIds]}
        ON CONFLICT DO NOTHING`);
      await this.removeTags(fromIds, tx);
    });
  }

  // ------------------------------------------------------------ provider product types

  productTypes(provider: string): Promise<ProviderProductTypeRow[]> {
    return this.db.select().from(providerProductTypes).where(eq(providerProductTypes.provider, provider)).orderBy(asc(providerProductTypes.name));
  }

  async productType(provider: string, providerProductId: string, tx: DbOrTx = this.db): Promise<ProviderProductTypeRow | null> {
    const [row] = await tx
      .select()
      .from(providerProductTypes)
      .where(and(eq(providerProductTypes.provider, provider), eq(providerProductTypes.providerProductId, providerProductId)))
      .limit(1);
    return row ?? null;
  }

  /** Adds or replaces a product type by provider and provider product id; answers its id. */
  async upsertProductType(values: NewProductTypeRow): Promise<string> {
    const { id, provider, providerProductId, createdAt, ...rest } = values;
    void createdAt;
    const [row] = await this.db
      .insert(providerProductTypes)
      .values({ id, provider, providerProductId, ...rest })
      .onConflictDoUpdate({ target: [providerProductTypes.provider, providerProductTypes.providerProductId], set: rest })
      .returning({ id: providerProductTypes.id });
    return row.id;
  }

  async removeProductTypes(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.delete(providerProductTypes).where(anyOf(providerProductTypes.id, [...ids]));
  }

  // ------------------------------------------------------------ marketplace categories

  /** One level of a marketplace's tree: the roots (no parent) or the children of `parent`, with whether each has children. */
  async platformLevel(platform: string, level: number, parent: string | null): Promise<Array<PlatformCategoryRow & { hasChildren: boolean }>> {
    const child = sql`EXISTS (SELECT 1 FROM ${platformCategories} c WHERE c.platform = ${platformCategories.platform} AND c.parent = ${platformCategories.id})`;
    const rows = await this.db
      .select({ row: platformCategories, hasChildren: sql<boolean>`${child}` })
      .from(platformCategories)
      .where(
        and(
          eq(platformCategories.platform, platform),
          eq(platformCategories.level, level),
          parent ? eq(platformCategories.parent, parent) : isNull(platformCategories.parent),
        ),
      )
      .orderBy(asc(platformCategories.name));
    return rows.map((r) => ({ ...r.row, hasChildren: r.hasChildren }));
  }

  async platformCategory(platform: string, id: string): Promise<PlatformCategoryRow | null> {
    const [row] = await this.db
      .select()
      .from(platformCategories)
      .where(and(eq(platformCategories.platform, platform), eq(platformCategories.id, id)))
      .limit(1);
    return row ?? null;
  }

  async upsertPlatformCategory(values: NewPlatformCategoryRow): Promise<void> {
    const { platform, id, ...rest } = values;
    await this.db
      .insert(platformCategories)
      .values(values)
      .onConflictDoUpdate({ target: [platformCategories.platform, platformCategories.id], set: { ...rest, platform, id } });
  }

  async removePlatformCategories(keys: ReadonlyArray<{ platform: string; id: string }>): Promise<void> {
    for (const k of keys) await this.db.delete(platformCategories).where(and(eq(platformCategories.platform, k.platform), eq(platformCategories.id, k.id)));
  }
}

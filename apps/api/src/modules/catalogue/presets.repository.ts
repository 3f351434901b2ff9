import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import {
  productPresetCounts,
  productPresetFavorites,
  productPresets,
  productPresetTags,
  productTags,
  productVariants,
  type ProductPresetRow,
  type ProductVariantRow,
} from '../../platform/db/schema';

export type { ProductPresetRow, ProductVariantRow };
export type NewPresetRow = typeof productPresets.$inferInsert;
export type NewVariantRow = typeof productVariants.$inferInsert;

/** Who sees which presets: root everything; sellers the visible ones (monopolised ones only by their owners); partners those in their catalogue. */
export type PresetScope = { kind: 'all' } | { kind: 'catalog'; userId: string } | { kind: 'partner' };

export interface PresetFilter {
  scope: PresetScope;
  ids?: string[];
  identity?: string;
  name?: string;
  provider?: string;
  withoutCustom?: boolean;
  customOnly?: boolean;
  categoryId?: string | null;
  collection?: string;
  start?: Date;
  end?: Date;
  isMap?: boolean;
  isCatalog?: boolean;
  favoritesOf?: string;
}

/** The only place that queries product_presets, product_variants, their tags, counters and favourites. */
@Injectable()
export class PresetsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: PresetFilter, withProvider = true): SQL | undefined {
    const p = productPresets;
    const parts: Array<SQL | undefined> = [];
    if (f.scope.kind === 'catalog') {
      parts.push(eq(p.visible, true), sql`(${p.monopolistUsers} = '[]'::jsonb OR ${p.monopolistUsers} ? ${f.scope.userId})`);
    } else if (f.scope.kind === 'partner') {
      parts.push(eq(p.visible, true), eq(p.isCatalog, true));
    }
    if (f.ids) parts.push(anyOf(p.id, f.ids));
    if (f.identity) parts.push(eq(p.identity, f.identity));
    if (f.name) parts.push(sql`lower(${p.name}) LIKE ${likePattern(f.name)}`);
    if (withProvider && f.provider) parts.push(eq(p.provider, f.provider));
    if (f.withoutCustom) parts.push(eq(p.isCustom, false));
    if (f.customOnly) parts.push(eq(p.isCustom, true));
    if (f.categoryId !== undefined) parts.push(f.categoryId === null ? sql`${p.categoryId} IS NULL` : eq(p.categoryId, f.categoryId));
    if (f.collection) parts.push(eq(p.collection, f.collection));
    if (f.start) parts.push(gte(p.createdAt, f.start));
    if (f.end) parts.push(lte(p.createdAt, f.end));
    if (f.isMap !== undefined) parts.push(f.isMap ? sql`${p.platformCategory} <> '[]'::jsonb` : sql`${p.platformCategory} = '[]'::jsonb`);
    if (f.isCatalog !== undefined) parts.push(eq(p.isCatalog, f.isCatalog));
    if (f.favoritesOf) {
      parts.push(
        sql`EXISTS (SELECT 1 FROM ${productPresetFavorites} WHERE ${productPresetFavorites.presetId} = ${p.id} AND ${productPresetFavorites.userId} = ${f.favoritesOf})`,
      );
    }
    return and(...parts);
  }

  page(f: PresetFilter, limit: number, offset: number, tx: DbOrTx = this.db): Promise<ProductPresetRow[]> {
    return tx.select().from(productPresets).where(this.where(f)).orderBy(desc(productPresets.createdAt), desc(productPresets.id)).limit(limit).offset(offset);
  }

  /** Keyset pages by id, for exports. */
  pageAfter(f: PresetFilter, after: string | null, limit: number): Promise<ProductPresetRow[]> {
    return this.db
      .select()
      .from(productPresets)
      .where(and(this.where(f), after ? gt(productPresets.id, after) : undefined))
      .orderBy(asc(productPresets.id))
      .limit(limit);
  }

  /**
   * Whether the counters can answer: root's lists filtered only by what they are keyed by. Sellers'
   * (monopolised presets) and partners' (is_catalog) scopes count the rows through their indexes.
   */
  private countable(f: PresetFilter): boolean {
    const { scope, collection, categoryId, provider, ...rest } = f;
    void collection;
    void categoryId;
    void provider;
    return scope.kind === 'all' && Object.values(rest).every((v) => v === undefined || v === false);
  }

  private counterWhere(f: PresetFilter, withProvider: boolean): SQL | undefined {
    const c = productPresetCounts;
    return and(
      f.collection ? eq(c.collection, f.collection) : undefined,
      f.categoryId !== undefined ? eq(c.categoryId, f.categoryId ?? '') : undefined,
      withProvider && f.provider ? eq(c.provider, f.provider) : undefined,
    );
  }

  /** Presets per provider for the filter (the provider itself ignored): from the counters when the filter allows. */
  async countByProvider(f: PresetFilter): Promise<Map<string, number>> {
    const rows = this.countable(f)
      ? await this.db
          .select({ key: productPresetCounts.provider, n: sql<number>`sum(${productPresetCounts.total})::int` })
          .from(productPresetCounts)
          .where(this.counterWhere(f, false))
          .groupBy(productPresetCounts.provider)
      : await this.db
          .select({ key: productPresets.provider, n: sql<number>`count(*)::int` })
          .from(productPresets)
          .where(this.where(f, false))
          .groupBy(productPresets.provider);
    return new Map(rows.map((r) => [r.key, r.n]));
  }

  /** Presets per category for the filter (the category itself ignored); '' is no category. */
  async countByCategory(f: PresetFilter): Promise<Map<string, number>> {
    const g = { ...f, categoryId: undefined };
    const rows = this.countable(g)
      ? await this.db
          .select({ key: productPresetCounts.categoryId, n: sql<number>`sum(${productPresetCounts.total})::int` })
          .from(productPresetCounts)
          .where(this.counterWhere(g, true))
          .groupBy(productPresetCounts.categoryId)
      : await this.db
          .select({ key: sql<string>`coalesce(${productPresets.categoryId}, '')`, n: sql<number>`count(*)::int` })
          .from(productPresets)
          .where(this.where(g))
          .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.key, r.n]));
  }

  async count(f: PresetFilter): Promise<number> {
    if (this.countable(f)) {
      const [row] = await this.db
        .select({ n: sql<number>`coalesce(sum(${productPresetCounts.total}), 0)::int` })
        .from(productPresetCounts)
        .where(this.counterWhere(f, true));
      return row.n;
    }
    return this.db.$count(productPresets, this.where(f));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<ProductPresetRow | null> {
    const [row] = await tx.select().from(productPresets).where(eq(productPresets.id, id)).limit(1);
    return row ?? null;
  }

  async lockById(id: string, tx: DbOrTx): Promise<ProductPresetRow | null> {
    const [row] = await tx.select().from(productPresets).where(eq(productPresets.id, id)).limit(1).for('update');
    return row ?? null;
  }

  async existingIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await tx
      .select({ id: productPresets.id })
      .from(productPresets)
      .where(anyOf(productPresets.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  }

  async slugTaken(slug: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: productPresets.id }).from(productPresets).where(eq(productPresets.slug, slug)).limit(1);
    return !!row;
  }

  async countByProductType(typeIds: readonly string[]): Promise<Map<string, number>> {
    if (!typeIds.length) return new Map();
    const rows = await this.db
      .select({ key: productPresets.productTypeId, n: sql<number>`count(*)::int` })
      .from(productPresets)
      .where(anyOf(productPresets.productTypeId, [...typeIds]))
      .groupBy(productPresets.productTypeId);
    return new Map(rows.map((r) => [r.key ?? '', r.n]));
  }

  async insert(row: NewPresetRow, tx: DbOrTx): Promise<ProductPresetRow> {
    const [created] = await tx.insert(productPresets).values(row).returning();
    return created;
  }

  async update(id: string, values: Partial<NewPresetRow>, tx: DbOrTx): Promise<void> {
    await tx
      .update(productPresets)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(productPresets.id, id));
  }

  async remove(id: string, tx: DbOrTx): Promise<boolean> {
    const rows = await tx.delete(productPresets).where(eq(productPresets.id, id)).returning({ id: productPresets.id });
    return rows.length > 0;
  }

  // ------------------------------------------------------------ variants

  variantsOf(presetIds: readonly string[], tx: DbOrTx = this.db): Promise<ProductVariantRow[]> {
    if (!presetIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(productVariants)
      .where(anyOf(productVariants.presetId, [...presetIds]))
      .orderBy(asc(productVariants.presetId), asc(productVariants.position));
  }

  async insertVariants(rows: NewVariantRow[], tx: DbOrTx): Promise<void> {
    if (rows.length) await tx.insert(productVariants).values(rows);
  }

  async updateVariant(id: string, values: Partial<NewVariantRow>, tx: DbOrTx): Promise<void> {
    await tx
      .update(productVariants)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(productVariants.id, id));
  }

  async removeVariants(ids: readonly string[], tx: DbOrTx): Promise<void> {
    if (ids.length) await tx.delete(productVariants).where(anyOf(productVariants.id, [...ids]));
  }

  /** Which of these variants are switched off as out of stock (`in_stock` false). */
  async outOfStock(variantIds: readonly string[], tx: DbOrTx): Promise<Set<string>> {
    if (!variantIds.length) return new Set();
    const rows = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(anyOf(productVariants.id, [...variantIds]), eq(productVariants.inStock, false)));
    return new Set(rows.map((r) => r.id));
  }

  /** Variants by sku (any case) with their preset: how an order line finds what it sells. */
  async variantsBySku(skus: readonly string[], tx: DbOrTx = this.db): Promise<Array<{ variant: ProductVariantRow; preset: ProductPresetRow }>> {
    if (!skus.length) return [];
    return tx
      .select({ variant: productVariants, preset: productPresets })
      .from(productVariants)
      .innerJoin(productPresets, eq(productPresets.id, productVariants.presetId))
      .where(
        anyOf(
          sql`lower(${productVariants.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
      );
  }

  /** SKUs (lower-cased) already used by variants of other presets. */
  async skusTakenElsewhere(skus: readonly string[], presetId: string, tx: DbOrTx = this.db): Promise<Set<string>> {
    if (!skus.length) return new Set();
    const rows = await tx
      .select({ sku: sql<string>`lower(${productVariants.sku})` })
      .from(productVariants)
      .where(
        and(
          anyOf(
            sql`lower(${productVariants.sku})`,
            skus.map((s) => s.toLowerCase()),
          ),
          ne(productVariants.presetId, presetId),
        ),
      );
    return new Set(rows.map((r) => r.sku));
  }

  // ------------------------------------------------------------ tags and favourites

  async tagsOf(presetIds: readonly string[]): Promise<Array<{ presetId: string; id: string; name: string; presetCount: number }>> {
    if (!presetIds.length) return [];
    return this.db
      .select({ presetId: productPresetTags.presetId, id: productTags.id, name: productTags.name, presetCount: productTags.presetCount })
      .from(productPresetTags)
      .innerJoin(productTags, eq(productTags.id, productPresetTags.tagId))
      .where(anyOf(productPresetTags.presetId, [...presetIds]))
      .orderBy(asc(productTags.name));
  }

  async setTags(presetId: string, tagIds: readonly string[], tx: DbOrTx): Promise<void> {
    await tx.delete(productPresetTags).where(eq(productPresetTags.presetId, presetId));
    if (tagIds.length) await tx.insert(productPresetTags).values(tagIds.map((tagId) => ({ presetId, tagId })));
  }

  async favoritesOf(userId: string, presetIds: readonly string[]): Promise<Set<string>> {
    if (!presetIds.length) return new Set();
    const rows = await this.db
      .select({ id: productPresetFavorites.presetId })
      .from(productPresetFavorites)
      .where(and(eq(productPresetFavorites.userId, userId), anyOf(productPresetFavorites.presetId, [...presetIds])));
    return new Set(rows.map((r) => r.id));
  }

  /** Adds the favourite, or removes it when it was there; answers whether it is a favourite now. */
  async toggleFavorite(userId: string, presetId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(productPresetFavorites)
        .where(and(eq(productPresetFavorites.userId, userId), eq(productPresetFavorites.presetId, presetId)))
        .returning({ id: productPresetFavorites.presetId });
      if (removed.length) return false;
      await tx.insert(productPresetFavorites).values({ userId, presetId }).onConflictDoNothing();
      return true;
    });
  }
}

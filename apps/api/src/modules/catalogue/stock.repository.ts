import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { productPresets, productStockHistory, productVariants, type ProductStockHistoryRow } from '../../platform/db/schema';

export type { ProductStockHistoryRow };
export type NewStockHistoryRow = typeof productStockHistory.$inferInsert;

export interface InventoryFilter {
  search?: string;
  lowStock?: boolean;
  provider?: string;
}

/** The stock of variants and its ledger (product_stock_history). */
@Injectable()
export class StockRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Locks the variant's row until the transaction ends, so concurrent changes queue up instead of losing a unit. */
  async lockVariant(variantId: string, tx: DbOrTx): Promise<{ id: string; presetId: string; stock: number } | null> {
    const [row] = await tx
      .select({ id: productVariants.id, presetId: productVariants.presetId, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
      .for('update');
    return row ?? null;
  }

  async setStock(variantId: string, stock: number, tx: DbOrTx): Promise<void> {
    await tx
      .update(productVariants)
      .set({ stock, updatedAt: sql`now()` })
      .where(eq(productVariants.id, variantId));
  }

  async insertHistory(row: NewStockHistoryRow, tx: DbOrTx): Promise<ProductStockHistoryRow> {
    const [created] = await tx.insert(productStockHistory).values(row).returning();
    return created;
  }

  async historyPage(productId: string, limit: number, offset: number): Promise<Array<ProductStockHistoryRow & { sku: string }>> {
    const rows = await this.db
      .select({ h: productStockHistory, sku: productVariants.sku })
      .from(productStockHistory)
      .innerJoin(productVariants, eq(productVariants.id, productStockHistory.variantId))
      .where(eq(productStockHistory.productId, productId))
      .orderBy(desc(productStockHistory.createdAt), desc(productStockHistory.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r.h, sku: r.sku }));
  }

  historyCount(productId: string): Promise<number> {
    return this.db.$count(productStockHistory, eq(productStockHistory.productId, productId));
  }

  private inventoryWhere(f: InventoryFilter): SQL | undefined {
    return and(
      f.lowStock ? sql`${productVariants.stock} <= ${productVariants.lowStockAt}` : undefined,
      f.search ? sql`(lower(${productVariants.sku}) LIKE ${likePattern(f.search)} OR lower(${productPresets.name}) LIKE ${likePattern(f.search)})` : undefined,
      f.provider ? eq(productPresets.provider, f.provider) : undefined,
    );
  }

  inventoryPage(f: InventoryFilter, limit: number, offset: number) {
    return this.db
      .select({
        id: productVariants.id,
        presetId: productVariants.presetId,
        presetName: productPresets.name,
        image: productPresets.image,
        provider: productPresets.provider,
        sku: productVariants.sku,
        nameValue: productVariants.nameValue,
        stock: productVariants.stock,
        lowStockAt: productVariants.lowStockAt,
        inStock: productVariants.inStock,
        locationId: productVariants.locationId,
      })
      .from(productVariants)
      .innerJoin(productPresets, eq(productPresets.id, productVariants.presetId))
      .where(this.inventoryWhere(f))
      .orderBy(f.lowStock ? asc(productVariants.stock) : asc(productPresets.name), asc(productVariants.position), asc(productVariants.id))
      .limit(limit)
      .offset(offset);
  }

  async inventoryCount(f: InventoryFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(productPresets, eq(productPresets.id, productVariants.presetId))
      .where(this.inventoryWhere(f));
    return row.n;
  }
}

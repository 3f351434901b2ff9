import { Inject, Injectable } from '@nestjs/common';
import { adjustProductStockInput, ID_PATTERN, type StockAction } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Params } from '../../platform/common/prepared';
import { parseInput } from '../../platform/common/validation';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { StockRepository, type InventoryFilter, type ProductStockHistoryRow } from './stock.repository';
import { columnsOf } from '../../platform/common/fields';

/** One stock change: every change of a variant's stock (a hand adjustment, an order, a production run) is one of these. */
export interface StockChange {
  variantId: string;
  quantity: number;
  action: StockAction;
  reason?: string | null;
  source: string;
  changedBy?: string | null;
  client?: string | null;
  orderId?: string | null;
  productionId?: string | null;
}

/**
 * The one way a variant's stock changes: lock the row, check, write the new stock and its ledger
 * row in the caller's transaction. Concurrent changes queue on the row lock, so none is lost.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly repo: StockRepository,
    @Inject(DB) private readonly db: Db,
  ) {}

  async change(tx: DbOrTx, c: StockChange): Promise<ProductStockHistoryRow> {
    const variant = await this.repo.lockVariant(c.variantId, tx);
    if (!variant) throw NotFound('Variant');
    const after = variant.stock + c.quantity;
    if (after < 0) throw BadField('quantity', 'range', `Stock cannot go below 0: this variant has ${variant.stock}.`);
    await this.repo.setStock(variant.id, after, tx);
    return this.repo.insertHistory(
      {
        id: newId(),
        productId: variant.presetId,
        variantId: variant.id,
        ...columnsOf(c, ['changedBy', 'client', 'productionId', 'orderId', 'action', 'quantity', 'reason', 'source']),
        stockBefore: variant.stock,
        stockAfter: after,
      },
      tx,
    );
  }

  /**
   * `change` as CTEs of the caller's own single statement (a hot path: a station taking its blank).
   * The variant's UPDATE locks its row, so concurrent changes still queue; it writes nothing when
   * the stock would go below 0 or the variant is missing, and then `check` (which the statement
   * must read) is 0: the caller throws `refusal(...)` and its transaction rolls back.
   */
  changeCtes(alias: string, c: StockChange, p: Params): { ctes: string[]; check: string } {
    const q = p.add(c.quantity, 'int');
    return {
      ctes: [
        `${alias} AS (UPDATE product_variants SET stock = stock + ${q}, updated_at = now()
          WHERE id = ${p.add(c.variantId, 'text')} AND stock + ${q} >= 0 RETURNING id, preset_id, stock)`,
        `${alias}_h AS (INSERT INTO product_stock_history (id, product_id, variant_id, changed_by, client, production_id, order_id, action, quantity, reason, source, stock_before, stock_after)
          SELECT ${p.add(newId(), 'text')}, preset_id, id, ${p.add(c.changedBy ?? null, 'text')}, ${p.add(c.client ?? null, 'text')}, ${p.add(c.productionId ?? null, 'text')},
            ${p.add(c.orderId ?? null, 'text')}, ${p.add(c.action, 'text')}, ${q}, ${p.add(c.reason ?? null, 'text')}, ${p.add(c.source, 'text')}, stock - ${q}, stock
          FROM ${alias} RETURNING id)`,
      ],
      check: `(SELECT count(*) FROM ${alias}_h)`,
    };
  }

  /** Why a change written by `changeCtes` wrote nothing: the variant is missing, or its stock would go below 0. */
  async refusal(tx: DbOrTx, c: StockChange): Promise<Error> {
    const variant = await this.repo.lockVariant(c.variantId, tx);
    if (!variant) return NotFound('Variant');
    return BadField('quantity', 'range', `Stock cannot go below 0: this variant has ${variant.stock}.`);
  }

  /** adjustProductStock: a hand change with its reason, by the caller. */
  async adjust(auth: AuthContext, raw: unknown, client?: string): Promise<ProductStockHistoryRow> {
    const input = parseInput(adjustProductStockInput, raw);
    return this.db.transaction((tx) =>
      this.change(tx, {
        variantId: input.variant_id,
        quantity: input.quantity,
        action: input.action,
        reason: input.reason,
        source: 'manual',
        changedBy: auth.actorId,
        client,
      }),
    );
  }

  async history(productId: string, pageSize: number, page: number) {
    if (!ID_PATTERN.test(productId)) throw BadField('product_id', 'invalid_id', 'Invalid product id.');
    const [rows, total] = await Promise.all([this.repo.historyPage(productId, pageSize, (page - 1) * pageSize), this.repo.historyCount(productId)]);
    return { rows, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
  }

  inventory(filter: InventoryFilter, limit: number, offset: number) {
    return Promise.all([this.repo.inventoryPage(filter, limit, offset), this.repo.inventoryCount(filter)]);
  }
}

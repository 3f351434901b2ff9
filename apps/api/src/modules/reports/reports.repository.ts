import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../../platform/db/database';
import { lineSalesDaily, salesDaily, stationDaily } from '../../platform/db/schema';

/** One day's (or one group's) sales figures, money as exact decimal strings. */
export interface SalesRow {
  key: string;
  orders: number;
  units: number;
  revenue: string;
  base_cost: string;
  shipping: string;
  refunds: string;
}

type GroupedRow = SalesRow & { by: string };

/** Rows of several grouping sets, each set's rows under its name (every name present). */
function splitBy<K extends string>(rows: readonly GroupedRow[], names: readonly K[]): Record<K, SalesRow[]> {
  const out = Object.fromEntries(names.map((n) => [n, [] as SalesRow[]])) as Record<K, SalesRow[]>;
  for (const { by, ...row } of rows) out[by as K]?.push(row);
  return out;
}

/** The days [from, to] (YYYY-MM-DD, both included) and, for a seller, their own rows only. */
export interface SalesWindow {
  from: string;
  to: string;
  sellerId?: string;
}

/**
 * The summaries behind the dashboard and the daily report (`sales_daily`, `line_sales_daily`,
 * `station_daily`, kept by triggers: drizzle/0050). Every read is a range of a primary key or of
 * `sales_daily_seller_day_idx`, a few rows per day, whatever the number of orders.
 */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Sales in the window by day (a seller's own when `sellerId` is given). */
  async salesByDay(w: SalesWindow): Promise<SalesRow[]> {
    const seller = w.sellerId ? sql`and ${salesDaily.sellerId} = ${w.sellerId}` : sql``;
    const result = await this.db.execute(sql`
      select ${salesDaily.day}::text as key, sum(${salesDaily.orders})::int as orders, sum(${salesDaily.units})::int as units,
        sum(${salesDaily.revenue})::text as revenue, sum(${salesDaily.baseCost})::text as base_cost,
        sum(${salesDaily.shipping})::text as shipping, sum(${salesDaily.refunds})::text as refunds
      from ${salesDaily}
      where ${salesDaily.day} >= ${w.from} and ${salesDaily.day} <= ${w.to} ${seller}
      group by 1 order by 1`);
    return result.rows as unknown as SalesRow[];
  }

  /** Sales in the window by day, by seller and by store, in one pass over the window (grouping sets). */
  async salesGroups(w: Omit<SalesWindow, 'sellerId'>): Promise<Record<'day' | 'seller' | 'store', SalesRow[]>> {
    const result = await this.db.execute(sql`
      select case when grouping(${salesDaily.day}) = 0 then 'day' when grouping(${salesDaily.sellerId}) = 0 then 'seller' else 'store' end as by,
        coalesce(${salesDaily.day}::text, ${salesDaily.sellerId}, ${salesDaily.storeId}) as key,
        sum(${salesDaily.orders})::int as orders, sum(${salesDaily.units})::int as units,
        sum(${salesDaily.revenue})::text as revenue, sum(${salesDaily.baseCost})::text as base_cost,
        sum(${salesDaily.shipping})::text as shipping, sum(${salesDaily.refunds})::text as refunds
      from ${salesDaily}
      where ${salesDaily.day} >= ${w.from} and ${salesDaily.day} <= ${w.to}
      group by grouping sets ((${salesDaily.day}), (${salesDaily.sellerId}), (${salesDaily.storeId}))
      order by 1, 2`);
    return splitBy(result.rows as unknown as GroupedRow[], ['day', 'seller', 'store']);
  }

  /** Order lines in the window by product type and by factory, in one pass (no order or shipping figures: an order may span several). */
  async lineGroups(w: Omit<SalesWindow, 'sellerId'>): Promise<Record<'product_type' | 'manufacture', SalesRow[]>> {
    const result = await this.db.execute(sql`
      select case when grouping(${lineSalesDaily.productTypeId}) = 0 then 'product_type' else 'manufacture' end as by,
        coalesce(${lineSalesDaily.productTypeId}, ${lineSalesDaily.manufactureId}) as key, 0 as orders,
        sum(${lineSalesDaily.units})::int as units, sum(${lineSalesDaily.revenue})::text as revenue,
        sum(${lineSalesDaily.baseCost})::text as base_cost, '0.00' as shipping, '0.00' as refunds
      from ${lineSalesDaily}
      where ${lineSalesDaily.day} >= ${w.from} and ${lineSalesDaily.day} <= ${w.to}
      group by grouping sets ((${lineSalesDaily.productTypeId}), (${lineSalesDaily.manufactureId}))
      order by 1, 2`);
    return splitBy(result.rows as unknown as GroupedRow[], ['product_type', 'manufacture']);
  }

  /** Units that arrived at each station on a day, every factory together. */
  async stations(day: string): Promise<Array<{ key: string; total: number }>> {
    const result = await this.db.execute(sql`
      select ${stationDaily.station} as key, sum(${stationDaily.units})::int as total
      from ${stationDaily} where ${stationDaily.day} = ${day} group by 1`);
    return result.rows as unknown as Array<{ key: string; total: number }>;
  }
}

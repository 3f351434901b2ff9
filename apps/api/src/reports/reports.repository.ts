import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { DB, type Db } from '../db/database';
import { lineSalesDaily, salesDaily, stationDaily } from '../db/schema';

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

/** The group a daily report table is by. */
export type SalesDimension = 'day' | 'seller' | 'store' | 'product_type' | 'manufacture';

/** The days [from, to] (YYYY-MM-DD, both included) and, for a seller, their own rows only. */
export interface SalesWindow {
  from: string;
  to: string;
  sellerId?: string;
}

const SALES_KEY: Record<'day' | 'seller' | 'store', SQL> = {
  day: sql`${salesDaily.day}::text`,
  seller: sql`${salesDaily.sellerId}`,
  store: sql`${salesDaily.storeId}`,
};
const LINE_KEY: Record<'product_type' | 'manufacture', SQL> = {
  product_type: sql`${lineSalesDaily.productTypeId}`,
  manufacture: sql`${lineSalesDaily.manufactureId}`,
};

/**
 * The summaries behind the dashboard and the daily report (`sales_daily`, `line_sales_daily`,
 * `station_daily`, kept by triggers: drizzle/0050). Every read is a range of a primary key or of
 * `sales_daily_seller_day_idx`, a few rows per day, whatever the number of orders.
 */
@Injectable()
export class ReportsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Sales in the window grouped by day, seller or store. */
  async sales(by: 'day' | 'seller' | 'store', w: SalesWindow): Promise<SalesRow[]> {
    const key = SALES_KEY[by];
    const seller = w.sellerId ? sql`and ${salesDaily.sellerId} = ${w.sellerId}` : sql``;
    const result = await this.db.execute(sql`
      select ${key} as key, sum(${salesDaily.orders})::int as orders, sum(${salesDaily.units})::int as units,
        sum(${salesDaily.revenue})::text as revenue, sum(${salesDaily.baseCost})::text as base_cost,
        sum(${salesDaily.shipping})::text as shipping, sum(${salesDaily.refunds})::text as refunds
      from ${salesDaily}
      where ${salesDaily.day} >= ${w.from} and ${salesDaily.day} <= ${w.to} ${seller}
      group by 1 order by 1`);
    return result.rows as unknown as SalesRow[];
  }

  /** Order lines in the window grouped by product type or factory (no order or shipping figures: an order may span several). */
  async lines(by: 'product_type' | 'manufacture', w: Omit<SalesWindow, 'sellerId'>): Promise<SalesRow[]> {
    const key = LINE_KEY[by];
    const result = await this.db.execute(sql`
      select ${key} as key, 0 as orders, sum(${lineSalesDaily.units})::int as units,
        sum(${lineSalesDaily.revenue})::text as revenue, sum(${lineSalesDaily.baseCost})::text as base_cost,
        '0.00' as shipping, '0.00' as refunds
      from ${lineSalesDaily}
      where ${lineSalesDaily.day} >= ${w.from} and ${lineSalesDaily.day} <= ${w.to}
      group by 1 order by 1`);
    return result.rows as unknown as SalesRow[];
  }

  /** Units that arrived at each station on a day, every factory together. */
  async stations(day: string): Promise<Array<{ key: string; total: number }>> {
    const result = await this.db.execute(sql`
      select ${stationDaily.station} as key, sum(${stationDaily.units})::int as total
      from ${stationDaily} where ${stationDaily.day} = ${day} group by 1`);
    return result.rows as unknown as Array<{ key: string; total: number }>;
  }
}

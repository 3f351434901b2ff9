import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

/**
 * Paid orders per day, seller and store, kept by triggers on `orders` (when an order is paid) and
 * `ledger_entries` (refunds): the dashboard and the daily report read a month as ~30 rows per
 * seller instead of scanning a million orders. Days are UTC; test orders are left out.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sellerId: text('seller_id').notNull(),
    /** '' for orders without a store. */
    storeId: text('store_id').notNull().default(''),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    revenue: money('revenue').notNull().default('0.00'),
    baseCost: money('base_cost').notNull().default('0.00'),
    shipping: money('shipping').notNull().default('0.00'),
    refunds: money('refunds').notNull().default('0.00'),
  },
  (t) => [primaryKey({ columns: [t.day, t.sellerId, t.storeId] }), index('sales_daily_seller_day_idx').on(t.sellerId, t.day)],
);

/** The lines of paid orders per day, product type and factory (the preset's), kept by the same trigger. */
export const lineSalesDaily = pgTable(
  'line_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** '' when the preset has none. */
    productTypeId: text('product_type_id').notNull().default(''),
    manufactureId: text('manufacture_id').notNull().default(''),
    units: integer('units').notNull().default(0),
    revenue: money('revenue').notNull().default('0.00'),
    baseCost: money('base_cost').notNull().default('0.00'),
  },
  (t) => [primaryKey({ columns: [t.day, t.productTypeId, t.manufactureId] })],
);

/** Units arriving at each station per day and factory, kept by a trigger on `production_steps`. */
export const stationDaily = pgTable(
  'station_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    manufactureId: text('manufacture_id').notNull(),
    station: text('station').notNull(),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.manufactureId, t.station] })],
);

import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Exact money: numeric(14,2), read as a string and computed with packages/shared's money helper, never as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A moment in time, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was made and last changed, both set by the database on insert (spread into a table's columns). */
export const timestamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

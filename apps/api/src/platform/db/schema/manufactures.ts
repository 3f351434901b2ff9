import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MANUFACTURE_STATUSES, type ManufactureStations, type Weekday } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { timestamps } from './columns';

export const manufactures = pgTable(
  'manufactures',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address'),
    status: text('status').notNull().default('Active'),
    /** Which stations run here; the per-manufacture menu follows them. Read and written whole. */
    stations: jsonb('stations').$type<ManufactureStations>().notNull().default({ cutting: true, printing: true, sewing: true, packing: true }),
    workingDays: text('working_days').array().$type<Weekday[]>().notNull().default(['mon', 'tue', 'wed', 'thu', 'fri']),
    /** The IANA zone the factory's days and cut-offs are counted in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Product types or presets made here: free references until the catalogue owns them. */
    productTypes: text('product_types').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [oneOf('manufactures_status_check', t.status, MANUFACTURE_STATUSES)],
);
export type ManufactureRow = typeof manufactures.$inferSelect;

/** Which workers (and staff hubs) belong to a manufacture. */
export const manufactureWorkers = pgTable(
  'manufacture_workers',
  {
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.manufactureId, t.userId] }), index('manufacture_workers_user_idx').on(t.userId)],
);

import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DB, type Db } from '../../platform/db/database';
import { locationCounters, locations, type LocationRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';

export type { LocationRow };
export type NewLocationRow = typeof locations.$inferInsert;

/** A locations list: live ones of a type (or all), or the trash. */
export interface LocationFilter {
  status: 'active' | 'trash';
  type?: string;
}

/** The only place that queries locations. */
@Injectable()
export class LocationsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: LocationFilter): SQL | undefined {
    return and(eq(locations.status, f.status), f.type ? eq(locations.type, f.type) : undefined);
  }

  /** Served by locations_list_idx (status, type, name). */
  page(f: LocationFilter, limit: number, offset: number): Promise<LocationRow[]> {
    return this.db.select().from(locations).where(this.where(f)).orderBy(asc(locations.name), asc(locations.id)).limit(limit).offset(offset);
  }

  /** From the trigger-kept counters: at most two primary-key rows however many locations there are. */
  async count(f: LocationFilter): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: sql<number>`coalesce(sum(${locationCounters.n}), 0)` })
      .from(locationCounters)
      .where(and(eq(locationCounters.status, f.status), f.type ? eq(locationCounters.type, f.type) : undefined));
    return Number(total);
  }

  async findById(id: string): Promise<LocationRow | null> {
    const [row] = await this.db.select().from(locations).where(eq(locations.id, id)).limit(1);
    return row ?? null;
  }

  async insert(values: NewLocationRow): Promise<LocationRow> {
    const [row] = await this.db.insert(locations).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<NewLocationRow>): Promise<LocationRow | null> {
    const [row] = await this.db
      .update(locations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(locations.id, id))
      .returning();
    return row ?? null;
  }

  async trash(ids: readonly string[]): Promise<number> {
    const rows = await this.db
      .update(locations)
      .set({ status: 'trash', updatedAt: sql`now()` })
      .where(and(anyOf(locations.id, [...ids]), eq(locations.status, 'active')))
      .returning({ id: locations.id });
    return rows.length;
  }
}

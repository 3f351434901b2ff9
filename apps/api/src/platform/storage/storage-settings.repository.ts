import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB, type Db } from '../db/database';
import { storageSettings, type StorageSettingsRow } from '../db/schema';

export type { StorageSettingsRow };
export type StorageSettingsValues = Omit<typeof storageSettings.$inferInsert, 'id' | 'updatedAt'>;

/**
 * The only place that queries storage_settings (one row): read by the router in every process,
 * written by the /storage screen (storage-settings module).
 */
@Injectable()
export class StorageSettingsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async get(): Promise<StorageSettingsRow | null> {
    const [row] = await this.db.select().from(storageSettings).where(eq(storageSettings.id, 'default')).limit(1);
    return row ?? null;
  }

  async save(values: StorageSettingsValues): Promise<StorageSettingsRow> {
    const [row] = await this.db
      .insert(storageSettings)
      .values({ id: 'default', ...values })
      .onConflictDoUpdate({ target: storageSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row;
  }
}

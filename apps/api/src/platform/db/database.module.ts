import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { ENV, type Env } from '../config/env';
import { resolveDatabaseUrl } from './connect';
import { createDb, DB, PG_POOL, runMigrations } from './database';

const DB_HANDLE = Symbol('DB_HANDLE');
const logger = new Logger('Database');

/** Connects (starting the embedded server if needed) and applies migrations before anything else starts. */
@Global()
@Module({
  providers: [
    {
      provide: DB_HANDLE,
      inject: [ENV],
      useFactory: async (env: Env) => {
        const { url, stop } = await resolveDatabaseUrl(env, (m) => logger.log(m));
        const { db, pool } = createDb(url, {
          max: env.DB_POOL_MAX,
          statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
          guardTransactions: env.NODE_ENV === 'test',
        });
        await runMigrations(db);
        return { db, pool, stop };
      },
    },
    { provide: DB, inject: [DB_HANDLE], useFactory: (h: { db: unknown }) => h.db },
    { provide: PG_POOL, inject: [DB_HANDLE], useFactory: (h: { pool: Pool }) => h.pool },
  ],
  exports: [DB, PG_POOL],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: { pool: Pool; stop: () => Promise<void> }) {}
  async onApplicationShutdown() {
    await this.handle.pool.end().catch(() => undefined);
    await this.handle.stop().catch(() => undefined);
  }
}

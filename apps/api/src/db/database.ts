import { Logger } from '@nestjs/common';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import * as schema from './schema';

const logger = new Logger('Database');

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const DB = Symbol('DB');
export const PG_POOL = Symbol('PG_POOL');

export function createDb(url: string, max = 10): { db: Db; pool: Pool } {
  const pool = new Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, statement_timeout: 30_000 });
  // An idle connection the server ends (restart, failover, admin kill) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (e) => logger.warn(`idle database connection closed: ${e.message}`));
  return { db: drizzle(pool, { schema }), pool };
}

export function migrationsFolder(): string {
  // Compiled: dist/db -> dist/drizzle; under ts/jest: src/db -> drizzle.
  const candidates = [join(__dirname, '..', 'drizzle'), join(__dirname, '..', '..', 'drizzle')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}

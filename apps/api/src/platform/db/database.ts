import { Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
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

export interface DbOptions {
  /** Connections in the pool. */
  max?: number;
  /** A statement running longer than this is cancelled by the server. */
  statementTimeoutMs?: number;
  /** Refuse any query sent to the pool while the same async context holds a transaction (tests). */
  guardTransactions?: boolean;
}

export function createDb(url: string, { max = 10, statementTimeoutMs = 30_000, guardTransactions = false }: DbOptions = {}): { db: Db; pool: Pool } {
  const pool = new Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, statement_timeout: statementTimeoutMs });
  // An idle connection the server ends (restart, failover, admin kill) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (e) => logger.warn(`idle database connection closed: ${e.message}`));
  const db = drizzle(pool, { schema });
  if (guardTransactions) guardPoolInsideTransactions(db, pool);
  return { db, pool };
}

/** Whether the current async context is inside a `db.transaction` callback that has not settled. */
const holding = new AsyncLocalStorage<{ open: boolean }>();

export class QueryOutsideTransactionError extends Error {}

/**
 * Runs `fn` as if no transaction were held, for pool writes that never wait on it (a job's progress
 * row while an import's transaction runs): the guard below lets them through.
 */
export function besideTransaction<T>(fn: () => T): T {
  return holding.exit(fn);
}

/**
 * A query sent to the pool from inside a transaction waits for a second connection while the first
 * is held: under load every connection is held by a transaction waiting for another, until the
 * statement timeout. With this guard (on in tests) such a query throws at once, naming itself, so
 * every call made while a transaction is open must go through its `tx`.
 */
function guardPoolInsideTransactions(db: Db, pool: Pool): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction((tx) => {
      const hold = { open: true };
      return holding.run(hold, async () => {
        try {
          return await run(tx);
        } finally {
          // Work the callback left running (not awaited) may query the pool once it is done.
          hold.open = false;
        }
      });
    }, config)) as Db['transaction'];
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method].bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (holding.getStore()?.open) {
        const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? method);
        throw new QueryOutsideTransactionError(`Pool ${method} while this context holds a transaction (pass its tx): ${text.slice(0, 200)}`);
      }
      return original(...args);
    };
  }
}

export function migrationsFolder(): string {
  // Compiled: dist/platform/db -> dist/drizzle; under ts/jest: src/platform/db -> drizzle.
  const candidates = [join(__dirname, '..', '..', 'drizzle'), join(__dirname, '..', '..', '..', 'drizzle')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}

import type { Role } from '@pod/shared';
import type { Env } from '../platform/config/env';
import type { StorageDriver } from '../platform/storage/storage.driver';
import type { Db } from '../platform/db/database';

/** What every module's demo seed gets: the database, the storage driver, and who was seeded before it. */
export interface SeedContext {
  db: Db;
  storage: StorageDriver;
  env: Pick<Env, 'FONTSOURCE_DIR'> & Partial<Pick<Env, 'CREDENTIALS_SECRET'>>;
}

/** The demo users by role (seeded first; later seeds attach data to them). */
export type DemoUsers = ReadonlyMap<Role, string>;

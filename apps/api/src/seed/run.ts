import { loadEnv } from '../platform/config/env';
import { createStorageDriver } from '../platform/storage/storage.module';
import { resolveDatabaseUrl } from '../platform/db/connect';
import { createDb, runMigrations } from '../platform/db/database';
import { seedDemo } from './seed';

async function main() {
  const env = loadEnv();
  const { url, stop } = await resolveDatabaseUrl(env, console.log);
  const { db, pool } = createDb(url, { max: 2 });
  await runMigrations(db);
  const logins = await seedDemo(db, createStorageDriver(env), env);
  await pool.end();
  await stop();
  console.log('Demo data is in place. Logins:');
  for (const l of logins) console.log(`  ${l.role.padEnd(11)} ${l.email.padEnd(24)} ${l.password}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

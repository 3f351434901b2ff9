import { loadEnv } from '../config/env';
import { resolveDatabaseUrl } from './connect';
import { createDb, runMigrations } from './database';

async function main() {
  const env = loadEnv();
  const { url, stop } = await resolveDatabaseUrl(env, console.log);
  const { db, pool } = createDb(url, { max: 2 });
  await runMigrations(db);
  await pool.end();
  await stop();
  console.log('Migrations applied.');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

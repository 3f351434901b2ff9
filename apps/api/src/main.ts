import 'reflect-metadata';
import { ConfigError, loadEnv } from './platform/config/env';
import { createApp } from './bootstrap';
import { DB } from './platform/db/database';
import { seedDemo } from './seed/seed';
import { BOOT_STORAGE } from './platform/storage/storage.driver';

async function main() {
  const env = loadEnv();
  const app = await createApp(env);
  // Seeded files (storage null) and media live on the boot driver, as `pnpm db:seed` writes them.
  const logins = env.SEED_DEMO === 'true' ? await seedDemo(app.get(DB), app.get(BOOT_STORAGE), env) : [];
  await app.listen(env.PORT, env.HOST);
  // Clients and proxies reuse an idle connection: the server must not close it first (Node's 5 s
  // default races a reused socket into ECONNRESET; a load balancer's idle limit is usually 60 s).
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const base = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
  console.log(`\nPOD back office is running at ${base} (GraphQL at ${base}/graphql)`);
  if (logins.length) {
    console.log('Demo logins (every role):');
    for (const l of logins) console.log(`  ${l.role.padEnd(11)} ${l.email.padEnd(24)} ${l.password}`);
  }
  console.log('ready');
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});

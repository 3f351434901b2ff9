import 'reflect-metadata';
import { ConfigError, loadEnv } from './config/env';
import { createApp } from './bootstrap';

async function main() {
  const env = loadEnv();
  const app = await createApp(env);
  await app.listen(env.PORT, env.HOST);
  console.log(`API listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (GraphQL at /graphql)`);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});

import type { Env } from '../config/env';
import { startEmbeddedPostgres } from './embedded';

/** DATABASE_URL when given, otherwise the embedded server under DATA_DIR. */
export async function resolveDatabaseUrl(env: Env, log: (msg: string) => void): Promise<{ url: string; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, log);
  return { url: embedded.url, stop: embedded.stop };
}

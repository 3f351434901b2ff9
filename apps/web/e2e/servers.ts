import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The browser tests' servers, one per Playwright worker (Vendure's approach): the demo data is seeded
 * once into a template database, and each worker gets its own API on its own clone of it, its own
 * redis-server and its own copy of the stored files, on a free port (E2E_PORTS, by parallel index). A spec that
 * writes can never break another worker's reads, and every worker starts from the same demo day.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const api = join(root, 'apps', 'api');
// pg and the services the API tests start live in the API package.
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(join(api, 'package.json'))('pg') as { Client: new (options: { connectionString: string }) => PgClient };
interface Service {
  stop(): Promise<void>;
}
interface TestServices {
  freePort(): Promise<number>;
  startPostgres(adminUrl?: string): Promise<Service & { adminUrl: string }>;
  startRedis(): Promise<Service & { url: string }>;
}

/** The carrier tracking deliveries' secret the flow test signs with (e2e/shared.ts E2E_TRACKING_SECRET). */
const TRACKING_WEBHOOK_SECRET = 'e2e-tracking-secret-0123456789abcdef0123';

function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RUN_WORKERS: 'true',
    RETURN_ORIGINS: `http://127.0.0.1:${port}`,
    // The integrations test's webhook receiver listens on loopback: only that address is let through.
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? '127.0.0.1/32',
    WEBHOOK_RETRY_BASE_MS: process.env.WEBHOOK_RETRY_BASE_MS ?? '500',
    TRACKING_WEBHOOK_SECRET,
    // The invoices' clock runs a period ahead (11 days: the longest period is 22nd–31st), so the flow test issues the invoice of the week it paid
    // its order in (root's "issue now" refuses a period that has not ended). Refused in production.
    CLOCK_OFFSET_DAYS: '11',
  };
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited ${code}`))));
  });
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (const end = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the API on ${url} exited ${child.exitCode} before it answered`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    // Answered by our child, not by a server left on the port (ours would have exited on EADDRINUSE).
    if (ok && child.exitCode === null) return;
    if (Date.now() > end) throw new Error(`the API on ${url} did not answer /health within 120 s`);
    // wait-ok: the poll interval while the API boots (nothing signals readiness but /health).
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function admin<T>(adminUrl: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (adminUrl: string, name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

/** Seeds the template and starts `count` APIs; answers the function that stops them and drops what they made. */
export async function startServers(count: number): Promise<() => Promise<void>> {
  const services = (await import(join(api, 'test', 'services.mjs'))) as TestServices;
  const postgres = await services.startPostgres(process.env.E2E_DATABASE_URL);
  const template = `pod_e2e_${process.pid}`;
  const dataTemplate = mkdtempSync(join(tmpdir(), 'pod-e2e-data-'));
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => console.error(`[e2e] ${e}`));
    rmSync(dataTemplate, { recursive: true, force: true });
    await postgres.stop();
  };
  try {
    await admin(postgres.adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    stops.push(() => admin(postgres.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)));
    const seedEnv: NodeJS.ProcessEnv = { ...serverEnv(0), DATABASE_URL: withDatabase(postgres.adminUrl, template), DATA_DIR: dataTemplate };
    // The seed listens on no port (the config refuses PORT=0) and needs no redis.
    delete seedEnv.PORT;
    delete seedEnv.RETURN_ORIGINS;
    delete seedEnv.REDIS_URL;
    const started = Date.now();
    await run(['apps/api/dist/seed/run.js'], seedEnv);
    const seeded = Date.now();

    // Free ports, not fixed ones: a server left over from an interrupted run (or another run) is never taken for ours.
    const ports = await Promise.all(Array.from({ length: count }, () => services.freePort()));
    await Promise.all(
      ports.map(async (port, index) => {
        const name = `${template}_${index}`;
        await admin(postgres.adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
        stops.push(() => admin(postgres.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
        const dataDir = mkdtempSync(join(tmpdir(), `pod-e2e-data-${index}-`));
        cpSync(dataTemplate, dataDir, { recursive: true });
        stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        const redis = await services.startRedis();
        stops.push(redis.stop);
        const env = { ...serverEnv(port), DATABASE_URL: withDatabase(postgres.adminUrl, name), DATA_DIR: dataDir, REDIS_URL: redis.url };
        const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
        stops.push(
          () =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        );
        await healthy(`http://127.0.0.1:${port}`, child);
      }),
    );
    console.log(`[e2e] demo data seeded in ${((seeded - started) / 1000).toFixed(1)} s; ${count} API(s) up in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    // The workers are started after this, with the environment of this process: each reads its port (playwright.config.ts).
    process.env.E2E_PORTS = ports.join(',');
  } catch (e) {
    await stopAll();
    throw e;
  }
  return stopAll;
}

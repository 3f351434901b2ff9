import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startServers } from './servers';

// The browser tests run against the built SPA (served by the API from apps/web/dist), one seeded API per
// worker (e2e/servers.ts). The SPA is built first when it is missing or older than its sources, so
// `playwright test` alone is enough; E2E_BASE_URL points every worker at a server already running.
const web = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  if (process.env.E2E_SKIP_BUILD !== '1') buildIfStale();
  return startServers(config.workers);
}

function buildIfStale(): void {
  const built = newest(join(web, 'dist', 'index.html'));
  const sources = Math.max(
    newest(join(web, 'src')),
    newest(join(web, 'index.html')),
    newest(join(web, 'vite.config.ts')),
    newest(join(web, 'public')),
    newest(join(web, '..', '..', 'packages', 'shared', 'src')),
  );
  if (built >= sources) return;
  console.log('[e2e] building the SPA (dist is missing or stale)…');
  execFileSync(process.execPath, [join(web, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The browser tests run against the built SPA (served by the API from apps/web/dist).
// Build it first when it is missing or older than its sources, so `playwright test` alone is enough.
const web = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env.E2E_BASE_URL) return;
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

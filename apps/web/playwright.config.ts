import { defineConfig, devices } from '@playwright/test';

/** Browser tests run Debian's Chromium against the built SPA served by a freshly seeded API. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Each worker has its own seeded API (e2e/servers.ts sets E2E_PORTS before the workers start; this file is loaded again in each). */
const port = process.env.E2E_PORTS?.split(',')[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // A test's cap, not a wait: long multi-screen tests took 59-60 s on a machine twice as slow as CI's (they take 20-35 s there).
  timeout: 120_000,
  // A condition gets 20 s: a CI machine shared with other work can take 10 s to boot the SPA (nothing waits for time).
  expect: { timeout: 20_000 },
  // Spec files run side by side, each worker against its own API and database; a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    // Recording a trace costs every test CPU: only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});

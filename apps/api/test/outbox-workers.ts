import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const API_DIR = join(__dirname, '..');
/** Where test/global-setup.mjs transpiled the sources and the probe worker (under dist/, ignored by git). */
const OUTBOX_BUILD = join(API_DIR, 'dist', 'outbox-fixture');

/** SQL for the probe handler's receipts (one row per event it handled) and, outside the deliveries, its tries. */
export const PROBE_TABLES = [
  'create table if not exists outbox_probe (event_id text primary key, pid integer not null, at timestamptz not null default now())',
  'create table if not exists outbox_probe_started (event_id text not null, pid integer not null)',
];

/** Starts one outbox worker process and resolves once it listens. */
export function startOutboxWorker(env: Record<string, string | undefined>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(OUTBOX_BUILD, 'test', 'fixtures', 'outbox-worker.js')], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`outbox worker did not start:\n${log}`)), 120_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('outbox worker ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`outbox worker exited with ${code}:\n${log}`)));
  });
}

/** Ends a worker process and waits for it to be gone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

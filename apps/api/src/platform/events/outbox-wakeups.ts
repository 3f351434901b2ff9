import type { Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { OUTBOX_CHANNEL } from './events.repository';

/** Ids announced within this window travel together (one queue job, one Redis round trip). */
const BATCH_WINDOW_MS = 5;
const BATCH_MAX = 50;
/** Session advisory lock held by the one process that turns announcements into queue jobs. */
const ANNOUNCER_LOCK = 0x706f6430;

export interface WakeupOptions {
  /**
   * With a shared queue, only one process (the holder of an advisory lock on its listening
   * connection) passes announcements on, so an event is queued once however many processes listen.
   * The lock goes with the connection: when that process dies, another takes over at its next try.
   */
  single: boolean;
  /** Receives committed event ids, in batches. */
  onIds: (ids: string[]) => Promise<void>;
}

/**
 * Listens for committed events (NOTIFY is delivered at commit, never on rollback) on one
 * dedicated connection, which reconnects after an error; the dispatcher's poller covers any gap.
 */
export class OutboxWakeups {
  private client: PoolClient | null = null;
  private leading = false;
  private buffer: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
    private readonly options: WakeupOptions,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    let client: PoolClient | null = null;
    try {
      client = await this.pool.connect();
      const own = client;
      own.on('notification', (msg) => {
        if (msg.channel === OUTBOX_CHANNEL && msg.payload) this.announce(msg.payload);
      });
      own.on('error', (e) => {
        // After stop() the connection is the pool's again: its errors are not ours to handle.
        if (this.client !== own) return;
        this.logger.warn(`outbox listener lost: ${e.message}`);
        [this.client, this.leading] = [null, false];
        own.release(e);
        setTimeout(() => void this.start(), 1000).unref();
      });
      this.client = own;
      await own.query(`LISTEN ${OUTBOX_CHANNEL}`);
      await this.tryLead();
    } catch (e) {
      this.logger.warn(`outbox listener not started: ${e instanceof Error ? e.message : String(e)}`);
      if (client && this.client === client) {
        [this.client, this.leading] = [null, false];
        client.release(e instanceof Error ? e : true);
      }
      setTimeout(() => void this.start(), 1000).unref();
    }
  }

  /** Takes the announcer's part if nobody holds it (called at start and on every poll). */
  async tryLead(): Promise<void> {
    if (!this.options.single || this.leading || !this.client) return;
    const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [ANNOUNCER_LOCK]);
    this.leading = rows[0]?.ok === true;
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.flush();
    const client = this.client;
    this.client = null;
    if (!client) return;
    client.removeAllListeners('notification');
    await client.query(`UNLISTEN ${OUTBOX_CHANNEL}`).catch(() => undefined);
    // The connection goes back to the pool: it must not keep the announcer's lock.
    await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    client.release();
  }

  private announce(id: string): void {
    if (this.options.single && !this.leading) return;
    this.buffer.push(id);
    if (this.buffer.length >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BATCH_WINDOW_MS);
  }

  private async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ids = this.buffer.splice(0);
    if (ids.length) await this.options.onIds(ids).catch((e: Error) => this.logger.warn(`${ids.length} events not woken (the poller will): ${e.message}`));
  }
}

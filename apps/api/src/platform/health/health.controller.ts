import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { PG_POOL } from '../db/database';
import { REDIS } from '../redis/redis.module';
import { Access, Public } from '../auth/access';
import { STORAGE_HEALTH, type StorageHealth } from './storage-health';

/** Liveness of what the API depends on; 503 when any of it is down. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(STORAGE_HEALTH) private readonly storage: StorageHealth,
  ) {}

  @Get()
  @Access(Public())
  async health(@Res() res: Response) {
    const check = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'up';
      } catch {
        return 'down';
      }
    };
    const database = await check(() => this.pool.query('SELECT 1'));
    const redis = this.redis ? await check(() => this.redis!.ping()) : 'not configured';
    const storage = await check(() => this.storage.check());
    const ok = database === 'up' && redis !== 'down' && storage === 'up';
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', database, redis, storage });
  }
}

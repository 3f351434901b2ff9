import { Module } from '@nestjs/common';
import { access, mkdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import { ENV, type Env } from '../config/env';
import { HealthController } from './health.controller';
import { STORAGE_HEALTH, type StorageHealth } from './storage-health';

@Module({
  controllers: [HealthController],
  providers: [
    {
      provide: STORAGE_HEALTH,
      inject: [ENV],
      useFactory: (env: Env): StorageHealth => ({
        check: async () => {
          await mkdir(env.DATA_DIR, { recursive: true });
          await access(env.DATA_DIR, constants.W_OK);
        },
      }),
    },
  ],
})
export class HealthModule {}

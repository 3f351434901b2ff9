import { Module } from '@nestjs/common';
import { STORAGE, type StorageDriver } from '../storage/storage.driver';
import { HealthController } from './health.controller';
import { STORAGE_HEALTH, type StorageHealth } from './storage-health';

@Module({
  controllers: [HealthController],
  providers: [
    {
      provide: STORAGE_HEALTH,
      inject: [STORAGE],
      // The configured driver: the local store is writable, or the S3 bucket answers.
      useFactory: (storage: StorageDriver): StorageHealth => ({ check: () => storage.check() }),
    },
  ],
})
export class HealthModule {}

import { Global, Module } from '@nestjs/common';
import { ENV, type Env } from '../config/env';
import { LocalStorageDriver } from './local.driver';
import { S3StorageDriver } from './s3.driver';
import { StorageController } from './storage.controller';
import { STORAGE, type StorageDriver } from './storage.driver';

export function createStorageDriver(env: Env): StorageDriver {
  return env.STORAGE_DRIVER === 's3' ? new S3StorageDriver(env) : new LocalStorageDriver(env);
}

/** The storage driver chosen by STORAGE_DRIVER, and the local driver's signed endpoint. */
@Global()
@Module({
  controllers: [StorageController],
  providers: [{ provide: STORAGE, inject: [ENV], useFactory: createStorageDriver }],
  exports: [STORAGE],
})
export class StorageModule {}

/** Same driver without the HTTP endpoint (worker processes). */
@Global()
@Module({
  providers: [{ provide: STORAGE, inject: [ENV], useFactory: createStorageDriver }],
  exports: [STORAGE],
})
export class StorageCoreModule {}

import { Global, Module } from '@nestjs/common';
import { ENV, type Env } from '../config/env';
import { LocalStorageDriver } from './local.driver';
import { RoutedStorage } from './routed-storage';
import { S3StorageDriver } from './s3.driver';
import { LegacyStorageController, StorageController } from './storage.controller';
import { BOOT_STORAGE, STORAGE, type StorageDriver } from './storage.driver';
import { StorageRouter } from './storage-router';
import { StorageSettingsRepository } from './storage-settings.repository';

export function createStorageDriver(env: Env): StorageDriver {
  return env.STORAGE_DRIVER === 's3' ? new S3StorageDriver(env) : new LocalStorageDriver(env);
}

const providers = [
  { provide: BOOT_STORAGE, inject: [ENV], useFactory: createStorageDriver },
  StorageSettingsRepository,
  StorageRouter,
  { provide: STORAGE, useClass: RoutedStorage },
];
const exports = [STORAGE, BOOT_STORAGE, StorageRouter];

/** The boot driver (STORAGE_DRIVER), the storage settings, the router to each object's driver, and the local driver's signed endpoint. */
@Global()
@Module({ controllers: [StorageController, LegacyStorageController], providers, exports })
export class StorageModule {}

/** Same without the HTTP endpoint (worker processes). */
@Global()
@Module({ providers, exports })
export class StorageCoreModule {}

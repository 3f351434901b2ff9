import { Module } from '@nestjs/common';
import { StorageSettingsResolver } from './storage-settings.resolver';
import { StorageSettingsService } from './storage-settings.service';

/** Storage settings: the S3 store, which driver new files use, and a connection test. */
@Module({ providers: [StorageSettingsService, StorageSettingsResolver], exports: [StorageSettingsService] })
export class StorageSettingsModule {}

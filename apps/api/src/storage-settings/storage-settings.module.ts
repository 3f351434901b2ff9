import { Module } from '@nestjs/common';
import { StorageSettingsRepository } from './storage-settings.repository';
import { StorageSettingsResolver } from './storage-settings.resolver';
import { StorageSettingsService } from './storage-settings.service';

/** Storage settings: the S3 store, which driver new files use, and a connection test. */
@Module({ providers: [StorageSettingsRepository, StorageSettingsService, StorageSettingsResolver], exports: [StorageSettingsService] })
export class StorageSettingsModule {}

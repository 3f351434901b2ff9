import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { rule, saveStorageSettingsInput, STORAGE_DRIVERS } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { parseInput } from '../../platform/common/validation';
import { StorageSettingsInput } from './storage-settings.inputs';
import { StorageConnectionTestModel, StorageSettingsModel } from './storage-settings.models';
import { StorageSettingsService } from './storage-settings.service';

const driverInput = rule.z.object({ driver: rule.oneOf(STORAGE_DRIVERS, 'driver') });

/** /storage (super_root: the settings module). */
@Resolver(() => StorageSettingsModel)
export class StorageSettingsResolver {
  constructor(private readonly service: StorageSettingsService) {}

  @Query(() => StorageSettingsModel)
  @Access(Can('settings', 'view'))
  storageSettings(): Promise<StorageSettingsModel> {
    return this.service.get();
  }

  @Mutation(() => StorageSettingsModel)
  @Access(Can('settings', 'update'))
  saveStorageSettings(@Args('input', { type: () => StorageSettingsInput }) input: StorageSettingsInput): Promise<StorageSettingsModel> {
    return this.service.save(parseInput(saveStorageSettingsInput, input));
  }

  /** Writes, reads and deletes a small object through the saved settings of `driver`. */
  @Mutation(() => StorageConnectionTestModel)
  @Access(Can('settings', 'update'))
  testStorageConnection(@Args('driver') driver: string): Promise<StorageConnectionTestModel> {
    return this.service.testConnection(parseInput(driverInput, { driver }).driver);
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module';
import type { Env } from '../config/env';
import { DatabaseModule } from '../db/database.module';
import { FilesCoreModule } from '../files/files.module';
import { FontsCoreModule } from '../fonts/fonts.module';
import { StorageCoreModule } from '../storage/storage.module';
import { JobsModule } from './jobs.module';

/**
 * What a worker process loads: configuration, the database, storage, the job runner and every
 * module that has job handlers (start-up fails if a declared job has no handler here).
 */
@Module({})
export class WorkerModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(env), DatabaseModule, StorageCoreModule, JobsModule.forRoot({ worker: true }), FilesCoreModule, FontsCoreModule],
    };
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsRepository } from './jobs.repository';
import { JobsResolver } from './jobs.resolver';
import { JOBS_OPTIONS, JobsService, type JobsOptions } from './jobs.service';

/** Queues and workers for the jobs the app gives it (`app.jobs.ts`); global so any feature can enqueue. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobsRepository, JobsService, ...(options.worker ? [] : [JobsResolver])],
      exports: [JobsService],
    };
  }
}

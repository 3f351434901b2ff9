import { Module } from '@nestjs/common';
import { ImportsJobs } from './imports.jobs';
import { ImportRegistry } from './imports.registry';
import { ImportsResolver } from './imports.resolver';
import { ImportsService } from './imports.service';

/**
 * The shared import pipeline. A module offering an import kind imports this module and registers
 * the kind with ImportRegistry (see users/users.transfer.ts). Uploads go through the files module,
 * which the app (or worker) loads.
 */
@Module({
  providers: [ImportRegistry, ImportsService, ImportsJobs, ImportsResolver],
  exports: [ImportRegistry],
})
export class ImportsModule {}

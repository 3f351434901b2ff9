import { Module } from '@nestjs/common';
import { ImportUploads } from './import-uploads';
import { ImportsJobs } from './imports.jobs';
import { ImportRegistry } from './imports.registry';
import { ImportsResolver } from './imports.resolver';
import { ImportsService } from './imports.service';

/**
 * The shared import pipeline. A module offering an import kind imports this module and registers
 * the kind with ImportRegistry (see users/users.transfer.ts). Sheets are uploaded and read through
 * ImportUploads, which the files module fills.
 */
@Module({
  providers: [ImportRegistry, ImportUploads, ImportsService, ImportsJobs, ImportsResolver],
  exports: [ImportRegistry, ImportUploads],
})
export class ImportsModule {}

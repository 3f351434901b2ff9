import { Module } from '@nestjs/common';
import { ExportsJobs } from './exports.jobs';
import { ExportRegistry } from './exports.registry';
import { ExportsResolver } from './exports.resolver';
import { ExportsService } from './exports.service';

/**
 * The shared export pipeline. A module offering a list imports this module and registers the
 * list with ExportRegistry (see users/users.transfer.ts).
 */
@Module({
  providers: [ExportRegistry, ExportsService, ExportsJobs, ExportsResolver],
  exports: [ExportRegistry, ExportsService],
})
export class ExportsModule {}

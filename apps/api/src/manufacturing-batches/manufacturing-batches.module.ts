import { Module } from '@nestjs/common';
import { DocumentsCoreModule } from '../documents/documents.module';
import { ExportsModule } from '../exports/exports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingBatchesRepository } from './manufacturing-batches.repository';
import { ManufacturingBatchesResolver } from './manufacturing-batches.resolver';
import { ManufacturingBatchesService } from './manufacturing-batches.service';

/**
 * Batches of productions (Batch Items), their labels, print-file export and the scheduled
 * batching. Productions come through BATCH_PRODUCTIONS, which the productions module provides.
 */
@Module({
  imports: [ManufacturesModule, DocumentsCoreModule, ExportsModule],
  providers: [ManufacturingBatchesRepository, ManufacturingBatchesService, ManufacturingBatchesResolver],
  exports: [ManufacturingBatchesService],
})
export class ManufacturingBatchesModule {}

import { TimelineModule } from '../../platform/timeline/timeline.module';
import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DocumentsCoreModule } from '../../producers/documents/documents.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingModule } from '../manufacturing/manufacturing.module';
import { ManufacturingBatchesJobs } from './manufacturing-batches.jobs';
import { ManufacturingBatchesRepository } from './manufacturing-batches.repository';
import { ManufacturingBatchesResolver } from './manufacturing-batches.resolver';
import { ManufacturingBatchesService } from './manufacturing-batches.service';
import { ProductionBatchResolver } from './production-batch.resolver';

/**
 * Batches of productions (Batch Items), their labels, print-file export and the scheduled
 * batching. Productions are read and moved through ManufacturingService (its BatchProductions side).
 */
@Module({
  imports: [CatalogueModule, ManufacturesModule, ManufacturingModule, DocumentsCoreModule, ExportsModule, TimelineModule],
  providers: [ManufacturingBatchesRepository, ManufacturingBatchesService, ManufacturingBatchesResolver, ProductionBatchResolver, ManufacturingBatchesJobs],
  exports: [ManufacturingBatchesService],
})
export class ManufacturingBatchesModule {}

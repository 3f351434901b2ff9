import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../producers/documents/documents.module';
import { ImportsModule } from '../../producers/imports/imports.module';
import { CatalogueModule } from '../../modules/catalogue/catalogue.module';
import { FilesRef } from '../../modules/files/files-ref';
import { LogisticsModule } from '../../modules/logistics/logistics.module';
import { ManufacturesModule } from '../../modules/manufactures/manufactures.module';
import { ManufacturingModule } from '../../modules/manufacturing/manufacturing.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { PackingModule } from '../../modules/packing/packing.module';
import { UsersCoreModule } from '../../modules/users/users-core.module';
import { PackAndShipResolver } from './pack-and-ship.resolver';
import { PackageDocumentsService } from './package-documents.service';
import { PackingStationService } from './packing-station.service';
import { SellerLabelsTransfer } from './seller-labels.transfer';

/** Pack and ship: the packing station fills packages from factory units; a Packed one gets its label, slip and manifest line. */
@Module({
  imports: [
    PackingModule,
    ManufacturingModule,
    ManufacturesModule,
    OrdersModule,
    UsersCoreModule,
    CatalogueModule,
    LogisticsModule,
    DocumentsModule,
    ImportsModule,
  ],
  // FilesRef, not FilesModule: workers load this flow beside FilesCoreModule (see files-ref.ts).
  providers: [FilesRef, PackingStationService, PackageDocumentsService, PackAndShipResolver, SellerLabelsTransfer],
})
export class PackAndShipModule {}

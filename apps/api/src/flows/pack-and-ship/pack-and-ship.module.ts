import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../../modules/files/files.module';
import { DocumentsModule } from '../../producers/documents/documents.module';
import { ImportsModule } from '../../producers/imports/imports.module';
import { CatalogueModule } from '../../modules/catalogue/catalogue.module';
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
    FilesCoreModule,
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
  providers: [PackingStationService, PackageDocumentsService, PackAndShipResolver, SellerLabelsTransfer],
})
export class PackAndShipModule {}

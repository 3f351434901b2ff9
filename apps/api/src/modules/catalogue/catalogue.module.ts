import { Module } from '@nestjs/common';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ImportsModule } from '../../producers/imports/imports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { UsersCoreModule } from '../users/users-core.module';
import { CatalogueTransfer } from './catalogue.transfer';
import { PresetsRepository } from './presets.repository';
import { PresetsResolver } from './presets.resolver';
import { PresetsService } from './presets.service';
import { ProductsExportService } from './products-export.service';
import { ProductTypeNameLoader } from './product-type-name.loader';
import { StockRepository } from './stock.repository';
import { StockResolver } from './stock.resolver';
import { StockService } from './stock.service';
import { TaxonomyRepository } from './taxonomy.repository';
import { TaxonomyResolver } from './taxonomy.resolver';
import { TaxonomyService } from './taxonomy.service';

/** Product presets and variants, providers' product types, categories, tags, marketplace categories, stock. */
@Module({
  imports: [UsersCoreModule, ExportsModule, ImportsModule, ManufacturesModule],
  providers: [
    PresetsRepository,
    PresetsService,
    PresetsResolver,
    ProductsExportService,
    ProductTypeNameLoader,
    StockRepository,
    StockService,
    StockResolver,
    TaxonomyRepository,
    TaxonomyService,
    TaxonomyResolver,
    CatalogueTransfer,
  ],
  exports: [PresetsService, StockService, ProductTypeNameLoader],
})
export class CatalogueModule {}

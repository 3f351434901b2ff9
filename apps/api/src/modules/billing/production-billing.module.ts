import { TimelineModule } from '../../platform/timeline/timeline.module';
import { ProductionInvoiceTimelineAccess } from './billing-timelines';
import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DocumentsCoreModule } from '../../producers/documents/documents.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingModule } from '../manufacturing/manufacturing.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ProductionBillingEvents } from './production-billing.events';
import { ProductionBillingJobs } from './production-billing.jobs';
import { ProductionInvoicesResolver, ProductionTransactionsResolver } from './production-billing.resolver';
import { InvoiceFiles } from './invoice-files';
import { ProductionInvoiceDocuments } from './production-invoice-documents';
import { ProductionInvoicesRepository } from './production-invoices.repository';
import { ProductionInvoicesService } from './production-invoices.service';
import { ProductionLedgerRepository } from './production-ledger.repository';
import { ProductionLedgerService } from './production-ledger.service';
import { ReturnsCoreModule } from '../returns/returns-core.module';
import { ProductionSources, ServiceProductionSources } from './production-sources';

/**
 * The factories' production ledger and production invoices (root). Its own module because it
 * follows orders, which depend on billing; loaded by the API and the worker, wherever the outbox
 * delivers order events and the scheduled job runs.
 */
@Module({
  imports: [UsersCoreModule, OrdersModule, CatalogueModule, ManufacturesModule, ManufacturingModule, DocumentsCoreModule, ReturnsCoreModule, TimelineModule],
  providers: [
    ProductionInvoiceTimelineAccess,
    { provide: ProductionSources, useClass: ServiceProductionSources },
    ProductionLedgerRepository,
    ProductionInvoicesRepository,
    ProductionInvoiceDocuments,
    InvoiceFiles,
    ProductionLedgerService,
    ProductionInvoicesService,
    ProductionTransactionsResolver,
    ProductionInvoicesResolver,
    ProductionBillingEvents,
    ProductionBillingJobs,
  ],
})
export class ProductionBillingModule {}

import { TimelineModule } from '../../platform/timeline/timeline.module';
import { InvoiceTimelineAccess } from './billing-timelines';
import { Module } from '@nestjs/common';
import { DocumentsCoreModule } from '../../producers/documents/documents.module';
import { OrdersModule } from '../orders/orders.module';
import { OrdersService } from '../orders/orders.service';
import { UsersCoreModule } from '../users/users-core.module';
import { ENV, type Env } from '../../platform/config/env';
import { InvoiceClock } from './invoice-clock';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceFiles } from './invoice-files';
import { InvoicesJobs } from './invoices.jobs';
import { InvoicesRepository } from './invoices.repository';
import { InvoiceLinesResolver, InvoicesResolver, OrderInvoicesResolver } from './invoices.resolver';
import { InvoicesService, PaidOrdersSource } from './invoices.service';

/**
 * The sellers' weekly invoices of paid orders. Its own module because it reads orders, and orders
 * already depend on billing (they charge through it).
 */
@Module({
  imports: [UsersCoreModule, OrdersModule, DocumentsCoreModule, TimelineModule],
  providers: [
    InvoiceTimelineAccess,
    { provide: PaidOrdersSource, useExisting: OrdersService },
    { provide: InvoiceClock, useFactory: (env: Env) => new InvoiceClock(env.CLOCK_OFFSET_DAYS), inject: [ENV] },
    InvoicesRepository,
    InvoiceDocuments,
    InvoiceFiles,
    InvoicesService,
    InvoicesResolver,
    InvoiceLinesResolver,
    OrderInvoicesResolver,
    InvoicesJobs,
  ],
  exports: [InvoicesService],
})
export class InvoicesModule {}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { owns } from '../../platform/auth/ownership';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { InvoicesRepository } from './invoices.repository';
import { ProductionInvoicesRepository } from './production-invoices.repository';

/**
 * Who reads an invoice's history: whoever may read the invoice (a seller only their own). Registered
 * apart from InvoicesService, which the demo seed also builds by hand.
 */
@Injectable()
export class InvoiceTimelineAccess implements OnModuleInit {
  constructor(
    private readonly timeline: TimelineService,
    private readonly invoices: InvoicesRepository,
  ) {}

  onModuleInit(): void {
    this.timeline.restrict('invoice', async (auth, id) => {
      const invoice = await this.invoices.findById(id);
      return !!invoice && owns(auth, invoice.sellerId);
    });
  }
}

/** Who reads a production invoice's history: whoever may read it (production_billing is staff's; a seller never another's). */
@Injectable()
export class ProductionInvoiceTimelineAccess implements OnModuleInit {
  constructor(
    private readonly timeline: TimelineService,
    private readonly invoices: ProductionInvoicesRepository,
  ) {}

  onModuleInit(): void {
    this.timeline.restrict('production_invoice', async (auth, id) => {
      const invoice = await this.invoices.findById(id);
      return !!invoice && owns(auth, invoice.sellerId);
    });
  }
}

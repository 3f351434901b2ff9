import { Module } from '@nestjs/common';
import { DocumentsResolver } from './documents.resolver';
import { DocumentsService } from './documents.service';

/** Barcodes, QR codes and PDFs (labels, barcode sheets, packing slips, invoices); modules that print import it. */
@Module({
  providers: [DocumentsService, DocumentsResolver],
  exports: [DocumentsService],
})
export class DocumentsModule {}

/** The service without the GraphQL resolver (worker processes render documents in jobs). */
@Module({
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsCoreModule {}

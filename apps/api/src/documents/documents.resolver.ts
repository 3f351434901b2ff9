import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access, Can } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import { urlContext } from '../common/url-context';
import { BarcodeSheetArgs, parseBarcodeSheet } from './documents.inputs';
import { PrintableDocumentModel } from './documents.models';
import { DocumentsService } from './documents.service';
import { CODES_PER_SHEET } from './layouts';

@Resolver()
export class DocumentsResolver {
  constructor(private readonly documents: DocumentsService) {}

  /** A PDF sheet of barcodes (24 per A4 page) for labelling products, bins or batches; answers its signed URL. */
  @Mutation(() => PrintableDocumentModel)
  @Access(Can('product_labels', 'view'), Can('manufacturing', 'view'))
  async printBarcodeSheet(@Context() ctx: GqlContext, @Args() args: BarcodeSheetArgs): Promise<PrintableDocumentModel> {
    const { codes, symbology } = parseBarcodeSheet(args);
    const pdf = await this.documents.barcodeSheet(codes, symbology);
    const published = await this.documents.publish(pdf, 'barcodes', urlContext(ctx));
    return { url: published.url, size: published.size, pages: Math.ceil(codes.length / CODES_PER_SHEET) };
  }
}

import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_PRODUCTION_ERRORS } from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { urlContext } from '../../platform/common/url-context';
import { isDocumentLocale } from './document-words';
import { BarcodeSheetArgs, parseBarcodeSheet } from './documents.inputs';
import { PrintableDocumentModel } from './documents.models';
import { DocumentsService } from './documents.service';
import { CODES_PER_SHEET } from './layouts';

/** Pages of a PDF pdfkit wrote (its page tree's count). */
const pdfPageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 1);

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

  /**
   * The call-to-action sheet (`/call-to-action`): the system barcodes and every station's error
   * codes with their labels, in the caller's language; answers the stored PDF's signed URL.
   */
  @Query(() => PrintableDocumentModel)
  @Access(Roles('root', 'super_root'))
  async callToActionSheet(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext): Promise<PrintableDocumentModel> {
    const language = auth.current.row.customizer.language;
    const pdf = await this.documents.callToActionSheet(DEFAULT_PRODUCTION_ERRORS, isDocumentLocale(language) ? language : undefined);
    const published = await this.documents.publish(pdf, 'call-to-action', urlContext(ctx));
    return { url: published.url, size: published.size, pages: pdfPageCount(pdf) };
  }
}

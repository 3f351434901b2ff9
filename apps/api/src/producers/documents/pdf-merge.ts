import type * as PdfLib from '@cantoo/pdf-lib';
import { lazyRequire } from '../../platform/common/lazy-require';

const pdfLib = lazyRequire<typeof PdfLib>('@cantoo/pdf-lib');

/** One PDF of several, page after page (a package's packing slip, then its label). */
export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Buffer> {
  const { PDFDocument } = pdfLib();
  const out = await PDFDocument.create();
  for (const bytes of pdfs) {
    const src = await PDFDocument.load(bytes, { ignoreEncryption: true });
    for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
  }
  return Buffer.from(await out.save());
}

/** Writes `text` in the top left corner of every page (a seller's label stamped with our order code). */
export async function stampPdf(bytes: Uint8Array, text: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = pdfLib();
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.getPages()) {
    const { height } = page.getSize();
    const size = 11;
    const width = font.widthOfTextAtSize(text, size);
    page.drawRectangle({ x: 6, y: height - 24, width: width + 10, height: 18, color: rgb(1, 1, 1), borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
    page.drawText(text, { x: 11, y: height - 19, size, font, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await doc.save());
}

import { DEFAULT_PRODUCTION_ERRORS, SYSTEM_BARCODES } from '@pod/shared';
import { barcodeSheetPdf } from '../src/documents/layouts';
import { callToActionSheetPdf, gangSheetPickListPdf } from '../src/documents/production-sheets';
import { pdfPagesPng, readCode128 } from './support/barcode-reader';
import { pdfText } from './support/pdf';

async function codesIn(pdf: Buffer): Promise<Set<string>> {
  const all = new Set<string>();
  for (const page of pdfPagesPng(pdf)) for (const code of await readCode128(page)) all.add(code);
  return all;
}

describe('manufacturing sheets read back by a barcode decoder', () => {
  it('a batch label sheet: every production and batch code decodes back from the printed page', async () => {
    const codes = ['B0A1B2C', 'P3K9Z0ABQ', 'P00000001', 'PZZZZZZZZ'];
    const pdf = await barcodeSheetPdf(codes.map((code, i) => ({ code, caption: i === 0 ? 'Batch · DTF' : `#${1000 + i}` })));
    expect(await codesIn(pdf)).toEqual(new Set(codes));
    expect(pdfText(pdf)).toContain('Batch · DTF');
  });

  it('the call-to-action sheet: the system codes and every station error code decode, with their labels in the reader’s language', async () => {
    const pdf = await callToActionSheetPdf(DEFAULT_PRODUCTION_ERRORS, 'de');
    const found = await codesIn(pdf);
    for (const code of Object.values(SYSTEM_BARCODES)) expect(found).toContain(code);
    for (const e of DEFAULT_PRODUCTION_ERRORS) expect(found).toContain(String(e.code));
    const text = pdfText(pdf);
    for (const word of ['Bestätigen', 'Abbrechen', 'Zuschnitt', 'Druck', 'Nähen', 'Verpackung', '2011 · Designfehler', '1001 · Falsche Größe zugeschnitten']) expect(text).toContain(word);
  });

  it('the gang sheet pick list names each production, its order and where it sits', async () => {
    const pdf = await gangSheetPickListPdf('B0A1B2C', [
      { code: 'P00000001', order: '#1001', sheet: 0, x: 0, y: 0, rotated: false },
      { code: 'P00000002', order: '#1002', sheet: 1, x: 12.5, y: 3.25, rotated: true },
    ], 'fr');
    const text = pdfText(pdf);
    for (const word of ['Liste de prélèvement', 'P00000001', '#1002', '12.50, 3.25', 'oui', 'Planche']) expect(text).toContain(word);
  });
});

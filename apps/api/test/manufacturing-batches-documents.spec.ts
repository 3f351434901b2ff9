import { DEFAULT_PRODUCTION_ERRORS, SYSTEM_BARCODES } from '@pod/shared';
import { barcodeSheetPdf } from '../src/producers/documents/layouts';
import { callToActionSheetPdf, gangSheetPickListPdf } from '../src/producers/documents/production-sheets';
import { codeOf, TestApp } from './harness';
import { pdfPagesPng, readCode128 } from './support/barcode-reader';
import { fetchSignedFile } from './support/signed-file';
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
    for (const word of ['Bestätigen', 'Abbrechen', 'Zuschnitt', 'Druck', 'Nähen', 'Verpackung', '2011 · Designfehler', '1001 · Falsche Größe zugeschnitten'])
      expect(text).toContain(word);
  });

  it('the gang sheet pick list names each production, its order and where it sits', async () => {
    const pdf = await gangSheetPickListPdf(
      'B0A1B2C',
      [
        { code: 'P00000001', order: '#1001', sheet: 0, x: 0, y: 0, rotated: false },
        { code: 'P00000002', order: '#1002', sheet: 1, x: 12.5, y: 3.25, rotated: true },
      ],
      'fr',
    );
    const text = pdfText(pdf);
    for (const word of ['Liste de prélèvement', 'P00000001', '#1002', '12.50, 3.25', 'oui', 'Planche']) expect(text).toContain(word);
  });
});

describe('callToActionSheet (root and super_root)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const SHEET = `query { callToActionSheet { url size pages } }`;

  it('is refused to the station roles and sellers, then stored and answered for root in their language', async () => {
    for (const role of ['printer', 'cutting', 'order_qc', 'sale']) {
      const user = await t.userWithToken({ role });
      expect(codeOf(await t.gql(SHEET, {}, user.token))).toBe('FORBIDDEN');
    }
    const root = await t.userWithToken({ role: 'root', customizer: { language: 'pt' } });
    const res = await t.gql<{ callToActionSheet: { url: string; size: number; pages: number } }>(SHEET, {}, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.callToActionSheet.pages).toBe(2);
    const file = await fetchSignedFile(t, res.data!.callToActionSheet.url);
    expect(file.status).toBe(200);
    const pdf = file.body as Buffer;
    expect(pdf.length).toBe(res.data!.callToActionSheet.size);
    expect(pdfText(pdf)).toContain('Folha de leitura');
    expect(await codesIn(pdf)).toContain(SYSTEM_BARCODES.confirm);
  });
});

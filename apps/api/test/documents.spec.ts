import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { barcodePng, barcodeSvg } from '../src/producers/documents/barcodes';
import { fontFiles, textRuns, woffToSfnt } from '../src/producers/documents/pdf-fonts';
import { invoicePdf, invoiceTotals, labelPdf, packingSlipPdf } from '../src/producers/documents/layouts';
import { codeOf, TestApp, type SignedInUser } from './harness';
import { pdfPagesText, pdfText } from './support/pdf';

const ACCENTED = ['Größe', 'Bestätigung', 'Reçu', 'garçon', 'Ação', 'Não', 'œuvre'];
/** Latin Extended-A: set from the second font file of the family. */
const EXTENDED = 'Łódź Şişli Dvořák';

describe('PDFs with an embedded Unicode font', () => {
  it('prints German, French, Portuguese and Latin Extended-A text that reads back', async () => {
    const pdf = await packingSlipPdf({
      number: 'PS-1001',
      date: new Date('2026-03-04T10:00:00Z'),
      shipTo: ['Anaïs Lefèvre', '12 rue de la Paix', '75002 Paris'],
      from: [EXTENDED],
      items: [
        { sku: 'TS-M', name: `T-shirt, ${ACCENTED.join(', ')}`, quantity: 2 },
        { sku: 'MUG', name: 'Tasse « Café »', quantity: 1 },
      ],
      locale: 'de',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const word of ACCENTED) expect(text).toContain(word);
    expect(text).toContain('Lieferschein');
    expect(text).toContain('Anaïs Lefèvre');
    expect(text.replace(/ /g, '')).toContain(EXTENDED.replace(/ /g, ''));
    expect(text).toContain('Artikel: 3');
  });

  it('unpacks each WOFF font into a font file whose tables match their checksums', () => {
    expect(() => woffToSfnt(Buffer.from('not a font, not at all, no header at all here'))).toThrow('not a WOFF file');
    for (const file of Object.values(fontFiles()).flat()) {
      const font = file.bytes;
      const count = font.readUInt16BE(4);
      expect(count).toBeGreaterThan(8);
      for (let i = 0; i < count; i++) {
        const [tag, checksum, offset, length] = [0, 4, 8, 12].map((at) => font.readUInt32BE(12 + i * 16 + at));
        const table = Buffer.alloc(Math.ceil(length / 4) * 4);
        font.copy(table, 0, offset, offset + length);
        // 'head' is summed with its checkSumAdjustment (bytes 8–11) as zero.
        if (tag === 0x68656164) table.writeUInt32BE(0, 8);
        let sum = 0;
        for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
        expect([file.name, i, sum]).toEqual([file.name, i, checksum]);
      }
    }
  });

  it('cuts text into runs of the font file that holds each character', () => {
    expect(textRuns('Ação', 'regular')).toEqual([{ font: 'noto-latin-regular', text: 'Ação' }]);
    expect(textRuns('Łódź', 'regular').map((r) => r.text)).toEqual(['Ł', 'ód', 'ź']);
  });

  it('makes an invoice whose totals are exact and printed in the reader’s money format', async () => {
    const input = {
      number: 'INV-2026-0042',
      date: new Date('2026-03-04T00:00:00Z'),
      seller: ['POD GmbH', 'Hauptstraße 5, München'],
      billTo: ['João Conceição', 'Lisboa'],
      lines: [
        { description: 'Camiseta estampada', quantity: 3, unitPrice: '19.99' },
        { description: 'Caneca', quantity: 1, unitPrice: '0.10' },
        { description: 'Envio', quantity: 1, unitPrice: '0.20' },
      ],
      taxRate: '23',
      locale: 'pt' as const,
    };
    // 59.97 + 0.10 + 0.20 = 60.27 (a float sum gives 60.269999…); 23 % of it is 13.8621 -> 13.86.
    expect(invoiceTotals(input)).toEqual({ lineAmounts: ['59.97', '0.10', '0.20'], subtotal: '60.27', tax: '13.86', total: '74.13' });
    const text = pdfText(await invoicePdf(input));
    expect(text).toContain('Fatura');
    expect(text).toContain('João Conceição');
    expect(text).toContain('Preço unitário');
    expect(text).toMatch(/74,13/);
  });

  it('makes a 4 × 6 inch label with the code printed under its barcode', async () => {
    const pdf = await labelPdf({ code: 'PKG-000123', shipTo: ['Zoë Müller', 'Straße 1'], headline: 'Priorité', locale: 'fr' });
    const text = pdfText(pdf);
    expect(text).toContain('Zoë Müller');
    expect(text).toContain('Priorité');
    expect(text).toContain('LIVRER À');
    // 4 × 6 in = 288 × 432 pt.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
  });
});

describe('barcodes and QR codes', () => {
  it('makes a QR code PNG whose size and finder pattern are those of a version 1 code', async () => {
    const png = await barcodePng('POD-42', { symbology: 'qrcode', scale: 4 });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    // bwip-js draws a 2D module 2 units wide: 21 modules and 2 units of padding each side, times the scale of 4.
    const unit = 4;
    expect([meta.width, meta.height]).toEqual([(21 * 2 + 2 * 2) * unit, (21 * 2 + 2 * 2) * unit]);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const centre = (module: number) => 2 * unit + module * 2 * unit + unit;
    const dark = (module: number, row: number) => data[centre(row) * info.width + centre(module)] < 128;
    // The top-left finder: a dark ring (row 0), a light ring (row 1), a dark 3 × 3 core (rows 2-4).
    expect([0, 1, 2, 3, 4, 5, 6].map((m) => dark(m, 0))).toEqual(Array(7).fill(true));
    expect([1, 2, 3, 4, 5].map((m) => dark(m, 1))).toEqual(Array(5).fill(false));
    expect([2, 3, 4].map((m) => dark(m, 3))).toEqual([true, true, true]);
  });

  it('makes Code 128 as PNG and SVG, and refuses data a symbology cannot hold', async () => {
    const png = await barcodePng('ABC-123');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width!).toBeGreaterThan(meta.height!);
    expect(barcodeSvg('ABC-123')).toMatch(/^<svg[^>]*viewBox/);
    await expect(barcodePng('not-digits', { symbology: 'ean13' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('printBarcodeSheet', () => {
  let t: TestApp;
  let root: SignedInUser;
  const PRINT = `mutation($codes: [String!]!, $captions: [String!], $symbology: String) {
    printBarcodeSheet(codes: $codes, captions: $captions, symbology: $symbology) { url size pages } }`;

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'super_root' });
  });
  afterAll(() => t.stop());

  it('is refused without product_labels or manufacturing access, then prints for users who have either', async () => {
    const codes = Array.from({ length: 30 }, (_, i) => `BIN-${String(i + 1).padStart(3, '0')}`);
    // product_labels is open to every role by default: a group withdraws it from this seller.
    const withdrawn = await t.groupMember({ product_labels: [] }, 'sale');
    const denied = await t.gql(PRINT, { codes }, withdrawn.token);
    expect(codeOf(denied)).toBe('FORBIDDEN');
    const printer = await t.userWithToken({ role: 'printer' });
    expect((await t.gql(PRINT, { codes: ['A-1'] }, printer.token)).errors).toBeUndefined();

    const res = await t.gql<{ printBarcodeSheet: { url: string; size: number; pages: number } }>(
      PRINT,
      { codes, captions: codes.map((c) => `Étagère ${c}`) },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.printBarcodeSheet.pages).toBe(2);
    const url = new URL(res.data!.printBarcodeSheet.url);
    const file = await t
      .http()
      .get(url.pathname + url.search)
      .buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pages = pdfPagesText(file.body as Buffer);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Étagère BIN-001');
    expect(pages[1]).toContain('Étagère BIN-030');
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ codes: [] }, 'codes'],
      [{ codes: ['x'.repeat(81)] }, 'codes'],
      [{ codes: Array(241).fill('A') }, 'codes'],
      [{ codes: ['A'], symbology: 'pdf417x' }, 'symbology'],
      [{ codes: ['NOT-DIGITS'], symbology: 'ean13' }, 'codes'],
      [{ codes: ['A'], captions: ['a', 'b'] }, 'captions'],
    ];
    const stored = () => {
      const dir = join(t.env.DATA_DIR, 'storage', 'documents');
      return existsSync(dir) ? readdirSync(dir).length : 0;
    };
    const before = stored();
    for (const [vars, field] of cases) {
      const res = await t.gql(PRINT, vars, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors![0].extensions!.fields!)).toEqual([field]);
    }
    expect(stored()).toBe(before);
  });
});

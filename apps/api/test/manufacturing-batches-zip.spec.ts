import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ExportsService } from '../src/producers/exports/exports.service';
import { writeZip } from '../src/producers/exports/zip-writer';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { TestApp } from './harness';
import { exportDownload } from './support/exports';

interface Line {
  code: string;
  order: string;
  quantity: number;
}

describe('zip exports (print files and their list)', () => {
  let t: TestApp;
  let storage: StorageDriver;
  let exportsService: ExportsService;

  beforeAll(async () => {
    t = await TestApp.start();
    storage = t.app.get<StorageDriver>(STORAGE);
    exportsService = t.app.get(ExportsService);
  });
  afterAll(() => t.stop());

  it('zips stored print files, byte for byte, with an XLSX list, and answers a download URL', async () => {
    const prints = await Promise.all(
      ['P00000001', 'P00000002', 'P00000003'].map(async (code, i) => ({
        code,
        bytes: await sharp({ create: { width: 300 + i, height: 200, channels: 4, background: { r: 40 * i, g: 90, b: 200, alpha: 1 } } })
          .png()
          .toBuffer(),
      })),
    );
    for (const p of prints) await storage.write(`print-files/test/${p.code.toLowerCase()}.png`, p.bytes, 'image/png');
    const rows: Line[] = prints.map((p, i) => ({ code: p.code, order: `#${1001 + i}`, quantity: 1 }));
    const result = await exportsService.zip({
      name: 'batch-B0A1B2C',
      prefix: 'test-zip-1',
      files: prints.map((p) => ({ name: `print-files/${p.code}-front.png`, read: () => storage.read(`print-files/test/${p.code.toLowerCase()}.png`) })),
      list: {
        name: 'products',
        columns: [
          { key: 'production_code', value: (r: Line) => r.code },
          { key: 'order', value: (r: Line) => r.order },
          { key: 'quantity', value: (r: Line) => r.quantity },
        ],
        rows,
      },
    });
    expect(result).toMatchObject({ filename: 'batch-B0A1B2C.zip', entries: 4 });

    const zip = await JSZip.loadAsync(await exportDownload(t, result.url));
    expect(Object.keys(zip.files).sort()).toEqual([
      'print-files/P00000001-front.png',
      'print-files/P00000002-front.png',
      'print-files/P00000003-front.png',
      'products.xlsx',
    ]);
    for (const p of prints) expect((await zip.file(`print-files/${p.code}-front.png`)!.async('nodebuffer')).equals(p.bytes)).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await zip.file('products.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'production_code', 'order', 'quantity']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'P00000002', '#1002', 1]);
  });

  it('stores nothing when a listed file is missing', async () => {
    await expect(
      exportsService.zip({
        name: 'batch-missing',
        prefix: 'test-zip-2',
        files: [{ name: 'absent.png', read: () => storage.read('print-files/test/absent.png') }],
        list: { name: 'products', columns: [], rows: [] },
      }),
    ).rejects.toThrow();
    expect(await storage.head('exports/test-zip-2/batch-missing.zip')).toBeNull();
  });

  it('writes entries as they come from a stream, without holding them all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    try {
      const chunk = Buffer.alloc(1 << 20, 7);
      async function* entries() {
        for (let i = 0; i < 5; i++) yield { name: `part-${i}.bin`, body: Readable.from([chunk, chunk]) };
      }
      const written = await writeZip(join(dir, 'a.zip'), entries());
      expect(written.entries).toBe(5);
      const zip = await JSZip.loadAsync(await readFile(join(dir, 'a.zip')));
      expect((await zip.file('part-4.bin')!.async('nodebuffer')).length).toBe(2 << 20);
      // Deflated: ten megabytes of one byte value take a few kilobytes.
      expect(written.size).toBeLessThan(100_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

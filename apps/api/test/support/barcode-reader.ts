import { BitArray, Code128Reader } from '@zxing/library';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Each page of a PDF as a PNG, rendered by poppler's pdftoppm (what a printer's RIP would see). */
export function pdfPagesPng(pdf: Buffer, dpi = 200): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'pod-pdf-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', join(dir, 'doc.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.startsWith('page'))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** White run that separates two barcodes on one scan line (a quiet zone is 10 modules). */
const QUIET = 24;

/**
 * Every Code 128 barcode on an image, read with zxing's Code 128 decoder along scan lines: each
 * line is thresholded and cut at long white runs, and each stretch decoded on its own, so side by
 * side barcodes are all found without knowing the layout.
 */
export async function readCode128(png: Buffer, step = 3): Promise<Set<string>> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const found = new Set<string>();
  const reader = new Code128Reader();
  for (let y = 0; y < info.height; y += step) {
    const line = data.subarray(y * info.width * info.channels, (y + 1) * info.width * info.channels);
    const dark = (x: number) => line[x * info.channels] < 128;
    let x = 0;
    while (x < info.width) {
      while (x < info.width && !dark(x)) x++;
      const start = x;
      let white = 0;
      while (x < info.width && white < QUIET) {
        white = dark(x) ? 0 : white + 1;
        x++;
      }
      const end = x - white;
      if (end - start < 40) continue;
      const row = new BitArray(end - start + 2 * QUIET);
      for (let i = start; i < end; i++) if (dark(i)) row.set(i - start + QUIET);
      try {
        found.add(reader.decodeRow(y, row, new Map()).getText());
      } catch {
        // Not a barcode (text, a rule) or cut across: the next line tries again.
      }
    }
  }
  return found;
}

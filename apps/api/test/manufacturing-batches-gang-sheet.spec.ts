import sharp, { type Sharp } from 'sharp';
import { layoutGangSheets, renderGangSheet, type GangPiece, type PlacedPiece } from '../src/modules/manufacturing-batches/gang-sheet/gang-sheet';
import { nestTiles } from '../src/modules/manufacturing-batches/gang-sheet/nest';
import { readCode128 } from './support/barcode-reader';

/** A print file: an opaque block of `w × h` inside transparent margins of `margin` px. */
async function printFile(w: number, h: number, margin: number, hue: number): Promise<Buffer> {
  const ink = await sharp({ create: { width: w, height: h, channels: 4, background: { r: hue, g: 255 - hue, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: w + 2 * margin, height: h + 2 * margin, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: ink, left: margin, top: margin }])
    .png()
    .toBuffer();
}

const code = (i: number) => `P${String(i).padStart(8, '0')}`;

async function pieces(n: number): Promise<GangPiece[]> {
  const out: GangPiece[] = [];
  for (let i = 0; i < n; i++) {
    // Chest, pocket and back prints at 30 DPI (a 2 in roll keeps the test quick; the geometry is the same at 300).
    const [w, h] = [
      [36, 42],
      [10, 10],
      [36, 30],
      [12, 9],
    ][i % 4];
    out.push({ id: `prod-${i}`, code: code(i), order: `#${1000 + i}`, png: await printFile(w, h, 3 + (i % 5), (i * 37) % 255) });
  }
  return out;
}

const OPTIONS = { widthInches: 6, dpi: 30, spacingPx: 3, maxLengthInches: 20 };

function overlaps(a: PlacedPiece, b: PlacedPiece, gap: number) {
  return a.sheet === b.sheet && a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

describe('DTF gang sheets', () => {
  let input: GangPiece[];
  beforeAll(async () => {
    input = await pieces(24);
  });

  it('nests every piece inside the sheet, none overlapping (spacing kept), trimmed of its transparent edges', async () => {
    const layout = await layoutGangSheets(input, OPTIONS);
    expect(layout.placements).toHaveLength(input.length);
    expect(new Set(layout.placements.map((p) => p.id)).size).toBe(input.length);
    for (const p of layout.placements) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.x + p.width).toBeLessThanOrEqual(layout.widthPx);
      expect(p.y + p.height).toBeLessThanOrEqual(layout.sheetLengths[p.sheet]);
    }
    for (const [i, a] of layout.placements.entries()) for (const b of layout.placements.slice(i + 1)) expect(overlaps(a, b, OPTIONS.spacingPx)).toBe(false);
    // Margins gone: the chest print is its ink only.
    expect(layout.placements.find((p) => p.id === 'prod-0')).toMatchObject({ pieceWidth: 36, pieceHeight: 42 });
    expect(layout.pieceArea).toBe(6 * (36 * 42 + 10 * 10 + 36 * 30 + 12 * 9));
    expect(layout.sheetArea).toBeGreaterThanOrEqual(layout.pieceArea);
    // Rotation is used when it fits better; a 90° piece keeps its area.
    for (const p of layout.placements) expect(p.width * p.height).toBeGreaterThanOrEqual(p.pieceWidth * p.pieceHeight);
  });

  it('nests the same input the same way, in whatever order it comes', async () => {
    const a = await layoutGangSheets(input, OPTIONS);
    const b = await layoutGangSheets([...input].reverse(), OPTIONS);
    const key = (l: typeof a) => [...l.placements].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(key(b)).toEqual(key(a));
    expect(b.sheetLengths).toEqual(a.sheetLengths);
  });

  it('opens another sheet when the roll length is reached', () => {
    const tiles = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, width: 100, height: 100 }));
    const n = nestTiles(tiles, { widthPx: 210, maxLengthPx: 210, spacingPx: 10 });
    expect(n.sheetLengths).toHaveLength(3);
    expect(n.sheetLengths[0]).toBe(210);
  });

  it('refuses a piece wider than the roll', () => {
    expect(() => nestTiles([{ id: 'big', width: 500, height: 600 }], { widthPx: 400, maxLengthPx: 1000, spacingPx: 5 })).toThrow(/does not fit/);
  });

  it('renders a print-ready PNG at the roll width with its DPI, each piece where the layout put it', async () => {
    const layout = await layoutGangSheets(input, OPTIONS);
    const png = await renderGangSheet(layout, 0);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(6 * 30);
    expect(meta.height).toBe(layout.sheetLengths[0]);
    expect(meta.density).toBe(30);
    // The piece's corner is ink where the layout put it: top left, or top right when turned (its label then runs down the left).
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    const sheet = layout.placements.filter((q) => q.sheet === 0);
    expect(sheet.some((p) => p.rotated)).toBe(true);
    for (const p of sheet) expect(alpha(p.rotated ? p.x + p.width - 2 : p.x + 1, p.y + 1)).toBe(255);
  });

  it('prints each piece’s production code beside it, readable by a scanner (turned pieces read turned)', async () => {
    // At 300 DPI: 1.5 × 1 in and 2 × 1.2 in prints on a 5 in roll, some of them turned to fit.
    const small: GangPiece[] = [];
    for (let i = 0; i < 6; i++) small.push({ id: `s${i}`, code: code(900 + i), png: await printFile(i % 2 ? 450 : 600, i % 2 ? 300 : 360, 20, 60 * i) });
    const layout = await layoutGangSheets(small, { widthInches: 5, dpi: 300, spacingPx: 30, maxLengthInches: 40 });
    expect(layout.placements.some((p) => p.rotated)).toBe(true);
    expect(layout.sheetLengths).toHaveLength(1);
    const png = await renderGangSheet(layout, 0);
    const white = async (img: Sharp) => img.flatten({ background: '#ffffff' }).png().toBuffer();
    const found = new Set([...(await readCode128(await white(sharp(png)))), ...(await readCode128(await white(sharp(png).rotate(-90))))]);
    expect(found).toEqual(new Set(small.map((p) => p.code)));
  });
});

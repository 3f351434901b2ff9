// DTF gang sheets: nests 500 mixed shirt prints (chest 10–14 in wide, pocket 3–4 in, back 12 in;
// random transparent margins; seeded, so every run nests the same pieces) on the 22 in roll, through
// the API's own module (trim with sharp, code label per piece, maxrects with rotation and spacing).
// Reports the time to trim and nest, the time to draw the first sheet, and the roll used against the
// sum of the trimmed pieces' areas (target ≥ 85 %). Needs a built API (`pnpm run build`).
// Pieces are drawn at [dpi] (default 60) to keep the run short on a shared machine: the layout is the
// same shape at any DPI (spacing and labels scale with it); 300 is the production setting.
// Usage: node bench/gang-sheet.mjs [pieces] [dpi]
import { join } from 'node:path';
import { apiRequire, root } from './lib.mjs';

const sharp = apiRequire('sharp');
const { GANG_SHEET_DEFAULTS } = apiRequire('@pod/shared');
const { layoutGangSheets, renderGangSheet } = apiRequire(join(root, 'apps/api/dist/modules/manufacturing-batches/gang-sheet/gang-sheet.js'));
const { nestTiles } = apiRequire(join(root, 'apps/api/dist/modules/manufacturing-batches/gang-sheet/nest.js'));

const N = Number(process.argv[2] ?? 500);
const DPI = Number(process.argv[3] ?? 60);

/** mulberry32: a small seeded generator, so the pieces are the same every run. */
function seeded(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(30);
const between = (lo, hi) => lo + random() * (hi - lo);

/**
 * Print size in inches: 45 % chest (10–14 in wide, 0.6 to 1.2 times as tall), 30 % pocket,
 * 25 % back (12 in wide, 12–16 in tall). `BENCH_TALL_CHEST=1`: chest prints 10–16 in tall.
 */
function printSize() {
  const r = random();
  if (r < 0.45) {
    const w = between(10, 14);
    return [w, process.env.BENCH_TALL_CHEST ? between(10, 16) : w * between(0.6, 1.2)];
  }
  if (r < 0.75) return [between(3, 4), between(3, 4)];
  return [12, between(12, 16)];
}

async function piece(i) {
  const [w, h] = printSize().map((inches) => Math.round(inches * DPI));
  const margin = () => Math.round(between(0, 1.5) * DPI);
  const [left, top, right, bottom] = [margin(), margin(), margin(), margin()];
  const ink = await sharp({ create: { width: w, height: h, channels: 4, background: { r: (i * 53) % 255, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: w + left + right, height: h + top + bottom, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: ink, left, top }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { id: `prod-${String(i).padStart(4, '0')}`, code: `P${i.toString(36).toUpperCase().padStart(8, '0')}`, order: `#${10000 + (i >> 1)}`, png };
}

const pieces = [];
for (let i = 0; i < N; i++) pieces.push(await piece(i));
const options = { dpi: DPI, spacingPx: Math.round(DPI / 10) };

let t = performance.now();
const layout = await layoutGangSheets(pieces, options);
const layoutMs = performance.now() - t;
// The nesting alone (12 orders × rules tried), on the same tiles.
t = performance.now();
nestTiles(
  layout.placements.map((p) => ({ id: p.id, width: p.width, height: p.height })),
  { widthPx: layout.widthPx, maxLengthPx: GANG_SHEET_DEFAULTS.maxLengthInches * DPI, spacingPx: options.spacingPx },
);
const nestMs = performance.now() - t;
t = performance.now();
const png = await renderGangSheet(layout, 0);
const renderMs = performance.now() - t;
const meta = await sharp(png).metadata();

const used = layout.pieceArea / layout.sheetArea;
const full = layout.sheetLengths.slice(0, -1);
const fullUsed = full.length
  ? layout.placements.filter((p) => p.sheet < full.length).reduce((s, p) => s + p.pieceWidth * p.pieceHeight, 0) /
    full.reduce((s, l) => s + l * layout.widthPx, 0)
  : used;
console.log(
  `pieces ${N} at ${DPI} DPI on a ${layout.widthPx / DPI} in roll: ${layout.sheetLengths.length} sheets, ${(layout.sheetLengths.reduce((a, b) => a + b, 0) / DPI).toFixed(1)} in of roll`,
);
console.log(`trim + label + nest: ${layoutMs.toFixed(0)} ms (${(layoutMs / N).toFixed(2)} ms a piece), of which nesting ${nestMs.toFixed(0)} ms`);
console.log(`first sheet drawn: ${renderMs.toFixed(0)} ms, ${meta.width} × ${meta.height} px, ${meta.density} DPI`);
// Two prints whose both sides pass half the roll cannot sit side by side: their short sides, one
// after the other, bound the roll's length from below, and so the best area used any nesting reaches.
const half = layout.widthPx / 2;
const lower = layout.placements.filter((p) => Math.min(p.width, p.height) > half).reduce((s, p) => s + Math.min(p.width, p.height) + options.spacingPx, 0);
console.log(
  `best possible: ${((layout.pieceArea / Math.max(lower * layout.widthPx, layout.pieceArea)) * 100).toFixed(1)} % (prints wider than half the roll, stacked: ${(lower / DPI).toFixed(0)} in)`,
);
console.log(`area used: ${(used * 100).toFixed(1)} % of the roll is print (full sheets ${(fullUsed * 100).toFixed(1)} %), target ≥ 85 %`);

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { EditorLayer, EditorSide } from '@pod/shared';
import { decodeBlank, renderMockup, renderPrintFile } from './mockup';
import { openFont } from './text';
import type { DesignAssets, RawImage } from './design';

/**
 * The compositor on a known input: a 400 × 400 blank (a white garment with a transparent corner
 * and a darker fold), a print area of 200 × 200 at (100, 100), a red square on the print's left
 * half and black text on its lower half. Pixels are checked where they must land.
 */
const roboto = openFont(readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff2')));
const PRINT = { position: 'front', width: 400, height: 400 };
const layer = (id: string, type: string, settings: Record<string, unknown>): EditorLayer => ({
  id,
  name: id,
  type,
  settings: Object.entries({ scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0, ...settings }).map(([name, value]) => ({ name, value })),
});
const red = layer('red', 'image', { x: 100, y: 100, width: 100, height: 200 });
const text = layer('text', 'text', { x: 100, y: 230, width: 200, height: 60, text: 'HI', fontSize: 60, fill: '#000000', align: 'center' });
const hidden = layer('hidden', 'image', { x: 100, y: 100, width: 200, height: 200, visible: false });
const side = (printArea: Partial<EditorSide['print_area']> = {}, layers = [red, text, hidden]): EditorSide => ({
  id: 'front',
  name: 'Front',
  image: { width: 400, height: 400 },
  document: { width: 400, height: 400, settings: [] },
  print_area: { x: 100, y: 100, width: 200, height: 200, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0, ...printArea },
  layers,
});

let assets: DesignAssets;
let blank: RawImage;
const px = (img: RawImage, x: number, y: number) => [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4)];

beforeAll(async () => {
  const redPng = await sharp({ create: { width: 50, height: 100, channels: 4, background: { r: 230, g: 20, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();
  const greenPng = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 255, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
  assets = {
    images: new Map([
      ['red', redPng],
      ['hidden', greenPng],
    ]),
    fonts: new Map([['text', roboto]]),
  };
  // White garment, a fold (grey band) across rows 340..360, the top-left 40 × 40 corner transparent.
  const data = Buffer.alloc(400 * 400 * 4);
  for (let y = 0; y < 400; y++)
    for (let x = 0; x < 400; x++) {
      const p = (y * 400 + x) * 4;
      const v = y >= 340 && y < 360 ? 150 : 250;
      data.set([v, v, v, x < 40 && y < 40 ? 0 : 255], p);
    }
  blank = await decodeBlank(
    await sharp(data, { raw: { width: 400, height: 400, channels: 4 } })
      .png()
      .toBuffer(),
  );
});

describe('mockup compositor', () => {
  it('lands the print inside the print area, tints the blank elsewhere and leaves transparency alone', async () => {
    const { image, rendered } = await renderMockup({ side: side(), print: PRINT, blank, assets, color: [32, 64, 192] });
    const [r, g, b, a] = px(image, 150, 150);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(50);
    expect(b).toBeLessThan(50);
    expect(a).toBe(255);
    // No print outside the print area: the blank's colour, the variant's, through its own shading (250 / lit 250).
    expect(px(image, 50, 200)).toEqual([32, 64, 192, 255]);
    expect(px(image, 350, 120)).toEqual([32, 64, 192, 255]);
    // The fold darkens the tint the same way.
    const fold = px(image, 200, 350);
    expect(fold[2]).toBeCloseTo(192 * (150 / 250), -1);
    expect(px(image, 10, 10)[3]).toBe(0);
    // The hidden layer (green, over the whole print area) is not drawn.
    expect(px(image, 250, 150)).toEqual([32, 64, 192, 255]);
    expect(rendered.sizes.map((s) => [s.name, s.width])).toEqual([
      ['thumbnail', 150],
      ['small', 300],
    ]);
  });

  it('draws text from the font outlines where the glyphs are, and nowhere else', async () => {
    const { image } = await renderMockup({ side: side(), print: PRINT, blank, assets, color: null });
    let dark = 0;
    for (let y = 230; y < 290; y++) for (let x = 200; x < 300; x++) if (px(image, x, y)[0] < 60) dark++;
    expect(dark).toBeGreaterThan(400);
    // Between H and I, and right of "HI" (centred in 100..300): fabric.
    let strayDark = 0;
    for (let y = 230; y < 290; y++) for (let x = 285; x < 300; x++) if (px(image, x, y)[0] < 60) strayDark++;
    expect(strayDark).toBe(0);
  });

  it('lands a rotated layer rotated', async () => {
    // Rotated 90° about its origin (300, 100): its 100 × 200 box covers x 100..300, y 100..200.
    const turned = layer('red', 'image', { x: 300, y: 100, width: 100, height: 200, rotation: 90 });
    const { image } = await renderMockup({ side: side({}, [turned]), print: PRINT, blank, assets, color: null });
    for (const [x, y] of [
      [120, 120],
      [280, 180],
      [200, 150],
    ])
      expect(px(image, x, y).slice(0, 3)).toEqual([230, 20, 20]);
    expect(px(image, 200, 250)).toEqual([250, 250, 250, 255]);
  });

  it('turns the print file with a rotated print area, the layer staying where the document has it', async () => {
    // The print area rotated 90° about (300, 100) covers the same square; print x runs down the document.
    const turnedArea = side({ x: 300, y: 100, rotation: 90 }, [red]);
    const { image } = await renderMockup({ side: turnedArea, print: PRINT, blank, assets, color: null });
    expect(px(image, 150, 150).slice(0, 3)).toEqual([230, 20, 20]);
    const { data } = await sharp(await renderPrintFile(turnedArea, PRINT, assets))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4)];
    // Document (150, 150) is print (100, 300); document (250, 150), without print, is print (100, 100).
    expect(at(100, 300)).toEqual([230, 20, 20, 255]);
    expect(at(100, 100)[3]).toBe(0);
  });

  it('makes a full-size print file with transparency and its DPI', async () => {
    const png = await renderPrintFile(side(), PRINT, assets);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual(['png', 400, 400, 150, true]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4)];
    expect(at(100, 100)).toEqual([230, 20, 20, 255]);
    expect(at(300, 100)[3]).toBe(0);
  });
});

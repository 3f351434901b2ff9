// The inputs the render benches draw with: a 2000×2000 blank with folds on a transparent ground,
// three 1000×1000 pictures with grain (flat colours would flatter the encoders) and Roboto Bold;
// and the files a worker reads them from, under the bench's local storage.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apiRequire, root } from './lib.mjs';

export const SIZE = 2000;

/** What the worker draws with, from the API's build: the raw baseline calls these in the bench's own process. */
export const renderer = {
  ...apiRequire(join(root, 'apps/api/dist/producers/render/mockup.js')),
  ...apiRequire(join(root, 'apps/api/dist/producers/render/text.js')),
  ...apiRequire(join(root, 'apps/api/dist/producers/render/compositor.js')),
  ...apiRequire(join(root, 'packages/shared/dist/index.js')),
};

/** The blank, the pictures and the font, as PNG and WOFF2 bytes. */
export async function renderInputs() {
  const sharp = apiRequire('sharp');
  const blankRaw = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const p = (y * SIZE + x) * 4;
      blankRaw[p] = blankRaw[p + 1] = blankRaw[p + 2] = 235 - 40 * Math.max(0, Math.cos(((x + y) / SIZE) * 18));
      blankRaw[p + 3] = Math.abs(x - SIZE / 2) < SIZE * 0.42 && y > 80 ? 255 : 0;
    }
  const png = (img) => img.png({ compressionLevel: 1 }).toBuffer();
  const blank = await png(sharp(blankRaw, { raw: { width: SIZE, height: SIZE, channels: 4 } }));
  const noise = await png(sharp({ create: { width: 1000, height: 1000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }));
  const arts = await Promise.all(
    ['#e11d48', '#f59e0b', '#10b981'].map((background) =>
      png(sharp({ create: { width: 1000, height: 1000, channels: 4, background } }).composite([{ input: noise, blend: 'overlay' }])),
    ),
  );
  const font = readFileSync(apiRequire.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff2'));
  return { blank, arts, font };
}

/** Writes `bytes` where the API's local storage driver under `dataDir` finds `key`; answers the key. */
export function storeFile(dataDir, key, bytes) {
  mkdirSync(dirname(join(dataDir, 'storage', key)), { recursive: true });
  writeFileSync(join(dataDir, 'storage', key), bytes);
  return key;
}

/** `{ name: value }` as a layer's settings list. */
export const settingsOf = (values) => Object.entries(values).map(([name, value]) => ({ name, value }));

import sharp from 'sharp';
import { readDimensions, renderImageSizes } from './image-sizes';

const picture = (width: number, height: number, channels: 3 | 4 = 4) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('renderImageSizes', () => {
  it.each([
    [2000, 1000, ['thumbnail 150x75', 'small 300x150', 'medium 768x384', 'large 1500x750']],
    [100, 50, ['thumbnail 100x50']],
    [300, 300, ['thumbnail 150x150']],
    [6000, 4000, ['thumbnail 150x100', 'small 300x200', 'medium 768x512', 'large 1500x1000']],
  ])('%ix%i gives %j, never enlarged', async (w, h, expected) => {
    const r = await renderImageSizes(await picture(w, h), { mask: false });
    expect([r.width, r.height]).toEqual([w, h]);
    expect(r.sizes.map((s) => `${s.name} ${s.width}x${s.height}`)).toEqual(expected);
    const meta = await sharp(r.sizes[0].webp).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', r.sizes[0].width]);
    expect(r.mask).toBeUndefined();
  });

  it('makes masks per size and in full, also for pictures reduced while decoding', async () => {
    for (const [w, h] of [
      [800, 600],
      [6400, 200],
    ]) {
      const r = await renderImageSizes(await picture(w, h), { mask: true });
      const meta = await sharp(r.mask!).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', w, h, 1]);
      const full = await sharp(r.mask!).raw().toBuffer({ resolveWithObject: true });
      expect(Math.abs(full.data[0] - 128)).toBeLessThanOrEqual(1);
      for (const s of r.sizes) expect((await sharp(s.mask!).metadata()).width).toBe(s.width);
    }
    // No alpha channel: the mask is all opaque.
    const opaque = await renderImageSizes(await picture(400, 400, 3), { mask: true });
    expect((await sharp(opaque.mask!).raw().toBuffer())[0]).toBe(255);
  });

  it('refuses what is not a picture', async () => {
    await expect(renderImageSizes(Buffer.from('not an image'), { mask: false })).rejects.toThrow();
    expect(await readDimensions(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });

  it('reads dimensions from the first bytes only', async () => {
    const png = await picture(1234, 567);
    expect(await readDimensions(png.subarray(0, 1024))).toEqual({ width: 1234, height: 567, format: 'png' });
  });
});

import sharp from 'sharp';
import { BadField } from '../../../platform/common/errors';

/** Decoded RGBA pixels: passed between steps without encoding a PNG each time. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export const rawInput = (img: RawImage) => ({ input: img.data, raw: { width: img.width, height: img.height, channels: 4 as const } });

/** Cuts a print file's transparent edges away (sharp's trim reads the alpha channel's bounding box). */
export async function trimTransparent(id: string, input: Buffer | string): Promise<RawImage> {
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((e: unknown) => {
      throw BadField('pieces', 'invalid', `Print file of ${id} cannot be read or is empty: ${e instanceof Error ? e.message : 'unknown error'}`);
    });
  return { data, width: info.width, height: info.height };
}

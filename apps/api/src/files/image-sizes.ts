import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_SIZES, MAX_INPUT_PIXELS } from './file-types';

export interface RenderedSize {
  name: string;
  width: number;
  height: number;
  webp: Buffer;
  /** Greyscale WebP of the alpha channel (white = opaque), when a mask is asked for. */
  mask?: Buffer;
}

export interface RenderedImage {
  width: number;
  height: number;
  sizes: RenderedSize[];
  /** Full-size mask (PNG), when asked for. */
  mask?: Buffer;
}

// Every picture is a different upload: libvips' operation cache would only hold memory.
sharp.cache(false);

type Raw = { data: Buffer; info: OutputInfo };

const toRaw = (pipeline: Sharp): Promise<Raw> => pipeline.raw().toBuffer({ resolveWithObject: true });
const fromRaw = (raw: Raw) => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });

function alphaOf(raw: Raw): Sharp {
  // No alpha channel: the whole picture is opaque.
  return raw.info.channels === 4 || raw.info.channels === 2
    ? fromRaw(raw).extractChannel(raw.info.channels === 4 ? 3 : 1)
    : sharp({ create: { width: raw.info.width, height: raw.info.height, channels: 3, background: { r: 255, g: 255, b: 255 } } }).extractChannel(0);
}

/**
 * Every image size of one picture. It is decoded once (EXIF orientation applied); each size is
 * resized from the next larger one, largest first, then encoded as WebP.
 */
export async function renderImageSizes(input: Buffer, options: { mask: boolean }): Promise<RenderedImage> {
  const original = await toRaw(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate());
  const { width, height } = original.info;
  const longest = Math.max(width, height);
  const wanted = IMAGE_SIZES.filter((s, i) => s.max < longest || i === 0).sort((a, b) => b.max - a.max);
  const sizes: RenderedSize[] = [];
  let source = original;
  for (const size of wanted) {
    const resized = size.max < longest ? await toRaw(fromRaw(source).resize({ width: size.max, height: size.max, fit: 'inside' })) : original;
    source = resized;
    const [webp, mask] = await Promise.all([
      fromRaw(resized).webp({ quality: 82, effort: 2 }).toBuffer(),
      options.mask ? alphaOf(resized).webp({ lossless: true, effort: 2 }).toBuffer() : Promise.resolve(undefined),
    ]);
    sizes.push({ name: size.name, width: resized.info.width, height: resized.info.height, webp, mask });
  }
  sizes.reverse();
  const mask = options.mask ? await alphaOf(original).png({ compressionLevel: 6 }).toBuffer() : undefined;
  return { width, height, sizes, mask };
}

/** Width and height from the first bytes of an image (no full decode). */
export async function readDimensions(head: Buffer): Promise<{ width: number; height: number; format: string } | null> {
  try {
    const m = await sharp(head, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!m.width || !m.height || !m.format) return null;
    const rotated = (m.orientation ?? 1) >= 5;
    return { width: rotated ? m.height : m.width, height: rotated ? m.width : m.height, format: m.format };
  } catch {
    return null;
  }
}

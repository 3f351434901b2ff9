import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { StorageDriver } from '../../platform/storage/storage.driver';

/** Image sizes made for every raster upload: the longest side at most `max`, never enlarged. */
export const IMAGE_SIZES = [
  { name: 'thumbnail', max: 150 },
  { name: 'small', max: 300 },
  { name: 'medium', max: 768 },
  { name: 'large', max: 1500 },
] as const;

/** Largest picture accepted, in pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 20000 * 20000;

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

/** A stored size as the files row and a render record it: object keys, never URLs. */
export type StoredSize = Pick<RenderedSize, 'name' | 'width' | 'height'> & { path: string; mask: string | null };

// Every picture is a different upload: libvips' operation cache would only hold memory.
sharp.cache(false);

type Raw = { data: Buffer; info: OutputInfo };

const toRaw = (pipeline: Sharp): Promise<Raw> => pipeline.raw().toBuffer({ resolveWithObject: true });
const fromRaw = (raw: Raw) => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });

function alphaOf(raw: Raw): Sharp {
  // No alpha channel: the whole picture is opaque.
  return raw.info.channels === 4 || raw.info.channels === 2
    ? fromRaw(raw)
        .extractChannel(raw.info.channels === 4 ? 3 : 1)
        .toColourspace('b-w')
    : sharp({ create: { width: raw.info.width, height: raw.info.height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
        .extractChannel(0)
        .toColourspace('b-w');
}

/** Pictures larger than this (longest side) are reduced while decoding, so memory stays bounded for prints. */
const DECODE_CAP = 2 * Math.max(...IMAGE_SIZES.map((s) => s.max));

/**
 * Every image size of one picture. It is decoded once (EXIF orientation applied; shrunk on load to
 * at most DECODE_CAP when it is bigger); each size is resized from the next larger one, largest
 * first, then encoded as WebP. The full-size mask of a type that needs one is read separately.
 */
export async function renderImageSizes(input: Buffer, options: { mask: boolean }): Promise<RenderedImage> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const longest = Math.max(width, height);
  const decoded = await toRaw(longest > DECODE_CAP ? open().resize({ width: DECODE_CAP, height: DECODE_CAP, fit: 'inside' }) : open());
  const wanted = IMAGE_SIZES.filter((s, i) => s.max < longest || i === 0).sort((a, b) => b.max - a.max);
  const sizes: RenderedSize[] = [];
  let source = decoded;
  for (const size of wanted) {
    const resized =
      size.max < Math.max(source.info.width, source.info.height)
        ? await toRaw(fromRaw(source).resize({ width: size.max, height: size.max, fit: 'inside' }))
        : source;
    source = resized;
    const [webp, mask] = await Promise.all([
      fromRaw(resized).webp({ quality: 82, effort: 2 }).toBuffer(),
      options.mask ? alphaOf(resized).webp({ lossless: true, effort: 2 }).toBuffer() : Promise.resolve(undefined),
    ]);
    sizes.push({ name: size.name, width: resized.info.width, height: resized.info.height, webp, mask });
  }
  sizes.reverse();
  let mask: Buffer | undefined;
  if (options.mask) {
    mask =
      longest > DECODE_CAP
        ? await (meta.hasAlpha ? open().extractChannel('alpha') : sharp({ create: { width, height, channels: 3, background: '#fff' } }).extractChannel(0))
            .toColourspace('b-w')
            .png({ compressionLevel: 6 })
            .toBuffer()
        : await alphaOf(decoded).png({ compressionLevel: 6 }).toBuffer();
  }
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

/** Writes a picture's rendered sizes (and masks) beside its original; answers what the files row records. */
export async function storeImageSizes(
  storage: Pick<StorageDriver, 'write'>,
  originalPath: string,
  rendered: RenderedImage,
): Promise<{ imageSizes: StoredSize[]; mask: string | null }> {
  const base = originalPath.slice(0, originalPath.lastIndexOf('/'));
  const imageSizes: StoredSize[] = [];
  const writes: Array<Promise<void>> = [];
  for (const s of rendered.sizes) {
    const entry: StoredSize = { name: s.name, path: `${base}/${s.name}.webp`, width: s.width, height: s.height, mask: null };
    writes.push(storage.write(entry.path, s.webp, 'image/webp'));
    if (s.mask) {
      entry.mask = `${base}/${s.name}-mask.webp`;
      writes.push(storage.write(entry.mask, s.mask, 'image/webp'));
    }
    imageSizes.push(entry);
  }
  const mask = rendered.mask ? `${base}/mask.png` : null;
  if (mask && rendered.mask) writes.push(storage.write(mask, rendered.mask, 'image/png'));
  await Promise.all(writes);
  return { imageSizes, mask };
}

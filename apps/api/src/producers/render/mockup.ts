import sharp from 'sharp';
import { multiplyMatrix, PRINT_DPI, printAreaTransform, scalingMatrix, type EditorSide, type PrintAreaSize } from '@pod/shared';
import { IMAGE_SIZES, MAX_INPUT_PIXELS, type RenderedImage } from '../media/image-sizes';
import { compositeMockup, luminance, type FabricMaps, type Rgb } from './compositor';
import { linearScale, renderDesign, type DesignAssets, type RawImage } from './design';

/** The fabric's folds shift the print by at most this share of the blank's longest side. */
const DISPLACEMENT_SHARE = 0.006;
/** The displacement map is the blank's luminance blurred by this share of its longest side (folds, not weave). */
const DISPLACEMENT_BLUR_SHARE = 0.004;

const raw = (image: RawImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });

/** The blank (the side image), decoded once as RGBA, EXIF orientation applied. */
export async function decodeBlank(bytes: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface MockupRender {
  side: EditorSide;
  print: PrintAreaSize;
  blank: RawImage;
  assets: DesignAssets;
  color?: Rgb | null;
  background?: Rgb | null;
}

/**
 * A side's mockup at the blank's own size: the design drawn at the resolution it lands at on the
 * blank (never more than the print's), composited through the fabric's maps; answers the picture
 * and every image size, made from it in the same pass.
 */
export async function renderMockup(r: MockupRender): Promise<{ image: RawImage; rendered: RenderedImage; full: Buffer }> {
  const { blank, side, print } = r;
  const t = printAreaTransform(side, print);
  // The geometry places the image at its declared size; the stored blank may hold more pixels.
  const printToBlank = multiplyMatrix(scalingMatrix(blank.width / side.image.width, blank.height / side.image.height), t.printToImage);
  const s = Math.min(1, linearScale(printToBlank));
  const width = Math.max(1, Math.ceil(print.width * s));
  const height = Math.max(1, Math.ceil(print.height * s));
  const longest = Math.max(blank.width, blank.height);
  const [design, maps] = await Promise.all([
    renderDesign(side.layers, width, height, (layer) => multiplyMatrix(scalingMatrix(s, s), t.layerToPrint(layer)), r.assets),
    fabricMaps(blank),
  ]);
  const image = compositeMockup({
    blank,
    maps,
    design,
    designToBlank: multiplyMatrix(printToBlank, scalingMatrix(1 / s, 1 / s)),
    color: r.color,
    background: r.background,
    displacement: longest * DISPLACEMENT_SHARE,
  });
  const [full, rendered] = await Promise.all([raw(image).webp({ quality: 90, effort: 2 }).toBuffer(), imageSizes(image)]);
  return { image, rendered, full };
}

/** Blank pixels per displacement-map pixel: 2^DISPLACEMENT_STEP_SHIFT. */
const DISPLACEMENT_STEP_SHIFT = 2;
const DISPLACEMENT_STEP = 1 << DISPLACEMENT_STEP_SHIFT;

/**
 * The blank's shading map (its luminance) and displacement map: the luminance averaged over
 * DISPLACEMENT_STEP² cells, then blurred (folds, not weave). The coarse grid keeps the blur cheap.
 */
export async function fabricMaps(blank: RawImage): Promise<FabricMaps> {
  const shading = luminance(blank);
  const { width, height } = blank;
  const cw = Math.ceil(width / DISPLACEMENT_STEP);
  const ch = Math.ceil(height / DISPLACEMENT_STEP);
  const sums = new Uint32Array(cw * ch);
  const counts = new Uint32Array(cw * ch);
  for (let y = 0; y < height; y++) {
    const row = (y >> DISPLACEMENT_STEP_SHIFT) * cw;
    const from = y * width;
    for (let x = 0; x < width; x++) {
      const cell = row + (x >> DISPLACEMENT_STEP_SHIFT);
      sums[cell] += shading[from + x];
      counts[cell]++;
    }
  }
  const coarse = Buffer.alloc(cw * ch);
  for (let i = 0; i < coarse.length; i++) coarse[i] = sums[i] / counts[i];
  const longest = Math.max(width, height);
  const displacement = await sharp(coarse, { raw: { width: cw, height: ch, channels: 1 } })
    .blur(Math.max(0.3, (longest * DISPLACEMENT_BLUR_SHARE) / DISPLACEMENT_STEP))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { shading, displacement, stepShift: DISPLACEMENT_STEP_SHIFT, displacementWidth: cw };
}

/** Every image size of a rendered picture (media/image-sizes.ts), each resized from the next larger one. */
export async function imageSizes(image: RawImage): Promise<RenderedImage> {
  const longest = Math.max(image.width, image.height);
  const wanted = IMAGE_SIZES.filter((s, i) => s.max < longest || i === 0).sort((a, b) => b.max - a.max);
  const sizes: RenderedImage['sizes'] = [];
  let source = image;
  for (const size of wanted) {
    if (size.max < Math.max(source.width, source.height)) {
      const { data, info } = await raw(source).resize({ width: size.max, height: size.max, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
      source = { data, width: info.width, height: info.height };
    }
    sizes.push({ name: size.name, width: source.width, height: source.height, webp: await raw(source).webp({ quality: 82, effort: 2 }).toBuffer() });
  }
  return { width: image.width, height: image.height, sizes: sizes.reverse() };
}

/** A print area's production file: the design at the print's full size, PNG with transparency and its DPI recorded. */
export async function renderPrintFile(side: EditorSide, print: PrintAreaSize, assets: DesignAssets): Promise<Buffer> {
  const t = printAreaTransform(side, print);
  const design = await renderDesign(side.layers, print.width, print.height, (layer) => t.layerToPrint(layer), assets);
  return raw(design).withMetadata({ density: PRINT_DPI }).png({ compressionLevel: 6 }).toBuffer();
}

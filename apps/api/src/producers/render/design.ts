import sharp from 'sharp';
import { layerBox, multiplyMatrix, scalingMatrix, type EditorLayer, type Matrix } from '@pod/shared';
import { textPath, textStyle, type OutlineFont } from './text';

/** Raw RGBA pixels (not premultiplied). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** What a design's layers are drawn from, by layer id: image bytes (our stored files) and opened fonts. */
export interface DesignAssets {
  images: ReadonlyMap<string, Buffer>;
  fonts: ReadonlyMap<string, OutlineFont>;
}

/** Largest side an image layer is resampled to before drawing (a print is at most a few thousand pixels). */
const MAX_LAYER_PIXELS = 6000;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const svgMatrix = (m: Matrix) => `matrix(${m.map((n) => Number(n.toFixed(6))).join(' ')})`;

/** How much a matrix enlarges areas, as a linear factor. */
export const linearScale = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * Draws a side's visible layers, bottom first, into a `width` × `height` picture: `toCanvas(layer)`
 * places each layer's own box (0..width × 0..height of the layer) on it. Text is drawn from its
 * font's glyph outlines, images from their stored bytes, resampled once to the size they land at;
 * the picture's edges clip whatever lies outside (the print area). One SVG, rendered by librsvg.
 */
export async function renderDesign(
  layers: readonly EditorLayer[],
  width: number,
  height: number,
  toCanvas: (layer: EditorLayer) => Matrix,
  assets: DesignAssets,
): Promise<RawImage> {
  const parts: string[] = [];
  for (const layer of layers) {
    const box = layerBox(layer);
    if (!box.visible || box.opacity === 0) continue;
    const m = toCanvas(layer);
    if (layer.type === 'text') {
      const font = assets.fonts.get(layer.id);
      if (!font) throw new Error(`Text layer "${layer.id}" has no font.`);
      const d = textPath(font, layer);
      if (d) parts.push(`<g transform="${svgMatrix(m)}" opacity="${box.opacity}"><path d="${d}" fill="${escapeXml(textStyle(layer).fill)}"/></g>`);
    } else if (layer.type === 'image') {
      const bytes = assets.images.get(layer.id);
      if (!bytes) throw new Error(`Image layer "${layer.id}" has no file.`);
      if (!(box.width > 0 && box.height > 0)) continue;
      const k = linearScale(m);
      const w = Math.max(1, Math.min(MAX_LAYER_PIXELS, Math.ceil(box.width * k)));
      const h = Math.max(1, Math.min(MAX_LAYER_PIXELS, Math.ceil(box.height * k)));
      const png = await sharp(bytes, { failOn: 'error' }).rotate().resize(w, h, { fit: 'fill' }).ensureAlpha().png({ compressionLevel: 1 }).toBuffer();
      const fit = multiplyMatrix(m, scalingMatrix(box.width / w, box.height / h));
      parts.push(
        `<g transform="${svgMatrix(fit)}" opacity="${box.opacity}"><image width="${w}" height="${h}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/></g>`,
      );
    }
  }
  if (!parts.length) return { data: Buffer.alloc(width * height * 4), width, height };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) throw new Error(`Design rendered at ${info.width}×${info.height}, not ${width}×${height}.`);
  return { data, width, height };
}

import { corners, invert, type Matrix } from '@pod/shared';
import type { RawImage } from './design';

export type Rgb = readonly [number, number, number];

/** A blank's fabric maps. */
export interface FabricMaps {
  /** Luminance of the blank, one byte per blank pixel: the shading (multiply) map. */
  shading: Uint8Array;
  /** Blurred luminance at 1/`step` of the blank's size: the displacement map (folds move the print along them). */
  displacement: Uint8Array;
  /** Blank pixels per displacement-map pixel (the map is smooth: a coarse grid holds it). */
  step: number;
  /** Width of the displacement map. */
  displacementWidth: number;
}

/** The blank's luminance (Rec. 601), one byte per pixel. */
export function luminance(blank: RawImage): Uint8Array {
  const out = new Uint8Array(blank.width * blank.height);
  const d = blank.data;
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (d[p] * 299 + d[p + 1] * 587 + d[p + 2] * 114 + 500) / 1000;
  return out;
}

export interface MockupComposite {
  /** The side image (the blank), RGBA at its natural size. */
  blank: RawImage;
  maps: FabricMaps;
  /** The design, RGBA. */
  design: RawImage;
  /** Design pixels → blank pixels (the print-area transform, scaled to the design's resolution). */
  designToBlank: Matrix;
  /** The variant colour the blank is tinted with (a white blank takes it, its shading kept). */
  color?: Rgb | null;
  /** What shows where the blank is transparent; transparent when absent. */
  background?: Rgb | null;
  /** Largest shift, in blank pixels, the displacement map moves the print by. */
  displacement: number;
}

/** The share of the brightest fabric that counts as "lit": above it, shading leaves the print as it is. */
const LIT_PERCENTILE = 0.95;

/** The luminance below which LIT_PERCENTILE of the garment's pixels in the region lie (1..255). */
function litLevel(maps: FabricMaps, blank: RawImage, x0: number, y0: number, x1: number, y1: number): number {
  const histogram = new Uint32Array(256);
  let n = 0;
  // Every other pixel each way: a percentile does not need them all.
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) {
      const i = y * blank.width + x;
      if (blank.data[i * 4 + 3] < 128) continue;
      histogram[maps.shading[i]]++;
      n++;
    }
  if (!n) return 255;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= n * LIT_PERCENTILE) return Math.max(1, v);
  }
  return 255;
}

/**
 * A side's mockup, on raw pixel buffers (sharp has no displace operation): the blank tinted with
 * the variant colour (multiplied through its own luminance, so folds and light stay), the design
 * warped into the print area through the print-area transform, displaced by the fabric's
 * displacement map and multiplied by its shading map, then laid on the background. Every output
 * pixel is computed once; the print is sampled bilinearly with premultiplied alpha.
 */
export function compositeMockup(c: MockupComposite): RawImage {
  const { blank, design, maps } = c;
  const W = blank.width;
  const H = blank.height;
  const out = Buffer.from(blank.data);
  const garmentLit = litLevel(maps, blank, 0, 0, W, H);

  if (c.color) {
    const [cr, cg, cb] = c.color;
    for (let i = 0, p = 0; i < W * H; i++, p += 4) {
      if (out[p + 3] === 0) continue;
      const shade = Math.min(1, maps.shading[i] / garmentLit);
      out[p] = cr * shade + 0.5;
      out[p + 1] = cg * shade + 0.5;
      out[p + 2] = cb * shade + 0.5;
    }
  }

  // Only the print area's bounding box (grown by the largest shift) can receive print.
  const quad = corners(c.designToBlank, design.width, design.height);
  const grow = Math.ceil(c.displacement) + 1;
  const x0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[0]))) - grow);
  const y0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[1]))) - grow);
  const x1 = Math.min(W, Math.ceil(Math.max(...quad.map((p) => p[0]))) + grow);
  const y1 = Math.min(H, Math.ceil(Math.max(...quad.map((p) => p[1]))) + grow);
  if (x0 < x1 && y0 < y1) {
    const lit = litLevel(maps, blank, x0, y0, x1, y1);
    const toDesign = invert(c.designToBlank);
    const [a, b, cc, d, e, f] = toDesign;
    const dw = design.width;
    const dh = design.height;
    const src = design.data;
    const shift = c.displacement / 128;
    const step = maps.step;
    const mapWidth = maps.displacementWidth;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * W + x;
        const p = i * 4;
        const garment = blank.data[p + 3];
        if (garment === 0) continue;
        // Photoshop's displace: the map's grey level (128 = none) shifts where the print is read from.
        const off = (maps.displacement[((y / step) | 0) * mapWidth + ((x / step) | 0)] - 128) * shift;
        const qx = x + 0.5 + off;
        const qy = y + 0.5 + off;
        const u = a * qx + cc * qy + e - 0.5;
        const v = b * qx + d * qy + f - 0.5;
        if (u <= -1 || v <= -1 || u >= dw || v >= dh) continue;
        const ux = Math.floor(u);
        const vy = Math.floor(v);
        const fx = u - ux;
        const fy = v - vy;
        let sr = 0;
        let sg = 0;
        let sb = 0;
        let sa = 0;
        for (let k = 0; k < 4; k++) {
          const sx = ux + (k & 1);
          const sy = vy + (k >> 1);
          if (sx < 0 || sy < 0 || sx >= dw || sy >= dh) continue;
          const w = (k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy);
          const q = (sy * dw + sx) * 4;
          const wa = w * src[q + 3];
          sr += src[q] * wa;
          sg += src[q + 1] * wa;
          sb += src[q + 2] * wa;
          sa += wa;
        }
        if (sa <= 0) continue;
        const alpha = (sa / 255) * (garment / 255);
        const shade = Math.min(1, maps.shading[i] / lit);
        const keep = 1 - alpha;
        out[p] = (sr / sa) * shade * alpha + out[p] * keep + 0.5;
        out[p + 1] = (sg / sa) * shade * alpha + out[p + 1] * keep + 0.5;
        out[p + 2] = (sb / sa) * shade * alpha + out[p + 2] * keep + 0.5;
      }
    }
  }

  if (c.background) {
    const [br, bg, bb] = c.background;
    for (let p = 0; p < out.length; p += 4) {
      const al = out[p + 3] / 255;
      out[p] = out[p] * al + br * (1 - al) + 0.5;
      out[p + 1] = out[p + 1] * al + bg * (1 - al) + 0.5;
      out[p + 2] = out[p + 2] * al + bb * (1 - al) + 0.5;
      out[p + 3] = 255;
    }
  }
  return { data: out, width: W, height: H };
}

/** #rgb or #rrggbb as bytes; null for anything else (no tint). */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

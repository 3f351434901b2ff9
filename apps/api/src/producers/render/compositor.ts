import { boxCorners, invertMatrix, type Matrix } from '@pod/shared';
import type { RawImage } from './design';

export type Rgb = readonly [number, number, number];

/** A blank's fabric maps. */
export interface FabricMaps {
  /** Luminance of the blank, one byte per blank pixel: the shading (multiply) map. */
  shading: Uint8Array;
  /** Blurred luminance at 1/`step` of the blank's size: the displacement map (folds move the print along them). */
  displacement: Uint8Array;
  /** log2 of the blank pixels per displacement-map pixel (the map is smooth: a coarse grid holds it). */
  stepShift: number;
  /** Width of the displacement map. */
  displacementWidth: number;
}

/** The blank's luminance (Rec. 601), one byte per pixel. */
export function luminance(blank: RawImage): Uint8Array {
  const out = new Uint8Array(blank.width * blank.height);
  const d = blank.data;
  // Rec. 601 weights in 8-bit fixed point (77 + 150 + 29 = 256).
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (d[p] * 77 + d[p + 1] * 150 + d[p + 2] * 29) >> 8;
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
    // The tinted colour depends only on the pixel's luminance: one table per channel.
    const [tr, tg, tb] = c.color.map((channel) => Uint8Array.from({ length: 256 }, (_, v) => Math.round(channel * Math.min(1, v / garmentLit))));
    const shading = maps.shading;
    for (let i = 0, p = 0; i < W * H; i++, p += 4) {
      if (out[p + 3] === 0) continue;
      const v = shading[i];
      out[p] = tr[v];
      out[p + 1] = tg[v];
      out[p + 2] = tb[v];
    }
  }

  // Only the print area's bounding box (grown by the largest shift) can receive print.
  const quad = boxCorners(c.designToBlank, design.width, design.height);
  const grow = Math.ceil(c.displacement) + 1;
  const x0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[0]))) - grow);
  const y0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[1]))) - grow);
  const x1 = Math.min(W, Math.ceil(Math.max(...quad.map((p) => p[0]))) + grow);
  const y1 = Math.min(H, Math.ceil(Math.max(...quad.map((p) => p[1]))) + grow);
  if (x0 < x1 && y0 < y1) {
    const lit = litLevel(maps, blank, x0, y0, x1, y1);
    const toDesign = invertMatrix(c.designToBlank);
    const [a, b, cc, d, e, f] = toDesign;
    const dw = design.width;
    const dh = design.height;
    const src = design.data;
    const shift = c.displacement / 128;
    const stepShift = maps.stepShift;
    const mapWidth = maps.displacementWidth;
    const shade = Float64Array.from({ length: 256 }, (_, v) => Math.min(1, v / lit));
    const garmentAlpha = blank.data;
    for (let y = y0; y < y1; y++) {
      const mapRow = (y >> stepShift) * mapWidth;
      for (let x = x0; x < x1; x++) {
        const i = y * W + x;
        const p = i * 4;
        const garment = garmentAlpha[p + 3];
        if (garment === 0) continue;
        // Photoshop's displace: the map's grey level (128 = none) shifts where the print is read from.
        const off = (maps.displacement[mapRow + (x >> stepShift)] - 128) * shift;
        const qx = x + 0.5 + off;
        const qy = y + 0.5 + off;
        const u = a * qx + cc * qy + e - 0.5;
        const v = b * qx + d * qy + f - 0.5;
        if (u <= -1 || v <= -1 || u >= dw || v >= dh) continue;
        const ux = Math.floor(u);
        const vy = Math.floor(v);
        const fx = u - ux;
        const fy = v - vy;
        // The four taps, premultiplied by their alpha; a tap beyond the design's edge weighs nothing.
        const left = ux >= 0;
        const right = ux + 1 < dw;
        const top = vy >= 0;
        const bottom = vy + 1 < dh;
        const q00 = (vy * dw + ux) * 4;
        const q10 = q00 + 4;
        const q01 = q00 + dw * 4;
        const q11 = q01 + 4;
        const a00 = left && top ? (1 - fx) * (1 - fy) * src[q00 + 3] : 0;
        const a10 = right && top ? fx * (1 - fy) * src[q10 + 3] : 0;
        const a01 = left && bottom ? (1 - fx) * fy * src[q01 + 3] : 0;
        const a11 = right && bottom ? fx * fy * src[q11 + 3] : 0;
        const sa = a00 + a10 + a01 + a11;
        if (sa <= 0) continue;
        const sr = (a00 && src[q00] * a00) + (a10 && src[q10] * a10) + (a01 && src[q01] * a01) + (a11 && src[q11] * a11);
        const sg = (a00 && src[q00 + 1] * a00) + (a10 && src[q10 + 1] * a10) + (a01 && src[q01 + 1] * a01) + (a11 && src[q11 + 1] * a11);
        const sb = (a00 && src[q00 + 2] * a00) + (a10 && src[q10 + 2] * a10) + (a01 && src[q01 + 2] * a01) + (a11 && src[q11 + 2] * a11);
        const alpha = (sa / 255) * (garment / 255);
        const k = (shade[maps.shading[i]] * alpha) / sa;
        const keep = 1 - alpha;
        out[p] = sr * k + out[p] * keep + 0.5;
        out[p + 1] = sg * k + out[p + 1] * keep + 0.5;
        out[p + 2] = sb * k + out[p + 2] * keep + 0.5;
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

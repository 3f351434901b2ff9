import type { PrintFit } from '../enums';
import { isVisible, numberSetting, settingsOf } from './normalize';
import type { EditorLayer, EditorSide, PrintAreaSize, SidePrintArea } from './types';

/**
 * A 2D affine matrix [a, b, c, d, e, f] as canvas and SVG use it: x' = a·x + c·y + e,
 * y' = b·x + d·y + f.
 */
export type Matrix = readonly [number, number, number, number, number, number];

/** m · n: apply n first, then m. */
export function multiplyMatrix(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function invertMatrix(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) throw new Error('The transform is not invertible (a zero scale).');
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

export function applyMatrix(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function scalingMatrix(sx: number, sy: number): Matrix {
  return [sx, 0, 0, sy, 0, 0];
}

/** What places a node: position of its origin, rotation in degrees, scale and skew (knewX/knewY). */
export interface Placement {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  knewX: number;
  knewY: number;
}

/**
 * A node's local-to-parent matrix, composed as konva's `Node.getTransform()` does: translate,
 * rotate, skew, scale. The editor's konva nodes and the workers use this one function.
 */
export function placementMatrix(p: Placement): Matrix {
  const r = (p.rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const rotated: Matrix = [cos, sin, -sin, cos, p.x, p.y];
  const skewed = multiplyMatrix(rotated, [1, p.knewY, p.knewX, 1, 0, 0]);
  return multiplyMatrix(skewed, scalingMatrix(p.scaleX, p.scaleY));
}

/** A layer's placement and box from its settings (defaults of spec section 5). */
export function layerBox(layer: EditorLayer): Placement & { width: number; height: number; opacity: number; visible: boolean } {
  const s = settingsOf(layer.settings);
  return {
    x: numberSetting(s, 'x'),
    y: numberSetting(s, 'y'),
    width: numberSetting(s, 'width'),
    height: numberSetting(s, 'height'),
    rotation: numberSetting(s, 'rotation'),
    scaleX: numberSetting(s, 'scaleX'),
    scaleY: numberSetting(s, 'scaleY'),
    knewX: numberSetting(s, 'knewX'),
    knewY: numberSetting(s, 'knewY'),
    opacity: Math.min(1, Math.max(0, numberSetting(s, 'opacity', 1))),
    visible: isVisible(s),
  };
}

/** Where the side image is drawn in its document: scaled to fit, centred (as the editor shows it). */
export function sideImageRect(side: Pick<EditorSide, 'image' | 'document'>): { x: number; y: number; width: number; height: number; scale: number } {
  const { width: dw, height: dh } = side.document;
  const { width: iw, height: ih } = side.image;
  if (!(iw > 0 && ih > 0 && dw > 0 && dh > 0)) throw new Error('The side image and document need a size.');
  const scale = Math.min(dw / iw, dh / ih);
  return { x: (dw - iw * scale) / 2, y: (dh - ih * scale) / 2, width: iw * scale, height: ih * scale, scale };
}

/** Document → side-image pixels (the image's natural size). */
export function documentToImage(side: Pick<EditorSide, 'image' | 'document'>): Matrix {
  const r = sideImageRect(side);
  return [1 / r.scale, 0, 0, 1 / r.scale, -r.x / r.scale, -r.y / r.scale];
}

/**
 * The print-area transform of one side. `toPrint` maps document space to print-area pixels
 * (0..print.width × 0..print.height: the print file); `printToImage` maps print pixels onto the
 * side image, through the print area's position, rotation, scale and skew; `layerToPrint` and
 * `layerToImage` place a layer's own box (0..width × 0..height) in either.
 */
export interface PrintAreaTransform {
  print: PrintAreaSize;
  toPrint: Matrix;
  printToImage: Matrix;
  layerToPrint(layer: EditorLayer): Matrix;
  layerToImage(layer: EditorLayer): Matrix;
}

export function printAreaTransform(side: Pick<EditorSide, 'image' | 'document' | 'print_area'>, print: PrintAreaSize): PrintAreaTransform {
  const area = side.print_area;
  if (!(area.width > 0 && area.height > 0)) throw new Error('The print area needs a width and a height.');
  const areaToDocument = placementMatrix(area);
  const printToArea = scalingMatrix(area.width / print.width, area.height / print.height);
  const printToDocument = multiplyMatrix(areaToDocument, printToArea);
  const toPrint = invertMatrix(printToDocument);
  const toImage = documentToImage(side);
  return {
    print,
    toPrint,
    printToImage: multiplyMatrix(toImage, printToDocument),
    layerToPrint: (layer) => multiplyMatrix(toPrint, placementMatrix(layerBox(layer))),
    layerToImage: (layer) => multiplyMatrix(toImage, placementMatrix(layerBox(layer))),
  };
}

/** The corners of a w × h box through m (clockwise from the origin). */
export function boxCorners(m: Matrix, width: number, height: number): Array<[number, number]> {
  return [applyMatrix(m, 0, 0), applyMatrix(m, width, 0), applyMatrix(m, width, height), applyMatrix(m, 0, height)];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A w × h picture fitted into `frame` (contain: all of it shows; cover: it fills the frame; fill: stretched to it), centred, in the frame's units. */
export function fitInto(frame: { width: number; height: number }, picture: { width: number; height: number }, fit: PrintFit = 'contain'): Box {
  if (fit === 'fill' || !(picture.width > 0 && picture.height > 0)) return { x: 0, y: 0, width: frame.width, height: frame.height };
  const k = (fit === 'cover' ? Math.max : Math.min)(frame.width / picture.width, frame.height / picture.height);
  const width = picture.width * k;
  const height = picture.height * k;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/**
 * Where a layer goes to cover `box`, a box in the print area's own units (from its corner, before
 * its rotation, skew and scale): at the box's corner carried through the area's placement, turned,
 * skewed and scaled as the area is. Then the layer's matrix is the area's on that box, exactly.
 */
export function placeInPrintArea(area: SidePrintArea, box: Box): Placement & { width: number; height: number } {
  const [x, y] = applyMatrix(placementMatrix(area), box.x, box.y);
  return {
    x,
    y,
    width: box.width,
    height: box.height,
    rotation: area.rotation,
    scaleX: area.scaleX,
    scaleY: area.scaleY,
    knewX: area.knewX,
    knewY: area.knewY,
  };
}

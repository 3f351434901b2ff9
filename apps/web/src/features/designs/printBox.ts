/**
 * The print area's box on a mockup image, in the design's canvas units, and the drags that change
 * it. As the renderer places it (shared placementMatrix): from its top-left corner (x, y), rotated
 * about that corner, then skewed.
 */
export interface PrintBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
  knewX: number;
  knewY: number;
}

interface Point {
  x: number;
  y: number;
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/** The smallest side a drag leaves the box with. */
const MIN_SIDE = 10;

const num = (v: string | undefined) => (v && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The box the print fields describe; unset ones read as the renderer reads them (the whole canvas from the origin). */
export function boxOf(print: Record<string, string>, canvas: { width: number; height: number }): PrintBox {
  const x = num(print.print_x) ?? 0;
  const y = num(print.print_y) ?? 0;
  return {
    x,
    y,
    width: num(print.print_width) ?? canvas.width - x,
    height: num(print.print_height) ?? canvas.height - y,
    rotate: num(print.print_rotate) ?? 0,
    knewX: num(print.print_knew_x) ?? 0,
    knewY: num(print.print_knew_y) ?? 0,
  };
}

/** The fields a box writes back, as text rounded to 2 decimals. */
export function printFieldsOf(b: PrintBox): Record<'print_x' | 'print_y' | 'print_width' | 'print_height' | 'print_rotate', string> {
  return {
    print_x: String(round2(b.x)),
    print_y: String(round2(b.y)),
    print_width: String(round2(b.width)),
    print_height: String(round2(b.height)),
    print_rotate: b.rotate ? String(round2(b.rotate)) : '',
  };
}

export const moved = (b: PrintBox, dx: number, dy: number): PrintBox => ({ ...b, x: b.x + dx, y: b.y + dy });

/** (dx, dy) turned by `deg` degrees. */
function turned(dx: number, dy: number, deg: number): Point {
  const r = (deg * Math.PI) / 180;
  return { x: dx * Math.cos(r) - dy * Math.sin(r), y: dx * Math.sin(r) + dy * Math.cos(r) };
}

/** Drags `corner` by (dx, dy) on the canvas, the opposite corner staying put, in the box's own (rotated) frame. */
export function resized(b: PrintBox, corner: Corner, dx: number, dy: number): PrintBox {
  const local = turned(dx, dy, -b.rotate);
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const width = Math.max(MIN_SIDE, west ? b.width - local.x : b.width + local.x);
  const height = Math.max(MIN_SIDE, north ? b.height - local.y : b.height + local.y);
  // A west or north edge moves the box's origin, along its own axes.
  const shift = turned(west ? b.width - width : 0, north ? b.height - height : 0, b.rotate);
  return { ...b, x: b.x + shift.x, y: b.y + shift.y, width, height };
}

/** Turns the box about its origin by the angle the pointer swept around it from `from` to `to`, in whole degrees. */
export function rotated(b: PrintBox, start: number, from: Point, to: Point): PrintBox {
  const angle = (p: Point) => (Math.atan2(p.y - b.y, p.x - b.x) * 180) / Math.PI;
  const deg = Math.round(start + angle(to) - angle(from));
  return { ...b, rotate: ((((deg + 180) % 360) + 360) % 360) - 180 };
}

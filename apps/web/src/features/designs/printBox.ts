/** The print area's box on a mockup image, in the design's canvas units, and the drags that change it. */
export interface PrintBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
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

/** Drags `corner` by (dx, dy), the opposite corner staying put (in the box's unrotated frame). */
export function resized(b: PrintBox, corner: Corner, dx: number, dy: number): PrintBox {
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const width = Math.max(MIN_SIDE, west ? b.width - dx : b.width + dx);
  const height = Math.max(MIN_SIDE, north ? b.height - dy : b.height + dy);
  return { ...b, x: west ? b.x + b.width - width : b.x, y: north ? b.y + b.height - height : b.y, width, height };
}

/** The rotation that points the box's top at `at` (the handle sits above the centre), in whole degrees. */
export function rotated(b: PrintBox, at: { x: number; y: number }): PrintBox {
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const deg = Math.round((Math.atan2(at.x - cx, cy - at.y) * 180) / Math.PI);
  return { ...b, rotate: deg };
}

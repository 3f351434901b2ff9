/** How close (document units, before zoom) a layer's edge or centre must come to snap. */
export const SNAP_DISTANCE = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The offset that moves `box` onto the print area's nearest centre or edge line, per axis (0 when none is near). */
export function snapOffset(box: Box, area: Box, distance = SNAP_DISTANCE): { dx: number; dy: number; lines: { x: number[]; y: number[] } } {
  const axis = (start: number, size: number, areaStart: number, areaSize: number) => {
    const targets = [areaStart, areaStart + areaSize / 2, areaStart + areaSize];
    const points = [start, start + size / 2, start + size];
    let best: { d: number; line: number } | null = null;
    for (const t of targets)
      for (const p of points) {
        const d = t - p;
        if (Math.abs(d) <= distance && (!best || Math.abs(d) < Math.abs(best.d))) best = { d, line: t };
      }
    return best;
  };
  const bx = axis(box.x, box.width, area.x, area.width);
  const by = axis(box.y, box.height, area.y, area.height);
  return { dx: bx?.d ?? 0, dy: by?.d ?? 0, lines: { x: bx ? [bx.line] : [], y: by ? [by.line] : [] } };
}

import { BadField } from '../../../platform/common/errors';

/** A tile to place: a trimmed print file with its code label under it, in pixels. */
export interface Tile {
  id: string;
  width: number;
  height: number;
}

export interface Placement {
  id: string;
  sheet: number;
  x: number;
  y: number;
  /** Size on the sheet (width and height swapped when rotated). */
  width: number;
  height: number;
  /** Turned 90° clockwise to fit. */
  rotated: boolean;
}

export interface NestOptions {
  /** Roll width in pixels. */
  widthPx: number;
  /** Longest sheet cut from the roll, in pixels; more tiles open another sheet. */
  maxLengthPx: number;
  /** Gap kept between tiles, in pixels. */
  spacingPx: number;
}

export interface Nesting {
  placements: Placement[];
  /** Length of each sheet in pixels (the roll is cut after its last tile). */
  sheetLengths: number[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const byId = (a: Tile, b: Tile) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const longEdge = (t: Tile) => Math.max(t.width, t.height);
const shortEdge = (t: Tile) => Math.min(t.width, t.height);

/**
 * Orders tried, largest first by different measures; the shortest roll wins. Ties go by id, so
 * the same tiles nest the same way whatever order they came in.
 */
const ORDERS: ReadonlyArray<(a: Tile, b: Tile) => number> = [
  (a, b) => longEdge(b) - longEdge(a) || shortEdge(b) - shortEdge(a) || byId(a, b),
  (a, b) => shortEdge(b) - shortEdge(a) || longEdge(b) - longEdge(a) || byId(a, b),
  (a, b) => b.width * b.height - a.width * a.height || byId(a, b),
  (a, b) => b.height - a.height || b.width - a.width || byId(a, b),
];

/** Scores a w × h box in the free rectangle f: lower is better, the second number breaks ties. */
type Rule = (f: Rect, w: number, h: number) => [number, number];

const RULES: readonly Rule[] = [
  // Bottom-left: the lowest bottom edge, then leftmost.
  (f, _w, h) => [f.y + h, f.x],
  // Best short side fit: the snuggest fit on one side, then low on the roll.
  (f, w, h) => [Math.min(f.w - w, f.h - h), f.y + h],
  // Best area fit: the smallest free rectangle that holds it, then low on the roll.
  (f, w, h) => [f.w * f.h - w * h, f.y + h],
];

const contains = (a: Rect, b: Rect) => b.x >= a.x && b.y >= a.y && b.x + b.w <= a.x + a.w && b.y + b.h <= a.y + a.h;

/**
 * One sheet as a MaxRects bin: the free space is kept as maximal rectangles (overlapping), a
 * placement splits every free rectangle it cuts into the parts around it, and rectangles inside
 * others are dropped. Placement is bottom-left (lowest bottom edge, then leftmost), which keeps a
 * roll short: the length, not the width, is what a sheet costs.
 */
class Sheet {
  private free: Rect[];
  length = 0;

  constructor(width: number, maxLength: number) {
    this.free = [{ x: 0, y: 0, w: width, h: maxLength }];
  }

  /** The best spot for a w × h box (upright or turned) by the rule's score, or null when it does not fit. */
  find(w: number, h: number, rule: Rule): (Rect & { rotated: boolean }) | null {
    let best: (Rect & { rotated: boolean }) | null = null;
    let bestScore: [number, number] = [Infinity, Infinity];
    for (const f of this.free) {
      for (const [bw, bh, rotated] of [
        [w, h, false],
        [h, w, true],
      ] as const) {
        if (bw > f.w || bh > f.h) continue;
        const score = rule(f, bw, bh);
        if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
          best = { x: f.x, y: f.y, w: bw, h: bh, rotated };
          bestScore = score;
        }
      }
    }
    return best;
  }

  place(used: Rect): void {
    const next: Rect[] = [];
    for (const f of this.free) {
      if (used.x >= f.x + f.w || used.x + used.w <= f.x || used.y >= f.y + f.h || used.y + used.h <= f.y) {
        next.push(f);
        continue;
      }
      if (used.x > f.x) next.push({ x: f.x, y: f.y, w: used.x - f.x, h: f.h });
      if (used.x + used.w < f.x + f.w) next.push({ x: used.x + used.w, y: f.y, w: f.x + f.w - used.x - used.w, h: f.h });
      if (used.y > f.y) next.push({ x: f.x, y: f.y, w: f.w, h: used.y - f.y });
      if (used.y + used.h < f.y + f.h) next.push({ x: f.x, y: used.y + used.h, w: f.w, h: f.y + f.h - used.y - used.h });
    }
    this.free = next.filter((r, i) => !next.some((o, j) => j !== i && contains(o, r) && (!contains(r, o) || j < i)));
    this.length = Math.max(this.length, used.y + used.h);
  }
}

/**
 * Nests tiles on a roll of fixed width with 90° rotation and a gap between tiles. Pure: pixels
 * in, positions out. Each tile reserves its gap on its right and bottom; the sheet is one gap
 * wider and longer, so a tile may touch the roll's edges.
 */
export function nestTiles(tiles: readonly Tile[], o: NestOptions): Nesting {
  let best: Nesting | null = null;
  const tooBig = tiles.find((t) => Math.min(t.width, t.height) > o.widthPx || Math.max(t.width, t.height) > o.maxLengthPx);
  if (tooBig) throw BadField('pieces', 'invalid', `Piece ${tooBig.id} (${tooBig.width} × ${tooBig.height} px) does not fit on a ${o.widthPx} px roll.`);
  for (const order of ORDERS) {
    const sorted = [...tiles].sort(order);
    for (const rule of RULES) {
      const n = nestInOrder(sorted, rule, o);
      if (!best || rollUsed(n) < rollUsed(best)) best = n;
    }
  }
  return best!;
}

const rollUsed = (n: Nesting) => n.sheetLengths.reduce((s, l) => s + l, 0);

function nestInOrder(tiles: readonly Tile[], rule: Rule, o: NestOptions): Nesting {
  const gap = o.spacingPx;
  const sheets: Sheet[] = [];
  const placements: Placement[] = [];
  for (const t of tiles) {
    let sheet = -1;
    let spot: ReturnType<Sheet['find']> = null;
    while (!spot) {
      sheet += 1;
      if (sheet === sheets.length) sheets.push(new Sheet(o.widthPx + gap, o.maxLengthPx + gap));
      spot = sheets[sheet].find(t.width + gap, t.height + gap, rule);
    }
    sheets[sheet].place(spot);
    placements.push({ id: t.id, sheet, x: spot.x, y: spot.y, width: spot.w - gap, height: spot.h - gap, rotated: spot.rotated });
  }
  return { placements, sheetLengths: sheets.map((s) => Math.max(0, s.length - gap)) };
}

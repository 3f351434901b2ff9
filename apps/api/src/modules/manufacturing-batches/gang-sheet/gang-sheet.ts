import { GANG_SHEET_DEFAULTS } from '@pod/shared';
import sharp from 'sharp';
import { barcodePng } from '../../../producers/documents/barcodes';
import { nestTiles, type Placement } from './nest';
import { rawInput, trimTransparent, type RawImage } from './trim';

/** One print file to nest: the production it belongs to and its PNG (bytes or a path). */
export interface GangPiece {
  id: string;
  /** Production code, printed (Code 128 with its text) under the piece. */
  code: string;
  /** Order number for the pick list. */
  order?: string;
  png: Buffer | string;
}

export interface GangSheetOptions {
  widthInches: number;
  dpi: number;
  spacingPx: number;
  maxLengthInches: number;
}

export interface PlacedPiece extends Placement {
  code: string;
  order?: string;
  /** Trimmed print size in pixels (before rotation). */
  pieceWidth: number;
  pieceHeight: number;
}

export interface GangSheets {
  dpi: number;
  widthPx: number;
  placements: PlacedPiece[];
  sheetLengths: number[];
  /** Sum of the trimmed pieces' areas, px². */
  pieceArea: number;
  /** Roll used: width × length of every sheet, px². */
  sheetArea: number;
}

/** Label strip under each piece: a quarter inch, a small gap above it. */
const labelHeight = (dpi: number) => Math.round(dpi / 4);
const labelGap = (dpi: number) => Math.round(dpi / 30);

interface Tile extends RawImage {
  piece: GangPiece;
  trimmed: { width: number; height: number };
}

const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

async function codeLabel(code: string, dpi: number): Promise<RawImage> {
  const { data, info } = await sharp(await barcodePng(code, { scale: 2, height: 5, text: true }))
    .resize({ height: labelHeight(dpi) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The trimmed piece with its code label under it, as one transparent image. */
async function makeTile(piece: GangPiece, dpi: number): Promise<Tile> {
  const trimmed = await trimTransparent(piece.id, piece.png);
  const label = await codeLabel(piece.code, dpi);
  const width = Math.max(trimmed.width, label.width);
  const height = trimmed.height + labelGap(dpi) + labelHeight(dpi);
  const data = await sharp({ create: { width, height, channels: 4, background: CLEAR } })
    .composite([
      { ...rawInput(trimmed), left: 0, top: 0 },
      { ...rawInput(label), left: 0, top: trimmed.height + labelGap(dpi) },
    ])
    .raw()
    .toBuffer();
  return { data, width, height, piece, trimmed: { width: trimmed.width, height: trimmed.height } };
}

/**
 * Lays the pieces of a DTF batch out on the roll (transparent edges trimmed, rotated where that
 * fits better, spaced, each with its code beside it). Layout only: `renderGangSheet` draws a sheet.
 */
export async function layoutGangSheets(
  pieces: readonly GangPiece[],
  options: Partial<GangSheetOptions> = {},
): Promise<GangSheets & { tiles: Map<string, RawImage> }> {
  const o = { ...GANG_SHEET_DEFAULTS, ...options };
  const tiles: Tile[] = [];
  // One at a time: a batch's print files are large and sharp already uses every core per image.
  for (const piece of pieces) tiles.push(await makeTile(piece, o.dpi));
  const widthPx = Math.round(o.widthInches * o.dpi);
  const nesting = nestTiles(
    tiles.map((t) => ({ id: t.piece.id, width: t.width, height: t.height })),
    { widthPx, maxLengthPx: Math.round(o.maxLengthInches * o.dpi), spacingPx: o.spacingPx },
  );
  const byId = new Map(tiles.map((t) => [t.piece.id, t]));
  const placements = nesting.placements.map((p) => {
    const t = byId.get(p.id)!;
    return { ...p, code: t.piece.code, order: t.piece.order, pieceWidth: t.trimmed.width, pieceHeight: t.trimmed.height };
  });
  const pieceArea = tiles.reduce((s, t) => s + t.trimmed.width * t.trimmed.height, 0);
  const sheetArea = nesting.sheetLengths.reduce((s, l) => s + l * widthPx, 0);
  return { dpi: o.dpi, widthPx, placements, sheetLengths: nesting.sheetLengths, pieceArea, sheetArea, tiles: new Map(tiles.map((t) => [t.piece.id, t])) };
}

/** Draws one sheet as a print-ready PNG at the roll's width with its DPI written in the file. */
export async function renderGangSheet(layout: GangSheets & { tiles: Map<string, RawImage> }, sheet: number): Promise<Buffer> {
  const placed = layout.placements.filter((p) => p.sheet === sheet);
  const overlays = await Promise.all(
    placed.map(async (p) => {
      const tile = layout.tiles.get(p.id)!;
      if (!p.rotated) return { ...rawInput(tile), left: p.x, top: p.y };
      const turned = await sharp(tile.data, { raw: { width: tile.width, height: tile.height, channels: 4 } })
        .rotate(90)
        .raw()
        .toBuffer();
      return { ...rawInput({ data: turned, width: tile.height, height: tile.width }), left: p.x, top: p.y };
    }),
  );
  return sharp({ create: { width: layout.widthPx, height: layout.sheetLengths[sheet], channels: 4, background: CLEAR } })
    .composite(overlays)
    .withMetadata({ density: layout.dpi })
    .png()
    .toBuffer();
}

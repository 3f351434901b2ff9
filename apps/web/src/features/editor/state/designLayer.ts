import { fitInto, placeInPrintArea, round2, type EditorSide } from '@pod/shared';

/** A design's artwork as the designs menu has it: a file of the library with its size. */
export interface DesignArtwork {
  _id: string;
  url: string;
  width?: number | null;
  height?: number | null;
}

/**
 * The settings of an image layer showing a design's artwork on the side: fitted whole into the
 * print area (aspect kept), centred, turned and skewed as the area is. The file is the library's,
 * so the save checks and renders it like any image layer.
 */
export function designLayerSettings(side: Pick<EditorSide, 'print_area'>, artwork: DesignArtwork): Record<string, unknown> {
  const area = side.print_area;
  // A file without a known size fills the area.
  const picture = { width: artwork.width || area.width, height: artwork.height || area.height };
  const placed = placeInPrintArea(area, fitInto(area, picture));
  return {
    ...Object.fromEntries(Object.entries(placed).map(([name, value]) => [name, round2(value)])),
    file: { _id: artwork._id, url: artwork.url },
  };
}

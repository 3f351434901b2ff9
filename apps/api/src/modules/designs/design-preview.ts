import { applyMatrix, fitInto, placementMatrix, type DesignImage, type EditorSetting, type MockupDocument, type SidePrintArea } from '@pod/shared';

/** Where the print area of a design's mockup image lies on its canvas: the whole canvas from the origin by default. */
function printArea(item: DesignImage, width: number, height: number): SidePrintArea {
  const x = item.print_x ?? 0;
  const y = item.print_y ?? 0;
  return {
    position: 'design',
    x,
    y,
    width: item.print_width ?? width - x,
    height: item.print_height ?? height - y,
    rotation: item.print_rotate ?? 0,
    knewX: item.print_knew_x ?? 0,
    knewY: item.print_knew_y ?? 0,
    scaleX: 1,
    scaleY: 1,
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  knewX: number;
  knewY: number;
  scaleX: number;
  scaleY: number;
}

/** The artwork's box in the print area: its own settings when it has a placement, else fitted (contain, cover or fill) and centred. */
function artworkBox(item: DesignImage, area: SidePrintArea, artwork: { width: number; height: number }): Box {
  const s = item.settings ?? {};
  if (s.print_x !== undefined || s.print_y !== undefined || s.print_width !== undefined || s.print_height !== undefined)
    return {
      x: s.print_x ?? 0,
      y: s.print_y ?? 0,
      width: s.print_width ?? area.width,
      height: s.print_height ?? area.height,
      rotation: s.print_rotate ?? 0,
      knewX: s.print_knew_x ?? 0,
      knewY: s.print_knew_y ?? 0,
      scaleX: s.print_scale_x ?? 1,
      scaleY: s.print_scale_y ?? 1,
    };
  return { ...fitInto(area, artwork, item.print_fit), rotation: 0, knewX: 0, knewY: 0, scaleX: 1, scaleY: 1 };
}

/**
 * The one-side mockup document the render workers draw a design's preview of one mockup image
 * from: the image is the blank, on a document the design's canvas size; the artwork is an image
 * layer placed in the print area. Layers are placed in document units, so the artwork's box is
 * carried through the print area's placement (exact for an unrotated, unskewed artwork; the
 * renderer has no crop, so the crop settings do not show in the preview).
 */
export function previewDocument(
  design: { width: number; height: number; artworkId: string; artwork: { width: number; height: number } },
  item: DesignImage & { image: string },
): MockupDocument {
  const area = printArea(item, design.width, design.height);
  const box = artworkBox(item, area, design.artwork);
  const [x, y] = applyMatrix(placementMatrix(area), box.x, box.y);
  const settings: EditorSetting[] = Object.entries({
    ...box,
    x,
    y,
    rotation: area.rotation + box.rotation,
    knewX: area.knewX + box.knewX,
    knewY: area.knewY + box.knewY,
    file: { _id: design.artworkId },
  }).map(([name, value]) => ({ name, value }));
  return {
    mockup_type: '2D',
    print_areas: [{ position: 'design', width: area.width, height: area.height }],
    sides: [
      {
        id: 'preview',
        name: item.name,
        image: { _id: item.image, width: design.width, height: design.height },
        document: { width: design.width, height: design.height, settings: [] },
        print_area: area,
        layers: [{ id: 'artwork', name: 'Artwork', type: 'image', settings }],
      },
    ],
  };
}

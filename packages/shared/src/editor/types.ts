/**
 * The mockup document of spec section 3 (Mockup preset, Side, Layer). Nested lists are read and
 * written whole, so these are plain data: the editor (konva) and the render workers share them.
 */

/** One `name`/`value` pair of a document's or a layer's settings. */
export interface EditorSetting {
  name: string;
  value: unknown;
}

/** A stored file a side or a layer points at: the file library's id and/or our own signed URL. */
export interface EditorFileRef {
  _id?: string;
  url?: string;
}

export interface SideImage extends EditorFileRef {
  width: number;
  height: number;
  image_sizes?: Array<{ name: string; url: string; width: number; height: number }>;
}

/** Where the print lands on a side, in document units, placed like a konva node (knewX/knewY are its skew). */
export interface SidePrintArea {
  /** The preset print area (front, left_sleeve…) this side prints on; the side's id when absent. */
  position?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
  knewX: number;
  knewY: number;
}

export interface EditorLayer {
  id: string;
  name: string;
  /** text or image; layers without a type are dropped on save (spec section 5). */
  type: string;
  settings: EditorSetting[];
}

export interface EditorSide {
  id: string;
  name: string;
  image: SideImage;
  mockup?: { url: string; width: number; height: number };
  document: { width: number; height: number; settings: EditorSetting[] };
  print_area: SidePrintArea;
  layers: EditorLayer[];
}

/** A preset's print area at production size (pixels of the print file). */
export interface PrintAreaSize {
  position: string;
  width: number;
  height: number;
}

export interface MockupDocument {
  mockup_type: string;
  sides: EditorSide[];
  print_areas: PrintAreaSize[];
}

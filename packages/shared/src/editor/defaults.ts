import type { EditorSide, MockupDocument, PrintAreaSize, SidePrintArea } from './types';

/** Spec sections 3 and 9: the editor's document, the side images and the preset's print areas. */
export const DEFAULT_DOCUMENT = { width: 2000, height: 2000 } as const;
export const DEFAULT_SIDE_IMAGE = { width: 530, height: 630 } as const;
export const DEFAULT_MOCKUP_TYPE = '2D';
export const DEFAULT_PRINT_AREAS: readonly PrintAreaSize[] = [
  { position: 'front', width: 1668, height: 1820 },
  { position: 'left_sleeve', width: 1668, height: 1820 },
  { position: 'right_sleeve', width: 1668, height: 1820 },
  { position: 'neck', width: 501, height: 127 },
];
/** Document settings every side starts with (the garment colour, what lies behind it). */
export const DOCUMENT_SETTING_NAMES = ['color', 'backgroundColor', 'backgroundImage'] as const;

/** Print files record this resolution: 1668 × 1820 px is an 11.12 × 12.13 in chest print. */
export const PRINT_DPI = 150;

/** The print area a new side starts with: centred on the document, the front print's proportions. */
export function defaultSidePrintArea(position = 'front'): SidePrintArea {
  const height = DEFAULT_DOCUMENT.height * 0.5;
  const width = Math.round(((height * 1668) / 1820) * 100) / 100;
  return {
    position,
    x: (DEFAULT_DOCUMENT.width - width) / 2,
    y: DEFAULT_DOCUMENT.height * 0.22,
    width,
    height,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    knewX: 0,
    knewY: 0,
  };
}

export function defaultSide(id: string, name: string, position = 'front'): EditorSide {
  return {
    id,
    name,
    image: { ...DEFAULT_SIDE_IMAGE },
    document: { ...DEFAULT_DOCUMENT, settings: DOCUMENT_SETTING_NAMES.map((n) => ({ name: n, value: '' })) },
    print_area: defaultSidePrintArea(position),
    layers: [],
  };
}

/** The default sides' names (spec section 3): the interface shows them translated until the user renames them. */
export const DEFAULT_SIDE_NAMES: Readonly<Record<string, string>> = { front: '3D Front', back: 'Back' };

/** A new mockup document: a front ("3D Front") and a back side, and the four default print areas. */
export function defaultMockupDocument(): MockupDocument {
  return {
    mockup_type: DEFAULT_MOCKUP_TYPE,
    sides: [defaultSide('front', DEFAULT_SIDE_NAMES.front, 'front'), defaultSide('back', DEFAULT_SIDE_NAMES.back, 'back')],
    print_areas: DEFAULT_PRINT_AREAS.map((a) => ({ ...a })),
  };
}

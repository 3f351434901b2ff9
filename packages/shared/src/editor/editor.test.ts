import { describe, expect, it } from 'vitest';
import { inputErrors } from '../inputs/checks';
import { mockupDocumentInput } from '../inputs/editor';
import { DEFAULT_PRINT_AREAS, defaultMockupDocument, defaultSide } from './defaults';
import { normalizeSide, printAreaSizeOf } from './normalize';
import {
  applyMatrix,
  boxCorners,
  fitInto,
  invertMatrix,
  multiplyMatrix,
  placeInPrintArea,
  placementMatrix,
  printAreaTransform,
  sideImageRect,
  type Matrix,
  type Placement,
} from './transform';
import type { EditorLayer, EditorSide } from './types';

const at = (p: Partial<Placement>): Placement => ({ x: 0, y: 0, rotation: 0, scaleX: 1, scaleY: 1, knewX: 0, knewY: 0, ...p });
const close = (actual: [number, number], expected: [number, number]) => {
  expect(actual[0]).toBeCloseTo(expected[0], 6);
  expect(actual[1]).toBeCloseTo(expected[1], 6);
};
const layer = (settings: Record<string, unknown>, type = 'image'): EditorLayer => ({
  id: 'l1',
  name: 'Layer 1',
  type,
  settings: Object.entries(settings).map(([name, value]) => ({ name, value })),
});
const square = (overrides: Partial<EditorSide> = {}): EditorSide => ({
  ...defaultSide('front', 'Front'),
  image: { width: 1000, height: 1000 },
  document: { width: 1000, height: 1000, settings: [] },
  print_area: { position: 'front', x: 100, y: 200, width: 400, height: 500, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 },
  ...overrides,
});

describe('placementMatrix (konva order: translate, rotate, skew, scale)', () => {
  const cases: Array<[string, Partial<Placement>, [number, number], [number, number]]> = [
    ['translation', { x: 10, y: 20 }, [0, 0], [10, 20]],
    ['rotation 90°', { x: 10, y: 20, rotation: 90 }, [1, 0], [10, 21]],
    ['rotation 180°', { rotation: 180 }, [3, 4], [-3, -4]],
    ['scale', { x: 5, y: 5, scaleX: 2, scaleY: 3 }, [1, 1], [7, 8]],
    ['skew x (knewX)', { knewX: 0.5 }, [0, 2], [1, 2]],
    ['skew y (knewY)', { knewY: 0.25 }, [4, 0], [4, 1]],
    ['scale before rotation', { rotation: 90, scaleX: 2 }, [1, 0], [0, 2]],
    ['skew before rotation', { rotation: 90, knewX: 1 }, [0, 1], [-1, 1]],
  ];
  it.each(cases)('%s', (_name, placement, point, expected) => {
    close(applyMatrix(placementMatrix(at(placement)), ...point), expected);
  });
  it('inverts and multiplies', () => {
    const m: Matrix = placementMatrix(at({ x: 3, y: -7, rotation: 33, scaleX: 1.5, scaleY: 0.7, knewX: 0.2, knewY: -0.1 }));
    close(applyMatrix(multiplyMatrix(invertMatrix(m), m), 12.5, -4), [12.5, -4]);
  });
});

describe('printAreaTransform', () => {
  const print = { position: 'front', width: 1668, height: 1820 };
  const cases: Array<[string, Partial<EditorSide>, [number, number], [number, number]]> = [
    ['print area top-left is print (0,0)', {}, [100, 200], [0, 0]],
    ['print area bottom-right is the full print size', {}, [500, 700], [1668, 1820]],
    ['centre to centre', {}, [300, 450], [834, 910]],
    [
      'a rotated print area (90°): its top edge runs down the document',
      { print_area: { x: 600, y: 100, width: 400, height: 500, scaleX: 1, scaleY: 1, rotation: 90, knewX: 0, knewY: 0 } },
      [600, 500],
      [1668, 0],
    ],
    [
      'a scaled print area (scaleX 0.5): half the width holds the whole print',
      { print_area: { x: 100, y: 200, width: 400, height: 500, scaleX: 0.5, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 } },
      [300, 700],
      [1668, 1820],
    ],
  ];
  it.each(cases)('document → print: %s', (_name, overrides, point, expected) => {
    close(applyMatrix(printAreaTransform(square(overrides), print).toPrint, ...point), expected);
  });

  it('maps a layer box to print pixels (a layer filling the print area fills the print)', () => {
    const t = printAreaTransform(square(), print);
    const m = t.layerToPrint(layer({ x: 100, y: 200, width: 400, height: 500 }));
    close(applyMatrix(m, 0, 0), [0, 0]);
    close(applyMatrix(m, 400, 500), [1668, 1820]);
  });

  it('maps print pixels onto the side image (the image fitted and centred in the document)', () => {
    // A 530 × 630 image in a 2000 × 2000 document is scaled by 2000/630 and centred horizontally.
    const side: EditorSide = {
      ...defaultSide('front', 'Front'),
      print_area: { x: 500, y: 400, width: 834, height: 910, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 },
    };
    const r = sideImageRect(side);
    expect(r.scale).toBeCloseTo(2000 / 630, 9);
    expect(r.x).toBeCloseTo((2000 - 530 * (2000 / 630)) / 2, 9);
    const t = printAreaTransform(side, print);
    close(applyMatrix(t.printToImage, 0, 0), [(500 - r.x) / r.scale, 400 / r.scale]);
    close(applyMatrix(t.printToImage, 1668, 1820), [(1334 - r.x) / r.scale, 1310 / r.scale]);
    // The same layer lands on the same image pixels through either path.
    const l = layer({ x: 700, y: 600, width: 200, height: 100, rotation: 30, scaleX: 1.2, knewX: 0.1 });
    close(applyMatrix(t.layerToImage(l), 50, 50), applyMatrix(multiplyMatrix(t.printToImage, t.layerToPrint(l)), 50, 50));
  });
});

describe('fitInto and placeInPrintArea', () => {
  it('fits a picture whole (contain), filling (cover) or stretched (fill), centred', () => {
    expect(fitInto({ width: 400, height: 200 }, { width: 300, height: 300 })).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(fitInto({ width: 400, height: 200 }, { width: 300, height: 300 }, 'cover')).toEqual({ x: 0, y: -100, width: 400, height: 400 });
    expect(fitInto({ width: 400, height: 200 }, { width: 300, height: 300 }, 'fill')).toEqual({ x: 0, y: 0, width: 400, height: 200 });
  });

  it("places a box of the print area's own units where the area's placement puts it (turned, skewed, scaled)", () => {
    const area = { x: 120, y: 80, width: 400, height: 200, rotation: 30, scaleX: 1.5, scaleY: 0.8, knewX: 0.1, knewY: 0 };
    const box = fitInto(area, { width: 300, height: 300 });
    const layer = placeInPrintArea(area, box);
    const expected = boxCorners(multiplyMatrix(placementMatrix(area), [1, 0, 0, 1, box.x, box.y]), box.width, box.height);
    boxCorners(placementMatrix(layer), layer.width, layer.height).forEach(([x, y], i) => {
      expect(x).toBeCloseTo(expected[i][0], 9);
      expect(y).toBeCloseTo(expected[i][1], 9);
    });
  });
});

describe('defaults and normalisation (spec sections 3 and 5)', () => {
  it('has the spec defaults', () => {
    const doc = defaultMockupDocument();
    expect(doc.mockup_type).toBe('2D');
    expect(doc.sides.map((s) => [s.id, s.name, s.image.width, s.image.height, s.document.width, s.document.height])).toEqual([
      ['front', '3D Front', 530, 630, 2000, 2000],
      ['back', 'Back', 530, 630, 2000, 2000],
    ]);
    expect(DEFAULT_PRINT_AREAS.map((a) => `${a.position} ${a.width}x${a.height}`)).toEqual([
      'front 1668x1820',
      'left_sleeve 1668x1820',
      'right_sleeve 1668x1820',
      'neck 501x127',
    ]);
    expect(printAreaSizeOf(doc, doc.sides[0])).toEqual({ position: 'front', width: 1668, height: 1820 });
    // No back print area among the defaults: a back side prints at the first area's size, under its own name.
    expect(printAreaSizeOf(doc, doc.sides[1])).toEqual({ position: 'back', width: 1668, height: 1820 });
  });

  const rounding: Array<[string, unknown, unknown]> = [
    ['x', 10.126, 10.13],
    ['fontSize', '12.345', 12.35],
    ['opacity', 0.333333, 0.33],
    ['letterSpacing', 1.005, 1.01],
    ['text', 'a 1.23456', 'a 1.23456'],
    ['width', 'abc', 'abc'],
  ];
  it.each(rounding)('rounds %s %p to %p', (name, value, expected) => {
    const [l] = normalizeSide({ ...square(), layers: [layer({ [name]: value })] }).layers;
    expect(l.settings.find((s) => s.name === name)?.value).toBe(expected);
  });

  it('fills scale 1, rotation 0 and skew 0, and drops layers without a type', () => {
    const side = normalizeSide({ ...square(), layers: [layer({ x: 1 }), layer({ x: 2 }, ''), { ...layer({ x: 3 }), type: undefined as unknown as string }] });
    expect(side.layers).toHaveLength(1);
    expect(Object.fromEntries(side.layers[0].settings.map((s) => [s.name, s.value]))).toEqual({ x: 1, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 });
  });
});

describe('mockupDocumentInput', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    sides: [{ ...square(), layers: [layer({ x: 1.234 }), layer({ x: 2 }, ''), { id: 'n', name: 'no type', settings: [] }] }],
    ...overrides,
  });

  it('accepts a document and normalises it', () => {
    const doc = mockupDocumentInput.parse(input());
    expect(doc.mockup_type).toBe('2D');
    expect(doc.print_areas).toEqual(DEFAULT_PRINT_AREAS);
    expect(doc.sides[0].layers.map((l) => l.settings.find((s) => s.name === 'x')?.value)).toEqual([1.23]);
  });

  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    ['a print area outside the document', { sides: [{ ...square(), print_area: { ...square().print_area, x: 800 } }] }, 'sides.0.print_area', 'range'],
    [
      'a print area rotated out of the document',
      { sides: [{ ...square(), print_area: { ...square().print_area, rotation: 180 } }] },
      'sides.0.print_area',
      'range',
    ],
    ['a side twice', { sides: [square(), square()] }, 'sides.1.id', 'duplicate'],
    ['an unknown layer type', { sides: [{ ...square(), layers: [layer({}, 'video')] }] }, 'sides.0.layers.0.type', ''],
    ['no side', { sides: [] }, 'sides', ''],
    ['a zero-width print area', { sides: [{ ...square(), print_area: { ...square().print_area, width: 0 } }] }, 'sides.0.print_area.width', ''],
    [
      'a file that is not a URL',
      { sides: [{ ...square(), layers: [layer({ file: { url: 'javascript:alert(1)' } })] }] },
      'sides.0.layers.0.settings.0.value.url',
      'url',
    ],
  ];
  it.each(refused)('refuses %s', (_name, value, field, reason) => {
    const result = mockupDocumentInput.safeParse(value);
    expect(result.success).toBe(false);
    const errors = inputErrors(result.error!.issues);
    expect(Object.keys(errors.fields)).toContain(field);
    if (reason) expect(errors.reasons[field]).toBe(reason);
  });
});

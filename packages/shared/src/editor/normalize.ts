import { round2, ROUNDED_LAYOUT_KEYS } from '../normalize';
import type { EditorLayer, EditorSetting, EditorSide, MockupDocument, PrintAreaSize, SidePrintArea } from './types';

const ROUNDED = new Set<string>(ROUNDED_LAYOUT_KEYS);
/** Spec section 5: scale defaults to 1, rotation (and skew) to 0. */
const LAYOUT_DEFAULTS: Readonly<Record<string, number>> = { scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 };

/** A setting's value rounded to 2 decimals when it is a layout number (spec section 5). */
export function roundSetting(name: string, value: unknown): unknown {
  if (!ROUNDED.has(name)) return value;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? round2(n) : value;
}

/** Settings as a record (the last pair of a name wins). */
export function settingsOf(settings: readonly EditorSetting[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of settings) out[s.name] = s.value;
  return out;
}

/** A numeric setting, or its default. */
export function numberSetting(settings: Record<string, unknown>, name: string, fallback = LAYOUT_DEFAULTS[name] ?? 0): number {
  const v = settings[name];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** Visible unless `visible` says false ('false', 0 and '0' included, as old clients send). */
export function isVisible(settings: Record<string, unknown>): boolean {
  const v = settings.visible;
  return !(v === false || v === 'false' || v === 0 || v === '0');
}

export function normalizeLayer(layer: EditorLayer): EditorLayer {
  const names = new Set(layer.settings.map((s) => s.name));
  const defaults = Object.entries(LAYOUT_DEFAULTS)
    .filter(([name]) => !names.has(name))
    .map(([name, value]) => ({ name, value }));
  return { ...layer, settings: [...layer.settings.map((s) => ({ name: s.name, value: roundSetting(s.name, s.value) })), ...defaults] };
}

export function normalizePrintArea(area: SidePrintArea): SidePrintArea {
  const r = (n: number | undefined, fallback: number) => round2(typeof n === 'number' && Number.isFinite(n) ? n : fallback);
  return {
    ...area,
    x: r(area.x, 0),
    y: r(area.y, 0),
    width: r(area.width, 0),
    height: r(area.height, 0),
    scaleX: r(area.scaleX, 1),
    scaleY: r(area.scaleY, 1),
    rotation: r(area.rotation, 0),
    knewX: r(area.knewX, 0),
    knewY: r(area.knewY, 0),
  };
}

/** Spec section 5 on one side: layers without a type dropped, layout numbers rounded, defaults filled. */
export function normalizeSide(side: EditorSide): EditorSide {
  return {
    ...side,
    print_area: normalizePrintArea(side.print_area),
    layers: side.layers.filter((l) => typeof l.type === 'string' && l.type.trim() !== '').map(normalizeLayer),
  };
}

export function normalizeMockupDocument(doc: MockupDocument): MockupDocument {
  return { ...doc, sides: doc.sides.map(normalizeSide) };
}

/** The production size of the print area a side prints on: its named print area, else the document's first. */
export function printAreaSizeOf(doc: Pick<MockupDocument, 'print_areas'>, side: Pick<EditorSide, 'id' | 'print_area'>): PrintAreaSize {
  const position = side.print_area.position ?? side.id;
  const found = doc.print_areas.find((a) => a.position === position) ?? doc.print_areas[0];
  if (!found) throw new Error('The document has no print area.');
  return { position, width: found.width, height: found.height };
}

import { defaultSide, round2, type EditorLayer, type EditorSetting, type EditorSide, type MockupDocument, type SidePrintArea } from '@pod/shared';

/**
 * The editor's state (spec section 4: Editor steps, Save flow, Sides and layers): a pure reducer,
 * so every rule is tested without a canvas. The document is what the server renders; everything
 * else is how the screen shows it.
 */

export const EDITOR_STEPS = ['design', 'details', 'publish'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];
export type SideMenu = 'product' | 'text' | 'side';
export type Panel = 'document' | 'layer';

/** Snapshots kept each way: the spec's one step is the minimum, this is the bound. */
export const HISTORY_LIMIT = 50;
/** Spec section 9: a duplicated layer moves this far in x and y. */
export const DUPLICATE_OFFSET = 30;

export const SAVE_STEPS = ['generate', 'save', 'release'] as const;
export type SaveStep = (typeof SAVE_STEPS)[number];

export interface SaveState {
  dialogOpen: boolean;
  saving: boolean;
  done: SaveStep[];
  error: string | null;
}

export interface EditorState {
  step: EditorStep;
  doc: MockupDocument;
  activeSide: string;
  selectedLayer: string | null;
  panel: Panel;
  menu: SideMenu;
  past: MockupDocument[];
  future: MockupDocument[];
  save: SaveState;
}

export type LayerPatch = Partial<Pick<EditorLayer, 'name'>> & { settings?: Record<string, unknown> };

export type EditorAction =
  | { type: 'step/next' }
  | { type: 'step/previous' }
  | { type: 'step/set'; step: string }
  | { type: 'menu/set'; menu: SideMenu }
  | { type: 'panel/set'; panel: Panel }
  | { type: 'doc/replace'; doc: MockupDocument }
  | { type: 'side/select'; id: string }
  | { type: 'side/add'; name?: string }
  | { type: 'side/remove'; id: string }
  | { type: 'side/update'; id: string; patch: Partial<Omit<EditorSide, 'id' | 'layers'>> }
  | { type: 'side/reorder'; from: number; to: number }
  | { type: 'printArea/update'; patch: Partial<SidePrintArea> }
  | { type: 'layer/add'; layerType: 'text' | 'image'; settings: Record<string, unknown> }
  | { type: 'layer/select'; id: string | null }
  | { type: 'layer/duplicate'; id: string }
  | { type: 'layer/remove'; id: string }
  | { type: 'layer/update'; id: string; patch: LayerPatch }
  | { type: 'layer/reorder'; from: number; to: number }
  | { type: 'layer/toggle'; id: string }
  | { type: 'color/set'; color: string }
  | { type: 'document/rescale'; width: number; height: number }
  | { type: 'history/undo' }
  | { type: 'history/redo' }
  | { type: 'save/open' }
  | { type: 'save/start' }
  | { type: 'save/stepDone'; step: SaveStep }
  | { type: 'save/fail'; error: string }
  | { type: 'save/finish' }
  | { type: 'save/reset' };

export const emptySave = (): SaveState => ({ dialogOpen: false, saving: false, done: [], error: null });

export function initialEditorState(doc: MockupDocument): EditorState {
  return {
    step: 'design',
    doc,
    activeSide: doc.sides[0]?.id ?? '',
    selectedLayer: null,
    panel: 'document',
    menu: 'product',
    past: [],
    future: [],
    save: emptySave(),
  };
}

export const activeSideOf = (s: EditorState): EditorSide | undefined => s.doc.sides.find((x) => x.id === s.activeSide) ?? s.doc.sides[0];

/** A setting list with `patch` applied: existing names keep their place, new ones go last. */
export function withSettings(settings: readonly EditorSetting[], patch: Record<string, unknown>): EditorSetting[] {
  const rest = { ...patch };
  const out = settings.map((s) => {
    if (!(s.name in rest)) return s;
    const value = rest[s.name];
    delete rest[s.name];
    return { name: s.name, value };
  });
  return [...out, ...Object.entries(rest).map(([name, value]) => ({ name, value }))];
}

export const settingValue = (settings: readonly EditorSetting[], name: string): unknown => settings.findLast((s) => s.name === name)?.value;

const numberOf = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function move<T>(list: readonly T[], from: number, to: number): T[] | null {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return null;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** An id not used by any side or layer of the document. */
function freshId(doc: MockupDocument, prefix: string): string {
  const used = new Set(doc.sides.flatMap((s) => [s.id, ...s.layers.map((l) => l.id)]));
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** "text 3" after "text 1" and "text 2": the type and the next running number on the side. */
export function nextLayerName(side: EditorSide, type: string): string {
  const pattern = new RegExp(`^${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
  const taken = side.layers.map((l) => pattern.exec(l.name)?.[1]).filter((n): n is string => n !== undefined);
  return `${type} ${taken.reduce((max, n) => Math.max(max, Number(n)), 0) + 1}`;
}

function mapSide(doc: MockupDocument, id: string, f: (side: EditorSide) => EditorSide): MockupDocument {
  return { ...doc, sides: doc.sides.map((s) => (s.id === id ? f(s) : s)) };
}

/** Records `doc` as a new state of the document: the previous one becomes undoable, redo is cleared. */
function commit(state: EditorState, doc: MockupDocument, extra: Partial<EditorState> = {}): EditorState {
  if (doc === state.doc) return { ...state, ...extra };
  return { ...state, ...extra, doc, past: [...state.past, state.doc].slice(-HISTORY_LIMIT), future: [] };
}

/** Selection that still points at something after the document changed. */
function settle(state: EditorState): EditorState {
  const side = activeSideOf(state);
  const activeSide = side?.id ?? '';
  const selectedLayer = side?.layers.some((l) => l.id === state.selectedLayer) ? state.selectedLayer : null;
  if (activeSide === state.activeSide && selectedLayer === state.selectedLayer) return state;
  return { ...state, activeSide, selectedLayer, panel: selectedLayer ? state.panel : 'document' };
}

function rescaleSide(side: EditorSide, kx: number, ky: number): EditorSide {
  const a = side.print_area;
  const k = Math.min(kx, ky);
  return {
    ...side,
    document: { ...side.document, width: round2(side.document.width * kx), height: round2(side.document.height * ky) },
    print_area: { ...a, x: round2(a.x * kx), y: round2(a.y * ky), width: round2(a.width * kx), height: round2(a.height * ky) },
    layers: side.layers.map((l) => {
      const x = numberOf(Number(settingValue(l.settings, 'x') ?? 0), 0);
      const y = numberOf(Number(settingValue(l.settings, 'y') ?? 0), 0);
      const sx = numberOf(Number(settingValue(l.settings, 'scaleX') ?? 1), 1);
      const sy = numberOf(Number(settingValue(l.settings, 'scaleY') ?? 1), 1);
      return { ...l, settings: withSettings(l.settings, { x: round2(x * kx), y: round2(y * ky), scaleX: round2(sx * k), scaleY: round2(sy * k) }) };
    }),
  };
}

function docReducer(state: EditorState, action: EditorAction): EditorState {
  const doc = state.doc;
  const side = activeSideOf(state);
  switch (action.type) {
    case 'doc/replace':
      return settle(commit(state, action.doc));
    case 'side/add': {
      const id = freshId(doc, 'side');
      const template = doc.sides[0];
      const created = defaultSide(id, action.name?.trim() || `Side ${doc.sides.length + 1}`, id);
      const added: EditorSide = template ? { ...created, image: { ...template.image }, document: { ...template.document } } : created;
      return commit(state, { ...doc, sides: [...doc.sides, added] }, { activeSide: id, selectedLayer: null, panel: 'document' });
    }
    case 'side/remove': {
      if (doc.sides.length <= 1 || !doc.sides.some((s) => s.id === action.id)) return state;
      const next = commit(state, { ...doc, sides: doc.sides.filter((s) => s.id !== action.id) });
      // The active side falls back to the first.
      return action.id === state.activeSide ? { ...next, activeSide: next.doc.sides[0].id, selectedLayer: null, panel: 'document' } : next;
    }
    case 'side/update':
      return commit(
        state,
        mapSide(doc, action.id, (s) => ({ ...s, ...action.patch })),
      );
    case 'side/reorder': {
      const sides = move(doc.sides, action.from, action.to);
      return sides ? commit(state, { ...doc, sides }) : state;
    }
    case 'printArea/update':
      if (!side) return state;
      return commit(
        state,
        mapSide(doc, side.id, (s) => ({ ...s, print_area: { ...s.print_area, ...action.patch } })),
      );
    case 'layer/add': {
      if (!side) return state;
      const layer: EditorLayer = {
        id: freshId(doc, action.layerType),
        name: nextLayerName(side, action.layerType),
        type: action.layerType,
        settings: withSettings([{ name: 'visible', value: true }], action.settings),
      };
      return commit(
        state,
        mapSide(doc, side.id, (s) => ({ ...s, layers: [...s.layers, layer] })),
        { selectedLayer: layer.id, panel: 'layer' },
      );
    }
    case 'layer/duplicate': {
      const original = side?.layers.find((l) => l.id === action.id);
      if (!side || !original) return state;
      const x = Number(settingValue(original.settings, 'x') ?? 0) || 0;
      const y = Number(settingValue(original.settings, 'y') ?? 0) || 0;
      const clone: EditorLayer = {
        ...original,
        id: freshId(doc, original.type || 'layer'),
        name: `Clone ${original.name}`,
        settings: withSettings(original.settings, { x: round2(x + DUPLICATE_OFFSET), y: round2(y + DUPLICATE_OFFSET) }),
      };
      const at = side.layers.indexOf(original) + 1;
      return commit(
        state,
        mapSide(doc, side.id, (s) => ({ ...s, layers: [...s.layers.slice(0, at), clone, ...s.layers.slice(at)] })),
        { selectedLayer: clone.id, panel: 'layer' },
      );
    }
    case 'layer/remove': {
      if (!side?.layers.some((l) => l.id === action.id)) return state;
      return settle(
        commit(
          state,
          mapSide(doc, side.id, (s) => ({ ...s, layers: s.layers.filter((l) => l.id !== action.id) })),
        ),
      );
    }
    case 'layer/update': {
      if (!side?.layers.some((l) => l.id === action.id)) return state;
      const { settings, ...rest } = action.patch;
      return commit(
        state,
        mapSide(doc, side.id, (s) => ({
          ...s,
          layers: s.layers.map((l) => (l.id === action.id ? { ...l, ...rest, settings: settings ? withSettings(l.settings, settings) : l.settings } : l)),
        })),
      );
    }
    case 'layer/toggle': {
      const layer = side?.layers.find((l) => l.id === action.id);
      if (!layer) return state;
      const visible = settingValue(layer.settings, 'visible');
      const shown = !(visible === false || visible === 'false' || visible === 0 || visible === '0');
      return docReducer(state, { type: 'layer/update', id: action.id, patch: { settings: { visible: !shown } } });
    }
    case 'layer/reorder': {
      const layers = side && move(side.layers, action.from, action.to);
      return side && layers
        ? commit(
            state,
            mapSide(doc, side.id, (s) => ({ ...s, layers })),
          )
        : state;
    }
    case 'color/set':
      // The colour is the garment's: it goes on every side's document.
      return commit(state, {
        ...doc,
        sides: doc.sides.map((s) => ({ ...s, document: { ...s.document, settings: withSettings(s.document.settings, { color: action.color }) } })),
      });
    case 'document/rescale': {
      if (!side || !(action.width > 0 && action.height > 0)) return state;
      const kx = action.width / side.document.width;
      const ky = action.height / side.document.height;
      if (kx === 1 && ky === 1) return state;
      return commit(state, { ...doc, sides: doc.sides.map((s) => rescaleSide(s, kx, ky)) });
    }
    default:
      return state;
  }
}

function saveReducer(save: SaveState, action: EditorAction): SaveState {
  switch (action.type) {
    case 'save/open':
      return { ...emptySave(), dialogOpen: true };
    case 'save/start':
      return { ...save, saving: true, done: [], error: null };
    case 'save/stepDone':
      return save.done.includes(action.step) ? save : { ...save, done: [...save.done, action.step] };
    case 'save/fail':
      return { ...save, saving: false, error: action.error };
    case 'save/finish':
      return { ...save, saving: false };
    case 'save/reset':
      return emptySave();
    default:
      return save;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'step/next': {
      const at = EDITOR_STEPS.indexOf(state.step);
      // Forward onto publish releases (the save flow) instead of changing the step.
      if (EDITOR_STEPS[at + 1] === 'publish') return { ...state, save: saveReducer(state.save, { type: 'save/open' }) };
      return at + 1 < EDITOR_STEPS.length ? { ...state, step: EDITOR_STEPS[at + 1] } : state;
    }
    case 'step/previous': {
      const at = EDITOR_STEPS.indexOf(state.step);
      return at > 0 ? { ...state, step: EDITOR_STEPS[at - 1] } : state;
    }
    case 'step/set':
      return (EDITOR_STEPS as readonly string[]).includes(action.step) ? { ...state, step: action.step as EditorStep } : state;
    case 'menu/set':
      return { ...state, menu: action.menu };
    case 'panel/set':
      return { ...state, panel: action.panel };
    case 'side/select':
      if (!state.doc.sides.some((s) => s.id === action.id)) return state;
      // Another side: nothing selected on it, the document panel shows.
      return { ...state, activeSide: action.id, selectedLayer: null, panel: 'document' };
    case 'layer/select':
      if (action.id !== null && !activeSideOf(state)?.layers.some((l) => l.id === action.id)) return state;
      return { ...state, selectedLayer: action.id, panel: action.id ? 'layer' : 'document' };
    case 'history/undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return settle({ ...state, doc: previous, past: state.past.slice(0, -1), future: [state.doc, ...state.future].slice(0, HISTORY_LIMIT) });
    }
    case 'history/redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return settle({ ...state, doc: next, future, past: [...state.past, state.doc].slice(-HISTORY_LIMIT) });
    }
    case 'save/open':
    case 'save/start':
    case 'save/stepDone':
    case 'save/fail':
    case 'save/finish':
    case 'save/reset':
      return { ...state, save: saveReducer(state.save, action) };
    default:
      return docReducer(state, action);
  }
}

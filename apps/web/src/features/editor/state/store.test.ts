import { describe, expect, it } from 'vitest';
import { defaultMockupDocument } from '@pod/shared';
import { activeSideOf, editorReducer, HISTORY_LIMIT, initialEditorState, settingValue, type EditorAction, type EditorState } from './store';

const start = () => initialEditorState(defaultMockupDocument());
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const addText = (x = 10, y = 20): EditorAction => ({ type: 'layer/add', layerType: 'text', settings: { x, y, text: 'Hi' } });
const layers = (s: EditorState) => activeSideOf(s)!.layers;

describe('editor steps', () => {
  it('moves forward and back one, and releases instead of stepping onto publish', () => {
    let s = run(start(), { type: 'step/next' });
    expect(s.step).toBe('details');
    s = run(s, { type: 'step/next' });
    expect(s.step).toBe('details');
    expect(s.save.dialogOpen).toBe(true);
    expect(run(s, { type: 'step/previous' }).step).toBe('design');
    expect(run(start(), { type: 'step/previous' }).step).toBe('design');
  });
  it('sets only known steps', () => {
    expect(run(start(), { type: 'step/set', step: 'publish' }).step).toBe('publish');
    expect(run(start(), { type: 'step/set', step: 'nowhere' }).step).toBe('design');
  });
});

describe('sides', () => {
  it('adds, updates and reorders sides', () => {
    let s = run(start(), { type: 'side/add', name: 'Sleeve' });
    expect(s.doc.sides.map((x) => x.name)).toEqual(['3D Front', 'Back', 'Sleeve']);
    expect(s.activeSide).toBe(activeSideOf(s)!.id);
    expect(activeSideOf(s)!.name).toBe('Sleeve');
    s = run(s, { type: 'side/update', id: 'back', patch: { name: 'Rear' } }, { type: 'side/reorder', from: 2, to: 0 });
    expect(s.doc.sides.map((x) => x.name)).toEqual(['Sleeve', '3D Front', 'Rear']);
  });
  it('falls back to the first side when the active one is removed, and keeps the last side', () => {
    let s = run(start(), { type: 'side/select', id: 'back' }, { type: 'side/remove', id: 'back' });
    expect(s.activeSide).toBe('front');
    expect(s.doc.sides).toHaveLength(1);
    s = run(s, { type: 'side/remove', id: 'front' });
    expect(s.doc.sides).toHaveLength(1);
  });
  it('changing the side clears the layer selection and shows the document panel', () => {
    let s = run(start(), addText());
    expect([s.panel, s.selectedLayer]).toEqual(['layer', 'text-1']);
    s = run(s, { type: 'side/select', id: 'back' });
    expect([s.activeSide, s.panel, s.selectedLayer]).toEqual(['back', 'document', null]);
    expect(run(s, { type: 'side/select', id: 'nope' }).activeSide).toBe('back');
  });
});

describe('layers', () => {
  it('names by type and running number', () => {
    const s = run(start(), addText(), addText(), { type: 'layer/add', layerType: 'image', settings: {} });
    expect(layers(s).map((l) => l.name)).toEqual(['text 1', 'text 2', 'image 1']);
    expect(new Set(layers(s).map((l) => l.id)).size).toBe(3);
  });
  it('duplicates with the Clone prefix, 30 further in x and y, right above the original', () => {
    const s = run(start(), addText(10, 20), addText(), { type: 'layer/duplicate', id: 'text-1' });
    const [first, clone] = layers(s);
    expect(clone.name).toBe('Clone text 1');
    expect([settingValue(clone.settings, 'x'), settingValue(clone.settings, 'y')]).toEqual([40, 50]);
    expect(clone.id).not.toBe(first.id);
    expect(s.selectedLayer).toBe(clone.id);
  });
  it('updates, hides, reorders and removes', () => {
    let s = run(start(), addText(), addText(), { type: 'layer/update', id: 'text-1', patch: { settings: { text: 'Yo', x: 5 } } });
    expect(settingValue(layers(s)[0].settings, 'text')).toBe('Yo');
    s = run(s, { type: 'layer/toggle', id: 'text-1' });
    expect(settingValue(layers(s)[0].settings, 'visible')).toBe(false);
    s = run(s, { type: 'layer/toggle', id: 'text-1' });
    expect(settingValue(layers(s)[0].settings, 'visible')).toBe(true);
    s = run(s, { type: 'layer/reorder', from: 0, to: 1 });
    expect(layers(s).map((l) => l.id)).toEqual(['text-2', 'text-1']);
    s = run(s, { type: 'layer/select', id: 'text-1' }, { type: 'layer/remove', id: 'text-1' });
    expect(layers(s).map((l) => l.id)).toEqual(['text-2']);
    expect([s.selectedLayer, s.panel]).toEqual([null, 'document']);
  });
});

describe('colour and size', () => {
  it('sets the colour on every side document', () => {
    const s = run(start(), { type: 'color/set', color: '#000080' });
    expect(s.doc.sides.map((x) => settingValue(x.document.settings, 'color'))).toEqual(['#000080', '#000080']);
  });
  it('rescales documents, print areas and layers proportionally', () => {
    const s0 = run(start(), addText(100, 200));
    const before = activeSideOf(s0)!;
    const s = run(s0, { type: 'document/rescale', width: 1000, height: 1000 });
    const side = activeSideOf(s)!;
    expect([side.document.width, side.document.height]).toEqual([1000, 1000]);
    expect(side.print_area.x).toBeCloseTo(before.print_area.x / 2, 2);
    expect(side.print_area.width).toBeCloseTo(before.print_area.width / 2, 2);
    expect([settingValue(side.layers[0].settings, 'x'), settingValue(side.layers[0].settings, 'y'), settingValue(side.layers[0].settings, 'scaleX')]).toEqual([
      50, 100, 0.5,
    ]);
    expect(s.doc.sides[1].document.width).toBe(1000);
  });
});

describe('undo and redo', () => {
  it('steps back and forward one snapshot each way, and a new change clears redo', () => {
    let s = run(start(), addText(), addText());
    s = run(s, { type: 'history/undo' });
    expect(layers(s)).toHaveLength(1);
    expect(s.selectedLayer).toBeNull();
    s = run(s, { type: 'history/redo' });
    expect(layers(s)).toHaveLength(2);
    s = run(s, { type: 'history/undo' }, addText());
    expect(s.future).toHaveLength(0);
    expect(run(s, { type: 'history/redo' }).doc).toBe(s.doc);
  });
  it('keeps a bounded history', () => {
    let s = start();
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) s = run(s, { type: 'printArea/update', patch: { x: i } });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) s = run(s, { type: 'history/undo' });
    expect(activeSideOf(s)!.print_area.x).toBe(9);
  });
});

describe('save flow state', () => {
  it('marks steps done and resets everything', () => {
    let s = run(start(), { type: 'save/open' }, { type: 'save/start' }, { type: 'save/stepDone', step: 'generate' }, { type: 'save/fail', error: 'x' });
    expect(s.save).toEqual({ dialogOpen: true, saving: false, done: ['generate'], error: 'x' });
    s = run(s, { type: 'save/reset' });
    expect(s.save).toEqual({ dialogOpen: false, saving: false, done: [], error: null });
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSide } from '@pod/shared';
import { designLayerSettings } from './designLayer';
import { editorReducer, initialEditorState, settingValue } from './store';

const side = {
  ...defaultSide('front', 'Front'),
  print_area: { x: 100, y: 50, width: 400, height: 600, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 },
};
const artwork = { _id: 'file-1', url: 'https://pod.test/files/file-1/art.png', width: 300, height: 200 };

describe('designLayerSettings', () => {
  it('fits the artwork whole into the print area, centred, aspect kept', () => {
    expect(designLayerSettings(side, artwork)).toEqual({
      x: 100,
      y: 216.67,
      width: 400,
      height: 266.67,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      knewX: 0,
      knewY: 0,
      file: { _id: 'file-1', url: artwork.url },
    });
  });

  it('turns with a rotated print area and fills it when the file has no size', () => {
    const turned = { ...side, print_area: { ...side.print_area, rotation: 90 } };
    expect(designLayerSettings(turned, { ...artwork, width: null, height: null })).toMatchObject({ x: 100, y: 50, width: 400, height: 600, rotation: 90 });
  });

  it('is added as a selected image layer that one undo takes away', () => {
    const start = initialEditorState({ mockup_type: '2D', print_areas: [], sides: [side] });
    const added = editorReducer(start, { type: 'layer/add', layerType: 'image', settings: designLayerSettings(side, artwork) });
    const layer = added.doc.sides[0].layers[0];
    expect([layer.type, added.selectedLayer, settingValue(layer.settings, 'file')]).toEqual(['image', layer.id, { _id: 'file-1', url: artwork.url }]);
    expect(editorReducer(added, { type: 'history/undo' }).doc.sides[0].layers).toEqual([]);
  });
});

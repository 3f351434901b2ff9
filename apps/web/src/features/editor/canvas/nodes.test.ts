import { describe, expect, it } from 'vitest';
import type { EditorLayer } from '@pod/shared';
import { fontFaceFamily } from './assets';
import { layerNodeConfig } from './nodes';

const text = (settings: Record<string, unknown>): EditorLayer => ({
  id: 't',
  name: 'text 1',
  type: 'text',
  settings: Object.entries({ font_id: 'f1', font_variant: 'regular', text: 'Hi', ...settings }).map(([name, value]) => ({ name, value })),
});

describe('layerNodeConfig', () => {
  it('waits for the font, then places the text as the shared placement does (knewX/knewY are konva skew)', () => {
    const layer = text({ x: 10, y: 20, rotation: 30, scaleX: 2, knewX: 0.1, fontSize: 40, visible: false });
    expect(layerNodeConfig(layer, { fonts: new Set(), images: new Map() })).toBeNull();
    const config = layerNodeConfig(layer, { fonts: new Set([fontFaceFamily('f1', 'regular')]), images: new Map() });
    expect(config).toMatchObject({
      kind: 'text',
      attrs: {
        x: 10,
        y: 20,
        rotation: 30,
        scaleX: 2,
        scaleY: 1,
        skewX: 0.1,
        skewY: 0,
        fontSize: 40,
        lineHeight: 1,
        fill: '#000000',
        align: 'left',
        visible: false,
      },
    });
    // No width: no wrapping, as the server's text renderer.
    expect(config!.attrs).not.toHaveProperty('width');
  });
  it('draws an image only once loaded and with a size', () => {
    const layer: EditorLayer = {
      id: 'i',
      name: 'image 1',
      type: 'image',
      settings: [
        { name: 'file', value: { _id: 'x', url: 'http://x/a.png' } },
        { name: 'width', value: 100 },
        { name: 'height', value: 50 },
      ],
    };
    expect(layerNodeConfig(layer, { fonts: new Set(), images: new Map() })).toBeNull();
    const img = {} as HTMLImageElement;
    expect(layerNodeConfig(layer, { fonts: new Set(), images: new Map([['http://x/a.png', img]]) })).toMatchObject({
      kind: 'image',
      attrs: { image: img, width: 100, height: 50 },
    });
  });
});

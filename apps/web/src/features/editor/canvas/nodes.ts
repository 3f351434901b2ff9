import { layerBox, settingsOf, type EditorFileRef, type EditorLayer } from '@pod/shared';
import { fontFaceFamily } from './assets';

/** What a layer needs from outside the document to be drawn. */
export interface LayerAssets {
  /** Loaded font faces, by family name (fontFaceFamily). */
  fonts: ReadonlySet<string>;
  /** Loaded images, by URL. */
  images: ReadonlyMap<string, HTMLImageElement>;
}

export const layerFontFamily = (layer: EditorLayer): string | null => {
  const s = settingsOf(layer.settings);
  return typeof s.font_id === 'string' && s.font_id
    ? fontFaceFamily(s.font_id, typeof s.font_variant === 'string' && s.font_variant ? s.font_variant : 'regular')
    : null;
};

export const layerImageUrl = (layer: EditorLayer): string | null => {
  const file = settingsOf(layer.settings).file as EditorFileRef | undefined;
  return typeof file?.url === 'string' && file.url ? file.url : null;
};

interface Placed {
  id: string;
  name: string;
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  skewX: number;
  skewY: number;
  opacity: number;
  visible: boolean;
}

export type LayerNodeConfig =
  | {
      kind: 'text';
      attrs: Placed & {
        text: string;
        fontFamily: string;
        fontSize: number;
        lineHeight: number;
        letterSpacing: number;
        fill: string;
        align: string;
        width?: number;
      };
    }
  | { kind: 'image'; attrs: Placed & { image: HTMLImageElement; width: number; height: number } };

/**
 * A layer as konva attributes: placed as the shared `placementMatrix` composes it (konva's own
 * order: translate, rotate, skew, scale), text laid out as the server's text renderer does
 * (lineHeight, letterSpacing, wrap at the width, no height clipping). Null until its font or
 * image is loaded, or when there is nothing to draw. The live canvas and the print export both use it.
 */
export function layerNodeConfig(layer: EditorLayer, assets: LayerAssets): LayerNodeConfig | null {
  const box = layerBox(layer);
  const s = settingsOf(layer.settings);
  const placed: Placed = {
    id: layer.id,
    name: layer.name,
    x: box.x,
    y: box.y,
    rotation: box.rotation,
    scaleX: box.scaleX,
    scaleY: box.scaleY,
    skewX: box.knewX,
    skewY: box.knewY,
    opacity: box.opacity,
    visible: box.visible,
  };
  if (layer.type === 'text') {
    const family = layerFontFamily(layer);
    if (!family || !assets.fonts.has(family)) return null;
    return {
      kind: 'text',
      attrs: {
        ...placed,
        text: typeof s.text === 'string' ? s.text : '',
        fontFamily: family,
        fontSize: typeof s.fontSize === 'number' ? s.fontSize : 12,
        lineHeight: typeof s.lineHeight === 'number' ? s.lineHeight : 1,
        letterSpacing: typeof s.letterSpacing === 'number' ? s.letterSpacing : 0,
        fill: typeof s.fill === 'string' ? s.fill : typeof s.color === 'string' ? s.color : '#000000',
        align: s.align === 'center' || s.align === 'right' ? s.align : 'left',
        ...(box.width > 0 ? { width: box.width } : {}),
      },
    };
  }
  if (layer.type === 'image') {
    const url = layerImageUrl(layer);
    const image = url ? assets.images.get(url) : undefined;
    if (!image || !(box.width > 0 && box.height > 0)) return null;
    return { kind: 'image', attrs: { ...placed, image, width: box.width, height: box.height } };
  }
  return null;
}

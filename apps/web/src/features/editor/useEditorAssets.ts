import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { settingsOf, type EditorSide } from '@pod/shared';
import { EDITOR_FONTS } from './graphql';
import { fontFaceFamily, loadFontFace, loadImage, useLoaded } from './canvas/assets';
import { layerImageUrl, type LayerAssets } from './canvas/nodes';

/** The font ids text layers of these sides use. */
const fontIdsOf = (sides: readonly EditorSide[]) =>
  [
    ...new Set(sides.flatMap((s) => s.layers.map((l) => settingsOf(l.settings).font_id)).filter((id): id is string => typeof id === 'string' && id !== '')),
  ].sort();

/**
 * What the side's layers are drawn from: the font manager's files of their fonts, loaded as font
 * faces before any text is drawn, and their images (and the side image), each loaded once.
 */
export function useEditorAssets(sides: readonly EditorSide[], side: EditorSide | undefined): { assets: LayerAssets; sideImage: HTMLImageElement | undefined } {
  const ids = fontIdsOf(sides);
  const { data } = useQuery(EDITOR_FONTS, { variables: { ids }, skip: ids.length === 0 });
  const faces = useMemo(() => {
    const out: Array<readonly [string, () => Promise<true>]> = [];
    for (const s of sides)
      for (const l of s.layers) {
        const st = settingsOf(l.settings);
        if (l.type !== 'text' || typeof st.font_id !== 'string') continue;
        const variant = typeof st.font_variant === 'string' && st.font_variant ? st.font_variant : 'regular';
        const file = data?.fonts.find((f) => f._id === st.font_id)?.files.find((f) => f.variant === variant);
        const family = fontFaceFamily(st.font_id, variant);
        if (file && !out.some(([k]) => k === family)) out.push([family, () => loadFontFace(family, file.url).then(() => true as const)]);
      }
    return out;
  }, [sides, data]);
  const urls = useMemo(() => {
    const list = new Set<string>();
    if (side?.image.url) list.add(side.image.url);
    for (const s of sides) for (const l of s.layers) if (l.type === 'image') list.add(layerImageUrl(l) ?? '');
    list.delete('');
    return [...list].map((u) => [u, () => loadImage(u)] as const);
  }, [sides, side]);
  const fonts = useLoaded(faces);
  const images = useLoaded(urls);
  const assets = useMemo(() => ({ fonts: new Set(fonts.keys()), images }), [fonts, images]);
  return { assets, sideImage: side?.image.url ? images.get(side.image.url) : undefined };
}

import { useEffect, useState } from 'react';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defaultMockupDocument, type MockupDocument } from '@pod/shared';
import { errorText } from '../../../ui';
import { EDITOR_PRESET } from '../graphql';
import { loadImage } from '../canvas/assets';
import type { EditorMode, EditorPreset } from '../types';
import { useEditorT } from '../i18n';
import { EditorScreen } from './EditorScreen';

/**
 * The document the editor starts from: the spec's defaults (front and back sides, the default print
 * areas), the preset's picture on every side at its natural size, the preset's own print areas
 * when it has them. (Saved templates and mockups load here once their API exists.)
 */
async function startingDocument(preset: EditorPreset): Promise<MockupDocument> {
  const doc = defaultMockupDocument();
  const areas = preset.print_areas.filter((a) => a.width > 0 && a.height > 0);
  if (areas.length) doc.print_areas = areas.map((a) => ({ position: a.key, width: a.width, height: a.height }));
  if (preset.image) {
    const img = await loadImage(preset.image).catch(() => null);
    if (img) for (const side of doc.sides) side.image = { url: preset.image, width: img.naturalWidth, height: img.naturalHeight };
  }
  return doc;
}

/** Loads the preset, then opens the editor on it. */
export function EditorLoader({ presetId, mode }: { presetId: string; mode: EditorMode }) {
  const { t } = useEditorT();
  const { data, loading, error } = useQuery(EDITOR_PRESET, { variables: { id: presetId } });
  const preset = data?.productPreset[0];
  const [doc, setDoc] = useState<MockupDocument | null>(null);
  useEffect(() => {
    let live = true;
    if (preset) void startingDocument(preset).then((d) => live && setDoc(d));
    return () => {
      live = false;
    };
  }, [preset]);
  if (error) return <Text color="fg.error">{errorText(error)}</Text>;
  if (!loading && !preset) return <Text data-testid="editor-not-found">{t('not_found')}</Text>;
  if (!doc)
    return (
      <Center py="20">
        <Spinner />
      </Center>
    );
  return <EditorScreen key={preset!._id} mode={mode} preset={preset} initial={doc} />;
}

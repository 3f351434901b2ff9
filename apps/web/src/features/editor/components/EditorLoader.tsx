import { useEffect, useState } from 'react';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { defaultMockupDocument, type EditorSide, type MockupDocument } from '@pod/shared';
import { errorText } from '../../../ui';
import { EDITOR_LISTING, EDITOR_MOCKUP, EDITOR_PRESET, EDITOR_TEMPLATES } from '../graphql';
import { loadImage } from '../canvas/assets';
import { detailsOfListing, emptyDetails } from '../state/details';
import type { EditorMode, EditorPreset, Opened } from '../types';
import { useEditorT } from '../i18n';
import { EditorScreen } from './EditorScreen';

/** A new document: the spec's defaults, the preset's picture on every side at its natural size, the preset's own print areas. */
async function defaultDocument(preset: EditorPreset): Promise<MockupDocument> {
  const doc = defaultMockupDocument();
  const areas = preset.print_areas.filter((a) => a.width > 0 && a.height > 0);
  if (areas.length) doc.print_areas = areas.map((a) => ({ position: a.key, width: a.width, height: a.height }));
  if (preset.image) {
    const img = await loadImage(preset.image).catch(() => null);
    if (img) for (const side of doc.sides) side.image = { url: preset.image, width: img.naturalWidth, height: img.naturalHeight };
  }
  return doc;
}

/** A saved mockup's document (the API answers its library files with fresh URLs; the rendered side mockups are left out). */
function savedDocument(saved: { mockup_type: string; sides: unknown; print_areas: unknown }): MockupDocument {
  const sides = (saved.sides as EditorSide[]).map(({ mockup: _mockup, ...side }) => side);
  const areas = saved.print_areas as Array<{ position: string; width: number; height: number }>;
  return { mockup_type: saved.mockup_type, sides, print_areas: areas.map(({ position, width, height }) => ({ position, width, height })) };
}

/**
 * What the editor opens: root the preset's newest template (saved over); a seller a listing of
 * theirs (`item`: its mockup's sides, the Details prefilled; saved over both) or a new design on
 * the preset's published template; the spec's defaults when there is no template yet.
 */
async function open(client: ApolloClient, presetId: string, mode: EditorMode, itemId: string | null): Promise<Opened> {
  const presetOf = async (id: string) => {
    const preset = (await client.query({ query: EDITOR_PRESET, variables: { id } })).data?.productPreset[0];
    if (!preset) throw new NotFoundPreset();
    return preset;
  };
  if (mode === 'product' && itemId) {
    const listing = (await client.query({ query: EDITOR_LISTING, variables: { id: itemId }, fetchPolicy: 'network-only' })).data!.itemInfo;
    // The product the listing was made from, whatever the address says.
    const preset = await presetOf(listing.product_id);
    const mockup = listing.mockup_id
      ? (await client.query({ query: EDITOR_MOCKUP, variables: { id: listing.mockup_id }, fetchPolicy: 'network-only' })).data!.productPresetMockup
      : null;
    return {
      preset,
      doc: mockup ? savedDocument(mockup) : await defaultDocument(preset),
      details: detailsOfListing(preset, listing),
      saved: { mockupId: mockup?._id ?? null, listingId: listing._id },
      name: preset.name,
    };
  }
  const preset = await presetOf(presetId);
  const templates = await client.query({
    query: EDITOR_TEMPLATES,
    variables: { productId: presetId, status: mode === 'template' ? 'all' : 'Publish' },
    fetchPolicy: 'network-only',
  });
  const template = templates.data?.productPresetMockups[0];
  return {
    preset,
    doc: template ? savedDocument(template) : await defaultDocument(preset),
    details: emptyDetails(preset),
    saved: { mockupId: mode === 'template' ? (template?._id ?? null) : null, listingId: null },
    name: (mode === 'template' && template?.name) || preset.name,
  };
}

class NotFoundPreset extends Error {}

/** Loads the preset and what is opened on it, then opens the editor. */
export function EditorLoader({ presetId, mode, itemId = null }: { presetId: string; mode: EditorMode; itemId?: string | null }) {
  const { t } = useEditorT();
  const client = useApolloClient();
  const [state, setState] = useState<Opened | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    open(client, presetId, mode, itemId).then(
      (opened) => live && setState(opened),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [client, presetId, mode, itemId]);
  if (state && 'error' in state) {
    if (state.error instanceof NotFoundPreset) return <Text data-testid="editor-not-found">{t('not_found')}</Text>;
    return <Text color="fg.error">{errorText(state.error)}</Text>;
  }
  if (!state)
    return (
      <Center py="20">
        <Spinner />
      </Center>
    );
  return <EditorScreen key={`${state.preset._id}-${itemId ?? ''}`} mode={mode} opened={state} />;
}

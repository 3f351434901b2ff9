import { useCallback, useState, type Dispatch } from 'react';
import { useMutation } from '@apollo/client/react';
import type { MockupDocument } from '@pod/shared';
import { uploadFile } from '../uploads';
import { RENDER_MOCKUP_SIDE, RENDER_PRINT_FILES, SAVE_LISTING, SAVE_PRODUCT_MOCKUP, SAVE_TEMPLATE } from './graphql';
import { listingValues, sidesWithMockups } from './state/details';
import { LocalUploadFailed, runSaveFlow, type SaveFlowSteps, type SaveOutcome } from './state/saveFlow';
import type { EditorAction } from './state/store';
import type { EditorMode, EditorPreset, ListingDetails } from './types';

/**
 * Side images that are not (yet) files of the library — a preset's picture, a picture held in the
 * browser — stored in the library first, once per picture: the server renders only its own files.
 */
async function uploadLocalImages(doc: MockupDocument): Promise<MockupDocument> {
  const stored = new Map<string, { _id: string; url: string }>();
  const sides = [];
  for (const side of doc.sides) {
    const url = side.image.url;
    if (side.image._id || !url) {
      sides.push(side);
      continue;
    }
    let file = stored.get(url);
    if (!file) {
      try {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
        const blob = await res.blob();
        const name = decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() || 'side.png');
        const uploaded = await uploadFile(new File([blob], name, { type: blob.type || 'image/png' }), 'mockup');
        file = { _id: uploaded._id, url: uploaded.url };
      } catch (e) {
        throw new LocalUploadFailed(e);
      }
      stored.set(url, file);
    }
    sides.push({ ...side, image: { ...side.image, ...file } });
  }
  return { ...doc, sides };
}

/** Where the editor saves: the preset, and what it saves over (the opened template, or the seller's mockup and listing). */
export interface SaveTarget {
  mode: EditorMode;
  productId: string;
  /** The template's name (root), else the preset's. */
  name: string;
  variants: EditorPreset['attribute_specifics'];
  details: ListingDetails;
  saved: { mockupId: string | null; listingId: string | null };
}

/**
 * The editor's save flow (spec section 4): previews and print files rendered by the server; then
 * root's preset-edit flow saves the preset's template (makeProductMockupPreset), a seller's normal
 * flow saves their product mockup (makeProductMockup) and releases the listing (makeItemInfo), both
 * with status Publish (or both as Draft) and over what was opened or saved before.
 */
export function useSaveFlow(dispatch: Dispatch<EditorAction>, color: string | null, target: SaveTarget) {
  const [renderSide] = useMutation(RENDER_MOCKUP_SIDE);
  const [renderPrints] = useMutation(RENDER_PRINT_FILES);
  const [saveTemplate] = useMutation(SAVE_TEMPLATE);
  const [saveMockup] = useMutation(SAVE_PRODUCT_MOCKUP);
  const [saveListing] = useMutation(SAVE_LISTING);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // What the next save goes over: what was opened, then what this screen saved.
  const [saved, setSaved] = useState(target.saved);
  /** Publish releases the listing; Draft saves the mockup and the listing without publishing either. */
  const run = useCallback(
    async (doc: MockupDocument, status: 'Publish' | 'Draft' = 'Publish') => {
      setOutcome(null);
      dispatch({ type: 'save/start' });
      const steps: SaveFlowSteps = {
        uploadLocalImages: async (d) => {
          const out = await uploadLocalImages(d);
          // The stored pictures stay in the document: the next save does not upload them again.
          if (out.sides.some((s, i) => s.image._id !== d.sides[i].image._id)) dispatch({ type: 'doc/replace', doc: out });
          return out;
        },
        preview: async (d, side) => {
          const res = await renderSide({ variables: { document: d, side: side.id, color } });
          const r = res.data!.renderMockupSide;
          return { side: side.id, name: side.name, url: r.url ?? null, width: r.width ?? null, height: r.height ?? null, jobId: r.job_id ?? null };
        },
        printFiles: async (d) => {
          const res = await renderPrints({ variables: { document: d } });
          return res.data!.renderPrintFiles.map((p) => ({ side: p.side, position: p.position, url: p.url ?? null, jobId: p.job_id ?? null }));
        },
        save: async (d, made) => {
          // The first side's preview is the picture the mockup (a template too) is listed with.
          const src = made.previews.find((p) => p.url)?.url ?? null;
          const values = { id: saved.mockupId, productId: target.productId, sides: sidesWithMockups(d, made), printAreas: d.print_areas, src };
          if (target.mode === 'template') {
            const res = await saveTemplate({ variables: { ...values, name: target.name } });
            return res.data!.makeProductMockupPreset._id;
          }
          const res = await saveMockup({ variables: { ...values, name: target.details.title.trim() || target.name, src, status } });
          return res.data!.makeProductMockup._id;
        },
        release:
          target.mode === 'product'
            ? async (_d, made, mockupId) => {
                const values = listingValues(target.details, target.variants, made);
                const res = await saveListing({ variables: { ...values, id: saved.listingId, productId: target.productId, mockupId, status } });
                return res.data!.makeItemInfo._id;
              }
            : undefined,
      };
      const out = await runSaveFlow(doc, steps, (step) => dispatch({ type: 'save/stepDone', step }));
      setOutcome(out);
      if (out.kind === 'failed') dispatch({ type: 'save/fail', error: out.stage });
      else {
        setSaved(out.saved);
        dispatch({ type: 'save/finish' });
      }
      return out;
    },
    [dispatch, renderSide, renderPrints, saveTemplate, saveMockup, saveListing, color, target, saved],
  );
  return { run, outcome, saved, clear: () => setOutcome(null) };
}

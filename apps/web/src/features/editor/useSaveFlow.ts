import { useCallback, useState, type Dispatch } from 'react';
import { useMutation } from '@apollo/client/react';
import type { MockupDocument } from '@pod/shared';
import { uploadFile } from '../files';
import { RENDER_MOCKUP_SIDE, RENDER_PRINT_FILES } from './graphql';
import { LocalUploadFailed, runSaveFlow, type SaveFlowSteps, type SaveOutcome } from './state/saveFlow';
import type { EditorAction } from './state/store';

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

/**
 * The editor's save flow with the API this build has: previews and print files rendered by the
 * server; no `save` or `release` step until the mockup-preset and listing operations exist
 * (makeProductMockupPreset, makeProductMockup, makeItemInfo are wired in here then).
 */
export function useSaveFlow(dispatch: Dispatch<EditorAction>, color: string | null) {
  const [renderSide] = useMutation(RENDER_MOCKUP_SIDE);
  const [renderPrints] = useMutation(RENDER_PRINT_FILES);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const run = useCallback(
    async (doc: MockupDocument) => {
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
          return { side: side.id, name: side.name, url: r.url ?? null, jobId: r.job_id ?? null };
        },
        printFiles: async (d) => {
          const res = await renderPrints({ variables: { document: d } });
          return res.data!.renderPrintFiles.map((p) => ({ side: p.side, position: p.position, url: p.url ?? null, jobId: p.job_id ?? null }));
        },
      };
      const out = await runSaveFlow(doc, steps, (step) => dispatch({ type: 'save/stepDone', step }));
      setOutcome(out);
      if (out.kind === 'failed') dispatch({ type: 'save/fail', error: out.stage });
      else dispatch({ type: 'save/finish' });
      return out;
    },
    [dispatch, renderSide, renderPrints, color],
  );
  return { run, outcome, clear: () => setOutcome(null) };
}

import { normalizeMockupDocument, type EditorSide, type MockupDocument } from '@pod/shared';
import type { SaveStep } from './store';

/** A side's rendered preview (or the render job still making it). */
export interface SidePreview {
  side: string;
  name: string;
  url: string | null;
  jobId: string | null;
}

/**
 * The steps the save flow runs (spec section 4, Save flow), injected so the screen wires the API it
 * has: `save` and `release` stay absent until the mockup-preset and listing operations exist, and
 * the flow then says so instead of claiming a save.
 */
export interface SaveFlowSteps {
  /** Side images held only in the browser (or not yet in the file library) stored first; answers the document pointing at them. */
  uploadLocalImages(doc: MockupDocument): Promise<MockupDocument>;
  /** The preview of one side (sides without an image URL are skipped before this is called). */
  preview(doc: MockupDocument, side: EditorSide): Promise<SidePreview>;
  /** Saves the mockup (a preset's template, or the seller's product) with status Publish. */
  save?: (doc: MockupDocument, previews: SidePreview[]) => Promise<void>;
  /** Publishes what was saved (the listing). */
  release?: (doc: MockupDocument, previews: SidePreview[]) => Promise<void>;
}

export type SaveOutcome =
  | { kind: 'saved'; previews: SidePreview[] }
  /** Previews made, but there is no save operation yet: nothing was saved. */
  | { kind: 'unavailable'; previews: SidePreview[] }
  /** `stage` says which step failed: an upload failure has its own message (spec section 8). */
  | { kind: 'failed'; stage: 'upload' | SaveStep; error: unknown; previews: SidePreview[] };

/** Thrown by `uploadLocalImages` when a local image could not be stored. */
export class LocalUploadFailed extends Error {
  constructor(readonly cause: unknown) {
    super('Oops! mockup file uploaded failure');
  }
}

/**
 * Generate previews, save the mockup, release: each step reported done as the flow advances. The
 * document is normalised first (spec section 5: layers without a type dropped, numbers rounded).
 */
export async function runSaveFlow(document: MockupDocument, steps: SaveFlowSteps, done: (step: SaveStep) => void): Promise<SaveOutcome> {
  let previews: SidePreview[] = [];
  let doc = normalizeMockupDocument(document);
  try {
    doc = await steps.uploadLocalImages(doc);
  } catch (error) {
    return { kind: 'failed', stage: 'upload', error, previews };
  }
  try {
    for (const side of doc.sides) {
      if (!side.image.url) continue;
      previews = [...previews, await steps.preview(doc, side)];
    }
  } catch (error) {
    return { kind: 'failed', stage: 'generate', error, previews };
  }
  done('generate');
  if (!steps.save) return { kind: 'unavailable', previews };
  try {
    await steps.save(doc, previews);
  } catch (error) {
    return { kind: 'failed', stage: 'save', error, previews };
  }
  done('save');
  if (steps.release) {
    try {
      await steps.release(doc, previews);
    } catch (error) {
      return { kind: 'failed', stage: 'release', error, previews };
    }
  }
  done('release');
  return { kind: 'saved', previews };
}

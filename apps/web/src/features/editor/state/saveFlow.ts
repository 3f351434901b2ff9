import { normalizeMockupDocument, type EditorSide, type MockupDocument } from '@pod/shared';
import type { SaveStep } from './store';

/** A side's rendered preview (or the render job still making it). */
export interface SidePreview {
  side: string;
  name: string;
  url: string | null;
  width: number | null;
  height: number | null;
  jobId: string | null;
}

/** A print area's production file made from the document (or the job still making it). */
export interface PrintFileLink {
  side: string;
  position: string;
  url: string | null;
  jobId: string | null;
}

/** What the save flow made: the saved mockup (a preset's template or the seller's product mockup) and the released listing. */
export interface SavedIds {
  mockupId: string;
  listingId: string | null;
}

/** What the steps after `generate` receive: the document as sent, its previews and print files. */
export interface Generated {
  previews: SidePreview[];
  printFiles: PrintFileLink[];
}

/**
 * The steps the save flow runs (spec section 4, Save flow), injected so the screen wires the API:
 * the preset-edit flow saves the template and has no `release`; the normal flow saves the seller's
 * mockup, then releases the listing made from it.
 */
export interface SaveFlowSteps {
  /** Side images held only in the browser (or not yet in the file library) stored first; answers the document pointing at them. */
  uploadLocalImages(doc: MockupDocument): Promise<MockupDocument>;
  /** The preview of one side (sides without an image URL are skipped before this is called). */
  preview(doc: MockupDocument, side: EditorSide): Promise<SidePreview>;
  /** The print files of the document's print areas, made with the previews. */
  printFiles?: (doc: MockupDocument) => Promise<PrintFileLink[]>;
  /** Saves the mockup (a preset's template, or the seller's product mockup) with status Publish; answers its id. */
  save(doc: MockupDocument, made: Generated): Promise<string>;
  /** Publishes the listing made from the saved mockup; answers its id. */
  release?: (doc: MockupDocument, made: Generated, mockupId: string) => Promise<string>;
}

export type SaveOutcome =
  | ({ kind: 'saved'; saved: SavedIds } & Generated)
  /** `stage` says which step failed: an upload failure has its own message (spec section 8). */
  | ({ kind: 'failed'; stage: 'upload' | SaveStep; error: unknown } & Generated);

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
  let printFiles: PrintFileLink[] = [];
  const made = () => ({ previews, printFiles });
  let doc = normalizeMockupDocument(document);
  try {
    doc = await steps.uploadLocalImages(doc);
  } catch (error) {
    return { kind: 'failed', stage: 'upload', error, ...made() };
  }
  try {
    for (const side of doc.sides) {
      if (!side.image.url) continue;
      previews = [...previews, await steps.preview(doc, side)];
    }
    if (steps.printFiles) printFiles = await steps.printFiles(doc);
  } catch (error) {
    return { kind: 'failed', stage: 'generate', error, ...made() };
  }
  done('generate');
  let mockupId: string;
  try {
    mockupId = await steps.save(doc, made());
  } catch (error) {
    return { kind: 'failed', stage: 'save', error, ...made() };
  }
  done('save');
  let listingId: string | null = null;
  if (steps.release) {
    try {
      listingId = await steps.release(doc, made(), mockupId);
    } catch (error) {
      return { kind: 'failed', stage: 'release', error, ...made() };
    }
  }
  done('release');
  return { kind: 'saved', saved: { mockupId, listingId }, ...made() };
}

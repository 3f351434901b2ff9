import type { MockupDocument } from '@pod/shared';
import type { EditorFontsQuery, EditorPresetQuery } from '../../gql/graphql';
import type { ListingDetails } from './state/details';

export type EditorFont = EditorFontsQuery['fonts'][number];
export type EditorPreset = EditorPresetQuery['productPreset'][number];
/** Who edits: root on a preset's template, or a seller designing a product. */
export type EditorMode = 'template' | 'product';

/** What the editor opened: the preset, the document, the Details values, and what a save goes over. */
export interface Opened {
  preset: EditorPreset;
  doc: MockupDocument;
  details: ListingDetails;
  /** The template (root), or the seller's mockup and listing. */
  saved: { mockupId: string | null; listingId: string | null };
  /** The template's name (root), else the preset's. */
  name: string;
}

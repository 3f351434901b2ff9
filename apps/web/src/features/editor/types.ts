import type { MockupDocument } from '@pod/shared';
import type { EditorFontsQuery, EditorPresetQuery } from '../../gql/graphql';

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

/** The Details step's values: the listing's words and the seller's prices. */
export interface ListingDetails {
  title: string;
  description: string;
  tags: string;
  /** The seller's price per variant id; a variant is listed when it is selected. */
  prices: Record<string, string>;
  selected: string[];
}

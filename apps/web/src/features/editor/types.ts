import type { EditorFontsQuery, EditorPresetQuery } from '../../gql/graphql';

export type EditorFont = EditorFontsQuery['fonts'][number];
export type EditorPreset = EditorPresetQuery['productPreset'][number];
/** Who edits: root on a preset's template, or a seller designing a product. */
export type EditorMode = 'template' | 'product';
